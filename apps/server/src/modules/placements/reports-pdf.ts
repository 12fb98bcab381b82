import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { type PlacementReport, REPORT_DEFINITIONS } from "@unnati/contracts/placements";
import { createElement as h, type ReactElement } from "react";
import { PDF_FONT_FAMILY, registerPdfFonts } from "../../platform/pdf/fonts";
import { istText, lpa, percentText, ratioText, rupees, summaryFigures } from "./reports-csv";

// The placement report as a PDF of real text (A4 portrait, pages as many as the tables need), so
// pdftotext and screen readers read every figure back; its fonts are platform/pdf/fonts.ts's.

const INK = "#1b2a41";
const ACCENT = "#1f6f5c";
const RULE = "#c9d1dc";

const styles = StyleSheet.create({
	page: {
		fontFamily: PDF_FONT_FAMILY,
		color: INK,
		fontSize: 9,
		paddingVertical: 36,
		paddingHorizontal: 36,
		lineHeight: 1.35,
	},
	brand: { fontSize: 9, fontWeight: 700, letterSpacing: 2, color: ACCENT },
	title: { fontSize: 18, fontWeight: 700, marginTop: 4, lineHeight: 1.3 },
	meta: { fontSize: 9.5, marginTop: 2 },
	banner: { marginTop: 8, padding: 6, borderWidth: 1, borderColor: "#b54708", color: "#b54708" },
	heading: { fontSize: 12, fontWeight: 700, marginTop: 16, marginBottom: 4, color: ACCENT, lineHeight: 1.3 },
	note: { fontSize: 8.5, marginTop: 3 },
	row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 2.5 },
	headRow: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: INK, paddingVertical: 2.5 },
	cell: { paddingRight: 4 },
	headCell: { paddingRight: 4, fontWeight: 700 },
	headline: { flexDirection: "row", flexWrap: "wrap", marginTop: 8 },
	tile: { width: "25%", paddingRight: 8, marginBottom: 6 },
	tileValue: { fontSize: 14, fontWeight: 700, lineHeight: 1.3 },
	tileLabel: { fontSize: 8 },
	barTrack: { height: 7, backgroundColor: "#e7ecf2", marginTop: 3 },
	bar: { height: 7, backgroundColor: ACCENT },
	definition: { marginBottom: 4 },
	footer: { position: "absolute", bottom: 18, left: 36, right: 36, fontSize: 7.5, color: "#5b6b80" },
});

type Column = { header: string; width: number; align?: "right" };

/** A table as rows of text; widths are shares of the page's width (they add up to 100). */
function table(columns: Column[], rows: (string | number)[][]): ReactElement {
	const cell = (column: Column, value: string | number, head: boolean, key: number) =>
		h(
			Text,
			{
				key,
				style: [
					head ? styles.headCell : styles.cell,
					{ width: `${column.width}%`, textAlign: column.align ?? "left" },
				],
			},
			String(value),
		);
	return h(
		View,
		null,
		h(
			View,
			{ style: styles.headRow, fixed: false },
			columns.map((c, i) => cell(c, c.header, true, i)),
		),
		rows.map((row, r) =>
			h(
				View,
				// A row is never split across pages.
				{ key: r, style: styles.row, wrap: false },
				columns.map((c, i) => cell(c, row[i] ?? "", false, i)),
			),
		),
	);
}

const batches = (n: number) => `${n} ${n === 1 ? "batch" : "batches"}`;
const heading = (text: string) => h(Text, { style: styles.heading, minPresenceAhead: 40 }, text);
const n = (value: number | null) => (value === null ? "—" : value.toLocaleString("en-IN"));
const inr = (value: number | null) => (value === null ? "—" : rupees(value));

