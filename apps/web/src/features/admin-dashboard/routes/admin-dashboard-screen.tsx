import { Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../../components/load-states";
import { useSession } from "../../../lib/session";
import { usageQuery } from "../api";
import { CollegesTable } from "../components/colleges-table";
import { InboxSummary } from "../components/inbox-summary";
import { UsageChart } from "../components/usage-chart";

/**
 * /admin-dashboard, the platform admin's home (issue 18): the inbox at a glance, every college with its
 * trial or subscription and usage, and the platform's usage over 12 weeks. Only figures Unnati records
 * are shown; there is no billing yet, so no revenue.
 */
export function AdminDashboardScreen() {
	useDocumentTitle("Platform dashboard · Unnati");
	const { data: session } = useSession();
	const usage = useQuery(usageQuery());
	return (
		<Stack gap="xl" maw={1280}>
			<div>
				<Title order={1}>Platform dashboard</Title>
				{session && (
					<Text c="dimmed" mt={4}>
						Signed in as {session.name}. Colleges, their trials and subscriptions, usage, and the inbox.
					</Text>
				)}
			</div>
			<InboxSummary />
			<Stack gap="sm" component="section" aria-labelledby="colleges-heading">
				<Title order={2} size="h3" id="colleges-heading">
					Colleges
				</Title>
				<CollegesTable />
			</Stack>
			<Stack gap="sm" component="section" aria-labelledby="usage-heading">
				<Title order={2} size="h3" id="usage-heading">
					Usage
				</Title>
				<QueryState
					query={usage}
					what="The usage figures"
					loading={{ label: "Loading the usage figures", shape: [260] }}
				>
					{(data) => <UsageChart weeks={data.weeks} />}
				</QueryState>
			</Stack>
		</Stack>
	);
}
