// Placement reports and eligibility speed (issue 19: "every report for a college with 5 seasons of
// 2,000 students ≤ 500 ms p95 on PostgreSQL"; "eligibility for a drive over a batch of 5,000 students
// ≤ 200 ms"). One college with five seasons (batches 2022-2026) of 2,000 students each, every season
// with 16 drives from Regular to Super Dream, about five applications per student, offers to about
// three students in four (some with two, answered accepted, declined or released) and higher-studies
// and venture outcomes; then a sixth batch (2027) of 5,000 students with a drive of typical rules, so
// the college holds 15,000 students. Times the reports' service calls, as the routes run them (the
// session check and serialisation excluded): the list of seasons, each batch's report (JSON), the CSV
// and the PDF built from it, the outcomes list; and the drive's eligibility (driveEligibility: the drive,
// every student of the college, their records and offers, and every rule for every student). Prints
// the fastest, median, p95 and slowest of --runs runs (20 by default) after 3 warm-up runs.
//
// Usage: npm run bench:placement-reports -- [--students=2000] [--batch=5000] [--runs=20]
//        PostgreSQL: node scripts/with-postgres.mjs npm run bench:placement-reports
import os from "node:os";
import type { EligibilityRules } from "@unnati/contracts/placements";
import { DEFAULT_TIER_POLICY, OPEN_RULES, tierOf } from "@unnati/contracts/placements";
import { sql } from "drizzle-orm";
import { createOrganization } from "../apps/server/src/modules/organizations";
import { listOutcomes } from "../apps/server/src/modules/placements/outcomes";
import { reportOfCollege, reportSeasons } from "../apps/server/src/modules/placements/reports";
import { reportCsv } from "../apps/server/src/modules/placements/reports-csv";
import { renderReportPdf } from "../apps/server/src/modules/placements/reports-pdf";
import { demoRecord } from "../apps/server/src/modules/placements/seed";
import { randomFor } from "../apps/server/src/modules/placements/seed-random";
import { driveEligibility } from "../apps/server/src/modules/placements/service";
import {
	placementApplications,
	placementDrives,
	placementOffers,
	placementOutcomes,
	placementSeasons,
	studentAcademicRecords,
} from "../apps/server/src/modules/placements/tables";
import type { Principal } from "../apps/server/src/platform/access/principal";
import { makeCollege, makeStaff, makeStudents, type TestPerson } from "../apps/server/src/test/factories";
import { createTestDatabase } from "../apps/server/src/test/test-database";

const arg = (name: string, fallback: string) =>
	process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const PER_SEASON = Number(arg("students", "2000"));
const BIG_BATCH = Number(arg("batch", "5000"));
const RUNS = Number(arg("runs", "20"));
const WARM_UP = 3;
const BATCHES = [2022, 2023, 2024, 2025, 2026];
const DAY = 24 * 60 * 60 * 1000;

const database = await createTestDatabase("migrated");
const kind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const { db } = database;
const now = new Date();
const started = performance.now();

