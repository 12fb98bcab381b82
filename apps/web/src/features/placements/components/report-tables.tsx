import { Card, List, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { type PlacementReport, REPORT_DEFINITIONS } from "@unnati/contracts/placements";
import type { ReactNode } from "react";
import { formatInr, formatLpa } from "./format";

// The report's figures as headline numbers and tables. Every table scrolls sideways on a phone
// rather than squeezing its numbers; the definitions they are computed by follow as footnotes.

const percent = (p: number | null) => (p === null ? "—" : `${p.toFixed(1)}%`);
const ratio = (r: number | null) => (r === null ? "—" : r.toFixed(2));
const inr = (n: number | null) => (n === null ? "—" : formatInr(n));
const num = (n: number) => n.toLocaleString("en-IN");

function Figure({ value, label }: { value: string; label: string }) {
	return (
		<Card withBorder padding="sm">
			<Text fz={22} fw={700} lh={1.2}>
				{value}
			</Text>
			<Text size="sm" c="dimmed">
				{label}
			</Text>
		</Card>
	);
}

/** The numbers a principal asks for first. */
export function ReportHeadline({ report }: { report: PlacementReport }) {
	const s = report.summary;
	return (
		<SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="section" aria-label="Headline figures">
			<Figure
				value={percent(s.placedPercent)}
				label={`placed (${num(s.placed)} of ${num(s.finalYearStudents)} final-year students)`}
			/>
			<Figure value={s.ctc ? formatLpa(s.ctc.total.median) : "—"} label="median CTC (total)" />
			<Figure value={s.ctc ? formatLpa(s.ctc.total.average) : "—"} label="average CTC (total)" />
			<Figure value={s.ctc ? formatLpa(s.ctc.total.highest) : "—"} label="highest CTC (total)" />
			<Figure value={ratio(s.offersPerStudent)} label="offers per student with an offer" />
			<Figure value={num(s.companies)} label={`companies in ${num(s.drives)} drives`} />
			<Figure
				value={`${num(s.higherStudies)} · ${num(s.entrepreneurs)}`}
				label="to higher studies · entrepreneurs"
			/>
			<Figure
				value={ratio(report.nba.average)}
				label={`NBA placement index, average over ${report.nba.batchesCovered} ${report.nba.batchesCovered === 1 ? "batch" : "batches"}`}
			/>
		</SimpleGrid>
	);
}

type Column = { header: string; numeric?: boolean };

/** A titled table of figures; the first cell of each row heads it. */
function FigureTable({
	title,
	caption,
	columns,
	rows,
	minWidth = 560,
	note,
}: {
	title: string;
	caption: string;
	columns: Column[];
	rows: ReactNode[][];
	minWidth?: number;
	note?: ReactNode;
}) {
	return (
		<Stack gap="xs" component="section" aria-label={title}>
			<Title order={3} size="h4">
				{title}
			</Title>
			<Card withBorder padding={0}>
				<Table.ScrollContainer minWidth={minWidth}>
					<Table striped verticalSpacing="xs" aria-label={caption}>
						<Table.Thead>
							<Table.Tr>
								{columns.map((c) => (
									<Table.Th key={c.header} scope="col" ta={c.numeric ? "right" : "left"}>
										{c.header}
									</Table.Th>
								))}
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{rows.map((row, r) => (
								// Rows are fixed for one report: their order is their identity.
								// biome-ignore lint/suspicious/noArrayIndexKey: a fixed table
								<Table.Tr key={r}>
									{row.map((cell, i) =>
										i === 0 ? (
											<Table.Th key={columns[i]?.header} scope="row" fw={500}>
												{cell}
											</Table.Th>
										) : (
											<Table.Td key={columns[i]?.header} ta={columns[i]?.numeric ? "right" : "left"}>
												{cell}
											</Table.Td>
										),
									)}
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			</Card>
			{note && (
				<Text size="sm" c="dimmed">
					{note}
				</Text>
			)}
		</Stack>
	);
}

export function CtcTable({ report }: { report: PlacementReport }) {
	const ctc = report.summary.ctc;
	if (!ctc)
		return (
			<Text c="dimmed" size="sm">
				No final-year student holds an accepted offer yet, so there is no CTC to report.
			</Text>
		);
	return (
		<FigureTable
			title="CTC of placed students"
			caption="CTC a year over placed students, one value per student"
			columns={[
				{ header: "Measure" },
				{ header: "Fixed", numeric: true },
				{ header: "Variable", numeric: true },
				{ header: "Total", numeric: true },
			]}
			minWidth={420}
			rows={(["median", "average", "highest", "lowest"] as const).map((m) => [
				`${m[0]?.toUpperCase()}${m.slice(1)}`,
				formatInr(ctc.fixed[m]),
				formatInr(ctc.variable[m]),
				formatInr(ctc.total[m]),
			])}
			note={`Over ${num(ctc.students)} placed students, each counted once with their best accepted offer. Fixed and variable pay are reported apart, as IPRS asks.`}
		/>
	);
}

export function BranchTable({ report }: { report: PlacementReport }) {
	const s = report.summary;
	return (
		<FigureTable
			title="Branch-wise"
			caption="Placement figures per branch"
			columns={[
				{ header: "Branch" },
				{ header: "Final-year students", numeric: true },
				{ header: "Placed", numeric: true },
				{ header: "Placed %", numeric: true },
				{ header: "Offers made", numeric: true },
				{ header: "Higher studies", numeric: true },
				{ header: "Entrepreneurs", numeric: true },
				{ header: "Median CTC", numeric: true },
				{ header: "Highest CTC", numeric: true },
			]}
			minWidth={860}
			rows={[
				...report.branches.map((b) => [
					`${b.branch}${b.name && b.name !== b.branch ? ` · ${b.name}` : ""}`,
					num(b.finalYearStudents),
					num(b.placed),
					percent(b.placedPercent),
					num(b.offersMade),
					num(b.higherStudies),
					num(b.entrepreneurs),
					inr(b.medianCtcInr),
					inr(b.highestCtcInr),
				]),
				[
					"All branches",
					num(s.finalYearStudents),
					num(s.placed),
					percent(s.placedPercent),
					num(s.offersMade),
					num(s.higherStudies),
					num(s.entrepreneurs),
					inr(s.ctc?.total.median ?? null),
					inr(s.ctc?.total.highest ?? null),
				],
			]}
		/>
	);
}

export function CompanyTable({ report }: { report: PlacementReport }) {
	if (report.companies.length === 0)
		return (
			<Text c="dimmed" size="sm">
				No drive in this season yet.
			</Text>
		);
	return (
		<FigureTable
			title="Company-wise"
			caption="Placement figures per company"
			columns={[
				{ header: "Company" },
				{ header: "Tier" },
				{ header: "Roles" },
				{ header: "Applicants", numeric: true },
				{ header: "Offers", numeric: true },
				{ header: "Accepted", numeric: true },
				{ header: "Fixed", numeric: true },
				{ header: "Variable", numeric: true },
				{ header: "Total", numeric: true },
			]}
			minWidth={960}
			rows={report.companies.map((c) => [
				c.company,
				c.tierName,
				c.roles.join(", "),
				num(c.applicants),
				num(c.offersMade),
				num(c.offersAccepted),
				formatInr(c.ctcFixedInr),
				formatInr(c.ctcVariableInr),
				formatInr(c.ctcTotalInr),
			])}
			note="CTC is the company's highest offer to a final-year student of the batch (the drive's CTC when no offer was made)."
		/>
	);
}

export function TierTable({ report }: { report: PlacementReport }) {
	return (
		<FigureTable
			title="Placed students by tier"
			caption="Placed students by the tier of their best accepted offer"
			columns={[{ header: "Tier" }, { header: "Placed students", numeric: true }]}
			minWidth={280}
			rows={report.tiers.map((t) => [t.name, num(t.students)])}
		/>
	);
}

export function NbaTable({ report }: { report: PlacementReport }) {
	return (
		<FigureTable
			title="NBA placement index"
			caption="NBA placement index per batch and its average"
			columns={[
				{ header: "Batch" },
				{ header: "Final-year", numeric: true },
				{ header: "Placed", numeric: true },
				{ header: "Higher studies", numeric: true },
				{ header: "Entrepreneurs", numeric: true },
				{ header: "Counted once", numeric: true },
				{ header: "Index", numeric: true },
			]}
			minWidth={640}
			rows={[
				...report.nba.batches.map((b) => [
					String(b.batch),
					num(b.finalYearStudents),
					num(b.placed),
					num(b.higherStudies),
					num(b.entrepreneurs),
					num(b.counted),
					ratio(b.index),
				]),
				["Average", "", "", "", "", "", ratio(report.nba.average)],
			]}
			note={report.nba.note}
		/>
	);
}

export function NirfTable({ report }: { report: PlacementReport }) {
	const n = report.nirf;
	return (
		<FigureTable
			title="NIRF graduation outcome"
			caption="NIRF graduation outcome figures of the batch"
			columns={[{ header: "Figure" }, { header: "Value", numeric: true }]}
			minWidth={320}
			rows={[
				["Graduating students (final-year)", num(n.graduating)],
				["Placed", num(n.placed)],
				["Selected for higher studies", num(n.higherStudies)],
				["Median salary of placed graduates (total CTC a year)", inr(n.medianSalaryInr)],
				["Placement %", percent(n.placedPercent)],
				["Higher studies %", percent(n.higherStudiesPercent)],
			]}
		/>
	);
}

/** How each figure is computed: the same words the PDF and the CSV end with. */
export function ReportDefinitions() {
	return (
		<Stack gap="xs" component="section" aria-labelledby="report-definitions">
			<Title order={2} size="h4" id="report-definitions">
				How each figure is computed
			</Title>
			<List size="sm" spacing={4}>
				{REPORT_DEFINITIONS.map((d) => (
					<List.Item key={d.term}>
						<Text span fw={600} size="sm">
							{d.term}:
						</Text>{" "}
						{d.text}
					</List.Item>
				))}
			</List>
			<Text size="sm" c="dimmed">
				Every figure is computed from the placement records each time the report is opened; none is typed in.
			</Text>
		</Stack>
	);
}
