import type { AuthoringQuizQuestion, AuthoringQuizSummary } from "@unnati/contracts/learning";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { rowsOf } from "./catalogue";
import { learningQuizRevisions, type OutlineModule, type QuizQuestion, type RevisionState } from "./tables";

// The quizzes a course version names (its modules' practice quizzes and its mock test) and their
// newest versions: an edit travels with the course draft to review and is published with it.

export type QuizRevision = typeof learningQuizRevisions.$inferSelect;

/** The quizzes a course version names: each module's practice quiz, then the mock test. */
export const quizIdsOf = (revision: { modules: OutlineModule[]; mockTestId: string | null }) => [
	...revision.modules.flatMap((m) => (m.quizId ? [m.quizId] : [])),
	...(revision.mockTestId ? [revision.mockTestId] : []),
];

/** The newest revision of each quiz, with the quiz's published revision id. */
export async function latestQuizRevisions(
	db: Db,
	quizIds: string[],
): Promise<Map<string, { revision: QuizRevision; publishedId: string | null }>> {
	const result = new Map<string, { revision: QuizRevision; publishedId: string | null }>();
	if (quizIds.length === 0) return result;
	const heads = await rowsOf<{ id: string; quizId: string; publishedId: string | null }>(
		db,
		sql`select distinct on (r.quiz_id) r.id::text as id, r.quiz_id::text as "quizId",
			q.published_revision_id::text as "publishedId"
			from learning_quiz_revisions r join learning_quizzes q on q.id = r.quiz_id
			where r.quiz_id in (${sql.join(
				quizIds.map((id) => sql`${id}::uuid`),
				sql`, `,
			)}) order by r.quiz_id, r.number desc`,
	);
	if (heads.length === 0) return result;
	const rows = await db
		.select()
		.from(learningQuizRevisions)
		.where(
			inArray(
				learningQuizRevisions.id,
				heads.map((h) => h.id),
			),
		);
	const publishedOf = new Map(heads.map((h) => [h.quizId, h.publishedId]));
	for (const revision of rows)
		result.set(revision.quizId, { revision, publishedId: publishedOf.get(revision.quizId) ?? null });
	return result;
}

/** Quizzes of the list whose newest revision is in `state` (the quizzes an edit changes). */
export async function quizRevisionsIn(
	db: Db,
	quizIds: string[],
	states: readonly RevisionState[],
): Promise<QuizRevision[]> {
	const latest = await latestQuizRevisions(db, quizIds);
	return [...latest.values()].map((l) => l.revision).filter((r) => states.includes(r.state));
}

export function quizSummary(entry: {
	revision: QuizRevision;
	publishedId: string | null;
}): AuthoringQuizSummary {
	return {
		id: entry.revision.quizId,
		title: entry.revision.title,
		state: entry.revision.state,
		questionCount: entry.revision.questions.length,
		changed: entry.publishedId !== entry.revision.id,
	};
}

/** A stored quiz question as the editor and the reviewer read it (answer key included). */
export const editorQuestion = (q: QuizQuestion): AuthoringQuizQuestion => ({
	id: q.id,
	type: q.type === "numeric" ? "numeric" : "mcq",
	text: q.text,
	options: q.options,
	multiAnswer: q.multiAnswer,
	answerKey: q.answerKey,
	marks: q.marks,
	negativeMarks: q.negativeMarks,
	tags: q.tags,
	difficulty: q.difficulty,
	explanation: q.explanation,
	bankQuestionId: q.bankQuestionId ?? null,
});
