import { Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { QueryState, rows } from "../../../components/load-states";
import { followUpsQuery } from "../api";
import { FollowUpList } from "../components/follow-up-list";
import { dayLabel } from "../format";

/** `/career-counselor-dashboard/follow-ups`: every follow-up due today or overdue on the college's open cases. */
export function FollowUpsScreen() {
	useDocumentTitle("Follow-ups · Career counselling · Unnati");
	const query = useQuery(followUpsQuery());
	const overdue = query.data?.items.filter((item) => item.overdue).length ?? 0;
	return (
		<Stack gap="lg" maw={900}>
			<div>
				<Title order={1}>Follow-ups due</Title>
				<Text c="dimmed" mt="xs">
					{query.data
						? `Today is ${dayLabel(query.data.today)}. ${overdue > 0 ? `${overdue} overdue, oldest first.` : "Nothing is overdue."}`
						: "Today's and overdue follow-ups on open cases, oldest first."}
				</Text>
			</div>
			<QueryState
				query={query}
				what="The follow-ups"
				loading={{ label: "Loading the follow-ups", shape: rows(3, 110) }}
				isEmpty={(data) => data.items.length === 0}
				empty="No follow-up is due today or overdue. Follow-ups are set on a case's notes."
			>
				{(data) => <FollowUpList items={data.items} label="Follow-ups due" />}
			</QueryState>
		</Stack>
	);
}
