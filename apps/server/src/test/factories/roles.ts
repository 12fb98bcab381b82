import { ROLES, type Role } from "@unnati/contracts";
import type { FastifyInstance } from "fastify";
import { assignMentees } from "../../modules/mentors/service";
import type { Db } from "../../platform/db/database";
import { makeCollege, type TestCollege } from "./college";
import { makeStaff, makeStudent, signInAs, type TestPerson } from "./people";

export type RoleFixtures = {
	college: TestCollege;
	/** One person per role; all but the platform admin and the recruiter belong to `college`. */
	people: Record<Role, TestPerson>;
	/** A bearer token for each of `people`, from the real login routes. */
	tokens: Record<Role, string>;
};

/**
 * One signed-in person for every role of ROLES, in a new college (or `college`): a CSE third-year
 * student, their CSE mentor (the student is the mentor's one mentee), the CSE department head, and
 * one of every other role. For tests that ask every route of every role.
 */
export async function roleFixtures(
	app: FastifyInstance,
	db: Db,
	college?: TestCollege,
): Promise<RoleFixtures> {
	const home = college ?? (await makeCollege(db));
	const people = {} as Record<Role, TestPerson>;
	for (const role of ROLES)
		people[role] = role === "ROLE_STUDENT" ? await makeStudent(db, home) : await makeStaff(db, home, role);
	await assignMentees(db, people.ROLE_MENTOR.id, [people.ROLE_STUDENT.id]);
	const tokens = Object.fromEntries(
		await Promise.all(ROLES.map(async (role) => [role, await signInAs(app, people[role])] as const)),
	) as Record<Role, string>;
	return { college: home, people, tokens };
}
