// Catalogue search speed (issue 13): GET /api/learning/search over 500 courses and 5,000 lessons,
// through the real app (app.inject: routing, validation, SQL full-text search with a GIN index,
// serialisation; no network). Goal: p95 ≤ 50 ms on PostgreSQL.
//
//   node scripts/with-postgres.mjs node --import tsx bench/learning-search.mjs [runs]   (default 200)
//   (without TEST_DATABASE_URL it runs on an in-memory PGlite)
import os from "node:os";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { createTestDatabase } from "../apps/server/src/test/test-database.ts";
import { loadSyntheticCatalogue, percentile } from "./lib/learning-data.mjs";

const runs = Number(process.argv[2] ?? 200);
const kind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const database = await createTestDatabase();
try {
	const loadStarted = performance.now();
	await loadSyntheticCatalogue(database.db, { courses: 500, lessonsPerCourse: 10 });
	console.log(
		`loaded 500 courses / 5,000 lessons in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
	);
	const app = await buildApp({
		database,
		config: loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://unnati.bench", LOG_LEVEL: "silent" }),
		webDist: "/nonexistent-web-dist",
	});
	await app.ready();
	const queries = [
		"q=recursion",
		"q=binary%20search",
		"q=kubernetes&level=intermediate",
		"q=neural&journey=ai",
		"q=sql%20joins&duration=medium",
		"q=encr",
		"journey=dsa&level=beginner",
		"duration=long",
		"q=placement%20questions",
		"q=react%20caching",
	];
	const samples = [];
	let results = 0;
	for (let i = 0; i < runs + 20; i++) {
		const url = `/api/learning/search?${queries[i % queries.length]}`;
		const started = performance.now();
		const res = await app.inject({ method: "GET", url });
		const ms = performance.now() - started;
		if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
		if (i >= 20) {
			samples.push(ms);
			results += res.json().courses.length;
		}
	}
	console.log(
		`${kind}, ${runs} searches over ${queries.length} queries (avg ${(results / runs).toFixed(1)} courses a result), load ${os.loadavg()[0].toFixed(1)}:` +
			` median ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`,
	);
	await app.close();
} finally {
	await database.close();
}
