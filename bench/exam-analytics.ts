// Exam analytics speed (issue 6): how long GET /api/exams/{id}/analytics and its two CSV exports take
// on the demo's "Aptitude Practice Test 1" (142 attempts) and on a generated exam of 5,000 scored
// attempts of 50 questions each (40 fixed and 10 drawn from a pool of 20, in a bank of 60 MCQs,
// multi-answer MCQs and numeric questions made for the run), in the real app through
// app.inject (routing, session check, SQL, statistics, response validation and serialisation;
// no network). Prints the fastest, the median and the 90th percentile of 15 runs after 3 warm-up
// runs: "computed" with the figures' cache emptied before every run, "kept" served from it; the
// baseline is a small authenticated request in the same run, for the machine's load. Then times a
// regrade of one question of the generated exam (issue 15's goal: ≤ 10 s for 5,000 attempts of 50
// questions on PostgreSQL): dry run, applied, and put back.
//
// Usage: npm run bench:analytics -- [--attempts=5000] [--runs=15]
//        PostgreSQL: node scripts/with-postgres.mjs npm run bench:analytics
//        (TEST_DATABASE_URL set: a fresh database is created there and dropped after the run)
import { randomUUID } from "node:crypto";
import { examInputSchema, questionDraftSchema, type StudentAnswer } from "@unnati/contracts";
import { and, eq, sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { users } from "../apps/server/src/modules/accounts/tables";
import { clearFiguresCache } from "../apps/server/src/modules/exam-analytics/service";
import { createExam, publishExam } from "../apps/server/src/modules/exams/authoring-service";
import { recordPastAttempts } from "../apps/server/src/modules/exams/backfill";
import type { FrozenQuestion } from "../apps/server/src/modules/exams/paper";
import { exams } from "../apps/server/src/modules/exams/tables";
import { departments } from "../apps/server/src/modules/institutions/tables";
import { createBank, importQuestions } from "../apps/server/src/modules/question-banks/service";
import { questions } from "../apps/server/src/modules/question-banks/tables";
import { loadConfig } from "../apps/server/src/platform/config";
import { seedDemoIfEmpty } from "../apps/server/src/seed/demo";
import { randomSource } from "../apps/server/src/seed/demo-college";
import { createTestDatabase } from "../apps/server/src/test/test-database";

const arg = (name: string, fallback: string) =>
	process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const ATTEMPTS = Number(arg("attempts", "5000"));
/** The exam's questions: FIXED of them fixed, the rest drawn per student from a pool twice as big. */
const QUESTIONS = 50;
const FIXED = 40;
const POOL = (QUESTIONS - FIXED) * 2;
const RUNS = Number(arg("runs", "15"));
const WARM_UP = 3;

const database = await createTestDatabase();
const kind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const random = randomSource(6);

async function time(run: () => Promise<{ statusCode: number; body: string }>, cached: boolean) {
	const samples: number[] = [];
	let bytes = 0;
	for (let i = 0; i < WARM_UP + RUNS; i++) {
		if (!cached) clearFiguresCache(database.db);
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

/** A plausible answer for a student of the given skill. */
function answerFor(q: FrozenQuestion, skill: number): { value: StudentAnswer; timeSpent: number } | null {
	if (random() < 0.07) return null;
	const key = q.answerKey;
	const right = random() < skill;
	const timeSpent = 10 + Math.floor(random() * 90);
	if (key.type === "numeric") return { value: String(right ? key.value : key.value + 3), timeSpent };
	if (key.type !== "mcq") return null;
	const wrong = q.options.map((o) => o.id).filter((id) => !key.correct.includes(id));
	if (q.multiAnswer) return { value: right ? key.correct : [wrong[0] ?? "a"], timeSpent };
	return {
		value: right ? (key.correct[0] ?? null) : (wrong[Math.floor(random() * wrong.length)] ?? null),
		timeSpent,
	};
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

	// 5,000 students of the demo college, placed across its departments, years and sections.
	const depts = await db.select().from(departments).where(eq(departments.institutionId, institutionId));
	const students = Array.from({ length: ATTEMPTS }, (_, i) => ({
		id: randomUUID(),
		role: "ROLE_STUDENT" as const,
		name: `Bench Student ${i + 1}`,
		email: `bench${i + 1}@students.bench.example.org`,
		// Nobody signs in as these: a placeholder that is no valid hash.
		passwordHash: "bench-no-login",
		institutionId,
		departmentId: depts[i % depts.length]?.id ?? null,
		rollNo: `BENCH${String(i + 1).padStart(5, "0")}`,
		currentYear: 1 + (i % 4),
		section: i % 2 === 0 ? "A" : "B",
	}));
	for (let i = 0; i < students.length; i += 1000) await db.insert(users).values(students.slice(i, i + 1000));

	const bank = await createBank(db, institutionId, admin.id, { name: "Bench bank", description: "" });
	const drafts = Array.from({ length: FIXED + POOL }, (_, i) => {
		const tags = i < FIXED ? ["bench-fixed"] : ["bench-pool"];
		const options = ["a", "b", "c", "d"].map((id) => ({ id, text: `Option ${id} of question ${i + 1}` }));
		if (i % 5 === 4)
			return {
				type: "numeric",
				text: `Numeric question ${i + 1}`,
				answerKey: { type: "numeric", value: i, tolerance: 0 },
				tags,
			};
		if (i % 5 === 3)
			return {
				type: "mcq",
				text: `Multi-answer question ${i + 1}`,
				options,
				multiAnswer: true,
				answerKey: { type: "mcq", correct: ["a", "c"] },
				tags,
				negativeMarks: 0.5,
			};
		return {
			type: "mcq",
			text: `Question ${i + 1}`,
			options,
			answerKey: { type: "mcq", correct: [options[i % 4]?.id ?? "a"] },
			tags,
		};
	}).map((draft) => questionDraftSchema.parse(draft));
	await importQuestions(db, bank.id, drafts);
	const bankQuestions = (await db.select().from(questions).where(eq(questions.bankId, bank.id))).filter((q) =>
		q.tags.includes("bench-fixed"),
	);
	const now = new Date();
	const author = { userId: admin.id, institutionId };
	const draft = await createExam(
		db,
		author,
		examInputSchema.parse({
			title: `Bench ${ATTEMPTS} Attempts`,
			opensAt: new Date(now.getTime() - 3 * 3_600_000).toISOString(),
			closesAt: new Date(now.getTime() - 3_600_000).toISOString(),
			durationMinutes: 60,
			passingScorePercentage: 40,
			shuffleOptions: true,
			audience: { kind: "college" },
			sections: [
				{
					title: "Fixed",
					source: { mode: "fixed", questionIds: bankQuestions.map((q) => q.id) },
				},
				{
					title: "Drawn",
					source: { mode: "random", bankId: bank.id, tags: ["bench-pool"], count: QUESTIONS - FIXED },
				},
			],
		}),
		now,
	);
	await publishExam(db, author, draft.id, now);
	const generated = performance.now();
	for (let i = 0; i < students.length; i += 500) {
		await recordPastAttempts(
			{ db, clock: () => now },
			draft.id,
			students.slice(i, i + 500).map((s) => {
				const skill = 0.25 + random() * 0.7;
				const startedAt = new Date(now.getTime() - 3 * 3_600_000 + Math.floor(random() * 3_600_000));
				return {
					studentId: s.id,
					startedAt,
					submittedAt: new Date(startedAt.getTime() + (10 + Math.floor(random() * 45)) * 60_000),
					answer: (q: FrozenQuestion) => answerFor(q, skill),
				};
			}),
		);
	}
	const generation = (performance.now() - generated) / 1000;
	// PostgreSQL's autovacuum refreshes the planner's statistics after a burst of submissions; the
	// benchmark does not wait for it (and PGlite has none).
	await db.execute(sql`analyze`);

	const [practice] = await db
		.select({ id: exams.id })
		.from(exams)
		.where(and(eq(exams.institutionId, institutionId), eq(exams.title, "Aptitude Practice Test 1")));
	const cases = [
		{ exam: "Aptitude Practice Test 1 (142)", id: practice?.id ?? "" },
		{ exam: `generated (${ATTEMPTS})`, id: draft.id },
	];
	const rows: string[] = [];
	for (const { exam, id } of cases) {
		const base = `/api/exams/${id}/analytics`;
		for (const [what, url, cached] of [
			["baseline: GET /api/exams/{id}", `/api/exams/${id}`, true],
			["analytics, computed", base, false],
			["analytics, kept (same version)", base, true],
			["analytics ?section=A&year=3, computed", `${base}?section=A&year=3`, false],
			["items.csv, computed", `${base}/items.csv`, false],
			["attempts.csv", `${base}/attempts.csv`, false],
		] as const) {
			const t = await time(() => app.inject({ method: "GET", url, headers }), cached);
			rows.push(
				`| ${kind} | ${exam} | ${what} | ${t.min.toFixed(1)} ms | ${t.median.toFixed(1)} ms | ${t.p90.toFixed(1)} ms | ${(t.bytes / 1024).toFixed(1)} KB |`,
			);
		}
	}
	// Regrading (issue 15): one fixed question's key corrected (another option right) on the generated
	// exam, dry run then applied, then put back (applied again), each timed once per round.
	const keys = (
		await app.inject({ method: "GET", url: `/api/exams/${draft.id}/answer-keys`, headers })
	).json();
	const target = keys.questions.find(
		(q: { type: string; multi_answer: boolean }) => q.type === "mcq" && !q.multi_answer,
	);
	const wrongKey = { type: "mcq", correct: [target.answer_key.correct[0] === "a" ? "b" : "a"] };
	const regradeUrl = `/api/exams/${draft.id}/questions/${target.question_id}/regrade`;
	const regradeTimes: Record<string, number[]> = { "dry run": [], applied: [], "put back": [] };
	let changed = 0;
	for (let round = 0; round < 3; round++) {
		for (const [what, answerKey, apply] of [
			["dry run", wrongKey, false],
			["applied", wrongKey, true],
			["put back", target.answer_key, true],
		] as const) {
			const started = performance.now();
			const res = await app.inject({
				method: "POST",
				url: regradeUrl,
				headers,
				payload: { answerKey, apply },
			});
			if (res.statusCode !== 200) throw new Error(`regrade: ${res.statusCode} ${res.body.slice(0, 200)}`);
			regradeTimes[what]?.push(performance.now() - started);
			if (what === "dry run") changed = res.json().changes.length;
		}
	}
	for (const [what, samples] of Object.entries(regradeTimes)) {
		samples.sort((a, b) => a - b);
		rows.push(
			`| ${kind} | generated (${ATTEMPTS}) | regrade one question, ${what} (${changed} attempts change) | ${(samples[0] ?? 0).toFixed(1)} ms | ${(samples[1] ?? 0).toFixed(1)} ms | ${(samples[2] ?? 0).toFixed(1)} ms | - |`,
		);
	}
	console.log(
		`\n${kind}: ${ATTEMPTS} attempts generated in ${generation.toFixed(1)} s; ${RUNS} runs after ${WARM_UP} warm-up (regrades: 3 rounds, min/median/max)\n`,
	);
	console.log("| database | exam (attempts) | request | min | median | p90 | body |");
	console.log("|---|---|---|---|---|---|---|");
	for (const row of rows) console.log(row);
	await app.close();
} finally {
	await database.close();
}
