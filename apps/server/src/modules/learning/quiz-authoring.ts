import { type BankSummary, fitsQuiz, type Question } from "@unnati/contracts/exams";
import { type AuthoringQuiz, MOCK_TEST_KEY, type quizInputSchema } from "@unnati/contracts/learning";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { bankDetail, findBankQuestions, listBanks } from "../question-banks";
import { assignedCourse, courseDraft, IN_REVIEW, latestCourseRevision, newDraft } from "./authoring";
import { nextRevisionNumber } from "./publishing";
import { editorQuestion, latestQuizRevisions } from "./quiz-revisions";
import {
	learningCourseRevisions,
	learningQuizRevisions,
	learningQuizzes,
	type OutlineModule,
	type QuizQuestion,
} from "./tables";

// Quiz authoring (issue 13): a module's practice quiz or the course's mock test (its final test for
// certificates), on the exam engine's question model. Saving writes a draft revision of the quiz
// beside the course draft; both go to review together (authoring.ts submitCourse) and are published
// together on approval, so a published quiz changes only when the edit is approved.

export type QuizInput = z.output<typeof quizInputSchema>;

const NO_MODULE = "No such module in this course.";

type Place = {
	kind: "practice" | "mock";
	key: string;
	placeTitle: string;
	quizId: string | null;
	moduleIndex: number | null;
};

/** Where a quiz key points in a course version: a module (by slug) or the mock test. */
function placeOf(
	revision: { title: string; modules: OutlineModule[]; mockTestId: string | null },
	key: string,
): Place {
	if (key === MOCK_TEST_KEY)
		return {
			kind: "mock",
			key,
			placeTitle: revision.title,
			quizId: revision.mockTestId,
			moduleIndex: null,
		};
	const index = revision.modules.findIndex((m) => m.slug === key);
	const module = revision.modules[index];
	if (!module) throw new AppError("NOT_FOUND", NO_MODULE);
	return { kind: "practice", key, placeTitle: module.title, quizId: module.quizId, moduleIndex: index };
}

/** GET a quiz for the editor: its newest version, or what a new one starts with. */
export async function quizForEditor(
	db: Db,
	instructorId: string,
	courseId: string,
	key: string,
): Promise<AuthoringQuiz> {
	const course = await assignedCourse(db, instructorId, courseId);
	const latest = await latestCourseRevision(db, course.id);
	const place = placeOf(latest, key);
	const courseEditable = latest.state !== "in_review";
	const entry = place.quizId ? (await latestQuizRevisions(db, [place.quizId])).get(place.quizId) : undefined;
	if (!entry)
		return {
			courseId: course.id,
			key,
			kind: place.kind,
			placeTitle: place.placeTitle,
			exists: false,
			id: null,
			number: 0,
			state: null,
			editable: courseEditable,
			title: place.kind === "mock" ? `${latest.title}: mock test` : `${place.placeTitle}: practice quiz`,
			durationMinutes: place.kind === "mock" ? 30 : null,
			passPercent: 60,
			questions: [],
			publishedNumber: null,
		};
	const { revision, publishedId } = entry;
	const [published] = publishedId
		? await db
				.select({ number: learningQuizRevisions.number })
				.from(learningQuizRevisions)
				.where(eq(learningQuizRevisions.id, publishedId))
		: [];
	return {
		courseId: course.id,
		key,
		kind: place.kind,
		placeTitle: place.placeTitle,
		exists: true,
		id: revision.quizId,
		number: revision.number,
		state: revision.state,
		editable: courseEditable && revision.state !== "in_review",
		title: revision.title,
		durationMinutes: revision.durationMinutes,
		passPercent: revision.passPercent,
		questions: revision.questions.map(editorQuestion),
		publishedNumber: published?.number ?? null,
	};
}

const problem = (path: string, message: string) => new AppError("BAD_REQUEST", message, [{ path, message }]);

/** The input's questions as the quiz stores them: bank questions copied, ids q1, q2… in order. */
async function questionsOf(db: Db, instructor: Principal, input: QuizInput): Promise<QuizQuestion[]> {
	const wanted = input.questions.flatMap((q) => (q.source === "bank" ? [q.bankQuestionId] : []));
	const found =
		wanted.length > 0 && instructor.institutionId
			? await findBankQuestions(db, instructor.institutionId, wanted)
			: [];
	const byId = new Map(found.map((q) => [q.id, q]));
	return input.questions.map((item, index): QuizQuestion => {
		const id = `q${index + 1}`;
		if (item.source === "new") return { id, ...item.question, bankQuestionId: null };
		const row = byId.get(item.bankQuestionId);
		if (!row)
			throw problem(
				`questions.${index}.bankQuestionId`,
				`Question ${index + 1} is not in your college's question banks (it may have been deleted).`,
			);
		if (!fitsQuiz(row.type) || !fitsQuiz(row.answerKey.type))
			throw problem(
				`questions.${index}.bankQuestionId`,
				`Question ${index + 1} is a ${row.type} question; quizzes take questions scored on the spot (no coding or essay questions).`,
			);
		if (row.answerKey.type === "mcq" && row.answerKey.correct.length === 0)
			throw problem(`questions.${index}.bankQuestionId`, `Question ${index + 1} has no correct option.`);
		return {
			id,
			type: row.type as QuizQuestion["type"],
			text: row.text,
			options: row.options,
			multiAnswer: row.multiAnswer,
			answerKey: row.answerKey,
			marks: row.marks,
			negativeMarks: row.negativeMarks,
			tags: row.tags,
			difficulty: row.difficulty as QuizQuestion["difficulty"],
			explanation: item.explanation ?? row.explanation,
			bankQuestionId: row.id,
		};
	});
}

