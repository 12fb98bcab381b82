import type { StudentAnswer } from "@unnati/contracts/exams";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { findStudentByRollNo } from "../accounts";
import { courseDetail, rowsOf } from "./catalogue";
import { completeLesson, enrol } from "./progress";
import { answerPractice, correctAnswer } from "./quizzes";
import type { QuizQuestion } from "./tables";

/**
 * What the demo's students have learnt, so that a first `npm start` shows homes with courses under
 * way, streaks, quiz results and recommendations, and an instructor's analytics with real learners.
 * Each plan is a student, a course, how many of its lessons they have finished (one or two a day,
 * ending `lastDaysAgo` days before the seed runs) and how well they did in the first module's practice
 * quiz. Everything goes through the module's own services, as a student's clicks would.
 */
type Plan = {
	rollNo: string;
	course: string;
	lessons: number;
	lastDaysAgo: number;
	/** Share of the first practice quiz answered right; null when not attempted. */
	quizScore: number | null;
};

// 22CSE002 to 22CSE012 (but 011) and 22ECE003 are left as they are: the browser tests start them from
// nothing (e2e/tests), and 22CSE002 is the graduate of demo-progress-seed.ts.
const PLANS: readonly Plan[] = [
	// The README's student: DSA well under way with a streak, and Full Stack just begun.
	{ rollNo: "22CSE001", course: "dsa-foundations", lessons: 6, lastDaysAgo: 0, quizScore: 0.75 },
	{ rollNo: "22CSE001", course: "full-stack-web-foundations", lessons: 2, lastDaysAgo: 1, quizScore: null },
	// The account the accessibility walk signs in with: enrolled, so its course links lead somewhere.
	{ rollNo: "22CSE011", course: "dsa-foundations", lessons: 3, lastDaysAgo: 1, quizScore: 0.625 },
	{ rollNo: "22CSE013", course: "dsa-foundations", lessons: 4, lastDaysAgo: 2, quizScore: 0.5 },
	{
		rollNo: "22CSE014",
		course: "ai-machine-learning-foundations",
		lessons: 5,
		lastDaysAgo: 0,
		quizScore: 0.875,
	},
	{ rollNo: "22CSE015", course: "cloud-computing-essentials", lessons: 3, lastDaysAgo: 4, quizScore: 0.625 },
	{ rollNo: "22CSE016", course: "cybersecurity-essentials", lessons: 7, lastDaysAgo: 1, quizScore: 1 },
	{ rollNo: "22CSE017", course: "dsa-foundations", lessons: 2, lastDaysAgo: 9, quizScore: 0.25 },
	{ rollNo: "22CSE018", course: "full-stack-web-foundations", lessons: 4, lastDaysAgo: 3, quizScore: 0.75 },
	{ rollNo: "22ECE001", course: "ar-vr-fundamentals", lessons: 5, lastDaysAgo: 0, quizScore: 0.75 },
	{ rollNo: "22ECE002", course: "cybersecurity-essentials", lessons: 2, lastDaysAgo: 5, quizScore: 0.375 },
	{ rollNo: "22ECE004", course: "dsa-foundations", lessons: 8, lastDaysAgo: 1, quizScore: 0.875 },
	{ rollNo: "22ECE005", course: "cloud-computing-essentials", lessons: 6, lastDaysAgo: 0, quizScore: 0.875 },
	{
		rollNo: "22ME001",
		course: "ai-machine-learning-foundations",
		lessons: 2,
		lastDaysAgo: 3,
		quizScore: 0.5,
	},
	{ rollNo: "22ME002", course: "ar-vr-fundamentals", lessons: 3, lastDaysAgo: 2, quizScore: 0.5 },
	{
		rollNo: "22ME003",
		course: "ai-machine-learning-foundations",
		lessons: 1,
		lastDaysAgo: 6,
		quizScore: null,
	},
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Answers every question of a practice quiz, `score` of them right, as a student would one by one. */
async function takePracticeQuiz(db: Db, userId: string, quizId: string, score: number, at: Date) {
	const [revision] = await rowsOf<{ questions: QuizQuestion[] }>(
		db,
		sql`select qr.questions from learning_quizzes q
			join learning_quiz_revisions qr on qr.id = q.published_revision_id where q.id = ${quizId}::uuid`,
	);
	const questions = revision?.questions ?? [];
	const right = Math.round(questions.length * score);
	for (const [index, question] of questions.entries()) {
		const correct = correctAnswer(question);
		const key = question.answerKey;
		const wrongOption = question.options.find(
			(option) => option.id !== correct && !(Array.isArray(correct) && correct.includes(option.id)),
		)?.id;
		const wrong: StudentAnswer =
			key.type === "numeric"
				? String(key.value + key.tolerance + 1)
				: wrongOption === undefined
					? correct
					: question.multiAnswer
						? [wrongOption]
						: wrongOption;
		const answer = index < right ? correct : wrong;
		await answerPractice(db, userId, quizId, { questionId: question.id, answer }, at);
	}
}

/** Runs after the content is loaded; leaves a student who is already enrolled in a course alone. */
export async function seedLearnerProgress(db: Db, now: Date): Promise<void> {
	for (const plan of PLANS) {
		const student = await findStudentByRollNo(db, plan.rollNo);
		if (!student) continue;
		const course = await courseDetail(db, plan.course).catch(() => null);
		if (!course) continue;
		const [already] = await rowsOf<{ n: number }>(
			db,
			sql`select count(*)::int as n from learning_enrolments e join learning_courses c on c.id = e.course_id
				where e.user_id = ${student.id}::uuid and c.slug = ${plan.course}`,
		);
		if ((already?.n ?? 0) > 0) continue;

		const lessons = course.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));
		const done = lessons.slice(0, plan.lessons);
		// Two lessons a day, the last on `lastDaysAgo` days ago; enrolled the day before the first.
		const dayOf = (index: number) => plan.lastDaysAgo + Math.floor((done.length - 1 - index) / 2);
		const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
		await enrol(db, student.id, plan.course, at(dayOf(0) + 1));
		for (const [index, lesson] of done.entries())
			await completeLesson(db, student.id, plan.course, lesson, at(dayOf(index)));

		const quiz = course.modules[0]?.quiz;
		if (plan.quizScore !== null && quiz)
			await takePracticeQuiz(db, student.id, quiz.id, plan.quizScore, at(plan.lastDaysAgo));
	}
}
