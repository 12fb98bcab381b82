import type { StudentHome } from "@unnati/contracts/learning";
import { sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { inAudience, studentOf } from "../exams";
import { publishedExamsOf, scoredAttempts } from "../exams/read";
import { practiceProgressOf } from "../problems";
import { streakAndGoal } from "./activity";
import { rowsOf } from "./catalogue";
import { enrolledCourses } from "./progress";

// The student's home (/dashboard): continue learning, live and upcoming exams, recent results, the
// streak and weekly goal, DSA practice progress (the problems module's read), and next steps. Built from a handful of indexed queries run together, so a
// student with many enrolments and a year of activity still gets it fast (bench/learning-dashboard.mjs).

/** Exams closed longer ago than this are not "recent" on the home page. */
const RECENT_DAYS = 60;
const MAX_RESULTS = 6;

export async function studentHome(db: Db, principal: Principal, now: Date): Promise<StudentHome> {
	const userId = principal.userId;
	const student = studentOf(principal);
	const [courses, activity, exams, mocks, weakQuizzes, practice] = await Promise.all([
		enrolledCourses(db, userId),
		streakAndGoal(db, userId, now),
		principal.institutionId ? publishedExamsOf(db, principal.institutionId) : Promise.resolve([]),
		rowsOf<{
			id: string;
			title: string;
			percentage: number;
			passPercent: number;
			at: string;
			kind: string;
			quizId: string;
		}>(
			db,
			sql`select a.id::text as "id", qr.title, a.percentage, qr.pass_percent as "passPercent",
				a.submitted_at as "at", q.kind, q.id::text as "quizId"
				from learning_quiz_attempts a
				join learning_quizzes q on q.id = a.quiz_id
				join learning_quiz_revisions qr on qr.id = a.quiz_revision_id
				where a.user_id = ${userId} and a.status = 'submitted'
				order by a.submitted_at desc limit ${MAX_RESULTS}`,
		),
		// Practice quizzes of enrolled courses whose best score is still below the pass mark.
		rowsOf<{ quizId: string; title: string; courseId: string; best: number; passPercent: number }>(
			db,
			sql`select q.id::text as "quizId", qr.title, c.slug as "courseId", max(a.percentage) as "best", qr.pass_percent as "passPercent"
				from learning_quiz_attempts a
				join learning_quizzes q on q.id = a.quiz_id and q.kind = 'practice'
				join learning_quiz_revisions qr on qr.id = q.published_revision_id
				join learning_courses c on c.id = q.course_id
				where a.user_id = ${userId} and a.status = 'submitted'
				group by q.id, qr.title, c.slug, qr.pass_percent
				having max(a.percentage) < qr.pass_percent
				limit 3`,
		),
		practiceProgressOf(db, userId),
	]);

	const mine = exams.filter((exam) => exam.state === "published" && inAudience(exam, student));
	const upcoming = mine
		.filter((exam) => exam.closesAt > now)
		.sort((a, b) => a.opensAt.getTime() - b.opensAt.getTime())
		.slice(0, 5)
		.map((exam) => ({
			id: exam.id,
			title: exam.title,
			status: exam.opensAt <= now ? ("live" as const) : ("upcoming" as const),
			opensAt: exam.opensAt.toISOString(),
			closesAt: exam.closesAt.toISOString(),
			durationMinutes: exam.durationMinutes,
			proctored: exam.proctored,
		}));
	const recentExams = mine
		.filter(
			(exam) => exam.opensAt <= now && now.getTime() - exam.closesAt.getTime() < RECENT_DAYS * 86_400_000,
		)
		.slice(0, MAX_RESULTS);
	const examResults = (
		await Promise.all(
			recentExams.map(async (exam) => {
				const [attempt] = await scoredAttempts(db, { examId: exam.id, studentIds: [userId] });
				return attempt?.submittedMs && attempt.percentage !== null
					? [
							{
								kind: "exam" as const,
								id: attempt.id,
								title: exam.title,
								percentage: attempt.percentage,
								passed: attempt.passed ?? false,
								at: new Date(attempt.submittedMs).toISOString(),
							},
						]
					: [];
			}),
		)
	).flat();
	const learningResults = mocks.map((m) => ({
		kind: m.kind === "mock" ? ("mock-test" as const) : ("quiz" as const),
		id: m.quizId,
		title: m.title,
		percentage: Number(m.percentage),
		passed: Number(m.percentage) >= Number(m.passPercent),
		at: new Date(m.at).toISOString(),
	}));
	const recentResults = [...examResults, ...learningResults]
		.sort((a, b) => b.at.localeCompare(a.at))
		.slice(0, MAX_RESULTS);

	const active = courses.find((c) => !c.completedAt && c.resumeLesson) ?? null;
	const recommendations: StudentHome["recommendations"] = [];
	const pathOf = new Map(courses.map((c) => [c.id, c.pathId]));
	for (const quiz of weakQuizzes)
		recommendations.push({
			kind: "quiz",
			title: quiz.title,
			reason: `Your best is ${Math.round(Number(quiz.best))}%; ${Number(quiz.passPercent)}% passes. Revise and try again.`,
			courseId: quiz.courseId,
			pathId: pathOf.get(quiz.courseId) ?? "",
			targetId: quiz.quizId,
		});
	for (const course of courses.filter((c) => !c.completedAt && c !== active && c.resumeLesson).slice(0, 2))
		recommendations.push({
			kind: "lesson",
			title: course.resumeLesson?.title ?? course.title,
			reason: `Pick ${course.title} back up: ${course.percent}% done.`,
			courseId: course.id,
			pathId: course.pathId,
			targetId: course.resumeLesson?.id ?? "",
		});
	if (courses.length === 0) {
		const [starter] = await rowsOf<{ id: string; title: string; pathId: string }>(
			db,
			sql`select c.slug as "id", r.title, j.slug as "pathId"
				from learning_courses c
				join learning_course_revisions r on r.id = c.published_revision_id
				join learning_journey_courses jc on jc.course_id = c.id and jc.position = 0
				join learning_journeys j on j.id = jc.journey_id and j.state = 'published' and j.slug = 'dsa'
				limit 1`,
		);
		if (starter)
			recommendations.push({
				kind: "course",
				title: starter.title,
				reason: "Start here: the DSA journey is what campus placement rounds test first.",
				courseId: starter.id,
				pathId: starter.pathId,
				targetId: starter.id,
			});
	}

	return {
		serverTime: now.toISOString(),
		continueLearning: active?.resumeLesson
			? {
					courseId: active.id,
					courseTitle: active.title,
					pathId: active.pathId,
					lessonId: active.resumeLesson.id,
					lessonTitle: active.resumeLesson.title,
					percent: active.percent,
				}
			: null,
		courses: courses
			.slice(0, 6)
			.map((c) => ({ id: c.id, title: c.title, percent: c.percent, pathId: c.pathId })),
		exams: upcoming,
		recentResults,
		...activity,
		practice: {
			...practice,
			recent: practice.recent.map((p) => ({ ...p, solvedAt: p.solvedAt.toISOString() })),
		},
		recommendations: recommendations.slice(0, 4),
	};
}