/**
 * Saves a quiz as a draft: a new quiz (and its place in the course draft), or a draft revision of an
 * existing one (a new version when the newest is published or was sent back). 409 while in review.
 */
export async function saveQuiz(
	db: Db,
	instructor: Principal,
	courseId: string,
	key: string,
	input: QuizInput,
	now: Date,
): Promise<AuthoringQuiz> {
	const course = await assignedCourse(db, instructor.userId, courseId);
	await db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		const draft = await courseDraft(tx, course.id, instructor.userId, now);
		const place = placeOf(draft, key);
		if (place.kind === "mock" && input.durationMinutes === null)
			throw problem("durationMinutes", "Set how many minutes the mock test lasts.");
		const values = {
			title: input.title,
			durationMinutes: place.kind === "mock" ? input.durationMinutes : null,
			passPercent: input.passPercent,
			questions: await questionsOf(tx, instructor, input),
		};
		const existing = place.quizId
			? (await latestQuizRevisions(tx, [place.quizId])).get(place.quizId)?.revision
			: undefined;
		if (existing) {
			if (existing.state === "in_review") throw new AppError("CONFLICT", IN_REVIEW);
			if (existing.state === "draft") {
				await tx.update(learningQuizRevisions).set(values).where(eq(learningQuizRevisions.id, existing.id));
				return;
			}
			await tx.insert(learningQuizRevisions).values({
				quizId: existing.quizId,
				...values,
				...newDraft(await nextRevisionNumber(tx, "quiz", existing.quizId), instructor.userId, now),
			});
			return;
		}
		// A new quiz: its identity (reusing one left behind by an earlier outline), a first draft, and
		// its place in the course draft.
		const slug = place.kind === "mock" ? MOCK_TEST_KEY : place.key;
		await tx
			.insert(learningQuizzes)
			.values({ courseId: course.id, slug, kind: place.kind, createdAt: now })
			.onConflictDoNothing();
		const [quiz] = await tx
			.select({ id: learningQuizzes.id, kind: learningQuizzes.kind })
			.from(learningQuizzes)
			.where(and(eq(learningQuizzes.courseId, course.id), eq(learningQuizzes.slug, slug)));
		if (!quiz || quiz.kind !== place.kind) throw new Error(`quiz ${slug} could not be stored`);
		const previous = (await latestQuizRevisions(tx, [quiz.id])).get(quiz.id)?.revision;
		if (previous?.state === "in_review") throw new AppError("CONFLICT", IN_REVIEW);
		if (previous?.state === "draft")
			await tx.update(learningQuizRevisions).set(values).where(eq(learningQuizRevisions.id, previous.id));
		else
			await tx.insert(learningQuizRevisions).values({
				quizId: quiz.id,
				...values,
				...newDraft(await nextRevisionNumber(tx, "quiz", quiz.id), instructor.userId, now),
			});
		if (place.kind === "mock")
			await tx
				.update(learningCourseRevisions)
				.set({ mockTestId: quiz.id })
				.where(eq(learningCourseRevisions.id, draft.id));
		else
			await tx
				.update(learningCourseRevisions)
				.set({
					modules: draft.modules.map((m, i) => (i === place.moduleIndex ? { ...m, quizId: quiz.id } : m)),
				})
				.where(eq(learningCourseRevisions.id, draft.id));
	});
	return quizForEditor(db, instructor.userId, course.id, key);
}

/** The question banks of the instructor's college (none without a college). */
export async function authoringBanks(db: Db, instructor: Principal): Promise<{ banks: BankSummary[] }> {
	return { banks: instructor.institutionId ? await listBanks(db, instructor.institutionId) : [] };
}

/** One bank of the instructor's college, with its multiple-choice and numeric questions. */
export async function authoringBank(db: Db, instructor: Principal, bankId: string) {
	const bank = instructor.institutionId ? await bankDetail(db, instructor.institutionId, bankId) : null;
	if (!bank) throw new AppError("NOT_FOUND", "No such question bank in your college.");
	return { ...bank, questions: bank.questions.filter((q: Question) => fitsQuiz(q.type)) };
}
