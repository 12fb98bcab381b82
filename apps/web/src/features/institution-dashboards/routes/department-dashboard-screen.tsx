import { Anchor, Checkbox, List, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { DepartmentInsights, StudentStanding } from "@unnati/contracts";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, QueryState } from "../../../components/load-states";
import { StatCards } from "../../../components/stat-cards";
import { useAddressParams } from "../../../components/use-address-params";
import { departmentInsightsQuery } from "../api";
import { BarChart } from "../components/bar-chart";
import { Greeting } from "../components/greeting";
import { GrowthLink } from "../components/growth-link";
import { type LocalColumn, LocalTable } from "../components/local-table";
import { cohortName, percent, shortDate } from "../format";

/** `/departmentdashboard`: the department head's department this term. */
export function DepartmentDashboardScreen() {
	useDocumentTitle("Department dashboard · Unnati");
	const query = useQuery(departmentInsightsQuery());
	return (
		<Stack gap="xl" maw={1100}>
			<QueryState
				query={query}
				what="The department's figures"
				loading={{ label: "Loading the department's figures", shape: [80, 240, 240] }}
			>
				{(data) => <DepartmentDashboard data={data} />}
			</QueryState>
		</Stack>
	);
}

const standingColumns: LocalColumn<StudentStanding>[] = [
	{ key: "rollNo", header: "Roll number", cell: (s) => s.rollNo, csv: (s) => s.rollNo, minWidth: 110 },
	{ key: "name", header: "Name", cell: (s) => s.name, csv: (s) => s.name, minWidth: 140 },
	{
		key: "cohort",
		header: "Year and section",
		cell: (s) => cohortName(s.year, s.section),
		csv: (s) => cohortName(s.year, s.section),
	},
	{ key: "attempts", header: "Exams sat", cell: (s) => s.scoredAttempts, csv: (s) => s.scoredAttempts },
	{
		key: "average",
		header: "Average score",
		cell: (s) => percent(s.averagePercentage),
		csv: (s) => s.averagePercentage,
	},
	{
		key: "last",
		header: "Last exam activity",
		cell: (s) => shortDate(s.lastExamActivityAt),
		csv: (s) => s.lastExamActivityAt,
	},
	{ key: "mentor", header: "Mentor", cell: (s) => s.mentorName ?? "None yet", csv: (s) => s.mentorName },
	{
		key: "reasons",
		header: "At risk because",
		minWidth: 240,
		cell: (s) =>
			s.reasons.length === 0 ? (
				<Text size="sm" c="dimmed">
					On track
				</Text>
			) : (
				<List size="sm" spacing={2}>
					{s.reasons.map((r) => (
						<List.Item key={r}>{r}</List.Item>
					))}
				</List>
			),
		csv: (s) => s.reasons.join("; "),
	},
];

