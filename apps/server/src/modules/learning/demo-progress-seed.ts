import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { findStudentByRollNo } from "../accounts";
import { rowsOf } from "./catalogue";
import { completeLesson, courseProgress, enrol } from "./progress";
import { correctAnswer, saveMock, startMock, submitMock } from "./quizzes";
import type { QuizQuestion } from "./tables";

/** The demo student who has finished a course (README): every DSA Foundations lesson and its mock test. */
export const DEMO_GRADUATE = { rollNo: "22CSE002", course: "dsa-foundations" } as const;

/**
 * 22CSE002 enrols in DSA Foundations, completes every lesson and passes the mock test, through the
 * same functions the student's requests call; the certificates module's seed then issues the
 * certificate by its rule. Does nothing when the student or the course is missing.
 */
export async function seedDemoGraduate(db: Db, now: Date): Promise<void> {
	const student = await findStudentByRollNo(db, DEMO_GRADUATE.rollNo);
	if (!student) return;
	const [course] = await rowsOf<{ slug: string }>(
		db,
		sql`select slug from learning_courses where slug = ${DEMO_GRADUATE.course} and published_revision_id is not null`,
	);
	if (!course) return;
	const progress = await enrol(db, student.id, DEMO_GRADUATE.course, now);
	for (const lesson of progress.modules.flatMap((module) => module.lessons))
		await completeLesson(db, student.id, DEMO_GRADUATE.course, lesson.id, now);
	const mockId = (await courseProgress(db, student.id, DEMO_GRADUATE.course)).mockTest?.id;
	if (!mockId) return;
	const attempt = await startMock(db, student.id, mockId, now);
	const [revision] = await rowsOf<{ questions: QuizQuestion[] }>(
		db,
		sql`select qr.questions from learning_quizzes q join learning_quiz_revisions qr on qr.id = q.published_revision_id
			where q.id = ${mockId}::uuid`,
	);
	const answers = (revision?.questions ?? []).map((question) => ({
		questionId: question.id,
		answer: correctAnswer(question),
		timeSpent: 45,
	}));
	await saveMock(db, student.id, attempt.attemptId, answers, now);
	await submitMock(db, student.id, attempt.attemptId, now);
}
