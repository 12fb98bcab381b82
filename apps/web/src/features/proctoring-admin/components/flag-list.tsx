import {
	Alert,
	Badge,
	Button,
	Card,
	Group,
	Image,
	Modal,
	Stack,
	Text,
	Title,
	UnstyledButton,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReviewState, VIOLATION_LABELS, type ViolationView } from "@unnati/contracts";
import { useState } from "react";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http";
import { attemptFlagsQuery, proctoringKeys, reviewFlag } from "../api";
import { formatDuration, formatWhen } from "../format";
import { CredibilityBadge } from "./credibility";

const REVIEW_LABELS: Record<ReviewState, { text: string; color: string }> = {
	unreviewed: { text: "Not reviewed", color: "gray" },
	confirmed: { text: "Confirmed", color: "red" },
	dismissed: { text: "Dismissed", color: "green" },
};

function FlagCard(props: {
	flag: ViolationView;
	busy: boolean;
	onReview: (review: ReviewState) => void;
	onOpenSnapshot: () => void;
}) {
	const { flag } = props;
	const label = VIOLATION_LABELS[flag.type];
	const review = REVIEW_LABELS[flag.review];
	return (
		<Card withBorder padding="sm" component="article" aria-label={`${label} at ${formatWhen(flag.at)}`}>
			<Group align="flex-start" wrap="wrap" gap="md">
				{flag.snapshotUrl && (
					<UnstyledButton onClick={props.onOpenSnapshot} aria-label={`Enlarge the snapshot: ${label}`}>
						<Image src={flag.snapshotUrl} alt={`Snapshot: ${label}`} w={120} h={90} fit="cover" radius="sm" />
					</UnstyledButton>
				)}
				<Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
					<Group gap="xs">
						<Text fw={600} size="sm">
							{label}
						</Text>
						<Badge color={review.color} variant="light">
							{review.text}
						</Badge>
					</Group>
					<Text size="sm" c="dimmed">
						{formatWhen(flag.at)}
						{flag.awayMs !== null && flag.awayMs > 0 ? ` · ${formatDuration(flag.awayMs)}` : ""}
						{flag.counted ? " · counts toward the maximum" : " · for review only"}
					</Text>
					{flag.reviewedBy && (
						<Text size="xs" c="dimmed">
							{review.text} by {flag.reviewedBy}
							{flag.reviewedAt ? `, ${formatWhen(flag.reviewedAt)}` : ""}
						</Text>
					)}
					<Group gap="xs" mt={4}>
						{flag.review !== "confirmed" && (
							<Button
								size="xs"
								color="red"
								variant="light"
								loading={props.busy}
								onClick={() => props.onReview("confirmed")}
							>
								Confirm
							</Button>
						)}
						{flag.review !== "dismissed" && (
							<Button
								size="xs"
								color="green"
								variant="light"
								loading={props.busy}
								onClick={() => props.onReview("dismissed")}
							>
								Dismiss
							</Button>
						)}
						{flag.review !== "unreviewed" && (
							<Button
								size="xs"
								variant="subtle"
								loading={props.busy}
								onClick={() => props.onReview("unreviewed")}
							>
								Undo
							</Button>
						)}
					</Group>
				</Stack>
			</Group>
		</Card>
	);
}

/** One attempt's flags, oldest first: each with its snapshot (face signals) and Confirm / Dismiss. */
export function FlagList({ examId, attemptId }: { examId: string; attemptId: string }) {
	const queryClient = useQueryClient();
	const flags = useQuery(attemptFlagsQuery(examId, attemptId));
	const [enlarged, setEnlarged] = useState<ViolationView | null>(null);
	const review = useMutation({
		mutationFn: ({ id, state }: { id: string; state: ReviewState }) => reviewFlag(id, state),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: proctoringKeys.all }),
	});

	if (flags.isPending) return <LoadingState label="Loading flags" />;
	if (flags.isError) return <LoadFailed what="The flags" onRetry={() => void flags.refetch()} />;
	const { attempt, violations } = flags.data;
	return (
		<Stack gap="sm" component="section" aria-labelledby="flags-heading">
			<Group justify="space-between" wrap="wrap">
				<Title order={2} size="h4" id="flags-heading">
					Flags of {attempt.studentName}
				</Title>
				<Group gap="xs">
					<Text size="sm">Credibility</Text>
					<CredibilityBadge level={attempt.credibility.level} />
				</Group>
			</Group>
			<Text size="sm" c="dimmed" role="status" aria-live="polite">
				{attempt.credibility.confirmed} confirmed, {attempt.credibility.dismissed} dismissed,{" "}
				{attempt.credibility.unreviewed} not reviewed: {attempt.credibility.points} points.
			</Text>
			{attempt.faceSignals?.state === "unavailable" && (
				<Alert color="yellow" variant="light" title="Face signals did not run">
					{attempt.faceSignals.reason ?? "The student's device could not run them."} (reported{" "}
					{formatWhen(attempt.faceSignals.at)}). No face signal could be flagged while they were off.
				</Alert>
			)}
			{review.isError && (
				<Alert color="red" variant="light" role="alert">
					{review.error instanceof HttpError
						? (review.error.serverMessage ?? "The review was not saved.")
						: "Could not reach the server. Please try again."}
				</Alert>
			)}
			{violations.map((flag) => (
				<FlagCard
					key={flag.id}
					flag={flag}
					busy={review.isPending && review.variables?.id === flag.id}
					onReview={(state) => review.mutate({ id: flag.id, state })}
					onOpenSnapshot={() => setEnlarged(flag)}
				/>
			))}
			<Modal
				opened={enlarged !== null}
				onClose={() => setEnlarged(null)}
				title={enlarged ? `${VIOLATION_LABELS[enlarged.type]} · ${formatWhen(enlarged.at)}` : ""}
				size="lg"
			>
				{enlarged?.snapshotUrl && (
					<Image src={enlarged.snapshotUrl} alt={`Snapshot: ${VIOLATION_LABELS[enlarged.type]}`} />
				)}
			</Modal>
		</Stack>
	);
}
