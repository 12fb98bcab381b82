import { randomBytes } from "node:crypto";
import {
	type BankDetail,
	type BankSummary,
	type ImportFormat,
	type ImportPreview,
	type Question,
	type QuestionDraft,
	withOpaqueOptionIds,
} from "@unnati/contracts";
import { and, arrayContains, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { findProblem, hiddenTestsOf } from "../problems";
import { parseQuestions } from "./import";
import { BANK_NOT_FOUND, bankPolicy, isUuid, keeperCollege, QUESTION_NOT_FOUND } from "./policy";
import { questionBanks, questions } from "./tables";

export type QuestionRow = typeof questions.$inferSelect;
type BankRow = typeof questionBanks.$inferSelect;

/** A stored question for the wire (authoring API only: it carries the answer key). */
export function toQuestion(row: QuestionRow): Question {
	return {
		id: row.id,
		bankId: row.bankId,
		type: row.type as Question["type"],
		text: row.text,
		options: row.options,
		multiAnswer: row.multiAnswer,
		answerKey: row.answerKey,
		marks: row.marks,
		negativeMarks: row.negativeMarks,
		tags: row.tags,
		difficulty: row.difficulty as Question["difficulty"],
		explanation: row.explanation,
		updatedAt: row.updatedAt.toISOString(),
	};
}

const toSummary = (bank: BankRow, questionCount: number): BankSummary => ({
	id: bank.id,
	name: bank.name,
	description: bank.description,
	questionCount,
	updatedAt: bank.updatedAt.toISOString(),
});

/**
 * A coding question's marks follow from its problem: marks per test times the tests it is judged
 * on. An unknown problem is refused here, where the author can still fix it.
 */
async function codingMarks(draft: QuestionDraft): Promise<number> {
	if (draft.answerKey.type !== "coding") return draft.marks;
	const problem = findProblem(draft.answerKey.problemId);
	if (!problem)
		throw new AppError("BAD_REQUEST", `There is no practice problem "${draft.answerKey.problemId}".`, [
			{ path: "answerKey.problemId", message: "Choose a problem from the catalogue." },
		]);
	const tests = problem.examples.length + (await hiddenTestsOf(problem)).length;
	return Math.round(draft.answerKey.marksPerTest * tests * 100) / 100;
}

/** A draft's columns; computed before a transaction, since a coding question's marks may wait for its tests. */
const draftValues = async (authored: QuestionDraft) => {
	// Fresh ids for matching choices and ordering items, so an id never gives the answer away.
	const draft = withOpaqueOptionIds(authored, () => randomBytes(4).toString("hex"));
	return {
		type: draft.type,
		text: draft.text,
		options: draft.options,
		multiAnswer: draft.multiAnswer,
		answerKey: draft.answerKey,
		marks: await codingMarks(draft),
		// A program that fails its tests earns nothing, but never loses marks.
		negativeMarks: draft.answerKey.type === "coding" ? 0 : draft.negativeMarks,
		tags: draft.tags,
		difficulty: draft.difficulty,
		explanation: draft.explanation,
	};
};

/** The college's banks, most recently changed first. */
export async function listBanks(db: Db, institutionId: string): Promise<BankSummary[]> {
	const rows = await db
		.select({ bank: questionBanks, questionCount: count(questions.id) })
		.from(questionBanks)
		.leftJoin(questions, eq(questions.bankId, questionBanks.id))
		.where(eq(questionBanks.institutionId, institutionId))
		.groupBy(questionBanks.id)
		.orderBy(desc(questionBanks.updatedAt), asc(questionBanks.name));
	return rows.map((r) => toSummary(r.bank, r.questionCount));
}

export async function createBank(
	db: Db,
	institutionId: string,
	createdBy: string,
	input: { name: string; description: string },
): Promise<BankSummary> {
	const now = new Date();
	const [bank] = await db
		.insert(questionBanks)
		.values({ institutionId, createdBy, ...input, createdAt: now, updatedAt: now })
		.returning();
	if (!bank) throw new Error("insert into question_banks returned no row");
	return toSummary(bank, 0);
}

/**
 * The bank `principal` keeps (bankPolicy `keep`): a bank of another college, or no bank at all,
 * answers the same 404.
 */
export async function keptBank(db: Db, principal: Principal, bankId: string): Promise<BankRow> {
	keeperCollege(principal);
	const [bank] = isUuid(bankId)
		? await db.select().from(questionBanks).where(eq(questionBanks.id, bankId))
		: [];
	if (!bank) throw new AppError("NOT_FOUND", BANK_NOT_FOUND);
	await bankPolicy.authorize(principal, "keep", bank, BANK_NOT_FOUND);
	return bank;
}

/** The bank if it belongs to the college; null otherwise (the demo seed reads its own banks so). */
export async function findBank(db: Db, institutionId: string, bankId: string): Promise<BankRow | null> {
	if (!isUuid(bankId)) return null;
	const [bank] = await db
		.select()
		.from(questionBanks)
		.where(and(eq(questionBanks.id, bankId), eq(questionBanks.institutionId, institutionId)));
	return bank ?? null;
}

export async function bankDetail(db: Db, institutionId: string, bankId: string): Promise<BankDetail | null> {
	const bank = await findBank(db, institutionId, bankId);
	return bank ? detailOf(db, bank) : null;
}

/** A bank with its questions, oldest first, answer keys included. */
export async function detailOf(db: Db, bank: BankRow): Promise<BankDetail> {
	const rows = await db
		.select()
		.from(questions)
		.where(eq(questions.bankId, bank.id))
		.orderBy(asc(questions.createdAt), asc(questions.id));
	return { ...toSummary(bank, rows.length), questions: rows.map(toQuestion) };
}

const touchBank = (db: Db, bankId: string, now: Date) =>
	db.update(questionBanks).set({ updatedAt: now }).where(eq(questionBanks.id, bankId));

export async function addQuestion(db: Db, bankId: string, draft: QuestionDraft): Promise<Question> {
	const values = await draftValues(draft);
	return db.transaction(async (tx) => {
		const now = new Date();
		const [row] = await tx
			.insert(questions)
			.values({ bankId, ...values, createdAt: now, updatedAt: now })
			.returning();
		if (!row) throw new Error("insert into questions returned no row");
		await touchBank(tx, bankId, now);
		return toQuestion(row);
	});
}

/** Replaces a question of the bank; a question of no bank or of another answers 404. */
export async function updateQuestion(
	db: Db,
	bankId: string,
	questionId: string,
	draft: QuestionDraft,
): Promise<Question> {
	if (!isUuid(questionId)) throw new AppError("NOT_FOUND", QUESTION_NOT_FOUND);
	const values = await draftValues(draft);
	const updated = await db.transaction(async (tx) => {
		const now = new Date();
		const [row] = await tx
			.update(questions)
			.set({ ...values, updatedAt: now })
			.where(and(eq(questions.id, questionId), eq(questions.bankId, bankId)))
			.returning();
		if (!row) return null;
		await touchBank(tx, bankId, now);
		return toQuestion(row);
	});
	if (!updated) throw new AppError("NOT_FOUND", QUESTION_NOT_FOUND);
	return updated;
}

/** Deletes a question of the bank; a question of no bank or of another answers 404. */
export async function deleteQuestion(db: Db, bankId: string, questionId: string): Promise<void> {
	if (!isUuid(questionId)) throw new AppError("NOT_FOUND", QUESTION_NOT_FOUND);
	const deleted = await db.transaction(async (tx) => {
		const rows = await tx
			.delete(questions)
			.where(and(eq(questions.id, questionId), eq(questions.bankId, bankId)))
			.returning({ id: questions.id });
		if (rows.length > 0) await touchBank(tx, bankId, new Date());
		return rows.length > 0;
	});
	if (!deleted) throw new AppError("NOT_FOUND", QUESTION_NOT_FOUND);
}

/** What a file would import, read and checked but stored nowhere. */
export const previewFile = (request: { format: ImportFormat; text: string; tags: string[] }): ImportPreview =>
	parseQuestions(request.format, request.text, request.tags);

/**
 * Imports every readable question of a file, in one transaction; the lines it could not read come
 * back beside the count. A file with no readable question is a 400 naming each line's problem.
 */
export async function importFile(
	db: Db,
	bankId: string,
	request: { format: ImportFormat; text: string; tags: string[] },
): Promise<{ imported: number; problems: ImportPreview["problems"] }> {
	const { questions: drafts, problems } = previewFile(request);
	if (drafts.length === 0)
		throw new AppError(
			"BAD_REQUEST",
			"No question in the file could be read.",
			problems.map((p) => ({ path: `line ${p.line}`, message: p.message })),
		);
	return { imported: await importQuestions(db, bankId, drafts), problems };
}

/** Stores every draft in one transaction: an import lands whole or not at all. */
export async function importQuestions(db: Db, bankId: string, drafts: QuestionDraft[]): Promise<number> {
	if (drafts.length === 0) return 0;
	// One millisecond apart, so the bank lists them in the file's order.
	const start = Date.now();
	const values = await Promise.all(drafts.map(draftValues));
	return db.transaction(async (tx) => {
		// In chunks, to stay well under PostgreSQL's limit of bind parameters per statement.
		for (let i = 0; i < values.length; i += 500) {
			const chunk = values.slice(i, i + 500);
			await tx.insert(questions).values(
				chunk.map((v, j) => {
					const at = new Date(start + i + j);
					return { bankId, ...v, createdAt: at, updatedAt: at };
				}),
			);
		}
		await touchBank(tx, bankId, new Date(start + drafts.length));
		return drafts.length;
	});
}

/**
 * For the exams module: the named questions that belong to one of the college's banks, with their
 * answer keys. Ids that are not the college's (or not ids at all) are simply absent.
 */
export async function findBankQuestions(
	db: Db,
	institutionId: string,
	questionIds: string[],
): Promise<QuestionRow[]> {
	const ids = [...new Set(questionIds.filter(isUuid))];
	if (ids.length === 0) return [];
	const rows = await db
		.select({ question: questions })
		.from(questions)
		.innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
		.where(and(inArray(questions.id, ids), eq(questionBanks.institutionId, institutionId)));
	return rows.map((r) => r.question);
}

/** For the exams module: a random section's pool, the bank's questions carrying every one of `tags`. */
export async function findPoolQuestions(
	db: Db,
	institutionId: string,
	bankId: string,
	tags: string[],
): Promise<QuestionRow[]> {
	if (!isUuid(bankId)) return [];
	const wanted = [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
	const rows = await db
		.select({ question: questions })
		.from(questions)
		.innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
		.where(
			and(
				eq(questions.bankId, bankId),
				eq(questionBanks.institutionId, institutionId),
				wanted.length > 0 ? arrayContains(questions.tags, wanted) : undefined,
			),
		)
		.orderBy(asc(questions.createdAt), asc(questions.id));
	return rows.map((r) => r.question);
}
