import { EXAM_MESSAGES, type ExamDetail, type ExamInput, type FieldError } from "@unnati/contracts";
import { asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { findBankQuestions, findPoolQuestions } from "../question-banks";
import { inOwnCollege } from "./policy";
import { examAttempts, examQuestions, examSections, exams } from "./tables";

type ExamRow = typeof exams.$inferSelect;
type SectionRow = typeof examSections.$inferSelect;
type BankQuestion = Awaited<ReturnType<typeof findBankQuestions>>[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/**
 * Whoever authors: a signed-in exam admin (the route has checked the role: examPolicy `author`), or
 * the demo seed acting for one. The services check the policy's college scope against it.
 */
export type Author = { userId: string; institutionId: string | null };

function institutionOf(principal: Author): string {
	if (!principal.institutionId) throw new AppError("FORBIDDEN", "Your account does not belong to a college.");
	return principal.institutionId;
}

function columnsOf(input: ExamInput) {
	return {
		title: input.title,
		description: input.description,
		instructions: input.instructions,
		opensAt: new Date(input.opensAt),
		closesAt: new Date(input.closesAt),
		durationMinutes: input.durationMinutes,
		passingScorePercentage: input.passingScorePercentage,
		shuffleQuestions: input.shuffleQuestions,
		shuffleOptions: input.shuffleOptions,
		multiAnswerMarking: input.multiAnswerMarking,
		showAnswers: input.showAnswers,
		proctored: input.proctored,
		maxViolations: input.maxViolations,
		certificateOnPass: input.certificateOnPass,
		sectionsInOrder: input.sectionsInOrder,
		audience: input.audience,
	};
}

/** How many questions one student answers, and for how many marks. */
/** Questions and marks of one paper, given each section's pool (a random draw takes the pool's mean). */
function sizeOf(sections: SectionRow[], pools: { marks: number }[][]) {
	let questionCount = 0;
	let totalMarks = 0;
	for (const [index, section] of sections.entries()) {
		const pool = pools[index] ?? [];
		const poolMarks = pool.reduce((sum, q) => sum + q.marks, 0);
		if (section.source.mode === "random") {
			const drawn = Math.min(section.source.count, pool.length);
			questionCount += drawn;
			// A random draw's marks vary with the draw when its pool mixes marks; the pool's mean is what to expect.
			totalMarks += pool.length ? (poolMarks / pool.length) * drawn : 0;
		} else {
			questionCount += pool.length;
			totalMarks += poolMarks;
		}
	}
	return { questionCount, totalMarks: Math.round(totalMarks * 100) / 100 };
}

/** A published exam counts its frozen questions; a draft counts what its banks hold now. */
async function paperSize(db: Db, exam: ExamRow, sections: SectionRow[]) {
	if (exam.state === "published") {
		const frozen = await db
			.select({ sectionId: examQuestions.sectionId, marks: examQuestions.marks })
			.from(examQuestions)
			.where(eq(examQuestions.examId, exam.id));
		return sizeOf(
			sections,
			sections.map((section) => frozen.filter((q) => q.sectionId === section.id)),
		);
	}
	const pools = await Promise.all(
		sections.map(async ({ source }) => {
			if (source.mode === "fixed") return findBankQuestions(db, exam.institutionId, source.questionIds);
			return isUuid(source.bankId)
				? findPoolQuestions(db, exam.institutionId, source.bankId, source.tags)
				: [];
		}),
	);
	return sizeOf(sections, pools);
}

async function present(db: Db, exam: ExamRow): Promise<ExamDetail> {
	const sections = await db
		.select()
		.from(examSections)
		.where(eq(examSections.examId, exam.id))
		.orderBy(asc(examSections.position));
	const [attempts] = await db
		.select({ n: count() })
		.from(examAttempts)
		.where(eq(examAttempts.examId, exam.id));
	return {
		id: exam.id,
		state: exam.state as ExamDetail["state"],
		...(await paperSize(db, exam, sections)),
		attemptCount: attempts?.n ?? 0,
		createdAt: exam.createdAt.toISOString(),
		updatedAt: exam.updatedAt.toISOString(),
		publishedAt: exam.publishedAt?.toISOString() ?? null,
		title: exam.title,
		description: exam.description,
		instructions: exam.instructions,
		opensAt: exam.opensAt.toISOString(),
		closesAt: exam.closesAt.toISOString(),
		durationMinutes: exam.durationMinutes,
		passingScorePercentage: exam.passingScorePercentage,
		shuffleQuestions: exam.shuffleQuestions,
		shuffleOptions: exam.shuffleOptions,
		multiAnswerMarking: exam.multiAnswerMarking,
		showAnswers: exam.showAnswers,
		proctored: exam.proctored,
		maxViolations: exam.maxViolations,
		certificateOnPass: exam.certificateOnPass,
		sectionsInOrder: exam.sectionsInOrder,
		audience: exam.audience,
		sections: sections.map((s) => ({
			id: s.id,
			title: s.title,
			source: s.source,
			...(s.durationMinutes !== null ? { durationMinutes: s.durationMinutes } : {}),
		})),
	};
}

/** The exam, if it is within the author's scope (examPolicy `author`): another college's is a 404. */
export async function ownExam(db: Db, principal: Author, examId: string): Promise<ExamRow> {
	// An author with no college has no exams at all: told so (403) rather than shown a 404.
	institutionOf(principal);
	if (!isUuid(examId)) throw new AppError("NOT_FOUND", EXAM_MESSAGES.examNotFound);
	const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
	if (!exam || !inOwnCollege(principal, exam)) throw new AppError("NOT_FOUND", EXAM_MESSAGES.examNotFound);
	return exam;
}

export async function listExams(db: Db, principal: Author): Promise<ExamDetail[]> {
	const rows = await db
		.select()
		.from(exams)
		.where(eq(exams.institutionId, institutionOf(principal)))
		.orderBy(desc(exams.opensAt));
	return Promise.all(rows.map((exam) => present(db, exam)));
}

export async function getExam(db: Db, principal: Author, examId: string): Promise<ExamDetail> {
	return present(db, await ownExam(db, principal, examId));
}

export async function createExam(
	db: Db,
	principal: Author,
	input: ExamInput,
	now: Date,
): Promise<ExamDetail> {
	const institutionId = institutionOf(principal);
	const exam = await db.transaction(async (tx) => {
		const [row] = await tx
			.insert(exams)
			.values({
				institutionId,
				createdBy: principal.userId,
				...columnsOf(input),
				createdAt: now,
				updatedAt: now,
			})
			.returning();
		if (!row) throw new AppError("INTERNAL", "The exam could not be created.");
		await tx.insert(examSections).values(
			input.sections.map((s, position) => ({
				examId: row.id,
				position,
				title: s.title,
				source: s.source,
				durationMinutes: s.durationMinutes ?? null,
			})),
		);
		return row;
	});
	return present(db, exam);
}

/** Checks every section can be filled from the college's banks; returns each section's questions to freeze. */
async function resolveSections(db: Db, institutionId: string, sections: ExamInput["sections"]) {
	const problems: FieldError[] = [];
	const resolved: BankQuestion[][] = [];
	for (const [index, section] of sections.entries()) {
		const path = `sections.${index}`;
		if (section.source.mode === "fixed") {
			const ids = section.source.questionIds;
			const found = await findBankQuestions(db, institutionId, ids);
			const byId = new Map(found.map((q) => [q.id, q]));
			const missing = ids.filter((id) => !byId.has(id));
			if (missing.length > 0)
				problems.push({
					path,
					message: `${section.title}: ${missing.length} question(s) no longer exist in your banks.`,
				});
			if (new Set(ids).size !== ids.length)
				problems.push({ path, message: `${section.title}: a question is listed twice.` });
			resolved.push(ids.flatMap((id) => byId.get(id) ?? []));
		} else {
			const { bankId, tags, count: wanted } = section.source;
			const pool = isUuid(bankId) ? await findPoolQuestions(db, institutionId, bankId, tags) : [];
			if (pool.length < wanted) {
				const tagText = tags.length ? ` tagged ${tags.join(", ")}` : "";
				problems.push({
					path,
					message: `${section.title}: draws ${wanted} questions but the bank has only ${pool.length}${tagText}.`,
				});
			}
			resolved.push(pool);
		}
	}
	if (problems.length > 0)
		throw new AppError("BAD_REQUEST", problems[0]?.message ?? "The exam cannot be published.", problems);
	return resolved;
}

/** Copies the sections' questions into the exam, so later bank edits never change what students take. */
async function freezeQuestions(db: Db, exam: ExamRow, sections: SectionRow[], resolved: BankQuestion[][]) {
	await db.delete(examQuestions).where(eq(examQuestions.examId, exam.id));
	const rows = sections.flatMap((section, index) =>
		(resolved[index] ?? []).map((q, position) => ({
			examId: exam.id,
			sectionId: section.id,
			sourceQuestionId: q.id,
			position,
			type: q.type,
			text: q.text,
			options: q.options,
			multiAnswer: q.multiAnswer,
			answerKey: q.answerKey,
			marks: q.marks,
			negativeMarks: q.negativeMarks,
			explanation: q.explanation,
		})),
	);
	if (rows.length > 0) await db.insert(examQuestions).values(rows);
}

async function assertNotStarted(db: Db, exam: ExamRow) {
	if (exam.state !== "published") return;
	const [attempts] = await db
		.select({ n: count() })
		.from(examAttempts)
		.where(eq(examAttempts.examId, exam.id));
	if ((attempts?.n ?? 0) > 0) throw new AppError("CONFLICT", EXAM_MESSAGES.publishedLocked);
}

/** Edits an exam; a published one only until its first attempt starts (its questions are frozen again). */
export async function updateExam(
	db: Db,
	principal: Author,
	examId: string,
	input: ExamInput,
	now: Date,
): Promise<ExamDetail> {
	const exam = await ownExam(db, principal, examId);
	await assertNotStarted(db, exam);
	const resolved =
		exam.state === "published" ? await resolveSections(db, exam.institutionId, input.sections) : null;
	const updated = await db.transaction(async (tx) => {
		const [row] = await tx
			.update(exams)
			.set({ ...columnsOf(input), updatedAt: now })
			.where(eq(exams.id, exam.id))
			.returning();
		if (!row) throw new AppError("NOT_FOUND", EXAM_MESSAGES.examNotFound);
		await tx.delete(examSections).where(eq(examSections.examId, exam.id));
		const sections = await tx
			.insert(examSections)
			.values(
				input.sections.map((s, position) => ({
					examId: row.id,
					position,
					title: s.title,
					source: s.source,
					durationMinutes: s.durationMinutes ?? null,
				})),
			)
			.returning();
		sections.sort((a, b) => a.position - b.position);
		if (resolved) await freezeQuestions(tx as unknown as Db, row, sections, resolved);
		return row;
	});
	return present(db, updated);
}

/**
 * Publishes a draft: every section must be fillable; its questions are frozen into the exam.
 * `onFirstPublish` runs once the exam is published for the first time (the audience is told).
 */
export async function publishExam(
	db: Db,
	principal: Author,
	examId: string,
	now: Date,
	onFirstPublish?: (exam: typeof exams.$inferSelect) => Promise<void>,
): Promise<ExamDetail> {
	const exam = await ownExam(db, principal, examId);
	await assertNotStarted(db, exam);
	const sections = await db
		.select()
		.from(examSections)
		.where(eq(examSections.examId, exam.id))
		.orderBy(asc(examSections.position));
	const resolved = await resolveSections(
		db,
		exam.institutionId,
		sections.map((s) => ({ title: s.title, source: s.source })),
	);
	const published = await db.transaction(async (tx) => {
		await freezeQuestions(tx as unknown as Db, exam, sections, resolved);
		const [row] = await tx
			.update(exams)
			.set({ state: "published", publishedAt: exam.publishedAt ?? now, updatedAt: now })
			.where(eq(exams.id, exam.id))
			.returning();
		if (!row) throw new AppError("NOT_FOUND", EXAM_MESSAGES.examNotFound);
		return row;
	});
	if (exam.publishedAt === null) await onFirstPublish?.(published);
	return present(db, published);
}
