// Certificate speed (issue 14: PDF p95 ≤ 300 ms once cached, verification p95 ≤ 30 ms server time),
// in the real app through app.inject (routing, SQL, rendering, response validation and serialisation;
// no network), on the demo data: 22CSE002's certificate of DSA Foundations, issued by the demo seed.
// Prints the fastest, the median and the 95th percentile of each:
//   - the first PDF after start (fonts loaded and parsed: once per process),
//   - a PDF generated anew (its stored copy forgotten before each run: render, store, remember),
//   - a PDF served from the stored copy,
//   - GET /api/certificates/{id} (verification) and GET /api/certificates/{id}/badge.
//
// Usage: npx tsx bench/certificates.ts [--runs=50]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/platform/config";
import { seedDemoIfEmpty } from "../apps/server/src/seed/demo";
import { createTestDatabase } from "../apps/server/src/test/test-database";

const RUNS = Number(process.argv.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? "50");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-bench-certificates-"));
const database = await createTestDatabase();

function summary(name: string, samples: number[]) {
	const sorted = [...samples].sort((a, b) => a - b);
	const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
	console.log(
		`| ${name} | ${sorted.length} | ${(sorted[0] ?? 0).toFixed(1)} ms | ${at(0.5).toFixed(1)} ms | ${at(0.95).toFixed(1)} ms |`,
	);
}

try {
	const seeding = performance.now();
	await seedDemoIfEmpty(database);
	console.log(`Demo seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
	const app = await buildApp({
		database,
		config: loadConfig({
			NODE_ENV: "test",
			PUBLIC_URL: "http://unnati.bench",
			LOG_LEVEL: "silent",
			DATA_DIR: dataDir,
		}),
	});
	await app.ready();
	const result = await database.db.execute(
		sql`select c.id from certificates c join users u on u.id = c.user_id where u.roll_no = '22CSE002' and c.kind = 'course'`,
	);
	const id = (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
	if (!id) throw new Error("the demo has no certificate for 22CSE002: did the seed change?");

	const time = async (url: string) => {
		const started = performance.now();
		const res = await app.inject({ method: "GET", url });
		const ms = performance.now() - started;
		if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
		return ms;
	};
	const forget = () => database.db.execute(sql`update certificates set pdf_key = null where id = ${id}`);

	console.log(`\nCertificates, ${os.cpus().length} cores, Node ${process.version}, ${RUNS} runs each`);
	console.log("| request | runs | fastest | median | p95 |");
	console.log("|---|---|---|---|---|");
	summary("first PDF after start (fonts loaded)", [await time(`/api/certificates/${id}/pdf`)]);
	const generated: number[] = [];
	for (let i = 0; i < Math.min(RUNS, 30); i++) {
		await forget();
		generated.push(await time(`/api/certificates/${id}/pdf`));
	}
	summary("PDF generated anew (no stored copy)", generated);
	await time(`/api/certificates/${id}/pdf`);
	const cached: number[] = [];
	for (let i = 0; i < RUNS; i++) cached.push(await time(`/api/certificates/${id}/pdf`));
	summary("PDF served from the stored copy", cached);
	const verify: number[] = [];
	for (let i = 0; i < RUNS * 4; i++) verify.push(await time(`/api/certificates/${id}`));
	summary("GET /api/certificates/{id} (verification)", verify);
	const badge: number[] = [];
	for (let i = 0; i < RUNS * 2; i++) badge.push(await time(`/api/certificates/${id}/badge`));
	summary("GET /api/certificates/{id}/badge", badge);
	await app.close();
} finally {
	await database.close();
	fs.rmSync(dataDir, { recursive: true, force: true });
}
