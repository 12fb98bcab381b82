// Manual grading speed (issue 15's goal: the grading queue for 500 essays opens in ≤ 300 ms). On the
// demo database, an exam of two rubric-graded essays is sat by 250 generated students (500 essays of
// about 150 words), recorded as submitted attempts awaiting grading. Times, in the real app through
// app.inject (routing, session check, SQL, response validation and serialisation; no network), the
// fastest, median and 90th percentile of 15 runs after 3 warm-up runs of:
//   - the baseline: GET /api/exams/{id} (a small authenticated request, for the machine's load);
//   - GET /api/exams/{id}/grading with 500 ungraded essays;
//   - PUT one grade (rubric levels and a comment);
// then grades every essay and times one release of all 250 attempts.
//
// Usage: npm run bench:grading -- [--students=250] [--runs=15]
//        PostgreSQL: node scripts/with-postgres.mjs npm run bench:grading
import { randomUUID } from "node:crypto";
import { examInputSchema, questionDraftSchema } from "@unnati/contracts";
import { eq } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { users } from "../apps/server/src/modules/accounts/tables";
import { createExam, publishExam } from "../apps/server/src/modules/exams/authoring-service";
import { recordPastAttempts } from "../apps/server/src/modules/exams/backfill";
import { recordGrades } from "../apps/server/src/modules/exams/grading-service";
import type { FrozenQuestion } from "../apps/server/src/modules/exams/paper";
import { createBank, importQuestions } from "../apps/server/src/modules/question-banks/service";
import { questions } from "../apps/server/src/modules/question-banks/tables";
import { loadConfig } from "../apps/server/src/platform/config";
import { seedDemoIfEmpty } from "../apps/server/src/seed/demo";
import { randomSource } from "../apps/server/src/seed/demo-college";
import { createTestDatabase } from "../apps/server/src/test/test-database";

const arg = (name: string, fallback: string) =>
	process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const STUDENTS = Number(arg("students", "250"));
const RUNS = Number(arg("runs", "15"));
const WARM_UP = 3;

const database = await createTestDatabase();
const kind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const random = randomSource(15);

const VOCABULARY =
	"a process waits for a lock held by another process so neither can continue the operating system detects the cycle in the wait-for graph and breaks it by pre-empting a resource or aborting one transaction".split(
		" ",
	);
const essayText = (words: number) =>
	Array.from({ length: words }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]).join(" ");

const RUBRIC = [
	{
		id: "idea",
		title: "Explains the idea",
		levels: [
			{ id: "l0", label: "Missing", points: 0 },
			{ id: "l1", label: "Partly", points: 2 },
			{ id: "l2", label: "Clearly", points: 4 },
		],
	},
	{
		id: "example",
		title: "Gives an example",
		levels: [
			{ id: "l0", label: "No", points: 0 },
			{ id: "l1", label: "Yes", points: 2 },
		],
	},
];

