// Slot listing speed (issue 17: "slot listing for a month of 50 interviewers ≤ 100 ms p95"). One
// college with 50 mentors; each publishes a month of weekday slots at four times a day (about 22
// days × 4 = 88 slots each, 4,400 in all). A student of the college then lists the month
// (GET /api/scheduling/slots, the default period) through the real app with app.inject: session
// check, SQL, host names, response validation and serialisation. 50 runs after 5 warm-up runs;
// prints the median and the 95th percentile, and a small authenticated request as the baseline.
//
// Usage: node --import tsx bench/interview-slots.mjs [--runs=50]
//        PostgreSQL: node scripts/with-postgres.mjs node --import tsx bench/interview-slots.mjs

import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { bearer } from "../apps/server/src/test/auth-helpers.ts";
import { makeCollege, makeStaff, makeStudent, signInAs } from "../apps/server/src/test/factories/index.ts";
import { createTestDatabase } from "../apps/server/src/test/test-database.ts";

const RUNS = Number(process.argv.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? "50");
const WARM_UP = 5;
const HOSTS = 50;

const database = await createTestDatabase();
const kind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const app = await buildApp({
	database,
	config: loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://unnati.test" }),
	webDist: "/nonexistent",
});
await app.ready();
const college = await makeCollege(database.db);
const ist = (days) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
let slots = 0;
for (let h = 0; h < HOSTS; h++) {
	const mentor = await signInAs(app, await makeStaff(database.db, college, "ROLE_MENTOR"));
	const res = await app.inject({
		method: "POST",
		url: "/api/scheduling/slots",
		headers: bearer(mentor),
		payload: {
			interviewType: ["technical", "hr", "behavioral", "negotiation", "coding"][h % 5],
			title: `Mock interview ${h + 1}`,
			fromDate: ist(1),
			toDate: ist(30),
			weekdays: [1, 2, 3, 4, 5],
			startTimes: ["09:00", "11:00", "14:00", "16:00"],
			lengthMinutes: 45,
			bufferMinutes: 15,
			capacity: 1 + (h % 3),
			mode: "room",
			location: `Placement cell, Room ${200 + h}`,
		},
	});
	if (res.statusCode !== 201) throw new Error(res.body);
	slots += res.json().created;
}
const student = await signInAs(app, await makeStudent(database.db, college));

async function measure(url) {
	const samples = [];
	let count = 0;
	for (let run = 0; run < WARM_UP + RUNS; run++) {
		const started = performance.now();
		const res = await app.inject({ method: "GET", url, headers: bearer(student) });
		const took = performance.now() - started;
		if (res.statusCode !== 200) throw new Error(res.body);
		if (run >= WARM_UP) samples.push(took);
		count = res.json().slots?.length ?? 0;
	}
	samples.sort((a, b) => a - b);
	const at = (q) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];
	return { median: at(0.5), p95: at(0.95), count };
}

const baseline = await measure(
	"/api/scheduling/slots?interviewType=coding&hostId=00000000-0000-0000-0000-000000000000",
);
const month = await measure("/api/scheduling/slots");
const oneType = await measure("/api/scheduling/slots?interviewType=behavioral");
console.log(`${kind}: ${HOSTS} interviewers, ${slots} slots published`);
console.log(
	`baseline (authenticated, empty answer): median ${baseline.median.toFixed(1)} ms, p95 ${baseline.p95.toFixed(1)} ms`,
);
console.log(
	`month, all types (${month.count} slots): median ${month.median.toFixed(1)} ms, p95 ${month.p95.toFixed(1)} ms`,
);
console.log(
	`month, one type (${oneType.count} slots): median ${oneType.median.toFixed(1)} ms, p95 ${oneType.p95.toFixed(1)} ms`,
);
await app.close();
await database.close();
