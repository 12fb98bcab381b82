// College dashboards speed (issue 18: "a college of 10,000 students with a year of activity on
// PostgreSQL: every dashboard query p95 ≤ 300 ms"). Builds one college of --students students (10,000
// by default) over CSE, ECE and ME, four years and eight sections, with 250 faculty mentors mapped
// about 40 mentees each, and a year of activity up to today, inserted in bulk with SQL: every month
// a college-wide aptitude test and a test for each department (about 92% sit each one, a few
// in-progress attempts on the open ones), one of them a real exam of 20 questions with every
// student's paper and answers (the per-exam page reads those), tests ahead in the calendar, about
// 60 sign-ins, 25 judged DSA submissions and 50 days of learning per student, courses completed,
// and the signed-in mentor's notes and meetings. Then times, through app.inject (routing, session
// check, SQL, figures, response validation and serialisation; no network), every endpoint the
// college administrator, the principal, a department head, a mentor and the platform admin call
// from their dashboards, --runs times each (20 by default) after 2 warm-up calls, and prints the
// fastest, median, p95 and slowest with a same-run baseline (GET /api/auth/session).
//
// Usage: npm run bench:college-dashboards -- [--students=10000] [--runs=20] [--warmup=2] [--only=label]
//        PostgreSQL: node scripts/with-postgres.mjs npx tsx bench/college-dashboards.ts
//        (TEST_DATABASE_URL set: a fresh database is created there and dropped after the run)
import os from "node:os";
import { examInputSchema, questionDraftSchema, type StudentAnswer } from "@unnati/contracts";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { createExam, publishExam } from "../apps/server/src/modules/exams/authoring-service";
import { recordPastAttempts } from "../apps/server/src/modules/exams/backfill";
import type { FrozenQuestion } from "../apps/server/src/modules/exams/paper";
import { CATALOG } from "../apps/server/src/modules/problems/catalog";
import { createBank, importQuestions } from "../apps/server/src/modules/question-banks/service";
import { loadConfig } from "../apps/server/src/platform/config";
import { randomSource } from "../apps/server/src/seed/demo-college";
import { makeCollege, makeStaff, signInAs } from "../apps/server/src/test/factories";
import { createTestDatabase } from "../apps/server/src/test/test-database";

const arg = (name: string, fallback: string) =>
	process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const STUDENTS = Number(arg("students", "10000"));
const RUNS = Number(arg("runs", "20"));
const WARM_UP = Number(arg("warmup", "2"));
/** Times only the endpoints whose label contains this (e.g. --only=dashboard); all of them when unset. */
const ONLY = arg("only", "");
const MENTEES_PER_MENTOR = 40;
const SECTIONS = ["A", "B", "C", "D", "E", "F", "G", "H"];
const DAY = 86_400_000;