function headline(report: PlacementReport): ReactElement {
	const s = report.summary;
	const tiles: [string, string][] = [
		[percentText(s.placedPercent), `placed (${s.placed} of ${s.finalYearStudents} final-year students)`],
		[s.ctc ? lpa(s.ctc.total.median) : "—", "median CTC (total) of placed students"],
		[s.ctc ? lpa(s.ctc.total.highest) : "—", "highest CTC (total)"],
		[ratioText(s.offersPerStudent), "offers per student with an offer"],
		[String(s.companies), `companies in ${s.drives} drives`],
		[String(s.higherStudies), "to higher studies"],
		[String(s.entrepreneurs), "entrepreneurs"],
		[
			ratioText(report.nba.average),
			`NBA placement index, average over ${batches(report.nba.batchesCovered)}`,
		],
	];
	return h(
		View,
		{ style: styles.headline },
		tiles.map(([value, label]) =>
			h(
				View,
				{ key: label, style: styles.tile },
				h(Text, { style: styles.tileValue }, value),
				h(Text, { style: styles.tileLabel }, label),
			),
		),
	);
}

/** Placed % per branch as labelled bars (the figures are printed beside them as text). */
function branchBars(report: PlacementReport): ReactElement {
	return h(
		View,
		{ style: { marginTop: 4 } },
		report.branches.map((b) =>
			h(
				View,
				{ key: b.branch, style: { flexDirection: "row", alignItems: "center", marginBottom: 3 } },
				h(Text, { style: { width: "14%" } }, b.branch),
				h(
					View,
					{ style: [styles.barTrack, { width: "60%", marginTop: 0 }] },
					h(View, { style: [styles.bar, { width: `${b.placedPercent ?? 0}%` }] }),
				),
				h(Text, { style: { width: "26%", paddingLeft: 6 } }, `${percentText(b.placedPercent)} placed`),
			),
		),
	);
}

