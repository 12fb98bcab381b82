import { Alert, Button, Group, Paper, Stack, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { instructorKeys, messageOf } from "../api";

/** What the reviewer decides on (a course version, a lab version) and how each decision is sent. */
export interface ReviewDecisionProps {
	/** Whether the version still waits for a decision; otherwise only a notice is shown. */
	inReview: boolean;
	/** How the texts name it: "the version", "the lab". */
	what: string;
	/** The notice shown once it has been decided. */
	decidedNotice: string;
	sendBackLabel: string;
	/** Why the comment cannot go with a send-back, or null when it can. */
	sendBackProblem: (comment: string) => string | null;
	approve: (comment: string) => Promise<unknown>;
	sendBack: (comment: string) => Promise<unknown>;
	approvedMessage: string;
	sentBackMessage: string;
}

/** The reviewer's decision on a version waiting for review: approve and publish, or send back with a comment. */
export function ReviewDecision(props: ReviewDecisionProps) {
	const client = useQueryClient();
	const navigate = useNavigate();
	const headingId = useId();
	const [comment, setComment] = useState("");
	const [error, setError] = useState<string | null>(null);
	const done = (message: string) => {
		void client.invalidateQueries({ queryKey: instructorKeys.all });
		notifications.show({ color: "green", message });
		void navigate(paths.instructorAdminHome);
	};
	const approve = useMutation({
		mutationFn: () => props.approve(comment),
		onSuccess: () => done(props.approvedMessage),
		onError: (e) => setError(messageOf(e, `${capitalized(props.what)} could not be approved.`)),
	});
	const sendBack = useMutation({
		mutationFn: () => props.sendBack(comment),
		onSuccess: () => done(props.sentBackMessage),
		onError: (e) => setError(messageOf(e, `${capitalized(props.what)} could not be sent back.`)),
	});
	if (!props.inReview)
		return (
			<Alert color="gray" title="Already decided">
				{props.decidedNotice}
			</Alert>
		);
	return (
		<Paper withBorder p="md" component="section" aria-labelledby={headingId}>
			<Stack gap="sm">
				<Title order={2} size="h3" id={headingId}>
					Your decision
				</Title>
				<Textarea
					label="Comment to the instructor"
					description={`Required when you send ${props.what} back.`}
					value={comment}
					autosize
					minRows={3}
					error={error}
					onChange={(e) => setComment(e.currentTarget.value)}
				/>
				<Group>
					<Button color="green" loading={approve.isPending} onClick={() => approve.mutate()}>
						Approve and publish
					</Button>
					<Button
						color="red"
						variant="light"
						loading={sendBack.isPending}
						onClick={() => {
							const problem = props.sendBackProblem(comment);
							setError(problem);
							if (!problem) sendBack.mutate();
						}}
					>
						{props.sendBackLabel}
					</Button>
				</Group>
			</Stack>
		</Paper>
	);
}

function capitalized(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}
