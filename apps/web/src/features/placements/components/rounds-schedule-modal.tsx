import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { RoundView } from "@unnati/contracts/placements";
import { useState } from "react";
import { failureMessage } from "../../../lib/http-error";
import { scheduleRound } from "../api";
import { formatDateTime } from "./format";
import type { RoundAt } from "./rounds-results-table";

/** A datetime-local value for tomorrow at 10 am, in the browser's time. */
export function tomorrowAtTen(): string {
	const at = new Date(Date.now() + 24 * 60 * 60 * 1000);
	at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
	return `${at.toISOString().slice(0, 10)}T10:00`;
}

/** A datetime-local value as the API's ISO time ("" stays "", for the server to refuse by name). */
export const isoOf = (local: string) => {
	const at = new Date(local);
	return local && !Number.isNaN(at.getTime()) ? at.toISOString() : "";
};

/**
 * Slots for the selected students of an interview or discussion round, one after another in
 * roll-number order (a slot length of 0 puts them all at one time, as a discussion batch).
 */
export function RoundsScheduleModal({
	at,
	round,
	applicationIds,
	onClose,
	onScheduled,
}: {
	at: RoundAt;
	round: RoundView;
	applicationIds: string[];
	onClose: () => void;
	onScheduled: () => Promise<void>;
}) {
	const discussion = round.kind === "group_discussion";
	const [startsAt, setStartsAt] = useState(tomorrowAtTen);
	const [slotMinutes, setSlotMinutes] = useState<number | string>(discussion ? 0 : 30);
	const [panel, setPanel] = useState("");
	const [venue, setVenue] = useState("");
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const count = applicationIds.length;
	const minutes = Number(slotMinutes) || 0;
	const start = isoOf(startsAt);
	const last = start ? new Date(Date.parse(start) + (count - 1) * minutes * 60_000).toISOString() : "";
	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		setBusy(true);
		setError(null);
		try {
			await scheduleRound(at, { applicationIds, startsAt: start, slotMinutes: minutes, panel, venue });
			await onScheduled();
			onClose();
		} catch (caught) {
			setError(failureMessage(caught, "The slots were not set."));
		} finally {
			setBusy(false);
		}
	};
	return (
		<Modal opened onClose={onClose} title={`Schedule ${round.name}`} centered>
			<form onSubmit={submit} aria-label={`Schedule ${round.name}`}>
				<Stack gap="sm">
					<Text size="sm">
						{count === 1 ? "1 student" : `${count} students`}, in roll-number order. Each is told their slot.
					</Text>
					<SimpleGrid cols={{ base: 1, xs: 2 }}>
						<TextInput
							type="datetime-local"
							label="First slot starts"
							required
							value={startsAt}
							onChange={(e) => setStartsAt(e.currentTarget.value)}
						/>
						<NumberInput
							label="Slot length (minutes)"
							description="0: everyone at the same time"
							min={0}
							max={480}
							required
							value={slotMinutes}
							onChange={setSlotMinutes}
						/>
					</SimpleGrid>
					<TextInput
						label="Venue"
						description="Room, or the meeting link"
						required
						maxLength={300}
						value={venue}
						onChange={(e) => setVenue(e.currentTarget.value)}
					/>
					<TextInput
						label="Panel"
						description="Who interviews, e.g. Ms Rao (Engineering Manager)"
						maxLength={300}
						value={panel}
						onChange={(e) => setPanel(e.currentTarget.value)}
					/>
					{last && count > 1 && minutes > 0 && (
						<Text size="sm" c="dimmed">
							The last slot starts {formatDateTime(last)}.
						</Text>
					)}
					{error && (
						<Alert color="red" role="alert">
							{error}
						</Alert>
					)}
					<Group justify="flex-end">
						<Button variant="default" onClick={onClose}>
							Cancel
						</Button>
						<Button type="submit" loading={busy}>
							Set slots
						</Button>
					</Group>
				</Stack>
			</form>
		</Modal>
	);
}
