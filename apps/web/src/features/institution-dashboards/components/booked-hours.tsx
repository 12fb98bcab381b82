import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { HostedSlot } from "@unnati/contracts/scheduling";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { istDateTime } from "../../../lib/ist";
import { hostedSlotsQuery, menteesQuery } from "../api";

type Booked = { slot: HostedSlot; booking: HostedSlot["bookings"][number] };

/** The booked mentoring hours still to come, earliest first (an hour's grace after the start). */
export function upcomingBooked(slots: readonly HostedSlot[], now: number): Booked[] {
	return slots
		.filter((slot) => slot.purpose === "mentor_appointment" && Date.parse(slot.endsAt) > now)
		.flatMap((slot) =>
			slot.bookings.filter((booking) => booking.status === "booked").map((booking) => ({ slot, booking })),
		)
		.sort((a, b) => Date.parse(a.slot.startsAt) - Date.parse(b.slot.startsAt));
}

/**
 * On /mentor/my-sessions: the mentoring hours students have booked with this mentor, each with the
 * student's note and, for a mentee, a way to their page to log the meeting afterwards.
 */
export function BookedHours() {
	const hosted = useQuery(hostedSlotsQuery());
	const mentees = useQuery(menteesQuery());
	const menteeIds = new Set(mentees.data?.mentees.map((m) => m.id) ?? []);
	let body: React.ReactNode;
	if (hosted.isPending)
		body = <LoadingState label="Loading your booked mentoring hours" shape={rows(2, 48)} />;
	else if (hosted.isError)
		body = (
			<LoadFailed
				what="Your booked mentoring hours"
				error={hosted.error}
				onRetry={() => void hosted.refetch()}
			/>
		);
	else {
		const booked = upcomingBooked(hosted.data.slots, Date.now());
		body =
			booked.length === 0 ? (
				<Text c="dimmed">
					No mentoring hour is booked yet.{" "}
					<Anchor component={Link} to={paths.mentorInterviewSlots} underline="always">
						Publish mentoring hours
					</Anchor>{" "}
					and students book them from your profile.
				</Text>
			) : (
				<Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
					{booked.map(({ slot, booking }) => (
						<Card key={booking.id} withBorder padding="sm" component="li">
							<Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
								<div>
									<Text fw={600}>
										{istDateTime(slot.startsAt)} · {booking.studentName}
										{booking.rollNo ? ` (${booking.rollNo})` : ""}
									</Text>
									<Text size="sm" c="dimmed">
										{slot.mode === "online" ? "Online" : slot.location}
									</Text>
									{booking.note && <Text size="sm">“{booking.note}”</Text>}
								</div>
								{menteeIds.has(booking.studentId) ? (
									<Anchor component={Link} to={paths.mentee(booking.studentId)} size="sm">
										Open {booking.studentName}'s page
									</Anchor>
								) : (
									<Badge variant="light" color="gray">
										Not your mentee
									</Badge>
								)}
							</Group>
						</Card>
					))}
				</Stack>
			);
	}
	return (
		<section aria-labelledby="booked-hours">
			<Title order={2} size="h4" id="booked-hours" mb="xs">
				Booked mentoring hours
			</Title>
			{body}
		</section>
	);
}
