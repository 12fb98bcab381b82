import {
	Alert,
	Badge,
	Button,
	Card,
	Group,
	Modal,
	NumberInput,
	Stack,
	Text,
	Textarea,
	TextInput,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { INTERVIEW_TYPE_LABELS } from "@unnati/contracts/interviews";
import type { HostedSlot } from "@unnati/contracts/scheduling";
import { useState } from "react";
import { QueryState } from "../../../components/load-states";
import {
	cancelSlot,
	hostedQuery,
	hostedScorecardQuery,
	interviewKeys,
	saveScorecard,
	schedulingKeys,
} from "../api";
import { PublishSlotsForm } from "../components/publish-slots-form";
import { istDateTime, messageOf } from "../format";

/** A mentor's or placement officer's interview slots: publish, see who booked, cancel, fill scorecards. */
export function InterviewSlotsScreen() {
	useDocumentTitle("Interview slots · Unnati");
	const hosted = useQuery(hostedQuery());
	const [scoring, setScoring] = useState<{ bookingId: string; name: string } | null>(null);
	const [cancelling, setCancelling] = useState<HostedSlot | null>(null);
	return (
		<Stack gap="lg">
			<Title order={1}>Interview slots</Title>
			<PublishSlotsForm />
			<Title order={2} size="h3">
				Your slots (from last week on)
			</Title>
			<QueryState
				query={hosted}
				what="Your slots"
				loading={{ label: "Loading your slots", shape: [80, 80, 80] }}
				isEmpty={(data) => data.slots.length === 0}
				empty="No slots yet. Publish some above; your college's students can book them at once."
			>
				{(data) => (
					<Stack gap="sm">
						{data.slots.map((slot) => (
							<Card
								key={slot.id}
								withBorder
								padding="md"
								component="article"
								aria-label={`${slot.title}, ${istDateTime(slot.startsAt)}`}
							>
								<Group justify="space-between" wrap="wrap">
									<div>
										<Text fw={600}>
											{slot.title} · {istDateTime(slot.startsAt)}
										</Text>
										<Text size="sm" c="dimmed">
											{slot.interviewType ? INTERVIEW_TYPE_LABELS[slot.interviewType] : "Mentoring hour"} ·{" "}
											{slot.booked} of {slot.capacity} booked ·{" "}
											{slot.mode === "online" ? "Online" : slot.location}
										</Text>
									</div>
									{slot.status === "cancelled" ? (
										<Badge color="gray">Cancelled{slot.cancelReason ? `: ${slot.cancelReason}` : ""}</Badge>
									) : Date.parse(slot.startsAt) > Date.now() ? (
										<Button size="xs" color="red" variant="subtle" onClick={() => setCancelling(slot)}>
											Cancel slot
										</Button>
									) : null}
								</Group>
								{slot.bookings.length > 0 && (
									<Stack gap={4} mt="xs">
										{slot.bookings.map((booking) => (
											<Group key={booking.id} justify="space-between" wrap="wrap">
												<Text size="sm">
													{booking.studentName} {booking.rollNo ? `(${booking.rollNo})` : ""}
													{booking.note ? ` · "${booking.note}"` : ""}
													{booking.status !== "booked"
														? ` · ${booking.status}: ${booking.cancelReason ?? ""}`
														: ""}
												</Text>
												{booking.status === "booked" &&
													slot.interviewType &&
													Date.parse(slot.startsAt) <= Date.now() && (
														<Button
															size="xs"
															variant="light"
															onClick={() => setScoring({ bookingId: booking.id, name: booking.studentName })}
														>
															Scorecard for {booking.studentName}
														</Button>
													)}
											</Group>
										))}
									</Stack>
								)}
							</Card>
						))}
					</Stack>
				)}
			</QueryState>
			{scoring && <ScorecardDialog bookingId={scoring.bookingId} onClose={() => setScoring(null)} />}
			{cancelling && <CancelSlotDialog slot={cancelling} onClose={() => setCancelling(null)} />}
		</Stack>
	);
}

function ScorecardDialog({ bookingId, onClose }: { bookingId: string; onClose: () => void }) {
	const card = useQuery(hostedScorecardQuery(bookingId));
	return (
		<Modal opened onClose={onClose} title="Scorecard" size="lg">
			<QueryState query={card} what="The scorecard" loading={{ label: "Loading the scorecard" }}>
				{(data) => <ScorecardForm data={data} onDone={onClose} />}
			</QueryState>
		</Modal>
	);
}

function ScorecardForm({
	data,
	onDone,
}: {
	data: {
		bookingId: string;
		studentName: string;
		rubric: { id: string; label: string; hint: string }[];
		scorecard: {
			scores: { criterion: string; score: number; comment: string }[];
			strengths: string;
			improvements: string;
		} | null;
	};
	onDone: () => void;
}) {
	const queryClient = useQueryClient();
	const existing = new Map(data.scorecard?.scores.map((s) => [s.criterion, s]) ?? []);
	const [scores, setScores] = useState(() =>
		data.rubric.map((c) => ({
			criterion: c.id,
			score: existing.get(c.id)?.score ?? 3,
			comment: existing.get(c.id)?.comment ?? "",
		})),
	);
	const [strengths, setStrengths] = useState(data.scorecard?.strengths ?? "");
	const [improvements, setImprovements] = useState(data.scorecard?.improvements ?? "");
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const update = (index: number, change: Partial<(typeof scores)[number]>) =>
		setScores((current) => current.map((s, i) => (i === index ? { ...s, ...change } : s)));
	const save = async () => {
		setBusy(true);
		setError(null);
		try {
			await saveScorecard(data.bookingId, { scores, strengths, improvements });
			await queryClient.invalidateQueries({ queryKey: interviewKeys.scorecard(data.bookingId) });
			notifications.show({
				color: "green",
				message: `Scorecard saved. ${data.studentName} can read it now.`,
			});
			onDone();
		} catch (failure) {
			setError(messageOf(failure, "The scorecard could not be saved."));
		} finally {
			setBusy(false);
		}
	};
	return (
		<Stack
			gap="sm"
			component="form"
			onSubmit={(event) => {
				event.preventDefault();
				void save();
			}}
		>
			<Text>Student: {data.studentName}. Score each from 1 (needs work) to 5 (excellent).</Text>
			{data.rubric.map((criterion, index) => (
				<Group key={criterion.id} align="flex-end" wrap="wrap">
					<NumberInput
						label={criterion.label}
						description={criterion.hint}
						min={1}
						max={5}
						clampBehavior="strict"
						value={scores[index]?.score}
						onChange={(value) => update(index, { score: Number(value) || 1 })}
						w={220}
					/>
					<TextInput
						label={`Comment on ${criterion.label.toLowerCase()}`}
						value={scores[index]?.comment}
						onChange={(event) => update(index, { comment: event.currentTarget.value })}
						style={{ flex: 1, minWidth: 200 }}
					/>
				</Group>
			))}
			<Textarea
				label="What went well"
				value={strengths}
				onChange={(e) => setStrengths(e.currentTarget.value)}
				autosize
				minRows={2}
			/>
			<Textarea
				label="What to improve"
				value={improvements}
				onChange={(e) => setImprovements(e.currentTarget.value)}
				autosize
				minRows={2}
			/>
			{error && (
				<Alert color="red" role="alert">
					{error}
				</Alert>
			)}
			<Group justify="flex-end">
				<Button type="submit" loading={busy}>
					Save scorecard
				</Button>
			</Group>
		</Stack>
	);
}

function CancelSlotDialog({ slot, onClose }: { slot: HostedSlot; onClose: () => void }) {
	const queryClient = useQueryClient();
	const [reason, setReason] = useState("");
	const [error, setError] = useState<string | null>(null);
	const confirm = async () => {
		try {
			await cancelSlot(slot.id, reason);
			await queryClient.invalidateQueries({ queryKey: schedulingKeys.all });
			onClose();
		} catch (failure) {
			setError(messageOf(failure, "The slot could not be cancelled."));
		}
	};
	return (
		<Modal opened onClose={onClose} title="Cancel this slot">
			<Stack gap="sm">
				<Text size="sm">
					{slot.title}, {istDateTime(slot.startsAt)}. Students who booked it are told, with your reason.
				</Text>
				<TextInput
					label="Reason"
					value={reason}
					onChange={(e) => setReason(e.currentTarget.value)}
					required
				/>
				{error && (
					<Alert color="red" role="alert">
						{error}
					</Alert>
				)}
				<Group justify="flex-end">
					<Button variant="default" onClick={onClose}>
						Keep it
					</Button>
					<Button color="red" onClick={() => void confirm()}>
						Cancel slot
					</Button>
				</Group>
			</Stack>
		</Modal>
	);
}
