import { Badge, Stack, Tabs, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type OfficerDrive, ROUND_KIND_LABELS, type RoundView } from "@unnati/contracts/placements";
import { useState } from "react";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { driveRoundsQuery, placementKeys } from "../api";
import { RoundsCsvUpload } from "./rounds-csv-upload";
import { RoundsMoveOn } from "./rounds-move-on";
import { RoundsOnlineTest } from "./rounds-online-test";
import { RoundsResultsTable } from "./rounds-results-table";

/** What a round's tab says under its name: how many are in it and how their results stand. */
function standing(round: RoundView): string {
	const { inRound, pass, fail, hold, absent, undecided } = round.counts;
	if (inRound === 0) return "No one is in this round now.";
	const parts = [
		pass && `${pass} passed`,
		fail && `${fail} failed`,
		absent && `${absent} absent`,
		hold && `${hold} on hold`,
		undecided && `${undecided} to decide`,
	].filter(Boolean);
	return `${inRound} in this round now: ${parts.join(", ")}.`;
}

function RoundTab({ drive, round, next }: { drive: OfficerDrive; round: RoundView; next: RoundView | null }) {
	const client = useQueryClient();
	const refresh = () => client.invalidateQueries({ queryKey: placementKeys.all });
	const at = { driveId: drive.id, roundIndex: round.index };
	return (
		<Stack gap="md" pt="md">
			<Text size="sm">
				{ROUND_KIND_LABELS[round.kind]} · {standing(round)}
			</Text>
			{round.test && <RoundsOnlineTest at={at} round={round} onChanged={refresh} />}
			<RoundsResultsTable at={at} round={round} onChanged={refresh} />
			<RoundsCsvUpload at={at} round={round} onChanged={refresh} />
			<RoundsMoveOn at={at} round={round} next={next} onChanged={refresh} />
		</Stack>
	);
}

/**
 * The officer runs the drive's rounds, one tab each: the test or the slots, the results table, a
 * results file with its preview, and moving the passed students on.
 */
export function RoundsPanel({ drive }: { drive: OfficerDrive }) {
	const rounds = useQuery(driveRoundsQuery(drive.id));
	const [tab, setTab] = useState<string | null>(null);
	if (rounds.isPending) return <LoadingState label="Loading the rounds" />;
	if (rounds.isError)
		return <LoadFailed what="The rounds" error={rounds.error} onRetry={() => rounds.refetch()} />;
	const { rounds: list, awaitingShortlist } = rounds.data;
	if (list.length === 0) return <EmptyCard>This drive plans no rounds.</EmptyCard>;
	// Open where the work is: the first round with someone in it, when the panel first loads. Kept
	// after that, so moving a round on leaves its summary in view rather than jumping to the next.
	const active = tab ?? String(list.find((r) => r.counts.inRound > 0)?.index ?? 0);
	if (tab === null) setTab(active);
	return (
		<Stack gap="sm">
			{awaitingShortlist > 0 && (
				<Text size="sm" c="dimmed">
					{awaitingShortlist === 1 ? "1 applicant awaits" : `${awaitingShortlist} applicants await`}{" "}
					shortlisting: mark them shortlisted in the applicants table to put them in round 1.
				</Text>
			)}
			<Tabs value={active} onChange={setTab} keepMounted={false}>
				<Tabs.List aria-label="Rounds">
					{list.map((round) => (
						<Tabs.Tab
							key={round.index}
							value={String(round.index)}
							rightSection={
								<Badge size="sm" variant="light" aria-label={`${round.counts.inRound} in the round`}>
									{round.counts.inRound}
								</Badge>
							}
						>
							{round.index + 1}. {round.name}
						</Tabs.Tab>
					))}
				</Tabs.List>
				{list.map((round) => (
					<Tabs.Panel key={round.index} value={String(round.index)}>
						<RoundTab drive={drive} round={round} next={list[round.index + 1] ?? null} />
					</Tabs.Panel>
				))}
			</Tabs>
		</Stack>
	);
}
