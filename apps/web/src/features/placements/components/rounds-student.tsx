import { Anchor, Badge, Card, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { ROUND_KIND_LABELS, type RoundResult, type StudentRound } from "@unnati/contracts/placements";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { jobRoundsQuery } from "../api";
import { formatDateTime } from "./format";

/** A result as the student reads it. */
const RESULT_WORDS: Record<RoundResult, { label: string; color: string }> = {
	pass: { label: "Cleared", color: "green" },
	fail: { label: "Not cleared", color: "gray" },
	hold: { label: "On hold", color: "yellow" },
	absent: { label: "Absent", color: "gray" },
};

function Standing({ round }: { round: StudentRound }) {
	if (round.result) {
		const { label, color } = RESULT_WORDS[round.result];
		return (
			<Badge color={color} variant="light">
				{label}
			</Badge>
		);
	}
	if (round.state === "current")
		return (
			<Badge color="blue" variant="light">
				Your current round
			</Badge>
		);
	if (round.state === "done")
		return (
			<Badge color="green" variant="light">
				Done
			</Badge>
		);
	return <Text size="sm">Upcoming</Text>;
}

function When({ round }: { round: StudentRound }) {
	if (round.exam)
		return (
			<Text size="sm">
				Online test, {formatDateTime(round.exam.opensAt)} to {formatDateTime(round.exam.closesAt)} IST
				{round.state === "current" && (
					<>
						{" · "}
						<Anchor component={Link} to={paths.examInstructions(round.exam.id)}>
							Go to the test
						</Anchor>
					</>
				)}
			</Text>
		);
	if (round.scheduledAt)
		return (
			<Text size="sm">
				{formatDateTime(round.scheduledAt)} IST{round.venue && `, ${round.venue}`}
			</Text>
		);
	return <Text size="sm">{round.state === "upcoming" ? "—" : "To be announced"}</Text>;
}

/** The student's application to one drive, round by round: each round's kind, slot or test, and result. */
export function YourRounds({ driveId }: { driveId: string }) {
	const rounds = useQuery(jobRoundsQuery(driveId));
	let body: React.ReactNode;
	if (rounds.isPending) body = <LoadingState label="Loading your rounds" />;
	else if (rounds.isError)
		body = <LoadFailed what="Your rounds" error={rounds.error} onRetry={() => rounds.refetch()} />;
	else
		body = (
			<Table.ScrollContainer minWidth={560}>
				<Table verticalSpacing="xs">
					<Table.Caption>
						A result shows once the placement office has moved the round on; a hold shows at once.
					</Table.Caption>
					<Table.Thead>
						<Table.Tr>
							<Table.Th>Round</Table.Th>
							<Table.Th>When and where</Table.Th>
							<Table.Th>Result</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{rounds.data.rounds.map((round) => (
							<Table.Tr key={round.index} aria-current={round.state === "current" ? "step" : undefined}>
								<Table.Td>
									<Text size="sm" fw={500}>
										{round.index + 1}. {round.name}
									</Text>
									<Text size="xs" c="dimmed">
										{ROUND_KIND_LABELS[round.kind]}
									</Text>
								</Table.Td>
								<Table.Td>
									<When round={round} />
								</Table.Td>
								<Table.Td>
									<Standing round={round} />
								</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			</Table.ScrollContainer>
		);
	return (
		<Card withBorder component="section" aria-labelledby="your-rounds">
			<Title order={2} size="h4" mb="sm" id="your-rounds">
				Your rounds
			</Title>
			{body}
		</Card>
	);
}

/** One line on the jobs board for a shortlisted application: the round the student is in, and when. */
export function CurrentRoundLine({ driveId }: { driveId: string }) {
	const rounds = useQuery(jobRoundsQuery(driveId));
	const current = rounds.data?.rounds.find((r) => r.state === "current");
	if (!rounds.data || !current) return null;
	const when = current.exam?.opensAt ?? current.scheduledAt;
	return (
		<Text size="sm" mt="xs">
			Round {current.index + 1} of {rounds.data.rounds.length}: {current.name}
			{when ? `, ${formatDateTime(when)} IST` : ""}
			{current.result === "hold" ? " (on hold)" : ""}
		</Text>
	);
}