function DepartmentDashboard({ data }: { data: DepartmentInsights }) {
	const [params, set] = useAddressParams();
	const cohort = params.get("cohort") ?? "";
	// Kept in state as well as in the address, so the box answers the click at once (the address
	// updates in a transition); links that set ?atRisk=1 bring it along.
	const [atRiskOnly, setAtRiskOnly] = useState(params.get("atRisk") === "1");
	useEffect(() => setAtRiskOnly(params.get("atRisk") === "1"), [params]);
	const search = params.get("q") ?? "";
	const filter = useCallback(
		(s: StudentStanding) =>
			(cohort === "" || cohortName(s.year, s.section) === cohort) && (!atRiskOnly || s.reasons.length > 0),
		[cohort, atRiskOnly],
	);
	const cohorts = data.cohorts.map((c) => cohortName(c.year, c.section));
	return (
		<>
			<Greeting
				subtitle={`${data.department.name} (${data.department.code}), ${data.collegeName} · term ${data.term.label}`}
			/>
			<StatCards
				label="The department at a glance"
				stats={[
					{ label: "Students", value: String(data.totals.students), to: "?#students" },
					{ label: "Average score", value: percent(data.totals.averagePercentage) },
					{ label: "Pass rate", value: percent(data.totals.passRate) },
					{ label: "At risk", value: String(data.totals.atRisk), to: "?atRisk=1#students" },
				]}
			/>
			<Stack gap="md" component="section" aria-labelledby="cohorts">
				<Title order={2} id="cohorts">
					Years and sections compared
				</Title>
				{data.cohorts.length === 0 ? (
					<EmptyCard>The department has no students yet.</EmptyCard>
				) : (
					<>
						<BarChart
							title="Average exam score by year and section"
							valueHeader="Average score"
							unit=" %"
							max={100}
							bars={data.cohorts.map((c) => ({
								label: cohortName(c.year, c.section),
								value: c.averagePercentage,
							}))}
						/>
						<Table.ScrollContainer minWidth={520}>
							<Table striped aria-label="Years and sections compared">
								<Table.Thead>
									<Table.Tr>
										<Table.Th scope="col">Year and section</Table.Th>
										<Table.Th scope="col">Students</Table.Th>
										<Table.Th scope="col">Exam attempts</Table.Th>
										<Table.Th scope="col">Average score</Table.Th>
										<Table.Th scope="col">Pass rate</Table.Th>
										<Table.Th scope="col">At risk</Table.Th>
									</Table.Tr>
								</Table.Thead>
								<Table.Tbody>
									{data.cohorts.map((c) => {
										const name = cohortName(c.year, c.section);
										return (
											<Table.Tr key={name}>
												<Table.Th scope="row" fw={500}>
													{name}
												</Table.Th>
												<Table.Td>{c.students}</Table.Td>
												<Table.Td>{c.scoredAttempts}</Table.Td>
												<Table.Td>{percent(c.averagePercentage)}</Table.Td>
												<Table.Td>{percent(c.passRate)}</Table.Td>
												<Table.Td>
													{c.atRisk === 0 ? (
														0
													) : (
														<a
															href={`?cohort=${encodeURIComponent(name)}&atRisk=1#students`}
															aria-label={`${c.atRisk} at risk in ${name}`}
														>
															{c.atRisk}
														</a>
													)}
												</Table.Td>
											</Table.Tr>
										);
									})}
								</Table.Tbody>
							</Table>
						</Table.ScrollContainer>
					</>
				)}
			</Stack>
			<GrowthLink to={paths.departmentGrowth} what={`The students of ${data.department.code}`} />
			<Stack gap="sm" component="section" aria-labelledby="students">
				<Title order={2} id="students">
					Each student's standing
				</Title>
				<LocalTable
					label="Each student's standing"
					columns={standingColumns}
					items={data.students}
					rowKey={(s) => s.id}
					searchText={(s) => `${s.rollNo} ${s.name} ${s.mentorName ?? ""} ${s.reasons.join(" ")}`}
					search={search}
					onSearchChange={(value) => set("q", value)}
					filter={filter}
					filters={
						<>
							<NativeSelect
								label="Year and section"
								value={cohort}
								onChange={(event) => set("cohort", event.currentTarget.value)}
								data={[{ value: "", label: "All" }, ...cohorts.map((c) => ({ value: c, label: c }))]}
							/>
							<Checkbox
								label="At risk only"
								checked={atRiskOnly}
								onChange={(event) => {
									const checked = event.currentTarget.checked;
									setAtRiskOnly(checked);
									set("atRisk", checked ? "1" : "");
								}}
								mb={8}
							/>
						</>
					}
					empty={
						data.students.length === 0
							? "The department has no students yet."
							: "No student matches these filters."
					}
					fileName={`${data.department.code.toLowerCase()}-students.csv`}
					noun={["student", "students"]}
				/>
			</Stack>
			<Stack gap="sm" component="section" aria-labelledby="mentors">
				<Title order={2} id="mentors">
					Mentors' coverage
				</Title>
				<Text>
					{data.unmapped === 0
						? "Every student of the department has a mentor."
						: `${data.unmapped} of ${data.totals.students} students have no mentor yet.`}{" "}
					<Anchor component={Link} to={paths.departmentMentors}>
						{data.unmapped === 0 ? "Change the mentor mapping" : "Map them to mentors"}
					</Anchor>
				</Text>
				{data.mentors.length > 0 && (
					<Table striped maw={640} aria-label="Mentors' coverage">
						<Table.Thead>
							<Table.Tr>
								<Table.Th scope="col">Mentor</Table.Th>
								<Table.Th scope="col">Mentees</Table.Th>
								<Table.Th scope="col">Mentees at risk</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{data.mentors.map((m) => (
								<Table.Tr key={m.id}>
									<Table.Th scope="row" fw={500}>
										{m.name}
									</Table.Th>
									<Table.Td>{m.mentees}</Table.Td>
									<Table.Td>{m.atRiskMentees}</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				)}
			</Stack>
		</>
	);
}