async function time(run: () => Promise<{ statusCode: number; body: string }>) {
	const samples: number[] = [];
	let bytes = 0;
	for (let i = 0; i < WARM_UP + RUNS; i++) {
		const started = performance.now();
		const res = await run();
		const ms = performance.now() - started;
		if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}: ${res.body.slice(0, 200)}`);
		bytes = Buffer.byteLength(res.body);
		if (i >= WARM_UP) samples.push(ms);
	}
	samples.sort((a, b) => a - b);
	const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
	return { min: samples[0] ?? 0, median: at(0.5), p90: at(0.9), bytes };
}

try {
	await seedDemoIfEmpty(database);
	const { db } = database;
	const app = await buildApp({
		database,
		config: loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://unnati.bench", LOG_LEVEL: "silent" }),
		webDist: "/nonexistent-web-dist",
	});
	await app.ready();
	const login = await app.inject({
		method: "POST",
		url: "/api/auth/login",
		payload: { loginType: "exam_admin", username: "examadmin@dit.example.org", password: "Exam@1234" },
	});
	const headers = { authorization: `Bearer ${login.json().token}` };
	const [admin] = await db.select().from(users).where(eq(users.email, "examadmin@dit.example.org"));
	if (!admin?.institutionId) throw new Error("no demo examination admin");
	const institutionId = admin.institutionId;

	const students = Array.from({ length: STUDENTS }, (_, i) => ({
		id: randomUUID(),
		role: "ROLE_STUDENT" as const,
		name: `Bench Student ${i + 1}`,
		email: `grading${i + 1}@students.bench.example.org`,
		passwordHash: "bench-no-login",
		institutionId,
		rollNo: `GRADE${String(i + 1).padStart(5, "0")}`,
		currentYear: 3,
		section: "A",
	}));
	await db.insert(users).values(students);

	const bank = await createBank(db, institutionId, admin.id, { name: "Bench essays", description: "" });
	await importQuestions(
		db,
		bank.id,
		["Explain deadlock with an example.", "Explain paging with an example."].map((text) =>
			questionDraftSchema.parse({
				type: "essay",
				text,
				marks: 6,
				answerKey: { type: "essay", wordLimit: 300, rubric: RUBRIC },
			}),
		),
	);
	const essayIds = (await db.select().from(questions).where(eq(questions.bankId, bank.id))).map((q) => q.id);
	const now = new Date();
	const author = { userId: admin.id, institutionId };
	const draft = await createExam(
		db,
		author,
		examInputSchema.parse({
			title: `Bench ${STUDENTS * 2} Essays`,
			opensAt: new Date(now.getTime() - 3 * 3_600_000).toISOString(),
			closesAt: new Date(now.getTime() - 3_600_000).toISOString(),
			durationMinutes: 60,
			audience: { kind: "college" },
			sections: [{ title: "Written", source: { mode: "fixed", questionIds: essayIds } }],
		}),
		now,
	);
	await publishExam(db, author, draft.id, now);
	await recordPastAttempts(
		{ db, clock: () => now },
		draft.id,
		students.map((s) => ({
			studentId: s.id,
			startedAt: new Date(now.getTime() - 3 * 3_600_000),
			submittedAt: new Date(now.getTime() - 2 * 3_600_000 + Math.floor(random() * 600_000)),
			answer: (_q: FrozenQuestion) => ({ value: essayText(120 + Math.floor(random() * 60)), timeSpent: 900 }),
		})),
	);

	const rows: string[] = [];
	const row = (what: string, t: Awaited<ReturnType<typeof time>>) =>
		rows.push(
			`| ${kind} | ${what} | ${t.min.toFixed(1)} ms | ${t.median.toFixed(1)} ms | ${t.p90.toFixed(1)} ms | ${(t.bytes / 1024).toFixed(1)} KB |`,
		);
	const baseline = await time(() => app.inject({ method: "GET", url: `/api/exams/${draft.id}`, headers }));
	row("baseline: GET /api/exams/{id}", baseline);
	const queueUrl = `/api/exams/${draft.id}/grading`;
	const queue = await time(() => app.inject({ method: "GET", url: queueUrl, headers }));
	row(`GET grading queue (${STUDENTS * 2} essays)`, queue);
	const first = JSON.parse((await app.inject({ method: "GET", url: queueUrl, headers })).body).entries[0];
	const grade = await time(() =>
		app.inject({
			method: "PUT",
			url: `${queueUrl}/${first.attempt_id}/${first.question_id}`,
			headers,
			payload: { levels: { idea: "l2", example: "l1" }, comment: "Clear." },
		}),
	);
	row("PUT one grade", grade);

	// Every essay graded, then one release of every attempt.
	const entries = JSON.parse((await app.inject({ method: "GET", url: queueUrl, headers })).body).entries as {
		attempt_id: string;
		question_id: string;
		grade: unknown;
	}[];
	await recordGrades(
		{ db, clock: () => now },
		draft.id,
		entries
			.filter((e) => e.grade === null)
			.map((e) => ({
				attemptId: e.attempt_id,
				questionId: e.question_id,
				levels: { idea: "l1", example: "l0" },
				comment: "",
				gradedBy: admin.id,
			})),
	);
	const started = performance.now();
	const released = await app.inject({ method: "POST", url: `${queueUrl}/release`, headers });
	const releaseMs = performance.now() - started;
	if (released.statusCode !== 200) throw new Error(`release: ${released.statusCode} ${released.body}`);

	console.log(
		`\nManual grading on ${kind}, ${STUDENTS} attempts of 2 essays (${new Date().toISOString()})\n`,
	);
	console.log("| database | request | fastest | median | p90 | size |");
	console.log("|---|---|---|---|---|---|");
	for (const line of rows) console.log(line);
	console.log(
		`\nqueue median / baseline median: ${(queue.median / baseline.median).toFixed(1)}×; release of ${
			JSON.parse(released.body).released
		} attempts: ${releaseMs.toFixed(0)} ms (once)`,
	);
	await app.close();
} finally {
	await database.close();
}
