import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { indianMonthRange, monthLabel } from "@unnati/contracts/insights";
import { createElement as h, type ReactElement } from "react";
import { PDF_FONT_FAMILY, registerPdfFonts } from "../../platform/pdf/fonts";
import type { MonthFigures, MonthlyReport } from "./monthly-report";

// The monthly report as an A4 PDF of real text (as certificates and placement reports are printed):
// every figure is a text run that pdftotext and a screen reader read back, in the platform's
// embedded fonts (platform/pdf/fonts.ts).

const INK = "#1b2a41";
const ACCENT = "#1f6f5c";
const MUTED = "#5b6577";
const RULE = "#d5dbe3";

const styles = StyleSheet.create({
	page: {
		fontFamily: PDF_FONT_FAMILY,
		color: INK,
		fontSize: 10,
		paddingTop: 36,
		paddingBottom: 48,
		paddingHorizontal: 40,
	},
	// No letter spacing: spaced capitals come back from pdftotext as single letters.
	brand: { fontSize: 9, fontWeight: 700, color: ACCENT },
	title: { fontSize: 20, fontWeight: 700, marginTop: 4 },
	subtitle: { fontSize: 11, marginTop: 4, color: MUTED },
	heading: { fontSize: 13, fontWeight: 700, marginTop: 14, marginBottom: 5, color: ACCENT },
	row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 2.5 },
	headRow: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: INK, paddingVertical: 3 },
	headCell: { fontWeight: 700 },
	step: { flexDirection: "row", marginBottom: 4 },
	stepNumber: { width: 16, fontWeight: 700 },
	stepText: { flex: 1 },
	note: { fontSize: 8, color: MUTED, marginTop: 12, lineHeight: 1.3 },
	footer: { position: "absolute", bottom: 24, left: 40, right: 40, fontSize: 8, color: MUTED },
});

/** "24 November 2026", the day in India. */
const indianDate = (at: Date) =>
	new Intl.DateTimeFormat("en-IN", {
		timeZone: "Asia/Kolkata",
		day: "numeric",
		month: "long",
		year: "numeric",
	}).format(at);

const percent = (value: number | null) => (value === null ? "—" : `${value} %`);

/** "+2", "−1", "0"; for percentages "−6.7 points"; "—" when either side is missing. */
function change(now: number | null, before: number | null, points = false): string {
	if (now === null || before === null) return "—";
	const diff = Math.round((now - before) * 10) / 10;
	const sign = diff > 0 ? "+" : diff < 0 ? "−" : "";
	return `${sign}${Math.abs(diff)}${points && diff !== 0 ? " points" : ""}`;
}

/** A table of text: one width per column (flex shares), the first row the header. */
function table(widths: number[], header: string[], rows: string[][]): ReactElement {
	// Children passed one by one (not as arrays), so React asks for no keys.
	const cells = (values: string[], head: boolean) =>
		values.map((value, i) =>
			h(Text, { style: [{ flex: widths[i] ?? 1, paddingRight: 6 }, head ? styles.headCell : {}] }, value),
		);
	return h(
		View,
		null,
		h(View, { style: styles.headRow, wrap: false }, ...cells(header, true)),
		...rows.map((row) => h(View, { style: styles.row, wrap: false }, ...cells(row, false))),
	);
}

function headlineRows(current: MonthFigures, previous: MonthFigures): string[][] {
	const count = (label: string, key: keyof MonthFigures) => {
		const now = current[key] as number;
		const before = previous[key] as number;
		return [label, String(now), String(before), change(now, before)];
	};
	return [
		[
			"Active students",
			`${current.activeStudents} of ${current.students}`,
			`${previous.activeStudents} of ${previous.students}`,
			change(current.activeStudents, previous.activeStudents),
		],
		count("Lessons completed", "lessonsCompleted"),
		count("Courses completed", "coursesCompleted"),
		count("Exams held", "examsHeld"),
		count("Exam attempts", "examAttempts"),
		[
			"Average exam score",
			percent(current.averagePercentage),
			percent(previous.averagePercentage),
			change(current.averagePercentage, previous.averagePercentage, true),
		],
		[
			"Pass rate",
			percent(current.passRate),
			percent(previous.passRate),
			change(current.passRate, previous.passRate, true),
		],
		count("DSA problems solved", "problemsSolved"),
		count("Students solving DSA problems", "solvers"),
		count("Placement applications", "placementApplications"),
		count("Students applying to drives", "applicants"),
	];
}

