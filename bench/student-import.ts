// Student import speed (issue 18: importing 5,000 students ≤ 30 s, with a progress bar), in the real
// app through app.inject (multipart parsing, XLSX reading, validation against the database, account
// creation, invitation links and one outbox mail per student), on a fresh migrated database.
// Each run uploads a new XLSX (new roll numbers and e-mails), times the preview (upload → list of
// problems) and the confirm (accounts + invitations), and reports fastest, median and slowest. The
// baseline in the same run is a 500-student file, so the cost per student can be compared.
//
// Usage: npx tsx bench/student-import.ts [--runs=3] [--students=5000]
// On PostgreSQL: node scripts/with-postgres.mjs npx tsx bench/student-import.ts
import os from "node:os";
import ExcelJS from "exceljs";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/platform/config";
import { makeCollege, makeStaff, signInAs } from "../apps/server/src/test/factories";
import { createTestDatabase } from "../apps/server/src/test/test-database";

const arg = (name: string, fallback: number) =>
	Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const RUNS = arg("runs", 3);
const STUDENTS = arg("students", 5000);
const BASELINE = 500;

const database = await createTestDatabase();
const app = await buildApp({
	database,
	config: loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://unnati.bench", LOG_LEVEL: "silent" }),
});
await app.ready();
const college = await makeCollege(database.db);
const token = await signInAs(app, await makeStaff(database.db, college, "ROLE_COLLEGE"));
const headers = { authorization: `Bearer ${token}` };
const FIRST = ["Aarav", "Diya", "Ishaan", "Kavya", "Nikhil", "Priya", "Rahul", "Sneha", "Vikram", "Ananya"];
const LAST = ["Sharma", "Reddy", "Iyer", "Nair", "Patil", "Gupta", "Das", "Menon", "Joshi", "Rao"];

let batch = 0;
async function file(count: number): Promise<Buffer> {
	batch += 1;
	const book = new ExcelJS.Workbook();
	const sheet = book.addWorksheet("Students");
	sheet.addRow(["Roll number", "Name", "Email", "Department", "Year", "Section", "Phone"]);
	const departments = ["CSE", "ECE", "ME"];
	for (let i = 0; i < count; i++) {
		const dept = departments[i % 3] as string;
		const roll = `B${batch}${dept}${String(i).padStart(5, "0")}`;
		sheet.addRow([
			roll,
			`${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]}`,
			`${roll.toLowerCase()}@students.bench.test`,
			dept,
			(i % 4) + 1,
			i % 2 ? "B" : "A",
			`98${String(45_000_000 + i).padStart(8, "0")}`,
		]);
	}
	return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(bytes: Buffer) {
	const boundary = "----unnati-bench";
	return {
		headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
		payload: Buffer.concat([
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="students.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
			),
			bytes,
			Buffer.from(`\r\n--${boundary}--\r\n`),
		]),
	};
}

async function importOnce(count: number) {
	const bytes = await file(count);
	let started = performance.now();
	const preview = await app.inject({ method: "POST", url: "/api/students/imports", ...upload(bytes) });
	const previewMs = performance.now() - started;
	if (preview.statusCode !== 201) throw new Error(`preview: ${preview.statusCode} ${preview.body}`);
	const { id, validCount } = preview.json() as { id: string; validCount: number };
	if (validCount !== count) throw new Error(`only ${validCount} of ${count} rows were good`);
	started = performance.now();
	const done = await app.inject({ method: "POST", url: `/api/students/imports/${id}/confirm`, headers });
	const confirmMs = performance.now() - started;
	if (done.statusCode !== 200 || done.json().created !== count) throw new Error(`confirm: ${done.body}`);
	return { previewMs, confirmMs, kb: bytes.length / 1024 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

console.log(
	`Student import, ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${os.cpus().length} cores, Node ${process.version}, ${RUNS} runs each`,
);
console.log(
	"| file | XLSX size | preview median | confirm median (fastest–slowest) | total median | per student |",
);
console.log("|---|---|---|---|---|---|");
try {
	for (const count of [BASELINE, STUDENTS]) {
		const runs = [];
		for (let i = 0; i < RUNS; i++) runs.push(await importOnce(count));
		const totals = runs.map((r) => r.previewMs + r.confirmMs);
		const confirms = runs.map((r) => r.confirmMs);
		console.log(
			`| ${count} students | ${Math.round(runs[0]?.kb ?? 0)} KB | ${s(median(runs.map((r) => r.previewMs)))} | ${s(median(confirms))} (${s(Math.min(...confirms))}–${s(Math.max(...confirms))}) | ${s(median(totals))} | ${(median(totals) / count).toFixed(2)} ms |`,
		);
	}
} finally {
	await app.close();
	await database.close();
}
