import { Anchor, Button, Card, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FollowUp } from "@unnati/contracts/counselling";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { failureMessage } from "../../../lib/http-error";
import { completeFollowUp, counsellingKeys } from "../api";
import { classOf, dayLabel } from "../format";
import { DueBadge } from "./case-badges";

/** Follow-ups due, one card each (readable on a phone), each marked done where it stands. */
export function FollowUpList({ items, label }: { items: FollowUp[]; label: string }) {
	const client = useQueryClient();
	const done = useMutation({
		mutationFn: (item: FollowUp) => completeFollowUp(item.caseId, item.noteId),
		onSuccess: (_note, item) => {
			notifications.show({ color: "green", message: `Follow-up with ${item.student.name} marked done.` });
			void client.invalidateQueries({ queryKey: counsellingKeys.all });
		},
		onError: (error) =>
			notifications.show({
				color: "red",
				message: failureMessage(error, "Could not save. Please try again."),
			}),
	});
	return (
		<Stack gap="sm" component="ul" aria-label={label} style={{ listStyle: "none", padding: 0, margin: 0 }}>
			{items.map((item) => (
				<Card key={item.noteId} withBorder padding="sm" component="li">
					<Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
						<Stack gap={4} style={{ flex: "1 1 260px", minWidth: 0 }}>
							<Group gap="xs">
								<Text fw={600}>{dayLabel(item.followUpOn)}</Text>
								<DueBadge overdue={item.overdue} />
							</Group>
							<Text size="sm">
								<Anchor component={Link} to={paths.counselorCase(item.caseId)}>
									{item.student.name}
								</Anchor>{" "}
								<Text span c="dimmed" size="sm">
									{item.student.rollNo ?? ""} · {classOf(item.student)}
								</Text>
							</Text>
							<Text size="sm" c="dimmed" lineClamp={2}>
								{item.note}
							</Text>
							<Text size="xs" c="dimmed">
								{item.counselor
									? `Counselor: ${item.counselor.name}`
									: "No counselor has taken this case yet"}
							</Text>
						</Stack>
						<Button
							variant="light"
							size="xs"
							loading={done.isPending && done.variables?.noteId === item.noteId}
							onClick={() => done.mutate(item)}
							aria-label={`Mark done: the follow-up with ${item.student.name} on ${dayLabel(item.followUpOn)}`}
						>
							Mark done
						</Button>
					</Group>
				</Card>
			))}
		</Stack>
	);
}
