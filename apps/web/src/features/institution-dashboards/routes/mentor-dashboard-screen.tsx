import { Anchor, List, Stack, Text } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { MenteeGlance } from "@unnati/contracts";
import { BAND_RULES } from "@unnati/contracts/readiness";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { StatCards } from "../../../components/stat-cards";
import { menteesQuery } from "../api";
import { Greeting } from "../components/greeting";
import { type LocalColumn, LocalTable } from "../components/local-table";
import { cohortName, percent, shortDate } from "../format";

const columns: LocalColumn<MenteeGlance>[] = [
	{
		key: "name",
		header: "Mentee",
		minWidth: 160,
		cell: (m) => (
			<Anchor component={Link} to={paths.mentee(m.id)}>
				{m.name}
			</Anchor>
		),
		csv: (m) => m.name,
	},
	{ key: "rollNo", header: "Roll number", cell: (m) => m.rollNo, csv: (m) => m.rollNo },
	{
		key: "cohort",
		header: "Class",
		cell: (m) => `${m.deptCode ?? ""} ${cohortName(m.year, m.section)}`.trim(),
		csv: (m) => `${m.deptCode ?? ""} ${cohortName(m.year, m.section)}`.trim(),
	},
	{ key: "exams", header: "Exams this term", cell: (m) => m.scoredAttempts, csv: (m) => m.scoredAttempts },
	{
		key: "average",
		header: "Average score",
		cell: (m) => percent(m.averagePercentage),
		csv: (m) => m.averagePercentage,
	},
	{
		key: "readiness",
		header: "Placement readiness",
		cell: (m) => (
			<Anchor component={Link} to={paths.studentPlacementAnalytics(m.id)}>
				{m.readiness.score} · {BAND_RULES[m.readiness.band].label}
			</Anchor>
		),
		csv: (m) => m.readiness.score,
	},
	{
		key: "met",
		header: "Last meeting",
		cell: (m) => shortDate(m.lastMeetingAt),
		csv: (m) => m.lastMeetingAt,
	},
	{
		key: "alerts",
		header: "Alerts",
		minWidth: 240,
		cell: (m) =>
			m.alerts.length === 0 ? (
				<Text size="sm" c="dimmed">
					None
				</Text>
			) : (
				<List size="sm" spacing={2}>
					{m.alerts.map((a) => (
						<List.Item key={a}>{a}</List.Item>
					))}
				</List>
			),
		csv: (m) => m.alerts.join("; "),
	},
];

/** `/mentordashboard`: each mentee at a glance, those who need the mentor first. */
export function MentorDashboardScreen() {
	useDocumentTitle("Mentor dashboard · Unnati");
	const query = useQuery(menteesQuery());
	const [search, setSearch] = useState("");
	return (
		<Stack gap="xl" maw={1100}>
			<QueryState
				query={query}
				what="Your mentees"
				loading={{ label: "Loading your mentees", shape: [80, 240] }}
			>
				{(data) => (
					<>
						<Greeting subtitle={`Your mentees · term ${data.term}`} />
						<StatCards
							label="Your mentees at a glance"
							stats={[
								{ label: "Mentees", value: String(data.mentees.length) },
								{
									label: "Need attention",
									value: String(data.mentees.filter((m) => m.alerts.length > 0).length),
									hint: "Listed first below",
								},
								{
									label: "Not met yet",
									value: String(data.mentees.filter((m) => m.lastMeetingAt === null).length),
								},
							]}
						/>
						<LocalTable
							label="Your mentees"
							columns={columns}
							items={data.mentees}
							rowKey={(m) => m.id}
							searchText={(m) => `${m.rollNo} ${m.name} ${m.alerts.join(" ")}`}
							search={search}
							onSearchChange={setSearch}
							empty={
								data.mentees.length === 0
									? "No mentees are mapped to you yet. Your department head maps students to mentors."
									: "No mentee matches this search."
							}
							fileName="mentees.csv"
							noun={["mentee", "mentees"]}
						/>
					</>
				)}
			</QueryState>
		</Stack>
	);
}
