import type { Role } from "@unnati/contracts";
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { users } from "./tables";

/**
 * What other modules may read about people (ARCHITECTURE.md §1): plain objects, never the `users`
 * row. Add a function here rather than importing accounts' tables.
 */

/** A student as lists, reports and scope checks see them: identity and placement. */
export type StudentSummary = {
	id: string;
	name: string;
	rollNo: string | null;
	email: string;
	institutionId: string | null;
	departmentId: string | null;
	currentYear: number | null;
	section: string | null;
	/** Graduated by the final-year promotion: no longer a current student (dashboards and audiences leave them out). */
	graduated: boolean;
};

/** Any account, without its password hash. */
export type UserSummary = StudentSummary & {
	role: Role;
	factId: string | null;
	organizationId: string | null;
	phone: string | null;
	status: "active" | "trial" | "suspended";
	profilePicUrl: string | null;
};

const studentColumns = {
	id: users.id,
	name: users.name,
	rollNo: users.rollNo,
	email: users.email,
	institutionId: users.institutionId,
	departmentId: users.departmentId,
	currentYear: users.currentYear,
	section: users.section,
	graduated: sql<boolean>`(${users.graduatedAt} is not null)`,
};

const userColumns = {
	...studentColumns,
	role: users.role,
	factId: users.factId,
	organizationId: users.organizationId,
	phone: users.phone,
	status: users.status,
	profilePicUrl: users.profilePicUrl,
};

/** The students among `ids` (other roles and unknown ids are left out), in roll-number order. */
export async function studentsByIds(db: Db, ids: readonly string[]): Promise<StudentSummary[]> {
	if (ids.length === 0) return [];
	return db
		.select(studentColumns)
		.from(users)
		.where(and(eq(users.role, "ROLE_STUDENT"), inArray(users.id, [...new Set(ids)])))
		.orderBy(asc(users.rollNo));
}

/** Every student of one college, in roll-number order. */
export async function studentsOfInstitution(db: Db, institutionId: string): Promise<StudentSummary[]> {
	return db
		.select(studentColumns)
		.from(users)
		.where(and(eq(users.role, "ROLE_STUDENT"), eq(users.institutionId, institutionId)))
		.orderBy(asc(users.rollNo));
}

/** The student of one college with this roll number (any case), or null. */
export async function studentByRollNo(
	db: Db,
	institutionId: string,
	rollNo: string,
): Promise<StudentSummary | null> {
	const [row] = await db
		.select(studentColumns)
		.from(users)
		.where(
			and(
				eq(users.role, "ROLE_STUDENT"),
				eq(users.institutionId, institutionId),
				eq(users.rollNo, rollNo.trim().toUpperCase()),
			),
		);
	return row ?? null;
}

export async function userById(db: Db, id: string): Promise<UserSummary | null> {
	const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
	return row ?? null;
}

/** The names of many accounts at once (unknown ids are left out), e.g. reviewers in a list. */
export async function userNamesByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
	if (ids.length === 0) return new Map();
	const rows = await db
		.select({ id: users.id, name: users.name })
		.from(users)
		.where(inArray(users.id, [...new Set(ids)]));
	return new Map(rows.map((row) => [row.id, row.name]));
}

/** The accounts of one college with one of these roles (staff pickers), by name. */
export async function staffOfInstitution(
	db: Db,
	institutionId: string,
	roles: readonly Role[],
): Promise<{ id: string; name: string; role: Role; factId: string | null; departmentId: string | null }[]> {
	if (roles.length === 0) return [];
	return db
		.select({
			id: users.id,
			name: users.name,
			role: users.role,
			factId: users.factId,
			departmentId: users.departmentId,
		})
		.from(users)
		.where(and(eq(users.institutionId, institutionId), inArray(users.role, [...roles])))
		.orderBy(asc(users.name));
}

/**
 * The accounts of one department with one role (its current students, its mentors), in roll-number
 * then name order. Graduates are left out: they leave the mentor mapping.
 */
export async function accountsOfDepartment(
	db: Db,
	departmentId: string,
	role: Role,
): Promise<(StudentSummary & Pick<UserSummary, "factId" | "status">)[]> {
	return db
		.select({ ...studentColumns, factId: users.factId, status: users.status })
		.from(users)
		.where(and(eq(users.departmentId, departmentId), eq(users.role, role), isNull(users.graduatedAt)))
		.orderBy(asc(users.rollNo), asc(users.name));
}

/** The accounts with one role that may sign in (not suspended), by name: e.g. the platform admins. */
export async function activeAccountsWithRole(
	db: Db,
	role: Role,
): Promise<{ id: string; name: string; email: string }[]> {
	return db
		.select({ id: users.id, name: users.name, email: users.email })
		.from(users)
		.where(and(eq(users.role, role), ne(users.status, "suspended")))
		.orderBy(asc(users.name), asc(users.email));
}

/** Each college's number of students and of other accounts (its staff), by institution id. */
export async function peopleCountsByInstitution(
	db: Db,
): Promise<Map<string, { students: number; staff: number }>> {
	const rows = await db
		.select({
			institutionId: users.institutionId,
			students: sql<number>`count(*) filter (where ${users.role} = 'ROLE_STUDENT')::int`,
			staff: sql<number>`count(*) filter (where ${users.role} <> 'ROLE_STUDENT')::int`,
		})
		.from(users)
		.where(isNotNull(users.institutionId))
		.groupBy(users.institutionId);
	return new Map(
		rows.map((row) => [
			row.institutionId as string,
			{ students: Number(row.students), staff: Number(row.staff) },
		]),
	);
}
