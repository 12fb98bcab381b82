// Exam load (issue 5): simulated students each sign in, start the exam, fetch their questions, save
// a batch of answers every 5 s and submit, against the production build. Reports, per number of
// concurrent students, save latency (p50/p99) and errors; the answer is the largest number with
// p99 ≤ 100 ms and no errors. Also a start spike: 1,000 students starting within 10 s.
// Baseline in the same run: GET /api/health at the same request rate as the largest step's saves.
//
// Usage: npm run build && node bench/exam-load.mjs [--db=postgres|pglite|both] [--steps=500,1000,2000,3000]
//        [--seconds=30]   PostgreSQL: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test);
//        each run creates and drops its own database there.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createHttpClient, requestText } from "./lib/http-client.mjs";
import { requireBuild, serverEntry, waitForOk } from "./lib/server.mjs";

const arg = (name, fallback) =>
	process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const databases = arg("db", "both") === "both" ? ["postgres", "pglite"] : [arg("db", "both")];
const steps = arg("steps", "500,1000,2000,3000").split(",").map(Number);
const seconds = Number(arg("seconds", "30"));
// --spike=no and --baseline=no skip those parts (for profiling runs at one fixed step).
const runSpike = arg("spike", "yes") !== "no";
const runBaseline = arg("baseline", "yes") !== "no";
const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PORT = 45_950;
const SAVE_EVERY_MS = 5000;
requireBuild();

const client = createHttpClient({ port: PORT, maxSockets: 1024 });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const authorization = (token) => (token ? `authorization: Bearer ${token}\r\n` : "");

/**
 * One JSON request; resolves { status, body, ms } and never throws (a network error is status 0).
 * `parse: false` skips reading the answer's JSON (the save loop only needs the status).
 */
async function request(method, url, token, body, { parse = true } = {}) {
	const started = performance.now();
	const payload = body === undefined ? undefined : JSON.stringify(body);
	const res = await client.send(requestText(method, url, authorization(token), payload));
	let parsed = null;
	if (parse) {
		try {
			parsed = JSON.parse(res.text);
		} catch {}
	}
	return { status: res.status, body: parsed, ms: performance.now() - started };
}

/** CPU time (user + system) a process has used so far, in ms; 0 once it is gone. Linux only. */
function processCpuMs(pid) {
	try {
		const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
		const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
		return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
	} catch {
		return 0;
	}
}

/** A process and its children (the workers of a multi-process server). */
function processTree(pid) {
	try {
		const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean);
		return [pid, ...children.flatMap((child) => processTree(Number(child)))];
	} catch {
		return [pid];
	}
}

/**
 * Where the CPU goes during the save phase: the server process, this load generator and the
 * PostgreSQL backends serving the bench database (the machine's 2 cores are shared by all three).
 */
async function cpuSnapshot(target) {
	const pids = target.serverPids();
	const backends = (await target.backendPids?.()) ?? [];
	return {
		server: pids.reduce((sum, pid) => sum + processCpuMs(pid), 0),
		generator: process.cpuUsage(),
		backends: new Map(backends.map((pid) => [pid, processCpuMs(pid)])),
	};
}

async function cpuSince(target, before) {
	const after = await cpuSnapshot(target);
	const generator = process.cpuUsage(before.generator);
	let database = 0;
	// A backend that started during the phase counts from zero; one that ended is lost (rare: the pool keeps them).
	for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
	return {
		server: after.server - before.server,
		generator: (generator.user + generator.system) / 1000,
		database,
	};
}

const percentile = (sorted, p) =>
	sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
