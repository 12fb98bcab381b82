import { createHash } from "node:crypto";
import { MAPPING_MESSAGES } from "@unnati/contracts/mentors";
import { count, inArray } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { accountsOfDepartment, userById, userNamesByIds } from "../accounts";
import { type DepartmentSummary, departmentsOf } from "../institutions";
import type { PlanMentor, PlanStudent } from "./mapping-plan";
import { mentorMappingPolicy } from "./policy";
import { mentorsOfStudents } from "./read";
import { mentorAssignments } from "./tables";

// What the mapping's rules and moves start from: the department head's department, read whole, and
// the checks of the people they name.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type StateStudent = PlanStudent & { name: string };
export type StateMentor = PlanMentor & { factId: string | null; suspended: boolean };

/** One department's mapping as the rules and moves see it, read in one go. */
export type DepartmentState = {
	department: DepartmentSummary;
	students: StateStudent[];
	studentById: Map<string, StateStudent>;
	mentors: Map<string, StateMentor>;
	/** Names of mentors outside the department whom its students have. */
	outsideMentors: Map<string, string>;
	version: string;
};

/** The department head's own department: 403 without one (the route already let only department heads in). */
export async function ownDepartment(db: Db, principal: Principal): Promise<DepartmentSummary> {
	if (!principal.departmentId || !principal.institutionId)
		throw new AppError("FORBIDDEN", MAPPING_MESSAGES.noDepartment);
	const department = (await departmentsOf(db, principal.institutionId)).find(
		(d) => d.id === principal.departmentId,
	);
	if (!department) throw new AppError("FORBIDDEN", MAPPING_MESSAGES.noDepartment);
	return department;
}

async function menteeCounts(db: Db, mentorIds: readonly string[]): Promise<Map<string, number>> {
	if (mentorIds.length === 0) return new Map();
	const rows = await db
		.select({ mentorId: mentorAssignments.mentorId, n: count() })
		.from(mentorAssignments)
		.where(inArray(mentorAssignments.mentorId, [...mentorIds]))
		.groupBy(mentorAssignments.mentorId);
	return new Map(rows.map((r) => [r.mentorId, r.n]));
}

export async function loadState(db: Db, department: DepartmentSummary): Promise<DepartmentState> {
	// One query after another: inside a transaction `db` is one connection, which takes one at a time.
	const studentRows = await accountsOfDepartment(db, department.id, "ROLE_STUDENT");
	const mentorRows = await accountsOfDepartment(db, department.id, "ROLE_MENTOR");
	const mentorOf = await mentorsOfStudents(
		db,
		studentRows.map((s) => s.id),
	);
	const counts = await menteeCounts(
		db,
		mentorRows.map((m) => m.id),
	);
	const students: StateStudent[] = studentRows.map((s) => ({
		id: s.id,
		name: s.name,
		rollNo: s.rollNo ?? "",
		year: s.currentYear,
		section: s.section,
		mentorId: mentorOf.get(s.id) ?? null,
		suspended: s.status === "suspended",
	}));
	const mentors = new Map(
		mentorRows.map((m) => [
			m.id,
			{
				id: m.id,
				name: m.name,
				factId: m.factId,
				menteeCount: counts.get(m.id) ?? 0,
				suspended: m.status === "suspended",
			},
		]),
	);
	const outsideIds = [...new Set(mentorOf.values())].filter((id) => !mentors.has(id));
	const outsideMentors = await userNamesByIds(db, outsideIds);
	// Everything a plan depends on: a preview made on one version applies only to that version.
	const hash = createHash("sha256");
	for (const s of students)
		hash.update(`s:${s.id}:${s.mentorId ?? "-"}:${s.year}:${s.section}:${s.suspended}\n`);
	for (const m of mentors.values()) hash.update(`m:${m.id}:${m.menteeCount}:${m.suspended}\n`);
	return {
		department,
		students,
		studentById: new Map(students.map((s) => [s.id, s])),
		mentors,
		outsideMentors,
		version: hash.digest("base64url").slice(0, 22),
	};
}

/** A mentor the department head named: 404 unknown, 403 another department's, 400 suspended. */
export async function checkMentor(
	db: Db,
	principal: Principal,
	state: DepartmentState,
	id: string,
): Promise<StateMentor> {
	const mentor = state.mentors.get(id);
	if (mentor) {
		if (mentor.suspended)
			throw new AppError("VALIDATION_FAILED", `${mentor.name}: ${MAPPING_MESSAGES.suspendedMentor}`);
		return mentor;
	}
	const user = UUID.test(id) ? await userById(db, id) : null;
	if (user?.role !== "ROLE_MENTOR") throw new AppError("NOT_FOUND", MAPPING_MESSAGES.unknownMentor);
	if (!(await mentorMappingPolicy.allows(principal, "map", user)))
		throw new AppError("FORBIDDEN", MAPPING_MESSAGES.otherDepartmentMentor);
	// Of the department, yet not read with it: it changed in between.
	throw new AppError("CONFLICT", MAPPING_MESSAGES.stale);
}

/** A student the department head named: 404 unknown, 403 another department's. */
export async function checkStudent(
	db: Db,
	principal: Principal,
	state: DepartmentState,
	id: string,
): Promise<StateStudent> {
	const student = state.studentById.get(id);
	if (student) return student;
	const user = UUID.test(id) ? await userById(db, id) : null;
	if (user?.role !== "ROLE_STUDENT") throw new AppError("NOT_FOUND", MAPPING_MESSAGES.unknownStudent);
	if (!(await mentorMappingPolicy.allows(principal, "map", user)))
		throw new AppError("FORBIDDEN", MAPPING_MESSAGES.otherDepartmentStudent);
	throw new AppError("CONFLICT", MAPPING_MESSAGES.stale);
}
