import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { type AdvanceResult, advanceOutcome, type RoundView } from "@unnati/contracts/placements";
import { useState } from "react";
import { failureMessage } from "../../../lib/http-error";
import { advanceRound } from "../api";
import type { RoundProps } from "./rounds-results-table";

const students = (n: number) => (n === 1 ? "1 student" : `${n} students`);

/** What moving on will do, counted with the same rule the server applies (contracts' advanceOutcome). */
function plan(round: RoundView, next: RoundView | null) {
	const current = round.entries.filter((e) => e.inRound);
	const count = (outcome: ReturnType<typeof advanceOutcome>) =>
		current.filter((e) => advanceOutcome(e.result, next === null) === outcome).length;
	return {
		onward: count(next ? "next_round" : "selected"),
		rejected: count("rejected"),
		stays: count("stays"),
	};
}

function Summary({ result }: { result: AdvanceResult }) {
	const lines = [
		result.movedOn.length > 0 &&
			`${students(result.movedOn.length)} moved on to ${result.nextRound?.name ?? "the next round"}.`,
		result.selected.length > 0 && `${students(result.selected.length)} selected.`,
		result.rejected.length > 0 && `${students(result.rejected.length)} not selected.`,
		result.stayed.length > 0 &&
			`${students(result.stayed.length)} stay in this round (on hold or not decided).`,
	].filter(Boolean);
	return (
		<Alert color="teal" role="status" title="Round moved on">
			{lines.length > 0 ? lines.join(" ") : "No one had a result to move on: nothing changed."} Each student
			was told.
		</Alert>
	);
}

/**
 * Moves the round on in one step, after a confirmation that says what will happen: passed students
 * to the next round (or selected after the last), failed and absent ones not selected, the rest stay.
 */
export function RoundsMoveOn({ at, round, next, onChanged }: RoundProps & { next: RoundView | null }) {
	const [confirming, setConfirming] = useState(false);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const [result, setResult] = useState<AdvanceResult | null>(null);
	const counts = plan(round, next);
	const move = async () => {
		setBusy(true);
		setError(null);
		try {
			setResult(await advanceRound(at));
			setConfirming(false);
			await onChanged();
		} catch (caught) {
			setError(failureMessage(caught, "The round was not moved on."));
		} finally {
			setBusy(false);
		}
	};
	return (
		<Stack gap="xs">
			{result && <Summary result={result} />}
			{round.counts.inRound > 0 && (
				<Group>
					<Button
						variant="filled"
						color="teal"
						onClick={() => {
							setError(null);
							setConfirming(true);
						}}
						disabled={counts.onward + counts.rejected === 0}
					>
						{next ? `Move passed students on to ${next.name}` : "Select the passed students"}
					</Button>
					{counts.onward + counts.rejected === 0 && (
						<Text size="sm" c="dimmed">
							Record results first: only passed, failed and absent students move.
						</Text>
					)}
				</Group>
			)}
			<Modal
				opened={confirming}
				onClose={() => setConfirming(false)}
				title={`Move ${round.name} on?`}
				centered
			>
				<Stack gap="sm">
					<List size="sm">
						<List.Item>
							{students(counts.onward)} passed:{" "}
							{next ? `they move to ${next.name}.` : "they are selected (the last round)."}
						</List.Item>
						<List.Item>{students(counts.rejected)} failed or absent: they are not selected.</List.Item>
						<List.Item>{students(counts.stays)} on hold or not decided: they stay in this round.</List.Item>
					</List>
					<Text size="sm">
						Each student is told. Results already recorded for this round stay as they are.
					</Text>
					{error && (
						<Alert color="red" role="alert">
							{error}
						</Alert>
					)}
					<Group justify="flex-end">
						<Button variant="default" onClick={() => setConfirming(false)}>
							Cancel
						</Button>
						<Button color="teal" onClick={move} loading={busy}>
							Move on
						</Button>
					</Group>
				</Stack>
			</Modal>
		</Stack>
	);
}