function summary(latencies) {
	const sorted = [...latencies].sort((a, b) => a - b);
	return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool(items, limit, task) {
	const results = new Array(items.length);
	let next = 0;
	await Promise.all(
		Array.from({ length: limit }, async () => {
			while (next < items.length) {
				const i = next++;
				results[i] = await task(items[i], i);
			}
		}),
	);
	return results;
}

// Load students share 22CSE003's password hash (Student@123), college, department, year and section.
const addStudentsSql = (count) => `
	insert into users (role, name, email, password_hash, institution_id, department_id, roll_no, current_year, section)
	select 'ROLE_STUDENT', 'Load Student ' || g, 'load' || g || '@students.dit.example.org', s.password_hash,
		s.institution_id, s.department_id, 'LOAD' || lpad(g::text, 5, '0'), s.current_year, s.section
	from generate_series(1, ${count}) g, (select * from users where roll_no = '22CSE003') s`;

function launch(env) {
	// BENCH_NODE_ARGS: extra flags for the server process, e.g. "--cpu-prof" to see where its time goes.
	const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
	// BENCH_SERVER_ENTRY: another build to measure (e.g. an earlier commit's, to compare CPU per save).
	const child = spawn(process.execPath, [...nodeArgs, process.env.BENCH_SERVER_ENTRY ?? serverEntry], {
		env: {
			...process.env,
			PORT: String(PORT),
			HOST: "127.0.0.1",
			LOG_LEVEL: "warn",
			...env,
		},
		stdio: ["ignore", "ignore", "inherit"],
	});
	const stop = async () => {
		if (child.exitCode !== null) return;
		child.kill("SIGTERM");
		await new Promise((r) => child.once("exit", r));
	};
	return { child, stop };
}

/** A fresh database with the demo seed and `students` extra load students; returns the running server. */
async function prepare(kind, students) {
	if (kind === "postgres") {
		const name = `unnati_bench_${Date.now()}`;
		const admin = new pg.Client({ connectionString: adminUrl });
		await admin.connect();
		await admin.query(`create database ${name}`);
		const url = new URL(adminUrl);
		url.pathname = `/${name}`;
		const server = launch({ DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: "20" });
		await waitForOk(`http://127.0.0.1:${PORT}/api/health`, 120_000);
		const client = new pg.Client({ connectionString: url.toString() });
		await client.connect();
		await client.query(addStudentsSql(students));
		await client.end();
		return {
			server,
			serverPids: () => processTree(server.child.pid),
			backendPids: async () =>
				(
					await admin.query(
						"select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
						[name],
					)
				).rows.map((r) => r.pid),
			cleanup: async () => {
				await server.stop();
				await admin.query(`drop database if exists ${name}`);
				await admin.end();
			},
		};
	}
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-exam-bench-"));
	let server = launch({ DATA_DIR: dataDir });
	await waitForOk(`http://127.0.0.1:${PORT}/api/health`, 120_000);
	// The embedded database allows one process: stop the server to add the students, then start again.
	await server.stop();
	const db = new PGlite(path.join(dataDir, "pgdata"));
	await db.exec(addStudentsSql(students));
	await db.close();
	server = launch({ DATA_DIR: dataDir });
	await waitForOk(`http://127.0.0.1:${PORT}/api/health`, 120_000);
	return {
		server,
		serverPids: () => processTree(server.child.pid),
		cleanup: async () => {
			await server.stop();
			fs.rmSync(dataDir, { recursive: true, force: true });
		},
	};
}

async function login(username, password, loginType) {
	const res = await request("POST", "/api/auth/login", undefined, { username, password, loginType });
	if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
	return res.body.token;
}

/** A fresh copy of the demo exam (so every step starts from no attempts); returns its id. */
async function freshExam(adminToken, title) {
	const { body } = await request("GET", "/api/exams", adminToken);
	const demo = body.exams.find((e) => e.title === "Demo Aptitude Test");
	const input = {
		title,
		opensAt: new Date(Date.now() - 60_000).toISOString(),
		closesAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
		durationMinutes: 120,
		passingScorePercentage: 40,
		audience: { kind: "college" },
		sections: demo.sections.map((s) => ({ title: s.title, source: s.source })),
	};
	const created = await request("POST", "/api/exams", adminToken, input);
	const published = await request("POST", `/api/exams/${created.body.id}/publish`, adminToken);
	if (published.status !== 200)
		throw new Error(`publish: ${published.status} ${JSON.stringify(published.body)}`);
	return created.body.id;
}

async function startAndLoad(token, examId) {
	const start = await request("POST", `/students/exam/${examId}/start`, token);
	const questions = await request("GET", `/students/exam/${examId}/questions`, token);
	const singles = questions.body?.exam?.sections.flatMap((s) =>
		s.questions.filter((q) => q.type === "mcq" && !q.multi_answer).map((q) => ({ s: s.section_id, q })),
	);
	return { start, questions, singles: singles ?? [] };
}

async function spike(tokens, adminToken) {
	const examId = await freshExam(adminToken, "Spike test");
	const group = tokens.slice(0, 1000);
	const results = await Promise.all(
		group.map(async (token, i) => {
			await sleep((i / group.length) * 10_000);
			return request("POST", `/students/exam/${examId}/start`, token);
		}),
	);
	const errors = results.filter((r) => r.status !== 200).length;
	return { ...summary(results.map((r) => r.ms)), errors };
}

async function step(target, students, tokens, adminToken) {
	const examId = await freshExam(adminToken, `Load ${students}`);
	const group = tokens.slice(0, students);
	// Students arrive over 10 s, as a class does when the window opens.
	const sessions = await Promise.all(
		group.map(async (token, i) => {
			await sleep((i / group.length) * 10_000);
			return { token, ...(await startAndLoad(token, examId)) };
		}),
	);
	const setupErrors = sessions.filter((s) => s.start.status !== 200 || s.questions.status !== 200).length;
	const saves = [];
	let saveErrors = 0;
	const until = performance.now() + seconds * 1000;
	const cpuBefore = await cpuSnapshot(target);
	await Promise.all(
		sessions.map(async (session, i) => {
			let seq = 0;
			await sleep(Math.random() * SAVE_EVERY_MS);
			while (performance.now() < until) {
				const picked = session.singles.slice(seq % 4, (seq % 4) + 2);
				const answers = picked.map(({ s, q }) => ({
					section_id: s,
					question_id: q.question_id,
					student_answer: q.options[(seq + i) % q.options.length].id,
					time_spent: 5 * (seq + 1),
					client_seq: ++seq,
				}));
				const res = await request(
					"POST",
					`/students/exam/${examId}/save-answers-batch`,
					session.token,
					{ answers },
					{ parse: false },
				);
				saves.push(res.ms);
				if (res.status !== 200) saveErrors++;
				await sleep(SAVE_EVERY_MS);
			}
		}),
	);
	const cpu = await cpuSince(target, cpuBefore);
	const submits = await pool(sessions, 64, (s) =>
		request("POST", `/students/exam/${examId}/submit`, s.token, {
			autoSubmitted: false,
			submittedAt: new Date().toISOString(),
		}),
	);
	return {
		students,
		savesPerSecond: saves.length / seconds,
		save: summary(saves),
		saveErrors,
		setupErrors,
		// CPU µs per save over the save phase, by process.
		cpuPerSave: {
			server: (cpu.server * 1000) / saves.length,
			generator: (cpu.generator * 1000) / saves.length,
			database: (cpu.database * 1000) / saves.length,
		},
		submit: summary(submits.map((r) => r.ms)),
		submitErrors: submits.filter((r) => r.status !== 200).length,
	};
}

async function baseline(rate) {
	const latencies = [];
	const until = performance.now() + 10_000;
	const workers = Math.max(1, Math.round(rate / 20));
	await Promise.all(
		Array.from({ length: workers }, async () => {
			while (performance.now() < until) {
				const res = await request("GET", "/api/health");
				latencies.push(res.ms);
				await sleep(50);
			}
		}),
	);
	return { rate: latencies.length / 10, ...summary(latencies) };
}

const f = (ms) => `${ms.toFixed(1)} ms`;
console.log(
	`Exam load — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, ${seconds} s of saves per step`,
);
for (const kind of databases) {
	const most = Math.max(...steps, 1000);
	const target = await prepare(kind, most);
	try {
		const adminToken = await login("examadmin@dit.example.org", "Exam@1234", "exam_admin");
		const rolls = Array.from({ length: most }, (_, i) => `LOAD${String(i + 1).padStart(5, "0")}`);
		const signedIn = performance.now();
		const tokens = await pool(rolls, 8, (roll) => login(roll, "Student@123", "student"));
		console.log(
			`\n## ${kind}: ${most} students signed in in ${((performance.now() - signedIn) / 1000).toFixed(1)} s`,
		);
		if (runSpike) {
			const s = await spike(tokens, adminToken);
			console.log(`Start spike: 1000 starts in 10 s — p50 ${f(s.p50)}, p99 ${f(s.p99)}, errors ${s.errors}`);
		}
		console.log(
			"| concurrent students | saves/s | save p50 | save p99 | save errors | start/fetch errors | submit p99 | submit errors | CPU µs/save: server | database | generator | load avg |",
		);
		console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
		let best = null;
		let largestRate = 0;
		for (const students of steps) {
			const r = await step(target, students, tokens, adminToken);
			largestRate = r.savesPerSecond;
			const c = r.cpuPerSave;
			const database = kind === "postgres" ? c.database.toFixed(0) : "(in server)";
			console.log(
				`| ${r.students} | ${r.savesPerSecond.toFixed(0)} | ${f(r.save.p50)} | ${f(r.save.p99)} | ${r.saveErrors} | ${r.setupErrors} | ${f(r.submit.p99)} | ${r.submitErrors} | ${c.server.toFixed(0)} | ${database} | ${c.generator.toFixed(0)} | ${os.loadavg()[0].toFixed(2)} |`,
			);
			if (r.save.p99 <= 100 && r.saveErrors + r.setupErrors + r.submitErrors === 0) best = r.students;
		}
		if (runBaseline) {
			const b = await baseline(largestRate);
			console.log(`Baseline GET /api/health at ${b.rate.toFixed(0)} req/s: p50 ${f(b.p50)}, p99 ${f(b.p99)}`);
		}
		console.log(`Largest step with save p99 ≤ 100 ms and no errors: ${best ?? "none"}`);
	} finally {
		await target.cleanup();
	}
}
client.close();
