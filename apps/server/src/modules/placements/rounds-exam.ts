import {
	type createRoundExamSchema,
	type ExamResultsPreview,
	isTestRound,
	type RoundView,
	type TestSources,
} from "@unnati/contracts/placements";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds } from "../accounts";
import { announceExam, createExamForStudents } from "../exams";
import { examSummary, examTakers, publishedExamsOf, scoredAttempts } from "../exams/read";
import { organizationsByIds } from "../organizations";
import { listBanks } from "../question-banks";
import { applicationsInRound, lockRounds, roundOf, roundView } from "./rounds";
import type { PlacementDeps } from "./service";
import { placementRoundExams } from "./tables";

// A test round's exam (rounds.ts has the whole design): made for exactly the applicants in the
// round, and its scores turned into the round's results at a cut-off, as a preview to confirm.

const MINUTE = 60_000;

/** The college's question banks and published exams a test may draw from. */
export async function testSources(db: Db, principal: Principal): Promise<TestSources> {
	if (!principal.institutionId)
		throw new AppError("PLACEMENT_OUT_OF_SCOPE", "You do not belong to a college.");
	const [banks, exams] = await Promise.all([
		listBanks(db, principal.institutionId),
		publishedExamsOf(db, principal.institutionId),
	]);
	return {
		banks: banks.map((b) => ({ id: b.id, name: b.name, questionCount: b.questionCount })),
		exams: exams.map((e) => ({ id: e.id, title: e.title, opensAt: e.opensAt.toISOString() })),
	};
}

async function roundExamId(db: Db, driveId: string, index: number): Promise<string | null> {
	const [row] = await db
		.select({ examId: placementRoundExams.examId })
		.from(placementRoundExams)
		.where(and(eq(placementRoundExams.driveId, driveId), eq(placementRoundExams.roundIndex, index)));
	return row?.examId ?? null;
}

/**
 * Makes and publishes the round's test for the applicants in the round now, in one transaction with
 * the round's link to it (a second request finds the first's test and is refused); they are told.
 */
export async function createRoundExam(
	deps: PlacementDeps,
	principal: Principal,
	driveId: string,
	index: number,
	input: z.output<typeof createRoundExamSchema>,
	now: Date,
): Promise<RoundView> {
	const { db } = deps;
	const { drive, round } = await roundOf(db, principal, driveId, index);
	if (!isTestRound(round.kind))
		throw new AppError(
			"BAD_REQUEST",
			`${round.name} is not an online test: only aptitude and coding rounds have one. Schedule slots instead.`,
		);
	const opensAt = new Date(input.opensAt);
	const closesAt = new Date(opensAt.getTime() + (input.lateEntryMinutes + input.durationMinutes) * MINUTE);
	if (closesAt.getTime() <= now.getTime())
		throw new AppError("VALIDATION_FAILED", "The test would be over already: pick a later start.", [
			{ path: "opensAt", message: "The test would be over already: pick a later start." },
		]);
	const taken = () =>
		new AppError("CONFLICT", `${round.name} already has its test: fill the results from it, or mark them.`);
	if (await roundExamId(db, drive.id, index)) throw taken();
	const company =
		(await organizationsByIds(db, [drive.organizationId])).get(drive.organizationId)?.name ?? "";
	const examId = await db.transaction(async (tx) => {
		await lockRounds(tx as unknown as Db, drive.id);
		if (await roundExamId(tx as unknown as Db, drive.id, index)) throw taken();
		const inRound = await applicationsInRound(tx as unknown as Db, drive.id, index);
		if (inRound.length === 0)
			throw new AppError(
				"CONFLICT",
				`No one is in ${round.name} yet: shortlist applicants (or move the last round on) first.`,
			);
		const exam = await createExamForStudents(
			tx as unknown as Db,
			{ userId: principal.userId, institutionId: drive.institutionId },
			{
				title: input.title ?? `${company ? `${company}: ` : ""}${round.name}`,
				description: `Round ${index + 1} of the ${drive.title} campus drive${company ? ` of ${company}` : ""}.`,
				opensAt,
				closesAt,
				durationMinutes: input.durationMinutes,
				passingScorePercentage: input.cutoffPercent,
				proctored: input.proctored,
				studentIds: inRound.map((a) => a.studentId),
				questions: input.questions,
			},
			now,
		);
		await tx.insert(placementRoundExams).values({ driveId: drive.id, roundIndex: index, examId: exam.id });
		return exam.id;
	});
	await announceExam({ db, notify: deps.notify }, examId);
	return roundView(db, drive, index);
}

/**
 * What the round's test gives at `cutoffPercent`, for each applicant in the round: pass at or above
 * it, fail below, absent when never started and the test has closed; nothing yet while a sitting is
 * under way, awaits grading, or the test is still open. Nothing is recorded.
 */
export async function previewExamResults(
	db: Db,
	principal: Principal,
	driveId: string,
	index: number,
	cutoffPercent: number,
	now: Date,
): Promise<ExamResultsPreview> {
	const { drive, round } = await roundOf(db, principal, driveId, index);
	const examId = await roundExamId(db, drive.id, index);
	const exam = examId ? await examSummary(db, examId) : null;
	if (!exam) throw new AppError("CONFLICT", `${round.name} has no test yet: create it first.`);
	const inRound = await applicationsInRound(db, drive.id, index);
	const studentIds = inRound.map((a) => a.studentId);
	const [students, takers, scored] = await Promise.all([
		studentsByIds(db, studentIds),
		examTakers(db, exam.id),
		studentIds.length ? scoredAttempts(db, { examId: exam.id, studentIds }) : Promise.resolve([]),
	]);
	const studentOf = new Map(students.map((s) => [s.id, s]));
	const started = new Set(takers.map((t) => t.studentId));
	const percentageOf = new Map(scored.map((s) => [s.studentId, s.percentage]));
	const closed = exam.closesAt.getTime() <= now.getTime();
	const audience = exam.audience.kind === "students" ? new Set(exam.audience.rollNos) : null;
	const rows = inRound.map((application) => {
		const student = studentOf.get(application.studentId);
		const base = { applicationId: application.id, rollNo: student?.rollNo ?? "", name: student?.name ?? "" };
		const percentage = percentageOf.get(application.studentId);
		if (percentage !== undefined && percentage !== null) {
			const rounded = Math.round(percentage * 100) / 100;
			return {
				...base,
				attempt: "scored" as const,
				percentage: rounded,
				result: percentage >= cutoffPercent ? ("pass" as const) : ("fail" as const),
				note: `${rounded} % (cut-off ${cutoffPercent} %)`,
			};
		}
		if (audience && !audience.has(base.rollNo))
			return {
				...base,
				attempt: "none" as const,
				percentage: null,
				result: null,
				note: "Not in the test's audience (shortlisted after it was made): mark the result in the table.",
			};
		if (started.has(application.studentId))
			return {
				...base,
				attempt: "unscored" as const,
				percentage: null,
				result: null,
				note: "Started; not scored yet (still sitting, or answers await grading).",
			};
		return {
			...base,
			attempt: "none" as const,
			percentage: null,
			result: closed ? ("absent" as const) : null,
			note: closed ? "Did not start the test." : "Has not started; the test is still open.",
		};
	});
	rows.sort((a, b) => a.rollNo.localeCompare(b.rollNo));
	return { cutoffPercent, rows };
}