const database = await createTestDatabase();
const kind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const { db } = database;
const run = (statement: string) => db.execute(sql.raw(statement));
const random = randomSource(18);
const now = new Date();
const started = performance.now();
const lap = (what: string) =>
	console.log(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

const app = await buildApp({
	database,
	config: loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://unnati.bench", LOG_LEVEL: "silent" }),
	webDist: "/nonexistent-web-dist",
});
await app.ready();

// The college, its staff (signed in through the real login) and the students, all in SQL.
const college = await makeCollege(db);
const [collegeAdmin, principal, head, mentor, examAdmin, platformAdmin] = await Promise.all([
	makeStaff(db, college, "ROLE_COLLEGE"),
	makeStaff(db, college, "ROLE_PRINCIPAL"),
	makeStaff(db, college, "ROLE_DEPARTMENT", { department: "CSE" }),
	makeStaff(db, college, "ROLE_MENTOR", { department: "CSE" }),
	makeStaff(db, college, "ROLE_EXAM_ADMIN"),
	makeStaff(db, null, "ROLE_ADMIN"),
]);
const depts = Object.entries(college.departments) as [string, string][];
const deptArray = `array[${depts.map(([, id]) => `'${id}'::uuid`).join(",")}]`;
const codeArray = `array[${depts.map(([code]) => `'${code}'`).join(",")}]`;
const first = `array['Aarav','Diya','Ishaan','Kavya','Nikhil','Priya','Rahul','Sneha','Vikram','Ananya','Arjun','Meera','Karthik','Lakshmi','Rohan','Pooja']`;
const last = `array['Sharma','Reddy','Iyer','Nair','Patil','Gupta','Das','Menon','Joshi','Rao','Kulkarni','Pillai','Verma','Naidu']`;
// Student n: department n % 3, year 1 + (n / 3) % 4, section by (n / 12) % 8; roll numbers like 23CSE00042.
await run(`insert into users (role, name, email, password_hash, institution_id, department_id, roll_no, current_year, section, status, created_at)
	select 'ROLE_STUDENT',
		(${first})[1 + n % 16] || ' ' || (${last})[1 + (n / 16) % 14],
		lower(r) || '@students.${college.domain}', 'bench-no-login', '${college.id}',
		(${deptArray})[1 + n % ${depts.length}], r, 1 + (n / ${depts.length}) % 4,
		(array[${SECTIONS.map((s) => `'${s}'`).join(",")}])[1 + (n / ${depts.length * 4}) % ${SECTIONS.length}],
		'active', now() - interval '400 days'
	from (select n, (26 - 1 - (n / ${depts.length}) % 4)::text || (${codeArray})[1 + n % ${depts.length}]
		|| '${college.code.slice(-4)}' || lpad(n::text, 5, '0') as r from generate_series(0, ${STUDENTS - 1}) n) s`);
// 250 faculty mentors for 10,000 students, in each department in proportion; the signed-in mentor is one.
const mentors = Math.ceil(STUDENTS / MENTEES_PER_MENTOR) - 1;
await run(`insert into users (role, name, email, password_hash, institution_id, department_id, fact_id, status)
	select 'ROLE_MENTOR', 'Prof. ' || (${first})[1 + n % 16] || ' ' || (${last})[1 + n % 14],
		'mentor' || n || '@${college.domain}', 'bench-no-login', '${college.id}',
		(${deptArray})[1 + n % ${depts.length}], 'FB${college.code.slice(-4)}' || n, 'active'
	from generate_series(1, ${mentors}) n`);
// Each department's students dealt round-robin to its mentors, the signed-in mentor among them.
await run(`insert into mentor_assignments (mentor_id, student_id, assigned_at)
	select m.id, s.id, now() - interval '300 days'
	from (select id, department_id, row_number() over (partition by department_id order by roll_no) - 1 as k,
			count(*) over (partition by department_id) as total
		from users where institution_id = '${college.id}' and role = 'ROLE_STUDENT') s
	join (select id, department_id, row_number() over (partition by department_id order by id) - 1 as k,
			count(*) over (partition by department_id) as total
		from users where institution_id = '${college.id}' and role = 'ROLE_MENTOR') m
		on m.department_id = s.department_id and m.k = s.k % m.total`);
lap(`${STUDENTS} students, ${mentors + 1} mentors mapped`);

// One real exam with questions, papers and answers: the per-exam page reads them.
const bank = await createBank(db, college.id, examAdmin.id, { name: "Aptitude bank", description: "" });
const drafts = Array.from({ length: 20 }, (_, i) => {
	const options = ["a", "b", "c", "d"].map((id) => ({ id, text: `Choice ${id} of question ${i + 1}` }));
	return i % 5 === 4
		? {
				type: "numeric",
				text: `A train covers ${60 + i} km in ${i + 1} hours: its speed in km/h, to the nearest whole number?`,
				answerKey: { type: "numeric", value: Math.round((60 + i) / (i + 1)), tolerance: 0 },
			}
		: {
				type: "mcq",
				text: `Quantitative aptitude question ${i + 1}`,
				options,
				answerKey: { type: "mcq", correct: [options[i % 4]?.id ?? "a"] },
			};
}).map((draft) => questionDraftSchema.parse(draft));
await importQuestions(db, bank.id, drafts);
const bankRows = await db.execute(sql`select id::text as id from questions where bank_id = ${bank.id}`);
const realQuestions = (bankRows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
const author = { userId: examAdmin.id, institutionId: college.id };
// The month before this one, the 8th at 10:00 India time, for an hour and a half.
const realOpens = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 8, 4, 30));
const REAL_TITLE = "Aptitude Test (real paper)";
const realDraft = await createExam(
	db,
	author,
	examInputSchema.parse({
		title: REAL_TITLE,
		opensAt: realOpens.toISOString(),
		closesAt: new Date(realOpens.getTime() + 90 * 60_000).toISOString(),
		durationMinutes: 60,
		passingScorePercentage: 40,
		audience: { kind: "college" },
		sections: [{ title: "Aptitude", source: { mode: "fixed", questionIds: realQuestions } }],
	}),
	realOpens,
);
await publishExam(db, author, realDraft.id, realOpens);
const studentRows = (
	(await db.execute(
		sql`select id::text as id from users where institution_id = ${college.id} and role = 'ROLE_STUDENT' order by roll_no`,
	)) as unknown as { rows: { id: string }[] }
).rows;
function answerFor(q: FrozenQuestion, skill: number): { value: StudentAnswer; timeSpent: number } | null {
	if (random() < 0.05) return null;
	const key = q.answerKey;
	const right = random() < skill;
	const timeSpent = 20 + Math.floor(random() * 120);
	if (key.type === "numeric") return { value: String(right ? key.value : key.value + 2), timeSpent };
	if (key.type !== "mcq") return null;
	const wrong = q.options.map((o) => o.id).filter((id) => !key.correct.includes(id));
	return {
		value: right ? (key.correct[0] ?? null) : (wrong[Math.floor(random() * wrong.length)] ?? null),
		timeSpent,
	};
}
const sitting = studentRows.filter(() => random() < 0.92);
for (let i = 0; i < sitting.length; i += 1000)
	await recordPastAttempts(
		{ db, clock: () => realOpens },
		realDraft.id,
		sitting.slice(i, i + 1000).map((s) => {
			const startedAt = new Date(realOpens.getTime() + Math.floor(random() * 20 * 60_000));
			const skill = 0.2 + random() * 0.7;
			return {
				studentId: s.id,
				startedAt,
				submittedAt: new Date(startedAt.getTime() + (15 + Math.floor(random() * 40)) * 60_000),
				answer: (q: FrozenQuestion) => answerFor(q, skill),
			};
		}),
	);
