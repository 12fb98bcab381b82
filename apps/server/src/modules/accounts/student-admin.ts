import { and, eq, inArray, ne, sql } from "drizzle-orm";
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