/** The report's bytes: one or two A4 pages, portrait. */
export async function renderMonthlyReportPdf(report: MonthlyReport): Promise<Buffer> {
	registerPdfFonts();
	const month = monthLabel(report.month);
	const previous = monthLabel(report.previousMonth);
	const monthName = month.split(" ")[0] ?? month;
	const last = new Date(indianMonthRange(report.month).to.getTime() - 1);
	const span = report.upTo
		? `1 ${monthName} to ${indianDate(report.upTo)} (the month is not over)`
		: `1 to ${indianDate(last)}`;
	const element = h(
		Document,
		{
			title: `Monthly report, ${month} · ${report.collegeName}`,
			author: "Unnati",
			creator: "Unnati",
			producer: "Unnati",
			language: "en-IN",
		},
		h(
			Page,
			{ size: "A4", style: styles.page },
			h(Text, { style: styles.brand }, "UNNATI · MONTHLY REPORT"),
			h(Text, { style: styles.title }, report.collegeName),
			h(Text, { style: styles.subtitle }, `${month}: ${span}, India time. Compared with ${previous}.`),

			h(Text, { style: styles.heading }, "The month at a glance"),
			table(
				[3, 1.4, 1.4, 1.4],
				["Figure", month, previous, "Change"],
				headlineRows(report.current, report.previous),
			),

			h(Text, { style: styles.heading }, "Departments ranked by average exam score"),
			report.departments.length === 0
				? h(Text, null, "No department has students yet.")
				: table(
						[0.6, 2.6, 1, 1.1, 1.2, 1, 1, 1, 0.9],
						[
							"Rank",
							"Department",
							"Students",
							"Active",
							"Average score",
							"Attempts",
							"Lessons",
							"DSA solved",
							"At risk",
						],
						report.departments.map((d, i) => [
							String(i + 1),
							`${d.code} · ${d.name}`,
							String(d.figures.students),
							String(d.figures.activeStudents),
							percent(d.figures.averagePercentage),
							String(d.figures.examAttempts),
							String(d.figures.lessonsCompleted),
							String(d.figures.problemsSolved),
							String(d.atRisk),
						]),
					),

			h(Text, { style: styles.heading }, `At-risk students by department, end of ${monthName}`),
			table(
				[3, 1.2, 1.2],
				["Department", "At risk", "Students"],
				[
					...report.atRisk.byDepartment.map((d) => [d.code, String(d.atRisk), String(d.students)]),
					["Whole college", String(report.atRisk.total), String(report.current.students)],
				],
			),

			h(Text, { style: styles.heading }, "What to do next"),
			...report.actions.map((action, i) =>
				h(
					View,
					{ style: styles.step, wrap: false },
					h(Text, { style: styles.stepNumber }, `${i + 1}.`),
					h(Text, { style: styles.stepText }, action),
				),
			),

			h(
				Text,
				{ style: styles.note },
				"How the figures are counted: the month runs from midnight to midnight in India (IST). Active students sat an exam, completed a lesson, answered a practice question, submitted a DSA solution or applied to a placement drive in the month. Exams held are the college's published exams that opened in the month; their scores are those of submitted attempts. A DSA problem counts in the month a student first solved it. Placement applications are those made in the month and not withdrawn since. A student is at risk after failing or missing one of the term's exams, or averaging below 40 % across two or more, as it stood at the end of the month.",
			),
			h(
				Text,
				{ style: styles.footer, fixed: true },
				`${report.collegeName} · ${month} · generated by Unnati on ${indianDate(report.generatedAt)}`,
			),
		),
	);
	return renderToBuffer(element);
}