lap(`the real exam: ${sitting.length} papers with answers`);

// A year of tests: every month a college-wide aptitude test (the 5th) and one for each department (the
// 15th, 18th and 21st), 10:00 India time, open 3 hours; then two weeks of tests ahead, drafts among them.
const MONTHS = [
	"January",
	"February",
	"March",
	"April",
	"May",
	"June",
	"July",
	"August",
	"September",
	"October",
	"November",
	"December",
];
const SUBJECTS: Record<string, string> = {
	CSE: "Data Structures",
	ECE: "Signals and Systems",
	ME: "Thermodynamics",
};
type Planned = {
	title: string;
	opensAt: Date;
	hours: number;
	dept: string | null;
	state: "published" | "draft";
};
const planned: Planned[] = [];
for (let back = 12; back >= 0; back--) {
	const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
	const name = `${MONTHS[month.getUTCMonth()]} ${month.getUTCFullYear()}`;
	const at = (day: number) => new Date(month.getTime() + (day - 1) * DAY + 4.5 * 3_600_000);
	planned.push({
		title: `Monthly Aptitude Test, ${name}`,
		opensAt: at(5),
		hours: 3,
		dept: null,
		state: "published",
	});
	for (const [i, [code]] of depts.entries())
		planned.push({
			title: `${code} ${SUBJECTS[code] ?? "Core"} Test, ${name}`,
			opensAt: at(15 + 3 * i),
			hours: 3,
			dept: code,
			state: "published",
		});
}
// Open right now (attempts in progress), and ahead: one clash on the same day, one draft.
const today = new Date(now.getTime() - 3_600_000);
planned.push({ title: "Verbal Ability Practice", opensAt: today, hours: 48, dept: null, state: "published" });
planned.push({
	title: "CSE Operating Systems Quiz",
	opensAt: new Date(now.getTime() + 7 * DAY),
	hours: 2,
	dept: "CSE",
	state: "published",
});
planned.push({
	title: "Logical Reasoning Test",
	opensAt: new Date(now.getTime() + 7 * DAY + 3 * 3_600_000),
	hours: 2,
	dept: null,
	state: "published",
});
planned.push({
	title: "ECE Digital Electronics Test",
	opensAt: new Date(now.getTime() + 12 * DAY),
	hours: 2,
	dept: "ECE",
	state: "draft",
});
const kept = planned;
const values = kept
	.map((p) => {
		const audience = JSON.stringify({
			kind: "college",
			departmentIds: p.dept ? [college.departments[p.dept as keyof typeof college.departments]] : [],
			years: [],
			sections: [],
		});
		return `('${p.title}', '${p.state}', '${p.opensAt.toISOString()}'::timestamptz, '${new Date(p.opensAt.getTime() + p.hours * 3_600_000).toISOString()}'::timestamptz, '${audience}'::jsonb)`;
	})
	.join(",\n");
