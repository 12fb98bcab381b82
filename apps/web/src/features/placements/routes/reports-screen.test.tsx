import { screen, within } from "@testing-library/react";
import {
	CTC_BANDS,
	type Outcome,
	type PlacementReport,
	REPORT_DEFINITIONS,
	type ReportSeason,
} from "@unnati/contracts/placements";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { ReportsScreen } from "./reports-screen";

const api = stubFetch();

const SEASONS: ReportSeason[] = [
	{ id: "s26", batch: 2026, name: "Campus placements 2025-26", drives: 5, offers: 0 },
	{ id: "s25", batch: 2025, name: "Campus placements 2024-25", drives: 12, offers: 31 },
];

const stats = (median: number, average: number, highest: number, lowest: number) => ({
	median,
	average,
	highest,
	lowest,
});

function makeReport(batch: number, overrides: Partial<PlacementReport> = {}): PlacementReport {
	return {
		college: "Dayananda Institute of Technology",
		season: { id: `s${batch}`, batch, name: `Campus placements ${batch - 1}-${String(batch).slice(2)}` },
		generatedAt: "2026-11-25T06:00:00.000Z",
		inProgress: false,
		summary: {
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
			ctc: {
				students: 26,
				fixed: stats(3_90_000, 5_16_000, 12_00_000, 3_25_000),
				variable: stats(40_000, 54_385, 2_00_000, 24_000),
				total: stats(4_30_000, 5_70_385, 14_00_000, 3_50_000),
			},
		},
		branches: [
			{
				branch: "CSE",
				name: "Computer Science and Engineering",
				finalYearStudents: 12,
				placed: 9,
				placedPercent: 75,
				offersMade: 13,
				higherStudies: 1,
				entrepreneurs: 1,
				medianCtcInr: 6_50_000,
				highestCtcInr: 14_00_000,
			},
			{
				branch: "ME",
				name: "Mechanical Engineering",
				finalYearStudents: 12,
				placed: 8,
				placedPercent: 66.7,
				offersMade: 9,
				higherStudies: 2,
				entrepreneurs: 1,
				medianCtcInr: 4_20_000,
				highestCtcInr: 4_40_000,
			},
		],
		companies: [
			{
				company: "Aravalli Fintech",
				city: "Gurugram",
				drives: 1,
				roles: ["Software Development Engineer"],
				tierName: "Super Dream",
				applicants: 2,
				offersMade: 1,
				offersAccepted: 1,
				ctcFixedInr: 12_00_000,
				ctcVariableInr: 2_00_000,
				ctcTotalInr: 14_00_000,
			},
		],
		ctcBands: CTC_BANDS.map((band, i) => ({ ...band, students: [9, 9, 2, 3, 2, 1, 0][i] ?? 0 })),
		tiers: [
			{ name: "Regular", students: 18 },
			{ name: "Dream", students: 7 },
			{ name: "Super Dream", students: 1 },
		],
		nba: {
			batches: [
				{
					batch,
					seasonName: "Campus placements 2024-25",
					finalYearStudents: 36,
					placed: 26,
					higherStudies: 4,
					entrepreneurs: 2,
					counted: 32,
					index: 0.89,
				},
			],
			average: 0.89,
			batchesCovered: 1,
			note: `Average of one batch only (${batch}): the college has no earlier batch with a season and final-year students, so this is not yet a three-year average.`,
		},
		nirf: {
			batch,
			graduating: 36,
			placed: 26,
			higherStudies: 4,
			medianSalaryInr: 4_30_000,
			placedPercent: 72.2,
			higherStudiesPercent: 11.1,
		},
		...overrides,
	};
}

const OUTCOME: Outcome = {
	studentId: "8d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
	rollNo: "21ECE002",
	name: "Ananya Iyer",
	branch: "ECE",
	batch: 2025,
	kind: "higher_studies",
	detail: "M.Tech in Microelectronics and VLSI, IIT Madras (GATE 2025)",
	confirmedOn: "2025-07-28",
	alsoPlaced: false,
	recordedAt: "2025-07-30T05:00:00.000Z",
};

function answerSeasons(outcomes: Outcome[] = [OUTCOME]) {
	api.respond("GET /api/placements/reports", () => jsonResponse({ seasons: SEASONS }));
	api.respond("GET /api/placements/batches/2025/report", () => jsonResponse(makeReport(2025)));
	api.respond("GET /api/placements/batches/2025/outcomes", () => jsonResponse({ batch: 2025, outcomes }));
}

