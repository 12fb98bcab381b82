import {
	COUNSELLING_MESSAGES as MESSAGES,
	type MyCounselling,
	type Referral,
} from "@unnati/contracts/counselling";
import { and, desc, eq } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { staffOfInstitution, studentsByIds } from "../accounts";
import { assertMentee } from "../mentors";
import { type CounsellingDeps, isUniqueViolation } from "./service";
import { counsellingCases } from "./tables";
import { type CaseRow, studentCases } from "./views";

// Referrals: a faculty mentor's for their mentee, a student's own; and what the student sees.

type NewCase = {
	institutionId: string;
	studentId: string;
	source: "mentor" | "self";
	referredBy: string | null;
	reason: string;
};

/**
 * Opens a case, one open case per student: a second is refused with 409 (checked first for the
 * message, and by the partial unique index when two referrals race).
 */
async function openCase(db: Db, values: NewCase, conflict: string, now: Date): Promise<CaseRow> {
	const [open] = await db
		.select({ id: counsellingCases.id })
		.from(counsellingCases)
		.where(and(eq(counsellingCases.studentId, values.studentId), eq(counsellingCases.status, "open")));
	if (open) throw new AppError("CONFLICT", conflict);
	try {
		const [row] = await db
			.insert(counsellingCases)
			.values({ ...values, createdAt: now })
			.returning();
		if (!row) throw new Error("insert into counselling_cases returned no row");
		return row;
	} catch (error) {
		if (isUniqueViolation(error)) throw new AppError("CONFLICT", conflict);
		throw error;
	}
}

/** Tells the college's career counselors about a new referral (after the case is stored). */
async function tellCounselors(
	deps: CounsellingDeps,
	row: CaseRow,
	student: { name: string; rollNo: string | null },
	referrerName: string,
) {
	const counselors = await staffOfInstitution(deps.db, row.institutionId, ["ROLE_CAREER_COUNSELOR"]);
	await deps.notify(
		counselors.map((c) => c.id),
		"counselling_referral",
		{
			caseId: row.id,
			studentName: student.name,
			rollNo: student.rollNo ?? "",
			source: row.source,
			referrerName,
		},
	);
}

/** A faculty mentor refers one of their own mentees (403 for anyone else's student). */
export async function referMentee(
	deps: CounsellingDeps,
	principal: Principal,
	input: { studentId: string; reason: string },
): Promise<Referral> {
	await assertMentee(deps.db, principal, input.studentId);
	const [student] = await studentsByIds(deps.db, [input.studentId]);
	if (!student?.institutionId) throw new AppError("FORBIDDEN", MESSAGES.notMentee);
	const row = await openCase(
		deps.db,
		{
			institutionId: student.institutionId,
			studentId: student.id,
			source: "mentor",
			referredBy: principal.userId,
			reason: input.reason,
		},
		MESSAGES.openCaseExists(student.name),
		deps.clock(),
	);
	await tellCounselors(deps, row, student, principal.name);
	return { caseId: row.id, studentName: student.name, createdAt: row.createdAt.toISOString() };
}

/** The signed-in student's cases: the open one (status and recommendations) and past ones. */
export async function myCounselling(db: Db, principal: Principal): Promise<MyCounselling> {
	const rows = await db
		.select()
		.from(counsellingCases)
		.where(eq(counsellingCases.studentId, principal.userId))
		.orderBy(desc(counsellingCases.createdAt));
	const cases = await studentCases(db, rows);
	return {
		current: cases.find((c) => c.status === "open") ?? null,
		past: cases.filter((c) => c.status === "closed"),
	};
}

/** A student asks to talk to a career counselor of their college. */
export async function referSelf(
	deps: CounsellingDeps,
	principal: Principal,
	input: { reason: string },
): Promise<MyCounselling> {
	if (!principal.institutionId) throw new AppError("FORBIDDEN", MESSAGES.noCollege);
	const row = await openCase(
		deps.db,
		{
			institutionId: principal.institutionId,
			studentId: principal.userId,
			source: "self",
			referredBy: null,
			reason: input.reason,
		},
		MESSAGES.selfOpenCaseExists,
		deps.clock(),
	);
	await tellCounselors(deps, row, { name: principal.name, rollNo: principal.rollNo }, "");
	return myCounselling(deps.db, principal);
}
