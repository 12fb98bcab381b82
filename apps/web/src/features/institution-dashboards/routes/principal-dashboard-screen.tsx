import { Anchor, Stack, Table, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { CollegeInsights } from "@unnati/contracts";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { StatCards } from "../../../components/stat-cards";
import { collegeInsightsQuery } from "../api";
import { AtRiskTable } from "../components/at-risk-table";
import { Greeting } from "../components/greeting";
import { GrowthLink } from "../components/growth-link";
import { MonthlyReportDownload } from "../components/monthly-report-download";
import { TrendChart } from "../components/trend-chart";
import { monthName, percent, plural } from "../format";

/** "+4.5 points" between two percentages, or nothing when either is missing. */
function change(before: number | null, now: number | null): string | undefined {
	if (before === null || now === null) return undefined;
	const diff = Math.round((now - before) * 10) / 10;
	return `${diff >= 0 ? "+" : "−"}${Math.abs(diff)} points on last term`;
}

/** `/principal-dashboard`: the college at a glance, trends, growth, departments ranked and the monthly report. */
export function PrincipalDashboardScreen() {
	useDocumentTitle("Principal's dashboard · Unnati");
	const query = useQuery(collegeInsightsQuery());
	return (
		<Stack gap="xl" maw={1100}>
			<QueryState
				query={query}
				what="The college's figures"
				loading={{ label: "Loading the college's figures", shape: [80, 240, 240] }}
			>
				{(data) => <PrincipalDashboard data={data} />}
			</QueryState>
		</Stack>
	);
}

function PrincipalDashboard({ data }: { data: CollegeInsights }) {
	const [previous, current] = data.terms;
	const ranked = [...data.departments]
		.filter((d) => d.students > 0)
		.sort(
			(a, b) => (b.averagePercentage ?? -1) - (a.averagePercentage ?? -1) || a.code.localeCompare(b.code),
		);
	return (
		<>
			<Greeting subtitle={`${data.collegeName} at a glance · term ${data.term.label}`} />
			<StatCards
				label="The college at a glance"
				stats={[
					{ label: "Students", value: String(data.totals.students) },
					{
						label: "Average score",
						value: percent(data.totals.averagePercentage),
						...(change(previous?.averagePercentage ?? null, current?.averagePercentage ?? null)
							? { hint: change(previous?.averagePercentage ?? null, current?.averagePercentage ?? null) }
							: {}),
					},
					{
						label: "Pass rate",
						value: percent(data.totals.passRate),
						...(change(previous?.passRate ?? null, current?.passRate ?? null)
							? { hint: change(previous?.passRate ?? null, current?.passRate ?? null) }
							: {}),
					},
					{ label: "At risk", value: String(data.totals.atRisk), to: "#at-risk" },
				]}
			/>
			<Stack gap="md" component="section" aria-labelledby="trends">
				<Title order={2} id="trends">
					Trends
				</Title>
				<TrendChart
					title="Average exam score, month by month"
					description="Attempts submitted in each of the last six months."
					points={data.months.map((m) => ({
						label: monthName(m.month),
						value: m.averagePercentage,
						note: plural(m.scoredAttempts, "attempt"),
					}))}
				/>
				<Table striped maw={640} aria-label="Term over term">
					<Table.Caption>Term over term</Table.Caption>
					<Table.Thead>
						<Table.Tr>
							<Table.Th scope="col">Term</Table.Th>
							<Table.Th scope="col">Exam attempts</Table.Th>
							<Table.Th scope="col">Average score</Table.Th>
							<Table.Th scope="col">Pass rate</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{data.terms.map((t) => (
							<Table.Tr key={t.label}>
								<Table.Th scope="row" fw={500}>
									{t.label}
								</Table.Th>
								<Table.Td>{t.scoredAttempts}</Table.Td>
								<Table.Td>{percent(t.averagePercentage)}</Table.Td>
								<Table.Td>{percent(t.passRate)}</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			</Stack>
			<MonthlyReportDownload />
			<GrowthLink to={paths.principalGrowth} what="The college's students" />
			<Stack gap="sm" component="section" aria-labelledby="ranked">
				<Title order={2} id="ranked">
					Departments ranked by average score
				</Title>
				<Table.ScrollContainer minWidth={560}>
					<Table striped aria-label="Departments ranked by average score">
						<Table.Thead>
							<Table.Tr>
								<Table.Th scope="col">Rank</Table.Th>
								<Table.Th scope="col">Department</Table.Th>
								<Table.Th scope="col">Average score</Table.Th>
								<Table.Th scope="col">Pass rate</Table.Th>
								<Table.Th scope="col">Students</Table.Th>
								<Table.Th scope="col">At risk</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{ranked.map((d, i) => (
								<Table.Tr key={d.id}>
									<Table.Td>{i + 1}</Table.Td>
									<Table.Th scope="row" fw={500}>
										{d.code}{" "}
										<Text span size="sm" c="dimmed">
											{d.name}
										</Text>
									</Table.Th>
									<Table.Td>{percent(d.averagePercentage)}</Table.Td>
									<Table.Td>{percent(d.passRate)}</Table.Td>
									<Table.Td>{d.students}</Table.Td>
									<Table.Td>
										{d.atRisk === 0 ? (
											0
										) : (
											<Anchor
												component={Link}
												to={`?dept=${encodeURIComponent(d.code)}#at-risk`}
												aria-label={`${plural(d.atRisk, "student")} at risk in ${d.code}`}
											>
												{d.atRisk}
											</Anchor>
										)}
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			</Stack>
			<Stack gap="sm" component="section" aria-labelledby="at-risk">
				<Title order={2} id="at-risk">
					At-risk students
				</Title>
				<AtRiskTable students={data.atRisk} departments={data.departments.map((d) => d.code)} />
			</Stack>
		</>
	);
}
