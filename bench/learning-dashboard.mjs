// The student's home speed (issue 13): GET /api/student-home for a student with 10 enrolments and a
// year of activity (about 300 lessons completed over 250 days, 150 practice-quiz attempts, 20 mock
// tests), in a catalogue of 500 courses, through the real app (app.inject). Goal: p95 ≤ 100 ms.
//
//   node scripts/with-postgres.mjs node --import tsx bench/learning-dashboard.mjs [runs]   (default 200)
import os from "node:os";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { hashPassword } from "../apps/server/src/modules/accounts/passwords.ts";
import { users } from "../apps/server/src/modules/accounts/tables.ts";
import { createInstitution } from "../apps/server/src/modules/institutions/service.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { createTestDatabase } from "../apps/server/src/test/test-database.ts";
import { loadSyntheticCatalogue, percentile } from "./lib/learning-data.mjs";

const runs = Number(process.argv[2] ?? 200);
const kind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const database = await createTestDatabase();
const { db } = database;
try {
	const slugs = await loadSyntheticCatalogue(db, { courses: 500, lessonsPerCourse: 10 });
	const college = await createInstitution(db, {
		name: "Bench College",
		code: "BENCHC",
		city: "Pune",
		state: "Maharashtra",
	});
	const [student] = await db
		.insert(users)
		.values({
			role: "ROLE_STUDENT",
			name: "Bench Learner",
			email: "learner@bench.example.org",
			passwordHash: await hashPassword("Bench@1234"),
			institutionId: college.id,
			rollNo: "BENCH00001",
			currentYear: 3,
			section: "A",
		})
		.returning();
	const userId = student.id;
	// 10 enrolments; a year of completions, activity days, quiz and mock attempts, in SQL for speed.
	const courseSlugs = slugs.slice(0, 10);
	await db.execute(sql`
		insert into learning_enrolments (user_id, course_id, enrolled_at, last_active_at)
		select ${userId}, c.id, now() - interval '365 days', now() - (row_number() over ()) * interval '3 days'
		from learning_courses c where c.slug in (${sql.join(
			courseSlugs.map((s) => sql`${s}`),
			sql`, `,
		)})`);
	await db.execute(sql`
		insert into learning_lesson_progress (user_id, lesson_id, course_id, completed_at)
		select ${userId}, l.id, l.course_id, now() - (random() * 365) * interval '1 day'
		from learning_lessons l join learning_enrolments e on e.course_id = l.course_id and e.user_id = ${userId}
		where random() < 0.8`);
	await db.execute(sql`
		insert into learning_activity_days (user_id, day, lessons_completed, questions_answered)
		select ${userId}, (current_date - g)::date, 1 + (g % 3), g % 7 from generate_series(0, 364) g where g % 3 <> 2`);
	// Practice and mock attempts need quizzes: one per enrolled course, published.
	for (const [i, slug] of courseSlugs.entries()) {
		await db.execute(sql`
			with course as (select id from learning_courses where slug = ${slug}),
			quiz as (insert into learning_quizzes (course_id, slug, kind) select id, ${`bench-quiz-${i}`}, ${i < 8 ? "practice" : "mock"} from course returning id)
			insert into learning_quiz_revisions (quiz_id, number, title, duration_minutes, questions, state)
				select id, 1, ${`Bench quiz ${i + 1}`}, 30, '[]'::jsonb, 'published' from quiz`);
	}
	// A statement's CTEs cannot see each other's new rows: point the quizzes at their revisions after.
	await db.execute(sql`update learning_quizzes q set published_revision_id = r.id
		from learning_quiz_revisions r where r.quiz_id = q.id and q.published_revision_id is null`);
	await db.execute(sql`
		insert into learning_quiz_attempts (user_id, quiz_id, quiz_revision_id, course_id, status, started_at, submitted_at, score, max_score, percentage, deadline)
		select ${userId}, q.id, q.published_revision_id, q.course_id, 'submitted', t, t + interval '10 minutes', 5, 8, 30 + (g % 70), case when q.kind = 'mock' then t + interval '30 minutes' end
		from learning_quizzes q join learning_enrolments e on e.course_id = q.course_id and e.user_id = ${userId},
		generate_series(1, 20) g, lateral (select now() - (g * 17) * interval '1 day' as t) times`);

	const app = await buildApp({
		database,
		config: loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://unnati.bench", LOG_LEVEL: "silent" }),
		webDist: "/nonexistent-web-dist",
	});
	await app.ready();
	const login = await app.inject({
		method: "POST",
		url: "/api/auth/login",
		payload: { loginType: "student", username: "BENCH00001", password: "Bench@1234" },
	});
	if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
	const headers = { authorization: `Bearer ${login.json().token}` };
	const samples = [];
	for (let i = 0; i < runs + 20; i++) {
		const started = performance.now();
		const res = await app.inject({ method: "GET", url: "/api/student-home", headers });
		const ms = performance.now() - started;
		if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
		if (i >= 20) samples.push(ms);
	}
	const counts = (
		await db.execute(sql`select
		(select count(*) from learning_lesson_progress where user_id = ${userId}) as lessons,
		(select count(*) from learning_quiz_attempts where user_id = ${userId}) as attempts`)
	).rows[0];
	console.log(
		`${kind}, 10 enrolments, ${counts.lessons} lessons completed, ${counts.attempts} attempts, load ${os.loadavg()[0].toFixed(1)}:` +
			` median ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms over ${runs} requests`,
	);
	await app.close();
} finally {
	await database.close();
}
