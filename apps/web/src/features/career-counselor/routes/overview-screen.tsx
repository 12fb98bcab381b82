import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { CounsellingOverview } from "@unnati/contracts/counselling";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, QueryState } from "../../../components/load-states";
import { StatCards } from "../../../components/stat-cards";
import { useSession } from "../../../lib/session";
import { overviewQuery } from "../api";
import { SourceBadge } from "../components/case-badges";
import { FollowUpList } from "../components/follow-up-list";
import { classOf, dayLabel, shortDate } from "../format";

/** `/career-counselor-dashboard`: the counselor's home: the caseload's figures, follow-ups due, referrals waiting. */
export function CounselorOverviewScreen() {
	useDocumentTitle("Career counselling · Unnati");
	const { data: session } = useSession();
	const query = useQuery(overviewQuery());
	return (
		<Stack gap="xl" maw={1100}>
			<div>
				<Title order={1}>{session ? `Welcome, ${session.name}` : "Welcome"}</Title>
				<Text c="dimmed" mt="xs">
					Your college's career counselling: students referred by their mentors or by themselves.
				</Text>
			</div>
			<QueryState
				query={query}
				what="The caseload"
				loading={{ label: "Loading the caseload", shape: [90, 160, 160] }}
			>
				{(data) => <Overview data={data} />}
			</QueryState>
		</Stack>
	);
}

function Overview({ data }: { data: CounsellingOverview }) {
	const { counts } = data;
	return (
		<>
			<StatCards
				label="The caseload at a glance"
				stats={[
					{ label: "Open cases", value: counts.open, to: paths.counselorCases },
					{
						label: "Unassigned referrals",
						value: counts.unassigned,
						to: `${paths.counselorCases}?assigned=unassigned`,
						hint: "Waiting for a counselor",
					},
					{ label: "Your cases", value: counts.mine, to: `${paths.counselorCases}?assigned=mine` },
					{
						label: "Follow-ups due",
						value: counts.followUpsDue,
						to: paths.counselorFollowUps,
						hint: counts.overdue > 0 ? `${counts.overdue} overdue` : "None overdue",
					},
				]}
			/>
			<Stack gap="sm" component="section" aria-labelledby="due-heading">
				<Group justify="space-between" align="baseline">
					<Title order={2} size="h3" id="due-heading">
						Follow-ups due
					</Title>
					<Text size="sm" c="dimmed">
						Today is {dayLabel(data.today)}
					</Text>
				</Group>
				{data.followUpsDue.length === 0 ? (
					<EmptyCard>No follow-up is due today or overdue.</EmptyCard>
				) : (
					<>
						<FollowUpList items={data.followUpsDue} label="Follow-ups due" />
						{counts.followUpsDue > data.followUpsDue.length && (
							<Anchor component={Link} to={paths.counselorFollowUps}>
								See all {counts.followUpsDue} follow-ups due
							</Anchor>
						)}
					</>
				)}
			</Stack>
			<Stack gap="sm" component="section" aria-labelledby="unassigned-heading">
				<Title order={2} size="h3" id="unassigned-heading">
					Referrals waiting for a counselor
				</Title>
				{data.unassigned.length === 0 ? (
					<EmptyCard>Every referral has a counselor.</EmptyCard>
				) : (
					<Stack
						gap="sm"
						component="ul"
						aria-label="Unassigned referrals"
						style={{ listStyle: "none", padding: 0, margin: 0 }}
					>
						{data.unassigned.map((item) => (
							<Card key={item.id} withBorder padding="sm" component="li">
								<Group justify="space-between" wrap="wrap" gap="xs">
									<Anchor component={Link} to={paths.counselorCase(item.id)} fw={600}>
										{item.student.name}
									</Anchor>
									<Group gap="xs">
										<SourceBadge source={item.source} />
										<Badge variant="default">{shortDate(item.createdAt)}</Badge>
									</Group>
								</Group>
								<Text size="sm" c="dimmed">
									{item.student.rollNo ?? ""} · {classOf(item.student)}
									{item.referredBy ? ` · referred by ${item.referredBy.name}` : ""}
								</Text>
								<Text size="sm" mt={4} lineClamp={2}>
									{item.reason}
								</Text>
							</Card>
						))}
					</Stack>
				)}
				{counts.unassigned > data.unassigned.length && (
					<Anchor component={Link} to={`${paths.counselorCases}?assigned=unassigned`}>
						See all {counts.unassigned} unassigned referrals
					</Anchor>
				)}
			</Stack>
			<Text size="sm" c="dimmed">
				{counts.closedLast30Days} {counts.closedLast30Days === 1 ? "case was" : "cases were"} closed in the
				last 30 days.
			</Text>
		</>
	);
}
