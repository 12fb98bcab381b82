import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CaseDetail } from "@unnati/contracts/counselling";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { failureMessage } from "../../../lib/http-error";
import { useSession } from "../../../lib/session";
import { caseQuery, closeCase, counsellingKeys, reopenCase, takeCase } from "../api";
import { SourceBadge, StatusBadge } from "../components/case-badges";
import { NotesSection } from "../components/notes-section";
import { PsychometricSection } from "../components/psychometric-section";
import { RecommendationsSection } from "../components/recommendations-section";
import { StudentCard } from "../components/student-card";
import { classOf, shortDate } from "../format";

/** `/career-counselor-dashboard/cases/{caseId}`: one student's case: basics, notes, follow-ups, recommendations. */
export function CaseScreen() {
	const { caseId = "" } = useParams();
	const query = useQuery(caseQuery(caseId));
	useDocumentTitle(query.data ? `${query.data.student.name} · Case · Unnati` : "Case · Unnati");
	return (
		<Stack gap="xl" maw={1100}>
			<Anchor component={Link} to={paths.counselorCases}>
				← All cases
			</Anchor>
			<QueryState
				query={query}
				what="This case"
				loading={{ label: "Loading the case", shape: [70, 180, 240] }}
			>
				{(detail) => <Case detail={detail} />}
			</QueryState>
		</Stack>
	);
}

type Action = "take" | "close" | "reopen";
const ACTIONS = { take: takeCase, close: closeCase, reopen: reopenCase } as const;
const DONE: Record<Action, string> = {
	take: "You have taken this case; the student has been told.",
	close: "Case closed. Its notes are kept, and you can reopen it.",
	reopen: "Case reopened.",
};

function Case({ detail }: { detail: CaseDetail }) {
	const client = useQueryClient();
	const { data: session } = useSession();
	const act = useMutation({
		mutationFn: (action: Action) => ACTIONS[action](detail.id),
		onSuccess: (updated, action) => {
			client.setQueryData(counsellingKeys.case(detail.id), updated);
			void client.invalidateQueries({ queryKey: counsellingKeys.all });
			notifications.show({ color: "green", message: DONE[action] });
		},
	});
	const mine = detail.counselor !== null && detail.counselor.id === session?.userId;
	return (
		<>
			<Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
				<div>
					<Title order={1}>{detail.student.name}</Title>
					<Text c="dimmed">
						{detail.student.rollNo ?? "—"} · {classOf(detail.student)}
					</Text>
					<Group gap="xs" mt="xs">
						<StatusBadge status={detail.status} />
						<SourceBadge source={detail.source} />
						<Text size="sm" c="dimmed">
							{detail.counselor
								? mine
									? "Your case"
									: `With ${detail.counselor.name}`
								: "No counselor has taken this case yet"}
							{detail.closedAt ? ` · closed ${shortDate(detail.closedAt)}` : ""}
						</Text>
					</Group>
				</div>
				<Group gap="sm">
					{detail.status === "open" && !detail.counselor && (
						<Button onClick={() => act.mutate("take")} loading={act.isPending && act.variables === "take"}>
							Take this case
						</Button>
					)}
					{detail.status === "open" ? (
						<Button
							variant="default"
							onClick={() => act.mutate("close")}
							loading={act.isPending && act.variables === "close"}
						>
							Close case
						</Button>
					) : (
						<Button
							variant="default"
							onClick={() => act.mutate("reopen")}
							loading={act.isPending && act.variables === "reopen"}
						>
							Reopen case
						</Button>
					)}
				</Group>
			</Group>
			{act.isError && (
				<Alert color="red" variant="light" role="alert" title="That did not work">
					{failureMessage(act.error, "Please try again.")}
				</Alert>
			)}
			<StudentCard detail={detail} />
			<SimpleGrid cols={{ base: 1, md: 2 }}>
				<RecommendationsSection detail={detail} />
				<PsychometricSection results={detail.psychometric} />
			</SimpleGrid>
			<NotesSection detail={detail} />
		</>
	);
}
