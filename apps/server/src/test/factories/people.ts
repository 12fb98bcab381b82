import {
	type DepartmentCode,
	LOGIN_TYPES,
	type LoginType,
	ROLE_BY_LOGIN_TYPE,
	type Role,
} from "@unnati/contracts";
import type { FastifyInstance } from "fastify";
import { hashPassword } from "../../modules/accounts/passwords";
import { createAccounts, type NewAccount } from "../../modules/accounts/service";
import { assignMentees } from "../../modules/mentors/service";
import { createOrganization } from "../../modules/organizations/service";
import type { Db } from "../../platform/db/database";
import { tokenFor } from "../auth-helpers";
import type { TestCollege } from "./college";
import { uniqueTag } from "./unique";

/** Every factory-made person signs in with this password. */
export const TEST_PASSWORD = "Test@Pass123";

// argon2 takes ~50 ms a hash: hash the shared password once per process and store that hash.
let testPasswordHash: Promise<string> | undefined;
const sharedHash = () => {
	testPasswordHash ??= hashPassword(TEST_PASSWORD);
	return testPasswordHash;
};

/** What the login screens send for a person: `signIn`/`tokenFor` take it as is. */
export type Login = { loginType: LoginType | "mentor"; username: string; password: string };

export type TestPerson = {
	id: string;
	role: Role;
	name: string;
	email: string;
	rollNo: string | null;
	factId: string | null;
	institutionId: string | null;
	departmentId: string | null;
	/** A recruiter's hiring organization; null for everyone else. */
	organization: string | null;
	login: Login;
};

const LOGIN_TYPE_OF_ROLE = Object.fromEntries(
	LOGIN_TYPES.map((type) => [ROLE_BY_LOGIN_TYPE[type], type]),
) as Record<Exclude<Role, "ROLE_MENTOR">, LoginType>;

function loginOf(account: {
	role: Role;
	email: string;
	rollNo: string | null;
	factId: string | null;
}): Login {
	if (account.role === "ROLE_MENTOR")
		return { loginType: "mentor", username: account.factId ?? "", password: TEST_PASSWORD };
	if (account.role === "ROLE_STUDENT")
		return { loginType: "student", username: account.rollNo ?? account.email, password: TEST_PASSWORD };
	return { loginType: LOGIN_TYPE_OF_ROLE[account.role], username: account.email, password: TEST_PASSWORD };
}

async function insertPeople(
	db: Db,
	accounts: Omit<NewAccount, "password">[],
	organization: string | null = null,
): Promise<TestPerson[]> {
	const passwordHash = await sharedHash();
	const created = await createAccounts(
		db,
		accounts.map((account) => ({ ...account, password: TEST_PASSWORD, passwordHash })),
	);
	return created.map((row, i) => {
		const account = accounts[i] as Omit<NewAccount, "password">;
		return {
			id: row.id,
			role: row.role,
			name: account.name,
			email: row.email,
			rollNo: row.rollNo,
			factId: row.factId,
			institutionId: account.institutionId ?? null,
			departmentId: account.departmentId ?? null,
			organization,
			login: loginOf(row),
		};
	});
}

export type StudentOptions = {
	year?: number;
	section?: string;
	department?: DepartmentCode;
	name?: string;
};

function studentAccount(college: TestCollege | null, options: StudentOptions): Omit<NewAccount, "password"> {
	const tag = uniqueTag();
	const year = options.year ?? 3;
	const department = options.department ?? "CSE";
	// Shaped like a real roll number (batch, department, number) so search and sorting behave as in life.
	const rollNo = `${25 - year}${department}${tag}`;
	return {
		role: "ROLE_STUDENT",
		name: options.name ?? `Student ${tag}`,
		email: `${rollNo.toLowerCase()}@students.${college?.domain ?? "independent.test"}`,
		institutionId: college?.id ?? null,
		departmentId: college ? college.departments[department] : null,
		rollNo,
		currentYear: year,
		section: options.section ?? "A",
	};
}

/** A student of `college` (3rd year, CSE, section A unless told otherwise), or an independent learner when null. */
export async function makeStudent(
	db: Db,
	college: TestCollege | null,
	options: StudentOptions = {},
): Promise<TestPerson> {
	const [student] = await insertPeople(db, [studentAccount(college, options)]);
	return student as TestPerson;
}

/** `count` students of one cohort, in one statement. */
export function makeStudents(
	db: Db,
	college: TestCollege,
	count: number,
	options: Omit<StudentOptions, "name"> = {},
): Promise<TestPerson[]> {
	return insertPeople(
		db,
		Array.from({ length: count }, () => studentAccount(college, options)),
	);
}

export type StaffRole = Exclude<Role, "ROLE_STUDENT">;

/**
 * A member of staff of `college` in `role`. Department heads and mentors belong to `department`
 * (CSE unless told); a mentor gets a fact ID to sign in with. The platform admin belongs to no
 * college and a recruiter to a new hiring organization, whatever `college` is.
 */
export async function makeStaff(
	db: Db,
	college: TestCollege | null,
	role: StaffRole,
	options: { department?: DepartmentCode; name?: string } = {},
): Promise<TestPerson> {
	const tag = uniqueTag();
	const local = `${role.replace("ROLE_", "").toLowerCase().replaceAll("_", ".")}.${tag.toLowerCase()}`;
	const inCollege = role !== "ROLE_ADMIN" && role !== "ROLE_RECRUITER";
	if (inCollege && !college) throw new Error(`${role} belongs to a college: pass one`);
	const withDepartment = role === "ROLE_DEPARTMENT" || role === "ROLE_MENTOR";
	const organizationName = role === "ROLE_RECRUITER" ? `Hiring Co ${tag}` : null;
	const organization = organizationName
		? await createOrganization(db, { name: organizationName, city: "Chennai" })
		: null;
	const [person] = await insertPeople(
		db,
		[
			{
				role,
				name: options.name ?? `${role.replace("ROLE_", "")} ${tag}`,
				email: `${local}@${inCollege ? college?.domain : "platform.test"}`,
				institutionId: inCollege ? (college?.id ?? null) : null,
				departmentId: withDepartment && college ? college.departments[options.department ?? "CSE"] : null,
				organizationId: organization?.id ?? null,
				factId: role === "ROLE_MENTOR" ? `FAC${tag}` : null,
			},
		],
		organizationName,
	);
	return person as TestPerson;
}

/** A faculty mentor of `college` with `mentees` new students of one cohort mapped to them. */
export async function makeMentorWithMentees(
	db: Db,
	college: TestCollege,
	options: { mentees?: number; year?: number; section?: string; department?: DepartmentCode } = {},
): Promise<{ mentor: TestPerson; mentees: TestPerson[] }> {
	const { mentees: count = 3, ...cohort } = options;
	const mentor = await makeStaff(db, college, "ROLE_MENTOR", { department: cohort.department ?? "CSE" });
	const mentees = await makeStudents(db, college, count, cohort);
	await assignMentees(
		db,
		mentor.id,
		mentees.map((s) => s.id),
	);
	return { mentor, mentees };
}

/** Signs `person` in through the real login route; fails the test if that does not succeed. */
export function signInAs(app: FastifyInstance, person: TestPerson): Promise<string> {
	return tokenFor(app, person.login);
}