function document(report: PlacementReport): ReactElement {
	const s = report.summary;
	const ctc = s.ctc;
	return h(
		Document,
		{
			title: `Placement report · ${report.season.name} · ${report.college}`,
			author: "Unnati",
			creator: "Unnati",
			producer: "Unnati",
		},
		h(
			Page,
			{ size: "A4", style: styles.page, wrap: true },
			h(Text, { style: styles.brand }, "UNNATI · PLACEMENT REPORT"),
			h(Text, { style: styles.title }, `${report.college}`),
			h(
				Text,
				{ style: styles.meta },
				report.season.name.includes(String(report.season.batch))
					? report.season.name
					: `${report.season.name} · ${report.season.batch} batch`,
			),
			h(
				Text,
				{ style: styles.meta },
				`Computed from the placement records on ${istText(report.generatedAt)}.`,
			),
			report.inProgress
				? h(
						Text,
						{ style: styles.banner },
						"This season is still in progress (open drives or unanswered offers): its figures will move.",
					)
				: null,
			headline(report),

			heading("Summary"),
			table(
				[
					{ header: "Figure", width: 75 },
					{ header: "Value", width: 25, align: "right" },
				],
				summaryFigures(report).map(([label, value]) => [label, typeof value === "number" ? n(value) : value]),
			),

			heading("CTC of placed students (a year, one value per student: their best accepted offer)"),
			ctc
				? table(
						[
							{ header: "Measure", width: 25 },
							{ header: "Fixed", width: 25, align: "right" },
							{ header: "Variable", width: 25, align: "right" },
							{ header: "Total", width: 25, align: "right" },
						],
						(["median", "average", "highest", "lowest"] as const).map((m) => [
							`${m[0]?.toUpperCase()}${m.slice(1)}`,
							rupees(ctc.fixed[m]),
							rupees(ctc.variable[m]),
							rupees(ctc.total[m]),
						]),
					)
				: h(Text, null, "No student of the batch holds an accepted offer yet."),

			heading("Placed percentage by branch"),
			branchBars(report),
			table(
				[
					{ header: "Branch", width: 9 },
					{ header: "Students", width: 10, align: "right" },
					{ header: "Placed", width: 9, align: "right" },
					{ header: "Placed %", width: 10, align: "right" },
					{ header: "Offers", width: 9, align: "right" },
					{ header: "Higher studies", width: 12, align: "right" },
					{ header: "Entrepreneurs", width: 13, align: "right" },
					{ header: "Median CTC", width: 14, align: "right" },
					{ header: "Highest CTC", width: 14, align: "right" },
				],
				[
					...report.branches.map((b) => [
						b.branch,
						n(b.finalYearStudents),
						n(b.placed),
						percentText(b.placedPercent),
						n(b.offersMade),
						n(b.higherStudies),
						n(b.entrepreneurs),
						inr(b.medianCtcInr),
						inr(b.highestCtcInr),
					]),
					[
						"All",
						n(s.finalYearStudents),
						n(s.placed),
						percentText(s.placedPercent),
						n(s.offersMade),
						n(s.higherStudies),
						n(s.entrepreneurs),
						inr(ctc?.total.median ?? null),
						inr(ctc?.total.highest ?? null),
					],
				],
			),

			heading("Company-wise"),
			report.companies.length === 0
				? h(Text, null, "No drive in this season yet.")
				: table(
						[
							{ header: "Company", width: 20 },
							{ header: "Tier", width: 13 },
							{ header: "Applicants", width: 10, align: "right" },
							{ header: "Offers", width: 8, align: "right" },
							{ header: "Accepted", width: 9, align: "right" },
							{ header: "Fixed", width: 13, align: "right" },
							{ header: "Variable", width: 13, align: "right" },
							{ header: "Total", width: 14, align: "right" },
						],
						report.companies.map((c) => [
							c.company,
							c.tierName,
							n(c.applicants),
							n(c.offersMade),
							n(c.offersAccepted),
							rupees(c.ctcFixedInr),
							rupees(c.ctcVariableInr),
							rupees(c.ctcTotalInr),
						]),
					),
			h(
				Text,
				{ style: styles.note },
				"CTC is the company's highest offer to a final-year student (the drive's CTC when no offer was made).",
			),

			heading("CTC distribution and tiers"),
			table(
				[
					{ header: "Total CTC band", width: 60 },
					{ header: "Placed students", width: 40, align: "right" },
				],
				[
					...report.ctcBands.map((b) => [b.label, n(b.students)]),
					...report.tiers.map((t) => [`Tier: ${t.name}`, n(t.students)]),
				],
			),

			heading("NBA placement index"),
			table(
				[
					{ header: "Batch", width: 10 },
					{ header: "Final-year", width: 13, align: "right" },
					{ header: "Placed", width: 12, align: "right" },
					{ header: "Higher studies", width: 16, align: "right" },
					{ header: "Entrepreneurs", width: 16, align: "right" },
					{ header: "Counted once", width: 17, align: "right" },
					{ header: "Index", width: 16, align: "right" },
				],
				[
					...report.nba.batches.map((b) => [
						String(b.batch),
						n(b.finalYearStudents),
						n(b.placed),
						n(b.higherStudies),
						n(b.entrepreneurs),
						n(b.counted),
						ratioText(b.index),
					]),
					["Average", "", "", "", "", "", ratioText(report.nba.average)],
				],
			),
			h(Text, { style: styles.note }, report.nba.note),

			heading("NIRF graduation outcome"),
			table(
				[
					{ header: "Figure", width: 70 },
					{ header: "Value", width: 30, align: "right" },
				],
				[
					["Graduating students (final-year)", n(report.nirf.graduating)],
					["Placed", n(report.nirf.placed)],
					["Selected for higher studies", n(report.nirf.higherStudies)],
					["Median salary of placed graduates (total CTC a year)", inr(report.nirf.medianSalaryInr)],
					["Placement %", percentText(report.nirf.placedPercent)],
					["Higher studies %", percentText(report.nirf.higherStudiesPercent)],
				],
			),

			heading("How each figure is computed"),
			REPORT_DEFINITIONS.map((d) =>
				h(Text, { key: d.term, style: styles.definition }, `${d.term}: ${d.text}`),
			),
			h(Text, {
				style: styles.footer,
				fixed: true,
				render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
					`${report.college} · ${report.season.name} · page ${pageNumber} of ${totalPages}`,
			}),
		),
	);
}

/** The PDF's bytes. */
export async function renderReportPdf(report: PlacementReport): Promise<Buffer> {
	registerPdfFonts();
	return renderToBuffer(document(report) as Parameters<typeof renderToBuffer>[0]);
}
