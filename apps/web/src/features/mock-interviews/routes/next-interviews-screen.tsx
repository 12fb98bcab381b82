import {
	Alert,
	Anchor,
	Badge,
	Button,
	Card,
	Group,
	Modal,
	Stack,
	Text,
	TextInput,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { INTERVIEW_TYPE_LABELS } from "@unnati/contracts/interviews";
import type { Booking } from "@unnati/contracts/scheduling";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { bookingsQuery, calendarUrl, cancelBooking, schedulingKeys } from "../api";
import { istDateTime, messageOf, minutesBetween } from "../format";

/** /dashboard/next-interviews: upcoming booked interviews (calendar file, cancel, move) and past ones. */
export function NextInterviewsScreen() {
	useDocumentTitle("Next interviews · Unnati");
	const upcoming = useQuery(bookingsQuery("upcoming"));
	const past = useQuery(bookingsQuery("past"));
	const [cancelling, setCancelling] = useState<Booking | null>(null);
	return (
		<Stack gap="lg">
			<Group justify="space-between">
				<Title order={1}>Next interviews</Title>
				<Button component={Link} to={paths.scheduledInterview}>
					Book an interview
				</Button>
			</Group>
			<QueryState
				query={upcoming}
				what="Your upcoming interviews"
				loading={{ label: "Loading your upcoming interviews", shape: [100, 100] }}
				isEmpty={(data) => data.bookings.length === 0}
				empty="No interviews booked. Book one with a mentor to practise with a person."
			>
				{(data) => (
					<Stack gap="sm">
						{data.bookings.map((booking) => (
							<Card
								key={booking.id}
								withBorder
								padding="md"
								component="article"
								aria-label={booking.slot.title}
							>
								<Stack gap={6}>
									<Group justify="space-between">
										<Text fw={600}>{booking.slot.title}</Text>
										{booking.slot.interviewType && (
											<Badge variant="light">{INTERVIEW_TYPE_LABELS[booking.slot.interviewType]}</Badge>
										)}
									</Group>
									<Text size="sm">
										{istDateTime(booking.slot.startsAt)} IST ·{" "}
										{minutesBetween(booking.slot.startsAt, booking.slot.endsAt)} min with{" "}
										{booking.slot.hostName}
									</Text>
									<Text size="sm">
										{booking.slot.mode === "online" ? (
											<>
												Online:{" "}
												<Anchor href={booking.slot.location} target="_blank" rel="noreferrer">
													{booking.slot.location}
												</Anchor>
											</>
										) : (
											`Room: ${booking.slot.location}`
										)}
									</Text>
									{Date.parse(booking.slot.startsAt) <= Date.now() ? (
										<Group gap="xs">
											<Text size="sm">Under way.</Text>
											<Anchor
												component={Link}
												size="sm"
												to={paths.interviewFeedback(booking.slot.interviewType ?? "technical", booking.id)}
											>
												Scorecard
											</Anchor>
										</Group>
									) : (
										<Group gap="xs">
											<Button component="a" href={calendarUrl(booking.id)} download size="xs" variant="light">
												Add to calendar (.ics)
											</Button>
											<Button
												component={Link}
												to={`${paths.scheduledInterview}?reschedule=${encodeURIComponent(booking.id)}`}
												size="xs"
												variant="default"
											>
												Reschedule
											</Button>
											<Button size="xs" color="red" variant="subtle" onClick={() => setCancelling(booking)}>
												Cancel
											</Button>
										</Group>
									)}
								</Stack>
							</Card>
						))}
					</Stack>
				)}
			</QueryState>
			<Title order={2} size="h3">
				Past and cancelled
			</Title>
			<QueryState
				query={past}
				what="Your past interviews"
				loading={{ label: "Loading your past interviews" }}
				isEmpty={(data) => data.bookings.length === 0}
				empty="Nothing here yet."
			>
				{(data) => (
					<Stack gap="xs">
						{data.bookings.map((booking) => (
							<Card key={booking.id} withBorder padding="sm">
								<Group justify="space-between" wrap="wrap">
									<Text size="sm">
										{booking.slot.title} · {istDateTime(booking.slot.startsAt)}
									</Text>
									{booking.status === "booked" ? (
										<Anchor
											component={Link}
											size="sm"
											to={paths.interviewFeedback(booking.slot.interviewType ?? "technical", booking.id)}
										>
											Scorecard
										</Anchor>
									) : (
										<Text size="sm" c="dimmed">
											{booking.status === "rescheduled" ? "Moved" : "Cancelled"}
											{booking.cancelReason ? `: ${booking.cancelReason}` : ""}
										</Text>
									)}
								</Group>
							</Card>
						))}
					</Stack>
				)}
			</QueryState>
			{cancelling && <CancelDialog booking={cancelling} onClose={() => setCancelling(null)} />}
		</Stack>
	);
}

function CancelDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
	const queryClient = useQueryClient();
	const [reason, setReason] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const confirm = async () => {
		setBusy(true);
		setError(null);
		try {
			await cancelBooking(booking.id, reason);
			await queryClient.invalidateQueries({ queryKey: schedulingKeys.all });
			notifications.show({ message: "Booking cancelled. Your interviewer has been told." });
			onClose();
		} catch (failure) {
			setError(messageOf(failure, "The booking could not be cancelled."));
		} finally {
			setBusy(false);
		}
	};
	return (
		<Modal opened onClose={onClose} title="Cancel this interview">
			<Stack gap="sm">
				<Text size="sm">
					{booking.slot.title}, {istDateTime(booking.slot.startsAt)}
				</Text>
				<TextInput
					label="Reason"
					description="Your interviewer sees it. At least 5 characters."
					value={reason}
					onChange={(event) => setReason(event.currentTarget.value)}
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
					<Button color="red" onClick={() => void confirm()} loading={busy}>
						Cancel booking
					</Button>
				</Group>
			</Stack>
		</Modal>
	);
}