const show = (canRecordOutcomes = true, entry: string = paths.patReports) =>
	renderRoutes(
		[{ path: paths.patReports, element: <ReportsScreen canRecordOutcomes={canRecordOutcomes} /> }],
		{
			initialEntries: [entry],
		},
	);

describe("ReportsScreen", { timeout: 20_000 }, () => {
	it("opens on the newest season with offers: headline figures, tables, downloads and the definitions", async () => {
		answerSeasons();
		show();
		const headline = await screen.findByRole("region", { name: "Headline figures" });
		expect(within(headline).getByText("72.2%")).toBeInTheDocument();
		expect(within(headline).getByText("placed (26 of 36 final-year students)")).toBeInTheDocument();
		expect(within(headline).getByText("4.3 LPA")).toBeInTheDocument();
		expect(within(headline).getByText("14 LPA")).toBeInTheDocument();
		expect(within(headline).getByText("1.11")).toBeInTheDocument();

		const ctc = screen.getByRole("table", { name: "CTC a year over placed students, one value per student" });
		const median = within(ctc).getByRole("row", { name: /Median/ });
		expect(
			within(median)
				.getAllByRole("cell")
				.map((c) => c.textContent),
		).toEqual(["₹3,90,000", "₹40,000", "₹4,30,000"]);
		const branches = screen.getByRole("table", { name: "Placement figures per branch" });
		expect(within(branches).getByRole("row", { name: /ME · Mechanical Engineering/ })).toHaveTextContent(
			"66.7%",
		);
		expect(within(branches).getByRole("row", { name: /All branches/ })).toHaveTextContent("₹14,00,000");
		expect(screen.getByRole("table", { name: "Placement figures per company" })).toHaveTextContent(
			"Super Dream",
		);
		expect(screen.getByText(/^Average of one batch only \(2025\)/)).toBeInTheDocument();

		expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
			"href",
			"/api/placements/batches/2025/report.pdf",
		);
		expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
			"href",
			"/api/placements/batches/2025/report.csv",
		);
		const definitions = screen.getByRole("region", { name: "How each figure is computed" });
		for (const d of REPORT_DEFINITIONS) expect(definitions).toHaveTextContent(d.term);
		expect(api.sent("GET /api/placements/batches/2026/report")).toHaveLength(0);
	});

	it("gives every chart its figures as a table", async () => {
		answerSeasons();
		const { user } = show();
		const chart = await screen.findByRole("img", {
			name: /^Placed percentage by branch: CSE 75.0% \(9 of 12\)/,
		});
		expect(chart).toBeInTheDocument();
		const figure = screen.getByRole("region", { name: "CTC distribution" });
		await user.click(within(figure).getByRole("button", { name: "Show the data as a table" }));
		const table = within(figure).getByRole("table", { name: "Placed students by total CTC" });
		expect(within(table).getByRole("row", { name: "Below ₹4 lakh 9" })).toBeInTheDocument();
	});

	it("switches to another season's report and keeps it in the address", async () => {
		answerSeasons();
		api.respond("GET /api/placements/batches/2026/report", () =>
			jsonResponse(makeReport(2026, { inProgress: true, companies: [] })),
		);
		api.respond("GET /api/placements/batches/2026/outcomes", () =>
			jsonResponse({ batch: 2026, outcomes: [] }),
		);
		const { user, router } = show();
		await screen.findByRole("region", { name: "Headline figures" });
		await user.click(screen.getByRole("textbox", { name: "Season" }));
		await user.click(
			await screen.findByRole("option", { name: "Campus placements 2025-26 (2026 batch)", hidden: true }),
		);
		expect(await screen.findByText("This season is still in progress")).toBeInTheDocument();
		expect(router.state.location.search).toBe("?batch=2026");
		expect(screen.getByText("No drive in this season yet.")).toBeInTheDocument();
		expect(screen.getByText(/No student of the 2026 batch is recorded/)).toBeInTheDocument();
	});

	it("says so when the college has no season yet", async () => {
		api.respond("GET /api/placements/reports", () => jsonResponse({ seasons: [] }));
		show();
		expect(await screen.findByText(/No placement season yet/)).toBeInTheDocument();
	});

	it("shows the server's refusal of a report", async () => {
		api.respond("GET /api/placements/reports", () => jsonResponse({ seasons: SEASONS }));
		api.respond("GET /api/placements/batches/2025/report", () =>
			jsonResponse(
				{ code: "NOT_FOUND", message: "Your college has no placement season for the 2025 batch." },
				404,
			),
		);
		api.respond("GET /api/placements/batches/2025/outcomes", () =>
			jsonResponse({ batch: 2025, outcomes: [] }),
		);
		show();
		expect(await screen.findByText("The report could not be loaded")).toBeInTheDocument();
		expect(screen.getByText("Your college has no placement season for the 2025 batch.")).toBeInTheDocument();
	});

	it("records an outcome by roll number, showing the server's reason when the student is of another batch", async () => {
		answerSeasons([]);
		let attempt = 0;
		api.respond("POST /api/placements/batches/2025/outcomes", () => {
			attempt++;
			return attempt === 1
				? jsonResponse(
						{
							code: "VALIDATION_FAILED",
							message: "22CSE001 is in the 2026 batch, not the 2025 batch.",
							errors: [{ path: "rollNo", message: "22CSE001 is in the 2026 batch, not the 2025 batch." }],
						},
						400,
					)
				: jsonResponse({ ...OUTCOME, rollNo: "21ME002", kind: "higher_studies" }, 201);
		});
		const { user } = show();
		const form = await screen.findByRole("form", { name: "Record an outcome" });
		await user.click(within(form).getByRole("button", { name: "Record outcome" }));
		expect(within(form).getByText("Give the student's roll number.")).toBeInTheDocument();
		expect(api.sent("POST /api/placements/batches/2025/outcomes")).toHaveLength(0);

		await user.type(within(form).getByRole("textbox", { name: "Roll number" }), "22CSE001");
		await user.type(
			within(form).getByRole("textbox", { name: "University and programme" }),
			"M.Tech in Thermal Engineering, NIT Tiruchirappalli",
		);
		await user.click(within(form).getByRole("button", { name: "Record outcome" }));
		expect(
			await within(form).findByText("22CSE001 is in the 2026 batch, not the 2025 batch."),
		).toBeInTheDocument();

		await user.clear(within(form).getByRole("textbox", { name: "Roll number" }));
		await user.type(within(form).getByRole("textbox", { name: "Roll number" }), "21ME002");
		await user.click(within(form).getByRole("button", { name: "Record outcome" }));
		await screen.findByRole("form", { name: "Record an outcome" });
		expect(api.sent("POST /api/placements/batches/2025/outcomes").at(-1)?.body).toEqual({
			rollNo: "21ME002",
			kind: "higher_studies",
			detail: "M.Tech in Thermal Engineering, NIT Tiruchirappalli",
			confirmedOn: null,
		});
	});

	it("changes and removes an outcome", async () => {
		answerSeasons();
		api.respond(`PUT /api/placements/batches/2025/outcomes/${OUTCOME.studentId}`, () =>
			jsonResponse({ ...OUTCOME, kind: "entrepreneur", detail: "Founder, Chip Sutra" }),
		);
		api.respond(
			`DELETE /api/placements/batches/2025/outcomes/${OUTCOME.studentId}`,
			() => new Response(null, { status: 204 }),
		);
		const { user } = show();
		await user.click(await screen.findByRole("button", { name: "Change 21ECE002's outcome" }));
		const form = screen.getByRole("form", { name: "Change 21ECE002's outcome" });
		expect(within(form).getByRole("textbox", { name: "Roll number" })).toBeDisabled();
		const detail = within(form).getByRole("textbox", { name: "University and programme" });
		await user.clear(detail);
		await user.type(detail, "M.Tech in VLSI Design, IIT Madras");
		await user.click(within(form).getByRole("button", { name: "Save the change" }));
		await screen.findByRole("form", { name: "Record an outcome" });
		expect(api.sent(`PUT /api/placements/batches/2025/outcomes/${OUTCOME.studentId}`)[0]?.body).toEqual({
			kind: "higher_studies",
			detail: "M.Tech in VLSI Design, IIT Madras",
			confirmedOn: "2025-07-28",
		});

		await user.click(screen.getByRole("button", { name: "Remove" }));
		await user.click(screen.getByRole("button", { name: "Confirm removing 21ECE002's outcome" }));
		expect(api.sent(`DELETE /api/placements/batches/2025/outcomes/${OUTCOME.studentId}`)).toHaveLength(1);
	});

	it("shows the principal the outcomes without the form to change them", async () => {
		answerSeasons();
		show(false);
		const outcomes = await screen.findByRole("table", {
			name: "Higher studies and ventures of the 2025 batch",
		});
		expect(outcomes).toHaveTextContent("21ECE002 · Ananya Iyer (ECE)");
		expect(screen.queryByRole("form", { name: "Record an outcome" })).not.toBeInTheDocument();
		expect(screen.queryByRole("button", { name: /Change/ })).not.toBeInTheDocument();
	});
});
