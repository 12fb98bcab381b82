import {
	Alert,
	Badge,
	Button,
	Card,
	Group,
	Modal,
	Select,
	SimpleGrid,
	Stack,
	Text,
	Textarea,
	TextInput,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { INTERVIEW_TYPE_LABELS, INTERVIEW_TYPES, type InterviewType } from "@unnati/contracts/interviews";
import type { Slot } from "@unnati/contracts/scheduling";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { bookSlot, rescheduleBooking, schedulingKeys, slotsQuery } from "../api";
import { istDateTime, messageOf, minutesBetween } from "../format";

/**
 * /mockinterviews/scheduled-interview: the open interview slots of the student's college, to book
 * one; with ?reschedule={bookingId}, choosing a slot moves that booking there instead.
 */
export function ScheduledInterviewScreen() {
	useDocumentTitle("Book a mock interview · Unnati");
	const [params] = useSearchParams();
	const rescheduling = params.get("reschedule");
	const [type, setType] = useState<InterviewType | null>(null);
	const slots = useQuery(slotsQuery({ purpose: "mock_interview", ...(type ? { interviewType: type } : {}) }));
	const [chosen, setChosen] = useState<Slot | null>(null);

	return (
		<Stack gap="lg">
			<div>
				<Title order={1}>
					{rescheduling ? "Move your interview to another slot" : "Book a mock interview"}
				</Title>
				<Text c="dimmed">
					Interviews with your college's mentors and placement officers over the next month. Times are India
					Standard Time.
				</Text>
			</div>
			<Group align="flex-end">
				<Select
					label="Type"
					placeholder="All types"
					clearable
					data={INTERVIEW_TYPES.map((value) => ({ value, label: INTERVIEW_TYPE_LABELS[value] }))}
					value={type}
					onChange={(value) => setType(value as InterviewType | null)}
				/>
				<Button component={Link} to={paths.nextInterviews} variant="subtle">
					My upcoming interviews
				</Button>
			</Group>
			<QueryState
				query={slots}
				what="The interview slots"
				loading={{ label: "Loading interview slots", shape: [90, 90, 90] }}
				isEmpty={(data) => data.slots.length === 0}
				empty="No open slots in the next month. Your mentors publish slots here; check again soon."
			>
				{(data) => (
					<SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
						{data.slots.map((slot) => (
							<Card
								key={slot.id}
								withBorder
								padding="md"
								component="article"
								aria-label={`${slot.title}, ${istDateTime(slot.startsAt)}`}
							>
								<Stack gap={6}>
									<Group justify="space-between" wrap="nowrap">
										<Text fw={600}>{slot.title}</Text>
										{slot.interviewType && (
											<Badge variant="light">{INTERVIEW_TYPE_LABELS[slot.interviewType]}</Badge>
										)}
									</Group>
									<Text size="sm">
										{istDateTime(slot.startsAt)} · {minutesBetween(slot.startsAt, slot.endsAt)} min
									</Text>
									<Text size="sm" c="dimmed">
										With {slot.hostName} · {slot.mode === "online" ? "Online" : `Room: ${slot.location}`}
									</Text>
									<Text size="sm">
										{slot.seatsLeft} of {slot.capacity} {slot.capacity === 1 ? "seat" : "seats"} left
									</Text>
									{slot.bookedByMe ? (
										<Badge color="green">Booked by you</Badge>
									) : (
										<Button size="xs" onClick={() => setChosen(slot)} disabled={slot.seatsLeft === 0}>
											{rescheduling ? "Move here" : "Book"}
										</Button>
									)}
								</Stack>
							</Card>
						))}
					</SimpleGrid>
				)}
			</QueryState>
			{chosen && <BookDialog slot={chosen} rescheduling={rescheduling} onClose={() => setChosen(null)} />}
		</Stack>
	);
}

function BookDialog({
	slot,
	rescheduling,
	onClose,
}: {
	slot: Slot;
	rescheduling: string | null;
	onClose: () => void;
}) {
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const [text, setText] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const confirm = async () => {
		setBusy(true);
		setError(null);
		try {
			if (rescheduling) await rescheduleBooking(rescheduling, slot.id, text);
			else await bookSlot(slot.id, text);
			await queryClient.invalidateQueries({ queryKey: schedulingKeys.all });
			notifications.show({ color: "green", message: `Booked: ${slot.title}, ${istDateTime(slot.startsAt)}` });
			navigate(paths.nextInterviews);
		} catch (failure) {
			setError(messageOf(failure, "The slot could not be booked. Please try again."));
			await queryClient.invalidateQueries({ queryKey: schedulingKeys.all });
		} finally {
			setBusy(false);
		}
	};
	return (
		<Modal opened onClose={onClose} title={rescheduling ? "Move your booking" : "Book this slot"}>
			<Stack gap="sm">
				<Text>
					{slot.title} with {slot.hostName}, {istDateTime(slot.startsAt)}
				</Text>
				{rescheduling ? (
					<TextInput
						label="Reason for moving"
						description="Your interviewer sees it. At least 5 characters."
						value={text}
						onChange={(event) => setText(event.currentTarget.value)}
						required
					/>
				) : (
					<Textarea
						label="What would you like to practise? (optional)"
						value={text}
						onChange={(event) => setText(event.currentTarget.value)}
						maxLength={500}
					/>
				)}
				{error && (
					<Alert color="red" role="alert">
						{error}
					</Alert>
				)}
				<Group justify="flex-end">
					<Button variant="default" onClick={onClose}>
						Back
					</Button>
					<Button onClick={() => void confirm()} loading={busy}>
						{rescheduling ? "Move booking" : "Confirm booking"}
					</Button>
				</Group>
			</Stack>
		</Modal>
	);
}
