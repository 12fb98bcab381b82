import { Alert, Button, Checkbox, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import {
	APPLICATION_STATUS_LABELS,
	ROUND_RESULT_LABELS,
	ROUND_RESULTS,
	type RoundEntry,
	type RoundResult,
	type RoundView,
} from "@unnati/contracts/placements";
import { useState } from "react";
import { failureMessage } from "../../../lib/http-error";
import { recordRoundResults } from "../api";
import { formatDateTime } from "./format";
import { RoundsScheduleModal } from "./rounds-schedule-modal";
import { RoundsScorecardModal } from "./rounds-scorecard-modal";

export type RoundAt = { driveId: string; roundIndex: number };
export type RoundProps = { at: RoundAt; round: RoundView; onChanged: () => Promise<unknown> };

const RESULT_OPTIONS = [
	{ value: "", label: "Not decided" },
	...ROUND_RESULTS.map((r) => ({ value: r, label: ROUND_RESULT_LABELS[r] })),
];

/** Where an applicant who is no longer in the round went. */
function afterRound(entry: RoundEntry): string {
	if (entry.status === "shortlisted") return "Moved on";
	return APPLICATION_STATUS_LABELS[entry.status];
}

function Slot({ entry }: { entry: RoundEntry }) {
	if (!entry.scheduledAt) return <Text size="sm">—</Text>;
	return (
		<Text size="sm">
			{formatDateTime(entry.scheduledAt)}
			{entry.venue && ` · ${entry.venue}`}
			{entry.panel && (
				<Text span size="xs" c="dimmed" display="block">
					Panel: {entry.panel}
				</Text>
			)}
		</Text>
	);
}

/**
 * The round's applicants: the ones in it now with a result and remarks to mark (saved together), and
 * those who went through it before, read only. Interview and discussion rounds add slots for a
 * selection and a scorecard per applicant.
 */
export function RoundsResultsTable({ at, round, onChanged }: RoundProps) {
	const [draft, setDraft] = useState<Record<string, { result: RoundResult | null; remarks: string }>>({});
	const [selected, setSelected] = useState<string[]>([]);
	const [scheduling, setScheduling] = useState(false);
	const [scoring, setScoring] = useState<RoundEntry | null>(null);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const [saved, setSaved] = useState<string | null>(null);
	const slots = !round.test;
	const inRound = round.entries.filter((e) => e.inRound);
	const changed = Object.keys(draft);
	const markOf = (entry: RoundEntry) =>
		draft[entry.applicationId] ?? { result: entry.result, remarks: entry.remarks ?? "" };
	const edit = (entry: RoundEntry, patch: Partial<{ result: RoundResult | null; remarks: string }>) =>
		setDraft((d) => ({ ...d, [entry.applicationId]: { ...markOf(entry), ...patch } }));
	const save = async () => {
		setBusy(true);
		setError(null);
		setSaved(null);
		try {
			await recordRoundResults(
				at,
				changed.map((applicationId) => ({
					applicationId,
					result: draft[applicationId]?.result ?? null,
					remarks: draft[applicationId]?.remarks.trim() || null,
				})),
			);
			await onChanged();
			setSaved(`Saved ${changed.length === 1 ? "1 result" : `${changed.length} results`}.`);
			setDraft({});
		} catch (caught) {
			setError(failureMessage(caught, "The results were not saved."));
		} finally {
			setBusy(false);
		}
	};
	if (round.entries.length === 0)
		return (
			<Text size="sm" c="dimmed">
				{round.index === 0
					? "No one is in this round yet: shortlist applicants in the applicants table."
					: "No one has reached this round yet: move the passed students on from the round before."}
			</Text>
		);
	const allSelected = inRound.length > 0 && selected.length === inRound.length;
	return (
		<Stack gap="xs">
			{slots && (
				<Group>
					<Button variant="light" disabled={selected.length === 0} onClick={() => setScheduling(true)}>
						Schedule slots for {selected.length === 1 ? "1 student" : `${selected.length} students`}
					</Button>
				</Group>
			)}
			<Table.ScrollContainer minWidth={slots ? 980 : 720}>
				<Table verticalSpacing="xs">
					<Table.Caption>
						{round.name}: everyone in the round now, and those who went through it before (read only).
					</Table.Caption>
					<Table.Thead>
						<Table.Tr>
							{slots && (
								<Table.Th>
									<Checkbox
										aria-label="Select everyone in the round"
										checked={allSelected}
										indeterminate={selected.length > 0 && !allSelected}
										disabled={inRound.length === 0}
										onChange={() => setSelected(allSelected ? [] : inRound.map((e) => e.applicationId))}
									/>
								</Table.Th>
							)}
							<Table.Th>Roll number</Table.Th>
							<Table.Th>Student</Table.Th>
							{slots && <Table.Th>Slot</Table.Th>}
							<Table.Th>Result</Table.Th>
							<Table.Th>Remarks</Table.Th>
							{slots && <Table.Th>Scorecard</Table.Th>}
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{round.entries.map((entry) => {
							const value = markOf(entry);
							const score = entry.scorecard.reduce((sum, l) => sum + l.score, 0);
							const outOf = entry.scorecard.reduce((sum, l) => sum + l.outOf, 0);
							return (
								<Table.Tr key={entry.applicationId}>
									{slots && (
										<Table.Td>
											{entry.inRound && (
												<Checkbox
													aria-label={`Select ${entry.name}`}
													checked={selected.includes(entry.applicationId)}
													onChange={(e) => {
														const on = e.currentTarget.checked;
														setSelected((s) =>
															on ? [...s, entry.applicationId] : s.filter((id) => id !== entry.applicationId),
														);
													}}
												/>
											)}
										</Table.Td>
									)}
									<Table.Td>{entry.rollNo}</Table.Td>
									<Table.Td>
										{entry.name}
										{!entry.inRound && (
											<Text span size="xs" c="dimmed" display="block">
												{afterRound(entry)}
											</Text>
										)}
									</Table.Td>
									{slots && (
										<Table.Td>
											<Slot entry={entry} />
										</Table.Td>
									)}
									<Table.Td>
										{entry.inRound ? (
											<Select
												aria-label={`Result of ${entry.name}`}
												size="xs"
												w={140}
												data={RESULT_OPTIONS}
												value={value.result ?? ""}
												allowDeselect={false}
												onChange={(v) => edit(entry, { result: (v || null) as RoundResult | null })}
											/>
										) : (
											<Text size="sm">{entry.result ? ROUND_RESULT_LABELS[entry.result] : "—"}</Text>
										)}
									</Table.Td>
									<Table.Td>
										{entry.inRound ? (
											<TextInput
												aria-label={`Remarks for ${entry.name}`}
												size="xs"
												miw={180}
												maxLength={1000}
												value={value.remarks}
												onChange={(e) => edit(entry, { remarks: e.currentTarget.value })}
											/>
										) : (
											<Text size="sm">{entry.remarks ?? ""}</Text>
										)}
									</Table.Td>
									{slots && (
										<Table.Td>
											{entry.scorecard.length > 0 && (
												<Text size="sm">
													{score} / {outOf}
												</Text>
											)}
											{entry.inRound && (
												<Button
													size="compact-xs"
													variant="subtle"
													onClick={() => setScoring(entry)}
													aria-label={`Scorecard of ${entry.name}`}
												>
													{entry.scorecard.length > 0 ? "Edit" : "Score"}
												</Button>
											)}
										</Table.Td>
									)}
								</Table.Tr>
							);
						})}
					</Table.Tbody>
				</Table>
			</Table.ScrollContainer>
			{error && (
				<Alert color="red" role="alert">
					{error}
				</Alert>
			)}
			{saved && (
				<Text size="sm" role="status" c="teal">
					{saved}
				</Text>
			)}
			{inRound.length > 0 && (
				<Group>
					<Button onClick={save} loading={busy} disabled={changed.length === 0}>
						Save results{changed.length > 0 ? ` (${changed.length})` : ""}
					</Button>
					{changed.length > 0 && (
						<Button variant="default" onClick={() => setDraft({})}>
							Undo changes
						</Button>
					)}
				</Group>
			)}
			{scheduling && (
				<RoundsScheduleModal
					at={at}
					round={round}
					applicationIds={inRound.map((e) => e.applicationId).filter((id) => selected.includes(id))}
					onClose={() => setScheduling(false)}
					onScheduled={async () => {
						setSelected([]);
						await onChanged();
					}}
				/>
			)}
			{scoring && (
				<RoundsScorecardModal
					key={scoring.applicationId}
					roundIndex={at.roundIndex}
					round={round}
					entry={scoring}
					onClose={() => setScoring(null)}
					onSaved={onChanged}
				/>
			)}
		</Stack>
	);
}
