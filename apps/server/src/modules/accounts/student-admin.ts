import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { users } from "./tables";

/** What staff may change on a student's account (student management, issue 18). */
export type StudentPatch = {
	name?: string;
	email?: string;
	phone?: string | null;
	departmentId?: string;
	currentYear?: number;
	section?: string;
	admissionYear?: number;
};

/** Which of `rollNos` (upper case) some account already has, in any college: roll numbers are unique. */
export async function takenRollNos(db: Db, rollNos: readonly string[]): Promise<Set<string>> {
	const taken = new Set<string>();
	const unique = [...new Set(rollNos)];
	// In slices, so a 10,000-row file stays well under PostgreSQL's parameter limit.
	for (let start = 0; start < unique.length; start += 2000) {
		const rows = await db
			.select({ rollNo: users.rollNo })
			.from(users)
			.where(inArray(users.rollNo, unique.slice(start, start + 2000)));
		for (const row of rows) if (row.rollNo) taken.add(row.rollNo);
	}
	return taken;
}

/** Which of `emails` (lower case) some account already uses, except `exceptUserId`'s own. */
export async function takenEmails(
	db: Db,
	emails: readonly string[],
	exceptUserId?: string,
): Promise<Set<string>> {
	const taken = new Set<string>();
	const unique = [...new Set(emails)];
	for (let start = 0; start < unique.length; start += 2000) {
		const rows = await db
			.select({ email: sql<string>`lower(${users.email})` })
			.from(users)
			.where(
				and(
					inArray(sql`lower(${users.email})`, unique.slice(start, start + 2000)),
					exceptUserId ? ne(users.id, exceptUserId) : undefined,
				),
			);
		for (const row of rows) taken.add(row.email);
	}
	return taken;
}

export async function updateStudentAccount(
	db: Db,
	userId: string,
	patch: StudentPatch,
	now: Date,
): Promise<void> {
	await db
		.update(users)
		.set({ ...patch, updatedAt: now })
		.where(and(eq(users.id, userId), eq(users.role, "ROLE_STUDENT")));
}

/** Deactivates ('suspended': no sign-in, every session ends at its next request) or reactivates an account. */
export async function setAccountStatus(
	db: Db,
	userId: string,
	status: "active" | "suspended",
	now: Date,
): Promise<void> {
	await db.update(users).set({ status, updatedAt: now }).where(eq(users.id, userId));
}

/** One student of a year, as a promotion preview lists them. */
export type YearStudent = {
	id: string;
	rollNo: string;
	name: string;
	departmentId: string | null;
	section: string | null;
	status: "active" | "trial" | "suspended";
};

/** The current students (not graduates) of one year of a college (of one department when `departmentId` is given), by roll number. */
export async function studentsOfYear(
	db: Db,
	institutionId: string,
	departmentId: string | null,
	year: number,
): Promise<YearStudent[]> {
	const rows = await db
		.select({
			id: users.id,
			rollNo: users.rollNo,
			name: users.name,
			departmentId: users.departmentId,
			section: users.section,
			status: users.status,
		})
		.from(users)
		.where(
			and(
				eq(users.role, "ROLE_STUDENT"),
				eq(users.institutionId, institutionId),
				eq(users.currentYear, year),
				isNull(users.graduatedAt),
				departmentId ? eq(users.departmentId, departmentId) : undefined,
			),
		)
		.orderBy(asc(users.rollNo));
	return rows.map((row) => ({ ...row, rollNo: row.rollNo ?? "" }));
}

/**
 * Moves `ids` from `fromYear` to the next year and answers how many moved: a student no longer in
 * `fromYear` (someone promoted them meanwhile) is not moved twice. Only the year changes.
 */
