import {
	driveRoundsSchema,
	officerDrivesSchema,
	outcomesSchema,
	placementReportSchema,
	reportSeasonsSchema,
} from "@unnati/contracts/placements";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo, tokenFor } from "../../test/auth-helpers";
import { DIT_PRINCIPAL, studentLogin } from "../../test/demo-logins";
import { useTestApp } from "../../test/test-app";
import { caller } from "./test-helpers";

// The demo's previous season (the 2025 batch) is complete, so the reports show real shapes; the live
// 2026 season and its demo student are as they were. The figures were worked out by hand from
// seed-past-data.ts (26 of 36 placed; best offers from ₹3.5 lakh to the one Super Dream at ₹14 lakh).

const ctx = useTestApp({ beforeBuild: seedDemo });
const call = caller(() => ctx.app);
let officer: string;

beforeAll(async () => {
	officer = await tokenFor(ctx.app, {
		loginType: "pat",
		username: "pat@dit.example.org",
		password: "Placement@123",
	});
});

describe("the demo's previous placement season", () => {
	it("reports twelve companies, 26 of 36 placed, one Super Dream, higher studies and ventures", async () => {
		const res = await call(officer, "GET", "/api/placements/batches/2025/report");
		expect(res.statusCode, res.body).toBe(200);
		const report = placementReportSchema.parse(res.json());
		expect(report.inProgress).toBe(false);
		expect(report.summary).toEqual({
			finalYearStudents: 36,
			placed: 26,
			placedPercent: 72.2,
			studentsWithOffers: 28,
			offersMade: 31,
			offersAccepted: 26,
			offersPerStudent: 1.11,
			companies: 12,
			drives: 12,
			higherStudies: 4,
			entrepreneurs: 2,
			offersLeftOut: 0,
			ctc: expect.objectContaining({
				students: 26,
				// The 13th and 14th of 26 best offers: ₹4.2 and ₹4.4 lakh; the sum is ₹148.3 lakh.
				total: { median: 4_30_000, average: 5_70_385, highest: 14_00_000, lowest: 3_50_000 },
			}),
		});
		expect(report.branches.map((b) => [b.branch, b.finalYearStudents, b.placed, b.placedPercent])).toEqual([
			["CSE", 12, 9, 75],
			["ECE", 12, 9, 75],
			["ME", 12, 8, 66.7],
		]);
		expect(report.tiers).toEqual([
			{ name: "Regular", students: 18 },
			{ name: "Dream", students: 7 },
			{ name: "Super Dream", students: 1 },
		]);
		expect(report.ctcBands.map((b) => b.students)).toEqual([9, 9, 2, 3, 2, 1, 0]);
		expect(report.companies[0]).toMatchObject({
			company: "Aravalli Fintech",
			tierName: "Super Dream",
			offersMade: 1,
			ctcTotalInr: 14_00_000,
		});
		expect(report.companies.filter((c) => c.offersMade >= 2).length).toBeGreaterThanOrEqual(8);
		// 26 placed + 4 higher studies + 2 entrepreneurs of 36; the only batch with a season before 2026.
		expect(report.nba.batches.map((b) => [b.batch, b.counted, b.index])).toEqual([[2025, 32, 0.89]]);
		expect(report.nba.note).toMatch(/^Average of one batch only \(2025\)/);
		expect(report.nirf).toMatchObject({
			medianSalaryInr: 4_30_000,
			placedPercent: 72.2,
			higherStudiesPercent: 11.1,
		});

		const outcomes = outcomesSchema.parse(
			(await call(officer, "GET", "/api/placements/batches/2025/outcomes")).json(),
		).outcomes;
		expect(outcomes.map((o) => [o.rollNo, o.kind, o.alsoPlaced])).toEqual([
			["21CSE003", "higher_studies", false],
			["21CSE007", "entrepreneur", false],
			["21ECE002", "higher_studies", false],
			["21ME002", "higher_studies", false],
			["21ME008", "entrepreneur", false],
			["21ME012", "higher_studies", false],
		]);
	});

	it("gives each past drive its rounds' results: the selected passed every round", async () => {
		const { drives } = officerDrivesSchema.parse(
			(await call(officer, "GET", "/api/placements/drives")).json(),
		);
		const past = drives.filter((d) => d.seasonName.includes("2025 batch"));
		expect(past).toHaveLength(12);
		const aravalli = past.find((d) => d.company.name === "Aravalli Fintech");
		const res = await call(officer, "GET", `/api/placements/drives/${aravalli?.id}/rounds`);
		expect(res.statusCode, res.body).toBe(200);
		const rounds = driveRoundsSchema.parse(res.json()).rounds;
		expect(rounds).toHaveLength(4);
		const selected = rounds.at(-1)?.entries.filter((e) => e.result === "pass") ?? [];
		expect(selected.map((e) => e.rollNo)).toEqual(["21CSE001"]);
	});

	it("leaves the live season as it was: five open drives, 22CSE001 with no offer, and lets the principal read", async () => {
		const { seasons } = reportSeasonsSchema.parse(
			(await call(officer, "GET", "/api/placements/reports")).json(),
		);
		expect(seasons.map((s) => [s.batch, s.drives, s.offers])).toEqual([
			[2026, 5, 0],
			[2025, 12, 31],
		]);
		const student = await tokenFor(ctx.app, studentLogin("22CSE001"));
		const mine = (await call(student, "GET", "/api/placements/offers")).json() as { offers: unknown[] };
		expect(mine.offers).toEqual([]);
		const principal = await tokenFor(ctx.app, DIT_PRINCIPAL);
		const pdf = await call(principal, "GET", "/api/placements/batches/2025/report.pdf");
		expect(pdf.statusCode).toBe(200);
		expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
	});
});