const college = await makeCollege(db);
const officer = await makeStaff(db, college, "ROLE_PAT");
const principal: Principal = {
	sessionId: "bench",
	userId: officer.id,
	role: "ROLE_PAT",
	name: officer.name,
	email: officer.email,
	institutionId: college.id,
	departmentId: null,
	organizationId: null,
	rollNo: null,
	factId: null,
	currentYear: null,
	section: null,
	expiresAt: new Date(now.getTime() + DAY),
};

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) {
	for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** `count` students spread over the three branches, with academic records of `batch`. */
async function batchOf(batch: number, count: number): Promise<TestPerson[]> {
	const students: TestPerson[] = [];
	for (const [i, department] of (["CSE", "ECE", "ME"] as const).entries())
		for (let left = Math.floor(count / 3) + (i < count % 3 ? 1 : 0); left > 0; left -= 500)
			students.push(...(await makeStudents(db, college, Math.min(500, left), { department })));
	await inChunks(students, (chunk) =>
		db.insert(studentAcademicRecords).values(
			chunk.map((s) => ({
				studentId: s.id,
				institutionId: college.id,
				batch,
				...demoRecord(s.rollNo ?? s.id),
			})),
		),
	);
	return students;
}

// Sixteen drives a season, from ₹3.4 lakh (mass recruiters) to ₹16 lakh (Super Dream).
const DRIVE_CTCS = [
	3_40_000, 3_60_000, 3_80_000, 4_00_000, 4_20_000, 4_50_000, 5_00_000, 5_80_000, 6_50_000, 7_20_000,
	8_00_000, 9_00_000, 10_00_000, 11_00_000, 13_00_000, 16_00_000,
];
const companies: string[] = [];
for (const [i] of DRIVE_CTCS.entries())
	companies.push(
		(await createOrganization(db, { name: `Bench Company ${i} ${college.code}`, city: "Pune" })).id,
	);

for (const batch of BATCHES) {
	const students = await batchOf(batch, PER_SEASON);
	const [season] = await db
		.insert(placementSeasons)
		.values({
			institutionId: college.id,
			batch,
			name: `Campus placements ${batch - 1}-${String(batch).slice(2)}`,
		})
		.returning();
	const drives = await db
		.insert(placementDrives)
		.values(
			DRIVE_CTCS.map((ctc, i) => ({
				seasonId: season?.id as string,
				institutionId: college.id,
				organizationId: companies[i] as string,
				title: `Engineer ${i}`,
				roles: [`Engineer ${i}`],
				ctcFixedInr: Math.round(ctc * 0.9),
				ctcVariableInr: ctc - Math.round(ctc * 0.9),
				location: "Pune",
				description: "A benchmark drive.",
				applicationDeadline: new Date(now.getTime() - (400 - i * 10) * DAY),
				driveDate: new Date(now.getTime() - (395 - i * 10) * DAY),
				rounds: [{ name: "Interview", kind: "technical_interview" as const }],
				rules: { ...OPEN_RULES, batch },
			})),
		)
		.returning();
	const applications: (typeof placementApplications.$inferInsert)[] = [];
	const offered: { student: string; drive: number; status: "accepted" | "declined" | "released" }[] = [];
	for (const student of students) {
		const random = randomFor(`${student.id}`);
		const first = Math.floor(random() * 12);
		const picks = [first, first + 1, first + 2, first + 3, first + 4].filter((d) => d < drives.length);
		const r = random();
		// About 72% placed (a few with two offers, the first released or declined), 4% declined only.
		const offerAt = r < 0.76 ? (picks[Math.floor(random() * picks.length)] as number) : null;
		const second = offerAt !== null && r < 0.1 && offerAt + 1 < drives.length ? offerAt + 1 : null;
		for (const d of picks)
			applications.push({
				driveId: drives[d]?.id as string,
				studentId: student.id,
				resumeTitle: "Campus resume",
				status: d === offerAt || d === second ? "selected" : "rejected",
				appliedAt: new Date(now.getTime() - 420 * DAY),
				updatedAt: new Date(now.getTime() - 380 * DAY),
			});
		if (second !== null && !picks.includes(second))
			applications.push({
				driveId: drives[second]?.id as string,
				studentId: student.id,
				resumeTitle: "Campus resume",
				status: "selected",
				appliedAt: new Date(now.getTime() - 420 * DAY),
				updatedAt: new Date(now.getTime() - 380 * DAY),
			});
		if (offerAt !== null)
			offered.push({
				student: student.id,
				drive: offerAt,
				status: second !== null ? (r < 0.05 ? "released" : "declined") : r < 0.72 ? "accepted" : "declined",
			});
		if (second !== null) offered.push({ student: student.id, drive: second, status: "accepted" });
	}
	const rows: { id: string; driveId: string; studentId: string }[] = [];
	await inChunks(applications, async (chunk) =>
		rows.push(
			...(await db.insert(placementApplications).values(chunk).returning({
				id: placementApplications.id,
				driveId: placementApplications.driveId,
				studentId: placementApplications.studentId,
			})),
		),
	);
	const applicationOf = new Map(rows.map((a) => [`${a.driveId}/${a.studentId}`, a.id]));
	await inChunks(offered, (chunk) =>
		db.insert(placementOffers).values(
			chunk.map((o) => {
				const drive = drives[o.drive] as (typeof drives)[number];
				const tier = tierOf(DEFAULT_TIER_POLICY, drive.ctcFixedInr + drive.ctcVariableInr);
				return {
					applicationId: applicationOf.get(`${drive.id}/${o.student}`) as string,
					driveId: drive.id,
					studentId: o.student,
					institutionId: college.id,
					role: drive.title,
					ctcFixedInr: drive.ctcFixedInr,
					ctcVariableInr: drive.ctcVariableInr,
					tierName: tier.name,
					tierRank: tier.rank,
					joiningDate: "2025-07-01",
					respondBy: new Date(now.getTime() - 370 * DAY),
					status: o.status,
					decidedAt: new Date(now.getTime() - 372 * DAY),
				};
			}),
		),
	);
	// About 8% to higher studies and 1% to a venture of their own, mostly among those not placed.
	const outcomes = students.flatMap((s) => {
		const r = randomFor(`${s.id}/outcome`)();
		if (r >= 0.09) return [];
		return [
			{
				studentId: s.id,
				institutionId: college.id,
				batch,
				kind: r < 0.08 ? ("higher_studies" as const) : ("entrepreneur" as const),
				detail: r < 0.08 ? "M.Tech, NIT Warangal (GATE)" : "Founder, a campus start-up",
			},
		];
	});
	await inChunks(outcomes, (chunk) => db.insert(placementOutcomes).values(chunk));
	console.log(
		`batch ${batch}: ${students.length} students, ${applications.length} applications, ${offered.length} offers, ${outcomes.length} outcomes`,
	);
}

// The batch being placed next: 5,000 students, and one drive with a service company's typical rules.
await batchOf(2027, BIG_BATCH);
const [season2027] = await db
	.insert(placementSeasons)
	.values({ institutionId: college.id, batch: 2027, name: "Campus placements 2026-27" })
	.returning();
const rules: EligibilityRules = {
	...OPEN_RULES,
	batch: 2027,
	branches: ["CSE", "ECE"],
	minCgpa: 7,
	minTenthPercent: 60,
	minTwelfthPercent: 60,
	minDiplomaPercent: 60,
	maxActiveBacklogs: 0,
	maxGapYears: 1,
};
const [liveDrive] = await db
	.insert(placementDrives)
	.values({
		seasonId: season2027?.id as string,
		institutionId: college.id,
		organizationId: companies[0] as string,
		title: "Graduate Engineer Trainee",
		roles: ["Graduate Engineer Trainee"],
		ctcFixedInr: 4_00_000,
		ctcVariableInr: 50_000,
		location: "Pune",
		description: "A benchmark drive.",
		applicationDeadline: new Date(now.getTime() + 10 * DAY),
		driveDate: new Date(now.getTime() + 14 * DAY),
		rounds: [{ name: "Interview", kind: "technical_interview" }],
		rules,
	})
	.returning();
// Fresh statistics, as autovacuum would have them on a database that grew over five years.
await db.execute(sql`analyze`);
console.log(
	`${kind}: built the college (${BATCHES.length * PER_SEASON + BIG_BATCH} students) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

async function time(label: string, run: () => Promise<unknown>) {
	const samples: number[] = [];
	for (let i = 0; i < WARM_UP + RUNS; i++) {
		const t = performance.now();
		await run();
		if (i >= WARM_UP) samples.push(performance.now() - t);
	}
	samples.sort((a, b) => a - b);
	const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)] ?? 0;
	const f = (ms: number) => ms.toFixed(1).padStart(7);
	console.log(
		`${label.padEnd(44)} fastest ${f(samples[0] ?? 0)} ms  median ${f(at(0.5))} ms  p95 ${f(at(0.95))} ms  slowest ${f(samples.at(-1) ?? 0)} ms`,
	);
}

const sample = await reportOfCollege(db, college.id, 2026, now);
console.log(
	`the 2026 report: ${sample.report.summary.placed} of ${sample.report.summary.finalYearStudents} placed, ${sample.report.summary.offersMade} offers, NBA average ${sample.report.nba.average} over ${sample.report.nba.batchesCovered} batches`,
);
const eligible = await driveEligibility(db, principal, liveDrive?.id as string);
console.log(`the 2027 drive: ${eligible.eligible} of ${eligible.total} students of the college eligible`);

await time("GET /reports (seasons)", () => reportSeasons(db, principal));
for (const batch of BATCHES)
	await time(`report ${batch} (JSON)`, () => reportOfCollege(db, college.id, batch, now));
await time("report 2026 as CSV (report + CSV text)", async () => {
	const { report, lines } = await reportOfCollege(db, college.id, 2026, now);
	return reportCsv(report, lines);
});
await time("report 2026 as PDF (report + render)", async () => {
	const { report } = await reportOfCollege(db, college.id, 2026, now);
	return renderReportPdf(report);
});
await time("outcomes of 2026", () => listOutcomes(db, principal, 2026));
await time(`eligibility of a drive (batch of ${BIG_BATCH})`, () =>
	driveEligibility(db, principal, liveDrive?.id as string),
);
console.log(
	`${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, load average ${os
		.loadavg()
		.map((l) => l.toFixed(1))
		.join(" ")}`,
);

await database.close();