await run(`insert into exams (institution_id, created_by, state, title, description, instructions, opens_at, closes_at,
		duration_minutes, passing_score_percentage, audience, published_at)
	select '${college.id}', '${examAdmin.id}', v.state, v.title, 'A test of the term.', '[]'::jsonb, v.opens_at, v.closes_at,
		60, 40, v.audience, case when v.state = 'published' then v.opens_at - interval '7 days' end
	from (values ${values}) as v(title, state, opens_at, closes_at, audience)`);
// About 92% of each exam's audience sit it; skill is the student's, the paper's difficulty the exam's.
await run(`insert into exam_attempts (exam_id, student_id, status, started_at, deadline, paper, submitted_at,
		submission_reason, score, max_score, percentage, passed, last_seen_at)
	select e.id, u.id, case when e.closes_at > now() and h % 10 = 0 then 'in_progress' else 'submitted' end,
		e.opens_at + (h % 60) * interval '1 minute', e.opens_at + (h % 60 + 60) * interval '1 minute',
		'{"sections":[]}'::jsonb,
		case when e.closes_at > now() and h % 10 = 0 then null else e.opens_at + (h % 60 + 20 + h % 37) * interval '1 minute' end,
		case when e.closes_at > now() and h % 10 = 0 then null else 'submitted' end,
		p * 0.5, 50, p, p >= 40,
		e.opens_at + (h % 60 + 20 + h % 37) * interval '1 minute'
	from exams e
	join users u on u.institution_id = e.institution_id and u.role = 'ROLE_STUDENT'
		and (jsonb_array_length(e.audience->'departmentIds') = 0 or e.audience->'departmentIds' ? u.department_id::text)
	cross join lateral (select abs(hashtext(u.id::text || e.id::text)) as h) r
	cross join lateral (select least(100, greatest(0, round((20 + abs(hashtext(u.id::text)) % 55 + (h % 41) - 15
		+ abs(hashtext(e.id::text)) % 11)::numeric, 1)))::float8 as p) s
	where e.institution_id = '${college.id}' and e.state = 'published' and e.opens_at <= now()
		and e.id <> '${realDraft.id}' and h % 100 < 92`);
lap(`${kept.length + 1} exams and their attempts`);

// Sign-ins: about 60 a student over the year, at varied hours.
await run(`insert into sessions (user_id, remember_me, created_at, expires_at, user_agent, ip)
	select u.id, false, t, t + interval '12 hours', 'Mozilla/5.0 (Linux; Android 14)', '127.0.0.1'
	from users u cross join generate_series(1, 60) k
	cross join lateral (select now() - ((abs(hashtext(u.id::text || k)) % 365) * interval '1 day')
		- ((abs(hashtext(k || u.id::text)) % 86400) * interval '1 second') as t) x
	where u.institution_id = '${college.id}' and u.role = 'ROLE_STUDENT'`);
// Practice: 25 judged submissions a student on the catalogue's problems, about half of them accepted.
const problems = `array[${CATALOG.slice(0, 40)
	.map((p) => `'${p.id}'`)
	.join(",")}]`;
const problemCount = Math.min(40, CATALOG.length);
await run(`insert into problem_submissions (problem_id, user_id, language, source, verdict, passed, total, time_ms, memory_kb, sample_results, created_at)
	select (${problems})[1 + h % ${problemCount}], u.id, 'python', 'print(solve(input()))',
		case when h % 2 = 0 then 'Accepted' else 'Wrong Answer' end, case when h % 2 = 0 then 10 else h % 10 end, 10,
		20 + h % 200, 9000 + h % 4000, '[]'::jsonb, now() - (h % 365) * interval '1 day' - (h % 86400) * interval '1 second'
	from users u cross join generate_series(1, 25) k
	cross join lateral (select abs(hashtext(u.id::text || 'p' || k)) as h) x
	where u.institution_id = '${college.id}' and u.role = 'ROLE_STUDENT'`);
// Learning: 50 distinct days of lessons and questions in the last year; two courses each, one completed.
await run(`insert into learning_courses (slug, institution_id) values
	('bench-dsa-${college.code.toLowerCase()}', '${college.id}'), ('bench-aptitude-${college.code.toLowerCase()}', '${college.id}')`);
await run(`insert into learning_activity_days (user_id, day, lessons_completed, questions_answered)
	select u.id, (now() at time zone 'Asia/Kolkata')::date - (k * 7 + abs(hashtext(u.id::text)) % 7), 1 + k % 3, k % 5
	from users u cross join generate_series(0, 49) k
	where u.institution_id = '${college.id}' and u.role = 'ROLE_STUDENT'`);