export async function promoteStudents(
	db: Db,
	ids: readonly string[],
	fromYear: number,
	now: Date,
): Promise<number> {
	let moved = 0;
	for (let start = 0; start < ids.length; start += 2000) {
		const rows = await db
			.update(users)
			.set({ currentYear: fromYear + 1, updatedAt: now })
			.where(
				and(
					inArray(users.id, ids.slice(start, start + 2000)),
					eq(users.role, "ROLE_STUDENT"),
					eq(users.currentYear, fromYear),
				),
			)
			.returning({ id: users.id });
		moved += rows.length;
	}
	return moved;
}

/**
 * Graduates `ids` of the final year (`year`) now and answers how many graduated: a student already
 * graduated, or no longer in that year, is left alone, so a repeated request graduates nobody twice.
 */
export async function graduateStudents(
	db: Db,
	ids: readonly string[],
	year: number,
	now: Date,
	/** Stored for graduates whose account predates admission years: their batch stays known. */
	admissionYearIfUnknown: number,
): Promise<number> {
	let graduated = 0;
	for (let start = 0; start < ids.length; start += 2000) {
		const rows = await db
			.update(users)
			.set({
				graduatedAt: now,
				admissionYear: sql`coalesce(${users.admissionYear}, ${admissionYearIfUnknown})`,
				updatedAt: now,
			})
			.where(
				and(
					inArray(users.id, ids.slice(start, start + 2000)),
					eq(users.role, "ROLE_STUDENT"),
					eq(users.currentYear, year),
					isNull(users.graduatedAt),
				),
			)
			.returning({ id: users.id });
		graduated += rows.length;
	}
	return graduated;
}

/**
 * A college's students counted by department, year, section, batch, whether they are deactivated
 * and whether they graduated.
 */
export async function studentPlacementCounts(
	db: Db,
	institutionId: string,
): Promise<
	{
		departmentId: string | null;
		year: number | null;
		section: string | null;
		admissionYear: number | null;
		suspended: boolean;
		graduated: boolean;
		n: number;
	}[]
> {
	const suspended = sql<boolean>`(${users.status} = 'suspended')`;
	const graduated = sql<boolean>`(${users.graduatedAt} is not null)`;
	return db
		.select({
			departmentId: users.departmentId,
			year: users.currentYear,
			section: users.section,
			admissionYear: users.admissionYear,
			suspended,
			graduated,
			n: sql<number>`count(*)::int`,
		})
		.from(users)
		.where(and(eq(users.role, "ROLE_STUDENT"), eq(users.institutionId, institutionId)))
		.groupBy(users.departmentId, users.currentYear, users.section, users.admissionYear, suspended, graduated);
}

/** Moves the current students of one department's year from section `from` to `to`; answers how many moved. */
export async function renameStudentSection(
	db: Db,
	where: { departmentId: string; year: number; from: string; to: string },
	now: Date,
): Promise<number> {
	const rows = await db
		.update(users)
		.set({ section: where.to, updatedAt: now })
		.where(
			and(
				eq(users.role, "ROLE_STUDENT"),
				eq(users.departmentId, where.departmentId),
				eq(users.currentYear, where.year),
				eq(users.section, where.from),
				isNull(users.graduatedAt),
			),
		)
		.returning({ id: users.id });
	return rows.length;
}

/** The ids of students who graduated, among `ids`. */
export async function graduatedAmong(db: Db, ids: readonly string[]): Promise<Set<string>> {
	if (ids.length === 0) return new Set();
	const rows = await db
		.select({ id: users.id })
		.from(users)
		.where(and(inArray(users.id, [...new Set(ids)]), isNotNull(users.graduatedAt)));
	return new Set(rows.map((row) => row.id));
}

/** How many students and how many staff belong to a department. */
export async function peopleOfDepartment(
	db: Db,
	departmentId: string,
): Promise<{ students: number; staff: number }> {
	const [row] = await db
		.select({
			students: sql<number>`count(*) filter (where ${users.role} = 'ROLE_STUDENT')::int`,
			staff: sql<number>`count(*) filter (where ${users.role} <> 'ROLE_STUDENT')::int`,
		})
		.from(users)
		.where(eq(users.departmentId, departmentId));
	return { students: row?.students ?? 0, staff: row?.staff ?? 0 };
}
