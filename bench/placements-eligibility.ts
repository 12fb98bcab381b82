// Placement eligibility speed (issue 19: "eligibility for a drive over a batch of 5,000 students
// ≤ 200 ms"). A college of 5,000 students, each with an academic record (the demo's believable marks),
// and the officer's live count: POST /api/placements/eligibility/preview with a typical drive's rules,
// in the real app through app.inject (routing, session check, the three reads, evaluation of every
// rule for every student, response validation and serialisation of every exclusion; no network).
// Also the pure evaluation alone (contracts' evaluateMany), as the browser would run it. Prints the
// fastest, the median and the 90th percentile of 15 runs after 3 warm-up runs; the baseline is a small
// authenticated request (GET /api/placements/seasons) in the same run, for the machine's load.
//
// Usage: npx tsx bench/placements-eligibility.ts [--students=5000] [--runs=15]
//        PostgreSQL: node scripts/with-postgres.mjs npx tsx bench/placements-eligibility.ts
import { evaluateMany, OPEN_RULES } from "@unnati/contracts/placements";
import { buildApp } from "../apps/server/src/app";
import { demoRecord } from "../apps/server/src/modules/placements/seed";
import { populationOf } from "../apps/server/src/modules/placements/service";
import { studentAcademicRecords } from "../apps/server/src/modules/placements/tables";
import { loadConfig } from "../apps/server/src/platform/config";
import { makeCollege, makeStaff, makeStudents, signInAs } from "../apps/server/src/test/factories";
import { createTestDatabase } from "../apps/server/src/test/test-database";

const arg = (name: string, fallback: string) =>
	process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const STUDENTS = Number(arg("students", "5000"));
const RUNS = Number(arg("runs", "15"));
const WARM_UP = 3;

const database = await createTestDatabase("migrated");
const kind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const { db } = database;

const college = await makeCollege(db);
const students = [];
for (const [i, department] of (["CSE", "ECE", "ME"] as const).entries())
	for (let left = Math.floor(STUDENTS / 3) + (i < STUDENTS % 3 ? 1 : 0); left > 0; left -= 500)
		students.push(...(await makeStudents(db, college, Math.min(500, left), { department })));
for (let i = 0; i < students.length; i += 1000)
	await db.insert(studentAcademicRecords).values(
		students.slice(i, i + 1000).map((s, j) => ({
			studentId: s.id,
			institutionId: college.id,
			batch: 2026,
			...demoRecord(`22CSE${String(i + j).padStart(4, "0")}`),
		})),
	);
const officer = await makeStaff(db, college, "ROLE_PAT");
const app = await buildApp({
	database,
	config: loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://unnati.bench", LOG_LEVEL: "silent" }),
	webDist: "/nonexistent-web-dist",
});
await app.ready();
const headers = { authorization: `Bearer ${await signInAs(app, officer)}` };

// A typical service company's rules: CSE and ECE, CGPA 7, 60% in school, no active backlogs, one gap year.
const rules = {
	...OPEN_RULES,
	batch: 2026,
	branches: ["CSE", "ECE"],
	minCgpa: 7,
	minTenthPercent: 60,
	minTwelfthPercent: 60,
	minDiplomaPercent: 60,
	maxActiveBacklogs: 0,
	maxGapYears: 1,
};

async function time(run: () => Promise<unknown>) {
	const samples: number[] = [];
	for (let i = 0; i < WARM_UP + RUNS; i++) {
		const started = performance.now();
		await run();
		if (i >= WARM_UP) samples.push(performance.now() - started);
	}
	samples.sort((a, b) => a - b);
	const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
	return `fastest ${samples[0]?.toFixed(1)} ms, median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms`;
}

const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
	const r = await res;
	if (r.statusCode !== 200) throw new Error(`status ${r.statusCode}: ${r.body.slice(0, 200)}`);
	return r;
};

const sample = (
	await ok(
		app.inject({ method: "POST", url: "/api/placements/eligibility/preview", headers, payload: { rules } }),
	)
).json() as {
	total: number;
	eligible: number;
};
const population = await populationOf(db, college.id);
console.log(`${kind}: ${sample.total} students, ${sample.eligible} eligible under the rules`);
console.log(
	`baseline   GET /api/placements/seasons:             ${await time(() => ok(app.inject({ method: "GET", url: "/api/placements/seasons", headers })))}`,
);
console.log(
	`preview    POST /api/placements/eligibility/preview: ${await time(() => ok(app.inject({ method: "POST", url: "/api/placements/eligibility/preview", headers, payload: { rules } })))}`,
);
console.log(
	`reads only populationOf (3 queries):               ${await time(() => populationOf(db, college.id))}`,
);
console.log(
	`pure       evaluateMany over ${population.length}:            ${await time(async () => evaluateMany(rules as typeof OPEN_RULES, population))}`,
);

await app.close();
await database.close();