await run(`insert into learning_enrolments (user_id, course_id, enrolled_at, last_active_at, completed_at)
	select u.id, c.id, now() - interval '300 days', now() - (abs(hashtext(u.id::text)) % 60) * interval '1 day',
		case when c.slug like 'bench-dsa-%' and abs(hashtext(u.id::text)) % 3 > 0
			then now() - (abs(hashtext(u.id::text || c.id::text)) % 300) * interval '1 day' end
	from users u cross join learning_courses c
	where u.institution_id = '${college.id}' and u.role = 'ROLE_STUDENT' and c.institution_id = '${college.id}'`);
// The signed-in mentor's notes and meetings with their mentees.
await run(`insert into mentor_notes (mentor_id, student_id, body, created_at)
	select '${mentor.id}', a.student_id, 'Discussed the aptitude scores and a weekly practice plan.', now() - (k * 9) * interval '1 day'
	from mentor_assignments a cross join generate_series(1, 3) k where a.mentor_id = '${mentor.id}'`);
await run(`insert into mentor_meetings (mentor_id, student_id, held_at, duration_minutes, mode, summary, next_steps)
	select '${mentor.id}', a.student_id, now() - (k * 20 + abs(hashtext(a.student_id::text)) % 10) * interval '1 day', 20,
		'in_person', 'Reviewed the last two tests and the DSA practice streak.', 'Solve five array problems before the next test.'
	from mentor_assignments a cross join generate_series(1, 2) k where a.mentor_id = '${mentor.id}'`);
// Fresh statistics, as autovacuum would have them on a database that grew over a year.
await run("analyze");
const counted = (
	(await db.execute(
		sql`select (select count(*) from exam_attempts)::int as attempts, (select count(*) from sessions)::int as sessions,
			(select count(*) from problem_submissions)::int as submissions,
			(select count(*) from learning_activity_days)::int as days, (select count(*) from attempt_answers)::int as answers`,
	)) as unknown as { rows: Record<string, number>[] }
).rows[0];
lap(`activity: ${JSON.stringify(counted)}`);
console.log(
	`${kind}: built the college (${STUDENTS} students) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// Tokens through the real sign-in.
const [collegeToken, principalToken, headToken, mentorToken, adminToken] = await Promise.all(
	[collegeAdmin, principal, head, mentor, platformAdmin].map((p) =>
		signInAs(app, p as NonNullable<typeof p>),
	),
);
const menteeRows = (
	(await db.execute(
		sql`select u.id::text as id, u.roll_no as "rollNo" from mentor_assignments a join users u on u.id = a.student_id
			where a.mentor_id = ${mentor.id} order by u.roll_no limit 1`,
	)) as unknown as { rows: { id: string; rollNo: string }[] }
).rows;
const mentee = menteeRows[0];
if (!mentee) throw new Error("the mentor has no mentee");
const day = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
const lastMonth = `${new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7)}`;
const calendar = `from=${day(new Date(now.getTime() - 30 * DAY))}&to=${day(new Date(now.getTime() + 60 * DAY))}`;

type Call = { who: string; label: string; url: string; token: string };
const calls: Call[] = [
	{ who: "college admin", label: "college dashboard", url: "/api/insights/college", token: collegeToken },
	{ who: "college admin", label: "the term's exams", url: "/api/college/exams", token: collegeToken },
	{
		who: "college admin",
		label: "per-exam page",
		url: `/api/college/exam-analytics/${encodeURIComponent(REAL_TITLE)}`,
		token: collegeToken,
	},
	{
		who: "college admin",
		label: "a department (by id)",
		url: `/api/insights/department?departmentId=${college.departments.ECE}`,
		token: collegeToken,
	},
	{ who: "college admin", label: "growth (college)", url: "/api/insights/growth", token: collegeToken },
	{
		who: "college admin",
		label: "test calendar (90 days)",
		url: `/api/insights/test-calendar?${calendar}`,
		token: collegeToken,
	},
	{
		who: "college admin",
		label: "students list, page 1",
		url: "/api/students?page=1&pageSize=25",
		token: collegeToken,
	},
	{
		who: "college admin",
		label: "students list, search",
		url: "/api/students?q=sharma&page=1&pageSize=25",
		token: collegeToken,
	},
	{
		who: "college admin",
		label: "students list, year 3 B, page 3",
		url: "/api/students?year=3&section=B&page=3&pageSize=25",
		token: collegeToken,
	},
	{ who: "college admin", label: "home (scope)", url: "/api/me/scope", token: collegeToken },
	{ who: "principal", label: "principal dashboard", url: "/api/insights/college", token: principalToken },
	{
		who: "principal",
		label: "monthly report (PDF)",
		url: `/api/insights/college/monthly-report.pdf?month=${lastMonth}`,
		token: principalToken,
	},
	{
		who: "principal",
		label: "growth, CSE year 3",
		url: `/api/insights/growth?departmentId=${college.departments.CSE}&year=3`,
		token: principalToken,
	},
	{
		who: "department head",
		label: "department dashboard",
		url: "/api/insights/department",
		token: headToken,
	},
	{ who: "department head", label: "growth (department)", url: "/api/insights/growth", token: headToken },
	{
		who: "department head",
		label: "test calendar",
		url: `/api/insights/test-calendar?${calendar}`,
		token: headToken,
	},
	{
		who: "department head",
		label: "students list, page 1",
		url: "/api/students?page=1&pageSize=25",
		token: headToken,
	},
	{ who: "department head", label: "mentor mapping", url: "/api/mentors/mapping", token: headToken },
	{ who: "mentor", label: "mentor dashboard", url: "/api/mentor/mentees", token: mentorToken },
	{ who: "mentor", label: "one mentee", url: `/api/mentor/mentees/${mentee.id}`, token: mentorToken },
	{ who: "mentor", label: "growth (mentees)", url: "/api/insights/growth", token: mentorToken },
	{ who: "mentor", label: "my sessions", url: "/api/mentor/meetings", token: mentorToken },
	{
		who: "platform admin",
		label: "admin dashboard: colleges",
		url: "/api/admin/colleges",
		token: adminToken,
	},
	{ who: "platform admin", label: "admin dashboard: usage", url: "/api/admin/usage", token: adminToken },
	{
		who: "platform admin",
		label: "debug roll number",
		url: `/api/debug-rollnumber/${mentee.rollNo}`,
		token: adminToken,
	},
];

async function time(call: Omit<Call, "who" | "label">) {
	const samples: number[] = [];
	let bytes = 0;
	for (let i = 0; i < WARM_UP + RUNS; i++) {
		const t = performance.now();
		const res = await app.inject({
			method: "GET",
			url: call.url,
			headers: { authorization: `Bearer ${call.token}` },
		});
		const ms = performance.now() - t;
		if (res.statusCode !== 200) throw new Error(`${call.url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
		bytes = res.rawPayload.length;
		if (i >= WARM_UP) samples.push(ms);
	}
	samples.sort((a, b) => a - b);
	const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)] ?? 0;
	return { min: samples[0] ?? 0, median: at(0.5), p95: at(0.95), max: samples.at(-1) ?? 0, bytes };
}

