import { type ExamDetail, type ExamInput, examInputSchema } from "@unnati/contracts";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds } from "../accounts/read";
import type { ExamDeps } from "./access";
import { announcePublished } from "./announce";
import { type Author, createExam, ownExam, publishExam } from "./authoring-service";
import { examSections, exams } from "./tables";

/**
 * An exam for a named group of students, made and published in one step: what a placement drive's
 * online test round needs (modules/placements/rounds.ts). Its questions are drawn from one of the
 * college's banks, or copied from another exam's paper (its sections, untimed: the test has its
 * own length). Runs in the caller's transaction when given one, so the caller's own writes and the
 * exam stand or fall together; the students are told by `announceExam` once that has committed.
 */
export type ExamForStudentsInput = {
	title: string;
	description: string;
	opensAt: Date;
	closesAt: Date;
	durationMinutes: number;
	passingScorePercentage: number;
	proctored: boolean;
	studentIds: readonly string[];
	questions:
		| { from: "bank"; bankId: string; count: number; tags: string[] }
		| { from: "exam"; examId: string };
};

export async function createExamForStudents(
	db: Db,
	author: Author,
	input: ExamForStudentsInput,
	now: Date,
): Promise<ExamDetail> {
	const students = await studentsByIds(db, input.studentIds);
	const named = students.filter((s) => s.institutionId === author.institutionId && s.rollNo);
	if (named.length !== new Set(input.studentIds).size)
		throw new AppError(
			"BAD_REQUEST",
			"Every student of the test must be a student of your college with a roll number.",
		);
	const sections: ExamInput["sections"] =
		input.questions.from === "bank"
			? [
					{
						title: "Questions",
						source: {
							mode: "random",
							bankId: input.questions.bankId,
							tags: input.questions.tags,
							count: input.questions.count,
						},
					},
				]
			: await paperOf(db, author, input.questions.examId);
	const parsed = examInputSchema.safeParse({
		title: input.title,
		description: input.description,
		instructions: [],
		opensAt: input.opensAt.toISOString(),
		closesAt: input.closesAt.toISOString(),
		durationMinutes: input.durationMinutes,
		passingScorePercentage: input.passingScorePercentage,
		shuffleQuestions: true,
		shuffleOptions: true,
		// A recruitment test: the paper is not handed round afterwards.
		showAnswers: "never",
		proctored: input.proctored,
		audience: { kind: "students", rollNos: named.map((s) => s.rollNo as string) },
		sections,
	});
	if (!parsed.success)
		throw new AppError(
			"VALIDATION_FAILED",
			parsed.error.issues[0]?.message ?? "The test cannot be made.",
			parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
		);
	return db.transaction(async (tx) => {
		const draft = await createExam(tx as unknown as Db, author, parsed.data, now);
		return publishExam(tx as unknown as Db, author, draft.id, now);
	});
}

/** Another exam's sections, in order, as sections of a new exam (their own time limits dropped). */
async function paperOf(db: Db, author: Author, examId: string): Promise<ExamInput["sections"]> {
	const exam = await ownExam(db, author, examId);
	const rows = await db
		.select({ title: examSections.title, source: examSections.source })
		.from(examSections)
		.where(eq(examSections.examId, exam.id))
		.orderBy(asc(examSections.position));
	return rows.map((row) => ({ title: row.title, source: row.source }));
}

/** Tells the exam's audience it is published (after the transaction that made it has committed). */
export async function announceExam(deps: Pick<ExamDeps, "db" | "notify">, examId: string): Promise<void> {
	const [exam] = await deps.db.select().from(exams).where(eq(exams.id, examId));
	if (exam) await announcePublished(deps, exam);
}
