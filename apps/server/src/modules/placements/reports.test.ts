import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
	OPEN_RULES,
	outcomeSchema,
	outcomesSchema,
	placementReportSchema,
	REPORT_DEFINITIONS,
	reportSeasonsSchema,
} from "@unnati/contracts/placements";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../platform/db/database";
import { testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, signInAs, type TestPerson } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { createOrganization } from "../organizations";
import {
	placementApplications,
	placementDrives,
	placementOffers,
	placementOutcomes,
	placementSeasons,
	studentAcademicRecords,
} from "./tables";
import { caller } from "./test-helpers";

// Every figure of a batch's report, pinned on a small college whose figures were worked out by hand
// (the comments show the working). The rows are written straight to the tables: what is under test is
// what the report makes of them.

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock();
const ctx = useTestApp({ clock });
const call = caller(() => ctx.app);

type Status = "pending" | "accepted" | "declined" | "released";
type AppStatus = "applied" | "rejected" | "selected" | "withdrawn";

/** Writes a college's placement history row by row. */
function historyOf(db: Db, institutionId: string) {
	const now = clock();
	return {
		async season(batch: number) {
			const [row] = await db
				.insert(placementSeasons)
				.values({ institutionId, batch, name: `Campus placements ${batch - 1}-${String(batch).slice(2)}` })
				.returning();
			return row?.id as string;
		},
		async drive(
			seasonId: string,
			company: string,
			title: string,
			fixed: number,
			variable: number,
			open = false,
		) {
			const name = `${company} ${Math.random().toString(36).slice(2, 7)}`;
			const organization = await createOrganization(db, { name, city: "Pune" });
			const [row] = await db
				.insert(placementDrives)
				.values({
					seasonId,
					institutionId,
					organizationId: organization.id,
					title,
					roles: [title],
					ctcFixedInr: fixed,
					ctcVariableInr: variable,
					location: "Pune",
					description: "A drive of the hand-computed college.",
					applicationDeadline: new Date(now.getTime() + (open ? 5 : -60) * DAY),
					driveDate: new Date(now.getTime() + (open ? 8 : -55) * DAY),
					rounds: [{ name: "Interview", kind: "technical_interview" }],
					rules: OPEN_RULES,
				})
				.returning();
			return { id: row?.id as string, organizationId: organization.id, company: name };
		},
		async record(student: TestPerson, batch: number) {
			await db.insert(studentAcademicRecords).values({
				studentId: student.id,
				institutionId,
				batch,
				cgpa: 8,
				tenthPercent: 80,
				twelfthPercent: 80,
			});
		},
		async apply(driveId: string, student: TestPerson, status: AppStatus) {
			const [row] = await db
				.insert(placementApplications)
				.values({
					driveId,
					studentId: student.id,
					resumeTitle: "Campus resume",
					status,
					appliedAt: new Date(now.getTime() - 70 * DAY),
					updatedAt: new Date(now.getTime() - 50 * DAY),
				})
				.returning();
			return row?.id as string;
		},
		/** An application selected in the drive and the offer that followed. */
		async offer(
			driveId: string,
			student: TestPerson,
			role: string,
			fixed: number,
			variable: number,
			tier: [string, number],
			status: Status,
		) {
			const applicationId = await this.apply(driveId, student, "selected");
			await db.insert(placementOffers).values({
				applicationId,
				driveId,
				studentId: student.id,
				institutionId,
				role,
				ctcFixedInr: fixed,
				ctcVariableInr: variable,
				tierName: tier[0],
				tierRank: tier[1],
				joiningDate: "2025-07-01",
				// A pending offer whose deadline passed reads as lapsed: still an offer made.
				respondBy: new Date(now.getTime() - 40 * DAY),
				status,
				decidedAt: status === "pending" ? null : new Date(now.getTime() - 45 * DAY),
			});
		},
		async outcome(
			student: TestPerson,
			batch: number,
			kind: "higher_studies" | "entrepreneur",
			detail: string,
		) {
			await db
				.insert(placementOutcomes)
				.values({ studentId: student.id, institutionId, batch, kind, detail });
		},
	};
}