const f = (ms: number) => ms.toFixed(1);
const load = () =>
	os
		.loadavg()
		.map((l) => l.toFixed(2))
		.join(" ");
try {
	console.log(
		`${kind}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}, ${RUNS} runs after ${WARM_UP} warm-up calls; load average before: ${load()}`,
	);
	const baseline = await time({ url: "/api/auth/session", token: collegeToken });
	console.log("| who | endpoint | min | median | p95 | max | median ÷ baseline | response |");
	console.log("|---|---|---|---|---|---|---|---|");
	const row = (who: string, label: string, r: Awaited<ReturnType<typeof time>>) =>
		console.log(
			`| ${who} | ${label} | ${f(r.min)} | ${f(r.median)} | ${f(r.p95)} | ${f(r.max)} | ${(r.median / baseline.median).toFixed(0)}× | ${(r.bytes / 1024).toFixed(0)} KB |`,
		);
	row("anyone", "baseline: GET /api/auth/session", baseline);
	const over: string[] = [];
	for (const call of calls.filter((c) => c.label.includes(ONLY))) {
		const r = await time(call);
		row(call.who, `${call.label} (\`${call.url.split("?")[0]}\`)`, r);
		if (r.p95 > 300) over.push(`${call.who}: ${call.label}`);
	}
	const after = await time({ url: "/api/auth/session", token: collegeToken });
	console.log(`baseline again at the end: median ${f(after.median)} ms; load average after: ${load()}`);
	console.log(over.length === 0 ? "every endpoint's p95 ≤ 300 ms" : `p95 over 300 ms: ${over.join("; ")}`);
} finally {
	await app.close();
	await database.close();
}
