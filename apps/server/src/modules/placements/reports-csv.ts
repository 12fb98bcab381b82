import { OUTCOME_KIND_LABELS, type PlacementReport, REPORT_DEFINITIONS } from "@unnati/contracts/placements";
import { type CsvSection, toCsvSections } from "./csv";
import type { StudentLine } from "./reports";

// The report's words and numbers for files: the CSV here, the PDF in reports-pdf.ts. Amounts in the
// CSV are plain whole rupees (a spreadsheet sums them); the PDF prints them the Indian way.

/** ₹6,50,000: whole rupees with Indian digit grouping. */
export const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;

/** 6.5 LPA, 14 LPA: lakhs per annum for headlines. */
export const lpa = (n: number) => {
	const lakhs = Math.round(n / 1000) / 100;
	return `${lakhs.toLocaleString("en-IN", { maximumFractionDigits: 2 })} LPA`;
};

export const percentText = (p: number | null) => (p === null ? "—" : `${p.toFixed(1)}%`);
export const ratioText = (r: number | null) => (r === null ? "—" : r.toFixed(2));

/** "26 Nov 2026, 5:30 pm IST". */
export const istText = (iso: string) =>
	`${new Date(iso).toLocaleString("en-IN", {
		timeZone: "Asia/Kolkata",
		day: "numeric",
		month: "short",
		year: "numeric",
		hour: "numeric",
		minute: "2-digit",
	})} IST`;

export const reportFileName = (report: PlacementReport, extension: "csv" | "pdf") =>
	`placement-report-${report.season.batch}-batch.${extension}`;

/** The summary as label and value pairs, in the order both files print them. */
export function summaryFigures(report: PlacementReport): [string, string | number][] {
	const s = report.summary;
	return [
		["Final-year students", s.finalYearStudents],
		["Placed", s.placed],
		["Placed %", percentText(s.placedPercent)],
		["Students with at least one offer", s.studentsWithOffers],
		["Offers made", s.offersMade],
		["Offers accepted", s.offersAccepted],
		["Offers per student (with at least one offer)", ratioText(s.offersPerStudent)],
		["Companies", s.companies],
		["Drives", s.drives],
		["Higher studies", s.higherStudies],
		["Entrepreneurs", s.entrepreneurs],
		["Offers to students not of the batch (not counted)", s.offersLeftOut],
	];
}

const yesNo = (b: boolean) => (b ? "Yes" : "No");

export function reportCsv(report: PlacementReport, lines: readonly StudentLine[]): string {
	const ctc = report.summary.ctc;
	const sections: CsvSection[] = [
		{
			title: "Placement report",
			header: ["Item", "Value"],
			rows: [
				["College", report.college],
				["Season", report.season.name],
				["Batch", report.season.batch],
				["Generated", istText(report.generatedAt)],
				["Season in progress", yesNo(report.inProgress)],
			],
		},
		{ title: "Summary", header: ["Figure", "Value"], rows: summaryFigures(report) },
		{
			title: "CTC of placed students (₹ a year, one value per student: their best accepted offer)",
			header: ["Measure", "Fixed", "Variable", "Total"],
			rows: ctc
				? (["median", "average", "highest", "lowest"] as const).map((m) => [
						m[0]?.toUpperCase() + m.slice(1),
						ctc.fixed[m],
						ctc.variable[m],
						ctc.total[m],
					])
				: [["No student is placed yet", null, null, null]],
		},
		{
			title: "Branch-wise",
			header: [
				"Branch",
				"Department",
				"Final-year students",
				"Placed",
				"Placed %",
				"Offers made",
				"Higher studies",
				"Entrepreneurs",
				"Median CTC (₹)",
				"Highest CTC (₹)",
			],
			rows: [
				...report.branches.map((b) => [
					b.branch,
					b.name,
					b.finalYearStudents,
					b.placed,
					percentText(b.placedPercent),
					b.offersMade,
					b.higherStudies,
					b.entrepreneurs,
					b.medianCtcInr,
					b.highestCtcInr,
				]),
				[
					"All",
					"All branches",
					report.summary.finalYearStudents,
					report.summary.placed,
					percentText(report.summary.placedPercent),
					report.summary.offersMade,
					report.summary.higherStudies,
					report.summary.entrepreneurs,
					ctc?.total.median ?? null,
					ctc?.total.highest ?? null,
				],
			],
		},
		{
			title: "Company-wise (the company's highest offer; the drive's CTC when no offer was made)",
			header: [
				"Company",
				"City",
				"Drives",
				"Roles",
				"Tier",
				"Applicants",
				"Offers made",
				"Offers accepted",
				"Fixed (₹)",
				"Variable (₹)",
				"Total (₹)",
			],
			rows: report.companies.map((c) => [
				c.company,
				c.city,
				c.drives,
				c.roles.join("; "),
				c.tierName,
				c.applicants,
				c.offersMade,
				c.offersAccepted,
				c.ctcFixedInr,
				c.ctcVariableInr,
				c.ctcTotalInr,
			]),
		},
		{
			title: "CTC distribution (placed students by total CTC of their best accepted offer)",
			header: ["Band", "Students"],
			rows: report.ctcBands.map((b) => [b.label, b.students]),
		},
		{
			title: "Placed students by tier of their best accepted offer",
			header: ["Tier", "Students"],
			rows: report.tiers.map((t) => [t.name, t.students]),
		},
		{
			title: "NBA placement index",
			header: [
				"Batch",
				"Season",
				"Final-year students",
				"Placed",
				"Higher studies",
				"Entrepreneurs",
				"Counted (each once)",
				"Index",
			],
			rows: [
				...report.nba.batches.map((b) => [
					b.batch,
					b.seasonName,
					b.finalYearStudents,
					b.placed,
					b.higherStudies,
					b.entrepreneurs,
					b.counted,
					ratioText(b.index),
				]),
				["Average", report.nba.note, null, null, null, null, null, ratioText(report.nba.average)],
			],
		},
		{
			title: "NIRF graduation outcome",
			header: ["Figure", "Value"],
			rows: [
				["Batch", report.nirf.batch],
				["Graduating students (final-year)", report.nirf.graduating],
				["Placed", report.nirf.placed],
				["Selected for higher studies", report.nirf.higherStudies],
				["Median salary of placed graduates (₹ a year, total CTC)", report.nirf.medianSalaryInr],
				["Placement %", percentText(report.nirf.placedPercent)],
				["Higher studies %", percentText(report.nirf.higherStudiesPercent)],
			],
		},
		{
			title: "Students (every final-year student of the batch)",
			header: [
				"Roll number",
				"Name",
				"Branch",
				"Placed",
				"Company (best accepted offer)",
				"Role",
				"Tier",
				"Fixed (₹)",
				"Variable (₹)",
				"Total (₹)",
				"Offers made",
				"Outcome",
				"Outcome detail",
			],
			rows: lines.map((s) => [
				s.rollNo,
				s.name,
				s.branch,
				yesNo(s.best !== null),
				s.best?.company ?? null,
				s.best?.role ?? null,
				s.best?.tierName ?? null,
				s.best?.fixed ?? null,
				s.best?.variable ?? null,
				s.best ? s.best.fixed + s.best.variable : null,
				s.offers.length,
				s.outcome ? OUTCOME_KIND_LABELS[s.outcome.kind] : null,
				s.outcome?.detail ?? null,
			]),
		},
		{
			title: "Definitions",
			header: ["Term", "Definition"],
			rows: REPORT_DEFINITIONS.map((d) => [d.term, d.text]),
		},
	];
	return toCsvSections(sections);
}