const REGULAR: [string, number] = ["Regular", 0];
const DREAM: [string, number] = ["Dream", 1];
const SUPER: [string, number] = ["Super Dream", 2];

describe("a batch's placement report, every figure on hand-computed data", () => {
	let officer: string;
	let principal: string;
	let collegeAdmin: string;
	let student: string;
	let otherOfficer: string;
	let collegeName: string;

	beforeAll(async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		collegeName = college.name;
		const other = await makeCollege(db);
		officer = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_PAT"));
		principal = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_PRINCIPAL"));
		collegeAdmin = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_COLLEGE"));
		otherOfficer = await signInAs(ctx.app, await makeStaff(db, other, "ROLE_PAT"));
		const h = historyOf(db, college.id);
		const person = (department: "CSE" | "ECE" | "ME", name?: string) =>
			makeStudent(db, college, { department, year: 4, ...(name ? { name } : {}) });

		// The 2025 batch: CSE c1-c4, ECE e1-e3, ME m1-m3 (10 final-year students), and n1, a student of
		// the college without an academic record, whose offer is left out.
		const [c1, c2, c3, c4, e1, e2, e3, m1, m2, m3, n1] = [
			await person("CSE"),
			await person("CSE"),
			await person("CSE", '=HYPERLINK("http://evil.example")'),
			await person("CSE"),
			await person("ECE"),
			await person("ECE"),
			await person("ECE"),
			await person("ME"),
			await person("ME"),
			await person("ME"),
			await person("ME"),
		] as TestPerson[];
		student = await signInAs(ctx.app, c2 as TestPerson);
		for (const s of [c1, c2, c3, c4, e1, e2, e3, m1, m2, m3]) await h.record(s as TestPerson, 2025);

		const s2025 = await h.season(2025);
		const d1 = await h.drive(s2025, "Alpha Systems", "Associate Engineer", 3_50_000, 50_000);
		const d4 = await h.drive(s2025, "Alpha Systems", "Systems Engineer", 4_00_000, 0);
		const d2 = await h.drive(s2025, "Beta Labs", "Software Engineer", 7_00_000, 1_00_000);
		const d3 = await h.drive(s2025, "Gamma Fintech", "Software Development Engineer", 12_00_000, 3_00_000);
		const d5 = await h.drive(s2025, "Delta Motors", "Graduate Engineer Trainee", 4_50_000, 30_000);
		// Alpha is one company with two drives.
		await ctx.database.db
			.update(placementDrives)
			.set({ organizationId: d1.organizationId })
			.where(eq(placementDrives.id, d4.id));

		// c1: Beta accepted then released for Gamma (Super Dream): best 12,00,000 + 3,00,000.
		await h.offer(d2.id, c1 as TestPerson, "Software Engineer", 7_00_000, 1_00_000, DREAM, "released");
		await h.offer(
			d3.id,
			c1 as TestPerson,
			"Software Development Engineer",
			12_00_000,
			3_00_000,
			SUPER,
			"accepted",
		);
		// c2: Beta 7,50,000 + 50,000 (the same 8,00,000 total as c1's, with more fixed pay). Applied to Gamma.
		await h.offer(d2.id, c2 as TestPerson, "Software Engineer", 7_50_000, 50_000, DREAM, "accepted");
		await h.apply(d3.id, c2 as TestPerson, "rejected");
		// c3: declined Alpha, went for an M.Tech (higher studies). c4: withdrew from Alpha, runs a venture.
		await h.offer(d1.id, c3 as TestPerson, "Associate Engineer", 3_50_000, 50_000, REGULAR, "declined");
		await h.outcome(c3 as TestPerson, 2025, "higher_studies", "M.Tech, IIT Bombay (GATE 2025)");
		await h.apply(d1.id, c4 as TestPerson, "withdrawn");
		await h.outcome(c4 as TestPerson, 2025, "entrepreneur", "Founder, Krishi Setu Agritech");
		// e1: two accepted offers of the same total 4,00,000: Alpha's 4,00,000 + 0 wins on fixed pay.
		await h.offer(d1.id, e1 as TestPerson, "Associate Engineer", 3_50_000, 50_000, REGULAR, "accepted");
		await h.offer(d4.id, e1 as TestPerson, "Systems Engineer", 4_00_000, 0, REGULAR, "accepted");
		await h.apply(d3.id, e1 as TestPerson, "withdrawn");
		// e2: a Beta offer left unanswered past its deadline: an offer made, nobody placed.
		await h.offer(d2.id, e2 as TestPerson, "Software Engineer", 7_00_000, 1_00_000, DREAM, "pending");
		// e3: placed at Alpha (3,30,000 + 30,000) and also recorded as gone to higher studies.
		await h.offer(d1.id, e3 as TestPerson, "Associate Engineer", 3_30_000, 30_000, REGULAR, "accepted");
		await h.outcome(
			e3 as TestPerson,
			2025,
			"higher_studies",
			"MS in Computer Science, Arizona State University",
		);
		// m1: Alpha 3,50,000 + 50,000, after Delta said no. m2: not selected anywhere. m3: Alpha 4,50,000.
		await h.offer(d1.id, m1 as TestPerson, "Associate Engineer", 3_50_000, 50_000, REGULAR, "accepted");
		await h.apply(d5.id, m1 as TestPerson, "rejected");
		await h.apply(d5.id, m2 as TestPerson, "rejected");
		await h.apply(d4.id, m2 as TestPerson, "rejected");
		await h.apply(d2.id, m2 as TestPerson, "rejected");
		await h.offer(d4.id, m3 as TestPerson, "Systems Engineer", 4_50_000, 0, REGULAR, "accepted");
		// n1 (no academic record): an accepted Alpha offer and a Delta application, neither counted.
		await h.offer(d1.id, n1 as TestPerson, "Associate Engineer", 3_50_000, 50_000, REGULAR, "accepted");
		await h.apply(d5.id, n1 as TestPerson, "rejected");

		// Earlier batches, for the NBA average. 2024: p1, p2 placed, p3 to higher studies, p4 neither.
		const s2024 = await h.season(2024);
		const d2024 = await h.drive(s2024, "Epsilon Tech", "Trainee", 3_00_000, 0);
		const [p1, p2, p3, p4] = [
			await person("CSE"),
			await person("ECE"),
			await person("ME"),
			await person("ME"),
		];
		for (const s of [p1, p2, p3, p4]) await h.record(s as TestPerson, 2024);
		await h.offer(d2024.id, p1 as TestPerson, "Trainee", 3_00_000, 0, REGULAR, "accepted");
		await h.offer(d2024.id, p2 as TestPerson, "Trainee", 3_00_000, 0, REGULAR, "accepted");
		await h.outcome(p3 as TestPerson, 2024, "higher_studies", "MBA, IIM Kozhikode");
		// 2023: q1 placed; q2's accepted offer is from the 2024 season's drive, so it places nobody.
		const s2023 = await h.season(2023);
		const d2023 = await h.drive(s2023, "Zeta Works", "Trainee", 3_00_000, 0);
		const [q1, q2] = [await person("CSE"), await person("CSE")];
		for (const s of [q1, q2]) await h.record(s as TestPerson, 2023);
		await h.offer(d2023.id, q1 as TestPerson, "Trainee", 3_00_000, 0, REGULAR, "accepted");
		await h.offer(d2024.id, q2 as TestPerson, "Trainee", 3_00_000, 0, REGULAR, "accepted");
		// 2022: all placed, but older than the three batches the 2025 report averages.
		const s2022 = await h.season(2022);
		const d2022 = await h.drive(s2022, "Eta Soft", "Trainee", 3_00_000, 0);
		const r1 = await person("CSE");
		await h.record(r1, 2022);
		await h.offer(d2022.id, r1, "Trainee", 3_00_000, 0, REGULAR, "accepted");
		// 2026: a season with one open drive and no final-year students recorded yet.
		const s2026 = await h.season(2026);
		await h.drive(s2026, "Theta Analytics", "Data Analyst", 6_00_000, 0, true);
	});

	it("lists the seasons a report can be read for, newest first", async () => {
		const res = await call(officer, "GET", "/api/placements/reports");
		expect(res.statusCode, res.body).toBe(200);
		const { seasons } = reportSeasonsSchema.parse(res.json());
		expect(seasons.map((s) => [s.batch, s.drives, s.offers])).toEqual([
			[2026, 1, 0],
			[2025, 5, 11],
			[2024, 1, 3],
			[2023, 1, 1],
			[2022, 1, 1],
		]);
	});

	it("computes the summary, CTC, branches, companies, bands, tiers, NBA and NIRF figures", async () => {
		const res = await call(officer, "GET", "/api/placements/batches/2025/report");
		expect(res.statusCode, res.body).toBe(200);
		const report = placementReportSchema.parse(res.json());
		expect(report.college).toBe(collegeName);
		expect(report.season.batch).toBe(2025);
		expect(report.inProgress).toBe(false);
		// Placed: c1, c2, e1, e3, m1, m3 = 6 of 10. Offers to the batch: c1 2, c2 1, c3 1, e1 2, e2 1,
		// e3 1, m1 1, m3 1 = 10 from 8 students (1.25 each); accepted 7; n1's one offer left out.
		expect(report.summary).toEqual({
			finalYearStudents: 10,
			placed: 6,
			placedPercent: 60,
			studentsWithOffers: 8,
			offersMade: 10,
			offersAccepted: 7,
			offersPerStudent: 1.25,
			companies: 4,
			drives: 5,
			higherStudies: 2,
			entrepreneurs: 1,
			offersLeftOut: 1,
			// Best accepted offers (fixed + variable): e3 3,30,000+30,000; m1 3,50,000+50,000;
			// e1 4,00,000+0; m3 4,50,000+0; c2 7,50,000+50,000; c1 12,00,000+3,00,000.
			ctc: {
				students: 6,
				// 3.3, 3.5, 4.0, 4.5, 7.5, 12 lakh: median (4,00,000 + 4,50,000) / 2; mean 34,80,000 / 6.
				fixed: { median: 4_25_000, average: 5_80_000, highest: 12_00_000, lowest: 3_30_000 },
				// 0, 0, 30,000, 50,000, 50,000, 3,00,000: median 40,000; mean 4,30,000 / 6 = 71,666.67.
				variable: { median: 40_000, average: 71_667, highest: 3_00_000, lowest: 0 },
				// 3.6, 4.0, 4.0, 4.5, 8, 15 lakh: median 4,25,000; mean 39,10,000 / 6 = 6,51,666.67.
				total: { median: 4_25_000, average: 6_51_667, highest: 15_00_000, lowest: 3_60_000 },
			},
		});
		expect(report.branches).toEqual([
			{
				branch: "CSE",
				name: "CSE department",
				finalYearStudents: 4,
				placed: 2,
				placedPercent: 50,
				offersMade: 4,
				higherStudies: 1,
				entrepreneurs: 1,
				medianCtcInr: 11_50_000,
				highestCtcInr: 15_00_000,
			},
			{
				branch: "ECE",
				name: "ECE department",
				finalYearStudents: 3,
				placed: 2,
				placedPercent: 66.7,
				offersMade: 4,
				higherStudies: 1,
				entrepreneurs: 0,
				medianCtcInr: 3_80_000,
				highestCtcInr: 4_00_000,
			},
			{
				branch: "ME",
				name: "ME department",
				finalYearStudents: 3,
				placed: 2,
				placedPercent: 66.7,
				offersMade: 2,
				higherStudies: 0,
				entrepreneurs: 0,
				medianCtcInr: 4_25_000,
				highestCtcInr: 4_50_000,
			},
		]);
		const companies = report.companies.map(({ company, ...row }) => ({
			company: company.replace(/ \w+$/, ""),
			...row,
		}));
		expect(companies).toEqual([
			{
				company: "Gamma Fintech",
				city: "Pune",
				drives: 1,
				roles: ["Software Development Engineer"],
				tierName: "Super Dream",
				applicants: 2, // c1, c2 (e1 withdrew)
				offersMade: 1,
				offersAccepted: 1,
				ctcFixedInr: 12_00_000,
				ctcVariableInr: 3_00_000,
				ctcTotalInr: 15_00_000,
			},
			{
				company: "Beta Labs",
				city: "Pune",
				drives: 1,
				roles: ["Software Engineer"],
				tierName: "Dream",
				applicants: 4, // c1, c2, e2, m2
				offersMade: 3,
				offersAccepted: 1,
				// c2's and c1's offers both total 8,00,000: the higher fixed pay is the company's highest.
				ctcFixedInr: 7_50_000,
				ctcVariableInr: 50_000,
				ctcTotalInr: 8_00_000,
			},
			{
				// No offer: the drive's CTC, and its tier under the college's (default) policy.
				company: "Delta Motors",
				city: "Pune",
				drives: 1,
				roles: ["Graduate Engineer Trainee"],
				tierName: "Regular",
				applicants: 2, // m1, m2 (n1 is not of the batch)
				offersMade: 0,
				offersAccepted: 0,
				ctcFixedInr: 4_50_000,
				ctcVariableInr: 30_000,
				ctcTotalInr: 4_80_000,
			},
			{
				company: "Alpha Systems",
				city: "Pune",
				drives: 2,
				roles: ["Associate Engineer", "Systems Engineer"],
				tierName: "Regular",
				applicants: 7, // c3, e1, e3, m1 in one drive (c4 withdrew), e1, m2, m3 in the other
				offersMade: 6,
				offersAccepted: 5,
				ctcFixedInr: 4_50_000,
				ctcVariableInr: 0,
				ctcTotalInr: 4_50_000,
			},
		]);
		expect(report.ctcBands.map((b) => [b.label, b.students])).toEqual([
			["Below ₹4 lakh", 1],
			["₹4–6 lakh", 3],
			["₹6–8 lakh", 0],
			["₹8–10 lakh", 1],
			["₹10–12 lakh", 0],
			["₹12–16 lakh", 1],
			["₹16 lakh and above", 0],
		]);
		expect(report.tiers).toEqual([
			{ name: "Regular", students: 4 },
			{ name: "Dream", students: 1 },
			{ name: "Super Dream", students: 1 },
		]);
		// 2025: placed 6 + higher studies 2 + entrepreneur 1, e3 counted once: 8 / 10.
		// 2024: p1, p2, p3 of 4 = 0.75. 2023: q1 of 2 = 0.5. 2022 is older than the three.
		expect(report.nba.batches.map(({ seasonName: _s, ...b }) => b)).toEqual([
			{
				batch: 2025,
				finalYearStudents: 10,
				placed: 6,
				higherStudies: 2,
				entrepreneurs: 1,
				counted: 8,
				index: 0.8,
			},
			{
				batch: 2024,
				finalYearStudents: 4,
				placed: 2,
				higherStudies: 1,
				entrepreneurs: 0,
				counted: 3,
				index: 0.75,
			},
			{
				batch: 2023,
				finalYearStudents: 2,
				placed: 1,
				higherStudies: 0,
				entrepreneurs: 0,
				counted: 1,
				index: 0.5,
			},
		]);
		// (0.8 + 0.75 + 0.5) / 3 = 0.6833…
		expect(report.nba.average).toBe(0.68);
		expect(report.nba.batchesCovered).toBe(3);
		expect(report.nba.note).toBe("Average of the three batches 2025, 2024, 2023.");
		expect(report.nirf).toEqual({
			batch: 2025,
			graduating: 10,
			placed: 6,
			higherStudies: 2,
			medianSalaryInr: 4_25_000,
			placedPercent: 60,
			higherStudiesPercent: 20,
		});
	});

	it("says when the average covers fewer than three batches, and a batch without students has no index", async () => {
		const res = await call(officer, "GET", "/api/placements/batches/2026/report");
		expect(res.statusCode, res.body).toBe(200);
		const report = placementReportSchema.parse(res.json());
		expect(report.inProgress).toBe(true);
		expect(report.summary).toMatchObject({
			finalYearStudents: 0,
			placed: 0,
			placedPercent: null,
			offersPerStudent: null,
			ctc: null,
			companies: 1,
			drives: 1,
		});
		expect(report.branches).toEqual([]);
		expect(report.nba.batches.map((b) => [b.batch, b.index])).toEqual([
			[2026, null],
			[2025, 0.8],
			[2024, 0.75],
		]);
		// (0.8 + 0.75) / 2 = 0.775, rounded half up.
		expect(report.nba.average).toBe(0.78);
		expect(report.nba.batchesCovered).toBe(2);
		expect(report.nba.note).toMatch(/^Average of two batches only \(2025, 2024\)/);
		expect(report.nba.note).toMatch(/The 2026 batch's season is still in progress\.$/);
		expect(report.nirf.medianSalaryInr).toBeNull();

		const single = placementReportSchema.parse(
			(await call(officer, "GET", "/api/placements/batches/2022/report")).json(),
		);
		expect(single.nba.note).toMatch(/^Average of one batch only \(2022\)/);
		expect(single.nba.average).toBe(1);
	});

	it("lets the principal and the college administrator read it; not a student, nor another college", async () => {
		for (const token of [principal, collegeAdmin]) {
			const res = await call(token, "GET", "/api/placements/batches/2025/report");
			expect(res.statusCode, res.body).toBe(200);
			expect(placementReportSchema.parse(res.json()).summary.placed).toBe(6);
		}
		const asStudent = await call(student, "GET", "/api/placements/batches/2025/report");
		expect(asStudent.statusCode).toBe(403);
		expect(asStudent.json().code).toBe("ROLE_NOT_ALLOWED");
		// Another college's officer reads their own college, which has no such season.
		const elsewhere = await call(otherOfficer, "GET", "/api/placements/batches/2025/report");
		expect(elsewhere.statusCode).toBe(404);
		expect(elsewhere.json().message).toBe("Your college has no placement season for the 2025 batch.");
		expect((await call(officer, "GET", "/api/placements/batches/1999/report")).statusCode).toBe(400);
		expect((await call(officer, "GET", "/api/placements/batches/2031/report")).statusCode).toBe(404);
	});

	it("downloads the report as CSV: sections, plain rupees, every student, formula-like names escaped", async () => {
		const res = await call(principal, "GET", "/api/placements/batches/2025/report.csv");
		expect(res.statusCode, res.body).toBe(200);
		expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
		expect(res.headers["content-disposition"]).toBe('attachment; filename="placement-report-2025-batch.csv"');
		const text = res.body;
		expect(text.startsWith("\uFEFFPlacement report\r\n")).toBe(true);
		expect(text).toContain("\r\nPlaced %,60.0%\r\n");
		expect(text).toContain("\r\nOffers per student (with at least one offer),1.25\r\n");
		expect(text).toContain("\r\nMedian,425000,40000,425000\r\n");
		expect(text).toContain("\r\nAverage,580000,71667,651667\r\n");
		expect(text).toContain("\r\nAll,All branches,10,6,60.0%,10,2,1,425000,1500000\r\n");
		expect(text).toContain('\r\nAverage,"Average of the three batches 2025, 2024, 2023.",,,,,,0.68\r\n');
		expect(text).toContain('\r\n"Median salary of placed graduates (₹ a year, total CTC)",425000\r\n');
		// The student named =HYPERLINK(...) is written as text, not a formula.
		expect(text).toContain(
			`,"'=HYPERLINK(""http://evil.example"")",CSE,No,,,,,,,1,Higher studies,"M.Tech, IIT Bombay (GATE 2025)"\r\n`,
		);
		const studentRows = text
			.split("Students (every final-year student of the batch)\r\n")[1]
			?.split("\r\n\r\n")[0];
		expect(studentRows?.split("\r\n")).toHaveLength(11); // the header and 10 students
		expect(text).toContain(`\r\nDefinitions\r\nTerm,Definition\r\n${REPORT_DEFINITIONS[0].term},`);
	});

	it.skipIf(!existsSync("/usr/bin/pdftotext"))(
		"downloads the report as a PDF of text that carries the key figures",
		async () => {
			const res = await call(officer, "GET", "/api/placements/batches/2025/report.pdf");
			expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
			expect(res.headers["content-type"]).toBe("application/pdf");
			expect(res.headers["content-disposition"]).toBe(
				'attachment; filename="placement-report-2025-batch.pdf"',
			);
			const dir = mkdtempSync(path.join(tmpdir(), "placement-report-"));
			const file = path.join(dir, "report.pdf");
			writeFileSync(file, res.rawPayload);
			const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(
				/\s+/g,
				" ",
			);
			for (const expected of [
				collegeName,
				"Campus placements 2024-25 · 2025 batch",
				// The headline: four values in a row, their labels under them.
				"60.0% 4.25 LPA 15 LPA 1.25",
				"placed (6 of 10 final-year",
				"median CTC (total) of placed",
				"Median ₹4,25,000 ₹40,000 ₹4,25,000",
				"Average ₹5,80,000 ₹71,667 ₹6,51,667",
				"Highest ₹12,00,000 ₹3,00,000 ₹15,00,000",
				"CSE 4 2 50.0% 4 1 1 ₹11,50,000 ₹15,00,000",
				"Gamma Fintech",
				"Super Dream 2 1 1 ₹12,00,000 ₹3,00,000 ₹15,00,000",
				"2025 10 6 2 1 8 0.80",
				"Average 0.68",
				"Median salary of placed graduates (total CTC a year) ₹4,25,000",
				"Higher studies % 20.0%",
				"NBA placement index:",
			])
				expect(text).toContain(expected);
		},
	);
});

