import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { MEETING_MODE_LABELS, type MentorMeeting } from "@unnati/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { meetingsQuery } from "../api";
import { BookedHours } from "../components/booked-hours";
import { type LocalColumn, LocalTable } from "../components/local-table";
import { shortDate } from "../format";

const columns: LocalColumn<MentorMeeting>[] = [
	{ key: "when", header: "When", cell: (m) => shortDate(m.heldAt), csv: (m) => m.heldAt },
	{
		key: "mentee",
		header: "Mentee",
		cell: (m) => (
			<Anchor component={Link} to={paths.mentee(m.studentId)}>
				{m.studentName}
			</Anchor>
		),
		csv: (m) => m.studentName,
	},
	{ key: "rollNo", header: "Roll number", cell: (m) => m.rollNo, csv: (m) => m.rollNo },
	{
		key: "how",
		header: "How",
		cell: (m) => `${MEETING_MODE_LABELS[m.mode]}, ${m.durationMinutes} min`,
		csv: (m) => MEETING_MODE_LABELS[m.mode],
	},
	{ key: "summary", header: "Summary", minWidth: 240, cell: (m) => m.summary, csv: (m) => m.summary },
	{
		key: "next",
		header: "Next steps",
		minWidth: 180,
		cell: (m) => m.nextSteps ?? "—",
		csv: (m) => m.nextSteps,
	},
];

/** `/mentor/my-sessions`: the mentoring hours students booked, and the meetings with mentees as logged. */
export function MySessionsScreen() {
	useDocumentTitle("My sessions · Unnati");
	const query = useQuery(meetingsQuery());
	const [search, setSearch] = useState("");
	return (
		<Stack gap="lg" maw={1100}>
			<Title order={1}>My sessions</Title>
			<BookedHours />
			<Title order={2} size="h4">
				Meetings logged
			</Title>
			<Text c="dimmed">Your meetings with mentees, newest first. Log a meeting from the mentee's page.</Text>
			<QueryState query={query} what="Your sessions" loading={{ label: "Loading your sessions" }}>
				{(data) => (
					<LocalTable
						label="My sessions"
						columns={columns}
						items={data.items}
						rowKey={(m) => m.id}
						searchText={(m) => `${m.studentName} ${m.rollNo} ${m.summary} ${m.nextSteps ?? ""}`}
						search={search}
						onSearchChange={setSearch}
						empty={data.items.length === 0 ? "No meeting logged yet." : "No session matches this search."}
						fileName="mentoring-sessions.csv"
						noun={["session", "sessions"]}
					/>
				)}
			</QueryState>
		</Stack>
	);
}
