import { Anchor, Stack, Table, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { CollegeInsights } from "@unnati/contracts";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, QueryState } from "../../../components/load-states";
import { StatCards } from "../../../components/stat-cards";
import { collegeInsightsQuery } from "../api";
import { AtRiskTable } from "../components/at-risk-table";
import { BarChart } from "../components/bar-chart";
import { Greeting } from "../components/greeting";
import { GrowthLink } from "../components/growth-link";
import { percent, plural, shortDate } from "../format";

/** `/collegedashboard`: the college administrator's view of the term. */
export function CollegeDashboardScreen() {
	useDocumentTitle("College dashboard · Unnati");
	const query = useQuery(collegeInsightsQuery());
	return (
		<Stack gap="xl" maw={1100}>
			<QueryState
				query={query}
				what="The college's figures"
				loading={{ label: "Loading the college's figures", shape: [80, 240, 240] }}
			>
				{(data) => <CollegeDashboard data={data} />}
			</QueryState>
		</Stack>
	);
}

function CollegeDashboard({ data }: { data: CollegeInsights }) {
	return (
		<>
			<Greeting subtitle={`${data.collegeName} · term ${data.term.label} · figures from the term's exams`} />
			<StatCards
				label="The term at a glance"
				stats={[
					{ label: "Students", value: String(data.totals.students) },
					{ label: "Exam attempts", value: String(data.totals.scoredAttempts) },
					{ label: "Average score", value: percent(data.totals.averagePercentage) },
					{
						label: "At risk",
						value: String(data.totals.atRisk),
						to: "#at-risk",
						hint: "Listed below with reasons",
					},
				]}
			/>
			<DepartmentsCompared data={data} />
			<GrowthLink to={paths.collegeGrowth} what="The college's students" />
			<TermExams data={data} />
			<Stack gap="sm" component="section" aria-labelledby="at-risk">
				<Title order={2} id="at-risk">
					At-risk students
				</Title>
				<Text size="sm" c="dimmed">
					A student is at risk after failing or missing one of the term's exams, or averaging below 40 %
					across two or more.
				</Text>
				<AtRiskTable students={data.atRisk} departments={data.departments.map((d) => d.code)} />
			</Stack>
		</>
	);
}

export function DepartmentsCompared({ data }: { data: CollegeInsights }) {
	return (
		<Stack gap="md" component="section" aria-labelledby="departments">
			<Title order={2} id="departments">
				Departments compared
			</Title>
			<BarChart
				title="Average exam score by department"
				valueHeader="Average score"
				unit=" %"
				max={100}
				bars={data.departments.map((d) => ({ label: d.code, value: d.averagePercentage }))}
			/>
			<Table.ScrollContainer minWidth={560}>
				<Table striped aria-label="Departments compared">
					<Table.Thead>
						<Table.Tr>
							<Table.Th scope="col">Department</Table.Th>
							<Table.Th scope="col">Students</Table.Th>
							<Table.Th scope="col">Exam attempts</Table.Th>
							<Table.Th scope="col">Average score</Table.Th>
							<Table.Th scope="col">Pass rate</Table.Th>
							<Table.Th scope="col">At risk</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{data.departments.map((d) => (
							<Table.Tr key={d.id}>
								<Table.Th scope="row" fw={500}>
									{d.code}{" "}
									<Text span size="sm" c="dimmed">
										{d.name}
									</Text>
								</Table.Th>
								<Table.Td>{d.students}</Table.Td>
								<Table.Td>{d.scoredAttempts}</Table.Td>
								<Table.Td>{percent(d.averagePercentage)}</Table.Td>
								<Table.Td>{percent(d.passRate)}</Table.Td>
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
	);
}

function TermExams({ data }: { data: CollegeInsights }) {
	return (
		<Stack gap="sm" component="section" aria-labelledby="term-exams">
			<Title order={2} id="term-exams">
				This term's exams
			</Title>
			{data.exams.length === 0 ? (
				<EmptyCard>
					No exam has opened this term yet. Exams your examination admin publishes appear here.
				</EmptyCard>
			) : (
				<Table.ScrollContainer minWidth={620}>
					<Table striped aria-label="This term's exams">
						<Table.Thead>
							<Table.Tr>
								<Table.Th scope="col">Exam</Table.Th>
								<Table.Th scope="col">Opened</Table.Th>
								<Table.Th scope="col">Sat / expected</Table.Th>
								<Table.Th scope="col">Average score</Table.Th>
								<Table.Th scope="col">Pass rate</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{data.exams.map((e) => (
								<Table.Tr key={e.id}>
									<Table.Th scope="row" fw={500}>
										<Anchor component={Link} to={paths.collegeExam(e.title)}>
											{e.title}
										</Anchor>
									</Table.Th>
									<Table.Td>{shortDate(e.opensAt)}</Table.Td>
									<Table.Td>
										{e.scoredAttempts} / {e.expected}
									</Table.Td>
									<Table.Td>{percent(e.averagePercentage)}</Table.Td>
									<Table.Td>{percent(e.passRate)}</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			)}
		</Stack>
	);
}