describe("recording higher studies and ventures", () => {
	let officer: string;
	let principal: string;
	let otherOfficer: string;
	let ofBatch: TestPerson;
	let nextBatch: TestPerson;
	let noRecord: TestPerson;
	let elsewhere: TestPerson;

	beforeAll(async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const other = await makeCollege(db);
		officer = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_PAT"));
		principal = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_PRINCIPAL"));
		otherOfficer = await signInAs(ctx.app, await makeStaff(db, other, "ROLE_PAT"));
		const h = historyOf(db, college.id);
		await h.season(2025);
		ofBatch = await makeStudent(db, college, { year: 4 });
		nextBatch = await makeStudent(db, college, { year: 3 });
		noRecord = await makeStudent(db, college, { year: 4 });
		elsewhere = await makeStudent(db, other, { year: 4 });
		await h.record(ofBatch, 2025);
		await h.record(nextBatch, 2026);
		await historyOf(db, other.id).record(elsewhere, 2025);
	});

	const stored = async (studentId: string) =>
		ctx.database.db.select().from(placementOutcomes).where(eq(placementOutcomes.studentId, studentId));
	const body = (rollNo: string | null, extra: object = {}) => ({
		rollNo,
		kind: "higher_studies",
		detail: "M.Tech in VLSI Design, IIT Madras (GATE 2025)",
		confirmedOn: "2025-06-12",
		...extra,
	});
	const report = async () =>
		placementReportSchema.parse((await call(officer, "GET", "/api/placements/batches/2025/report")).json());

	it("records, changes and removes a student's outcome, and the report follows", async () => {
		const added = await call(officer, "POST", "/api/placements/batches/2025/outcomes", body(ofBatch.rollNo));
		expect(added.statusCode, added.body).toBe(201);
		expect(outcomeSchema.parse(added.json())).toMatchObject({
			studentId: ofBatch.id,
			rollNo: ofBatch.rollNo,
			branch: "CSE",
			batch: 2025,
			kind: "higher_studies",
			confirmedOn: "2025-06-12",
			alsoPlaced: false,
		});
		expect((await report()).summary.higherStudies).toBe(1);
		expect((await report()).nirf.higherStudiesPercent).toBe(100);

		const listed = outcomesSchema.parse(
			(await call(principal, "GET", "/api/placements/batches/2025/outcomes")).json(),
		);
		expect(listed.outcomes.map((o) => o.rollNo)).toEqual([ofBatch.rollNo]);

		const again = await call(officer, "POST", "/api/placements/batches/2025/outcomes", body(ofBatch.rollNo));
		expect(again.statusCode).toBe(409);

		const changed = await call(officer, "PUT", `/api/placements/batches/2025/outcomes/${ofBatch.id}`, {
			kind: "entrepreneur",
			detail: "Co-founder, Tiffin Route (meal subscriptions for hostels)",
			confirmedOn: null,
		});
		expect(changed.statusCode, changed.body).toBe(200);
		expect(outcomeSchema.parse(changed.json())).toMatchObject({ kind: "entrepreneur", confirmedOn: null });
		expect((await report()).summary).toMatchObject({ higherStudies: 0, entrepreneurs: 1 });

		expect(
			(await call(otherOfficer, "DELETE", `/api/placements/batches/2025/outcomes/${ofBatch.id}`)).statusCode,
		).toBe(404);
		expect(
			(await call(principal, "DELETE", `/api/placements/batches/2025/outcomes/${ofBatch.id}`)).statusCode,
		).toBe(403);
		const removed = await call(officer, "DELETE", `/api/placements/batches/2025/outcomes/${ofBatch.id}`);
		expect(removed.statusCode, removed.body).toBe(204);
		expect(await stored(ofBatch.id)).toEqual([]);
		expect((await report()).summary.entrepreneurs).toBe(0);
		expect(
			(await call(officer, "DELETE", `/api/placements/batches/2025/outcomes/${ofBatch.id}`)).statusCode,
		).toBe(404);
	});

	it("refuses a student of another batch, one without a record, another college's, a future date; stores nothing", async () => {
		const wrongBatch = await call(
			officer,
			"POST",
			"/api/placements/batches/2025/outcomes",
			body(nextBatch.rollNo),
		);
		expect(wrongBatch.statusCode).toBe(400);
		expect(wrongBatch.json().errors).toEqual([
			{ path: "rollNo", message: `${nextBatch.rollNo} is in the 2026 batch, not the 2025 batch.` },
		]);
		const unrecorded = await call(
			officer,
			"POST",
			"/api/placements/batches/2025/outcomes",
			body(noRecord.rollNo),
		);
		expect(unrecorded.statusCode).toBe(400);
		expect(unrecorded.json().message).toMatch(/has no academic record/);
		const otherCollege = await call(
			officer,
			"POST",
			"/api/placements/batches/2025/outcomes",
			body(elsewhere.rollNo),
		);
		expect(otherCollege.statusCode).toBe(404);
		const future = await call(
			officer,
			"POST",
			"/api/placements/batches/2025/outcomes",
			body(ofBatch.rollNo, { confirmedOn: new Date(clock().getTime() + 3 * DAY).toISOString().slice(0, 10) }),
		);
		expect(future.statusCode).toBe(400);
		expect(future.json().errors[0].path).toBe("confirmedOn");
		const blank = await call(
			officer,
			"POST",
			"/api/placements/batches/2025/outcomes",
			body(ofBatch.rollNo, { detail: " " }),
		);
		expect(blank.statusCode).toBe(400);
		const asPrincipal = await call(
			principal,
			"POST",
			"/api/placements/batches/2025/outcomes",
			body(ofBatch.rollNo),
		);
		expect(asPrincipal.statusCode).toBe(403);
		const elsewhereEdit = await call(
			otherOfficer,
			"PUT",
			`/api/placements/batches/2025/outcomes/${elsewhere.id}`,
			{
				kind: "entrepreneur",
				detail: "A venture",
				confirmedOn: null,
			},
		);
		expect(elsewhereEdit.statusCode).toBe(404);
		for (const who of [nextBatch, noRecord, elsewhere, ofBatch]) expect(await stored(who.id)).toEqual([]);
	});
});
