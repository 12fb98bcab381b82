import {
	IPIP_EXAM_ID,
	IPIP_ITEMS,
	type PsychometricResult,
	REPORT_NOTE,
	SCALE,
	scoreIpip,
	TRAIT_ABOUT,
	TRAIT_BANDS,
	TRAIT_LABELS,
} from "@unnati/contracts/psychometric";
import { desc, eq } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { userById } from "../accounts";
import { isUuid, RESULT_NOT_FOUND, type ResultRecord, resultPolicy } from "./policy";
import { psychometricResults } from "./tables";

export type PsychometricDeps = { db: Db; clock: Clock };
type ResultRow = typeof psychometricResults.$inferSelect;

const ASSESSMENT_NOT_FOUND = "No such assessment.";

/** The instruments Unnati offers, by the examId of /psychometric-assessment/{examId}. */
export function assessment(examId: string) {
	if (examId !== IPIP_EXAM_ID) throw new AppError("NOT_FOUND", ASSESSMENT_NOT_FOUND);
	return {
		examId,
		title: "Big Five personality profile (IPIP, 50 statements)",
		instructions:
			"Each statement describes a way people behave. Choose how accurately it describes you as you generally are now, not as you wish to be, compared with people you know of your age. There are no right or wrong answers, and your report is private to you unless you choose to share it.",
		items: IPIP_ITEMS.map((item) => ({ number: item.number, text: item.text })),
		scale: SCALE.map((point) => ({ ...point })),
	};
}

function reportOf(row: ResultRow, studentName: string): PsychometricResult {
	return {
		id: row.id,
		examId: row.examId,
		studentName,
		completedAt: row.completedAt.toISOString(),
		traits: row.traits.map((t) => ({
			...t,
			label: TRAIT_LABELS[t.trait],
			about: TRAIT_ABOUT[t.trait],
			explanation: TRAIT_BANDS[t.trait][t.band],
		})),
		note: REPORT_NOTE,
		shareWithMentor: row.shareWithMentor,
		shareWithCounselor: row.shareWithCounselor,
	};
}

export async function submitAnswers(
	deps: PsychometricDeps,
	principal: Principal,
	examId: string,
	answers: number[],
): Promise<PsychometricResult> {
	assessment(examId);
	const [row] = await deps.db
		.insert(psychometricResults)
		.values({
			userId: principal.userId,
			examId,
			answers,
			traits: scoreIpip(answers),
			completedAt: deps.clock(),
		})
		.returning();
	return reportOf(row as ResultRow, principal.name);
}

export async function myResults(deps: PsychometricDeps, principal: Principal): Promise<PsychometricResult[]> {
	const rows = await deps.db
		.select()
		.from(psychometricResults)
		.where(eq(psychometricResults.userId, principal.userId))
		.orderBy(desc(psychometricResults.completedAt))
		.limit(50);
	return rows.map((row) => reportOf(row, principal.name));
}

async function recordOf(db: Db, row: ResultRow): Promise<ResultRecord & { name: string }> {
	const student = await userById(db, row.userId);
	return {
		userId: row.userId,
		institutionId: student?.institutionId ?? null,
		shareWithMentor: row.shareWithMentor,
		shareWithCounselor: row.shareWithCounselor,
		name: student?.name ?? "",
	};
}

async function resultFor(
	deps: PsychometricDeps,
	principal: Principal,
	id: string,
	action: "read" | "share",
): Promise<{ row: ResultRow; name: string }> {
	if (!isUuid(id)) throw new AppError("NOT_FOUND", RESULT_NOT_FOUND);
	const [row] = await deps.db.select().from(psychometricResults).where(eq(psychometricResults.id, id));
	if (!row) throw new AppError("NOT_FOUND", RESULT_NOT_FOUND);
	const record = await recordOf(deps.db, row);
	await resultPolicy(deps.db).authorize(principal, action, record, RESULT_NOT_FOUND);
	return { row, name: record.name };
}

export async function getResult(deps: PsychometricDeps, principal: Principal, id: string) {
	const { row, name } = await resultFor(deps, principal, id, "read");
	return reportOf(row, name);
}

export async function setSharing(
	deps: PsychometricDeps,
	principal: Principal,
	id: string,
	sharing: { shareWithMentor: boolean; shareWithCounselor: boolean },
) {
	const { row, name } = await resultFor(deps, principal, id, "share");
	const [updated] = await deps.db
		.update(psychometricResults)
		.set(sharing)
		.where(eq(psychometricResults.id, row.id))
		.returning();
	return reportOf(updated as ResultRow, name);
}

/** What a student shared with the mentor or counselor asking (nothing, without consent). */
export async function sharedResultsOf(
	deps: PsychometricDeps,
	principal: Principal,
	studentId: string,
): Promise<PsychometricResult[]> {
	if (!isUuid(studentId)) return [];
	const rows = await deps.db
		.select()
		.from(psychometricResults)
		.where(eq(psychometricResults.userId, studentId))
		.orderBy(desc(psychometricResults.completedAt))
		.limit(50);
	const policy = resultPolicy(deps.db);
	const out: PsychometricResult[] = [];
	for (const row of rows) {
		const record = await recordOf(deps.db, row);
		if (await policy.allows(principal, "review", record)) out.push(reportOf(row, record.name));
	}
	return out;
}
