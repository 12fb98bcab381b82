import {
	Anchor,
	Avatar,
	Badge,
	Button,
	Card,
	Container,
	Group,
	Stack,
	Table,
	Text,
	Textarea,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MentorProfile } from "@unnati/contracts/mentors";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { MissingCard } from "../../../components/missing-card";
import { HttpError } from "../../../lib/http-error";
import { istDateTime } from "../../../lib/ist";
import { useSession } from "../../../lib/session";
import { bookMentoringHour, mentoringHoursQuery, mentorProfileKeys, mentorProfileQuery } from "../api";
import { initialsOf, officeHourLine } from "../format";

const minutes = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
const refusal = (error: unknown) =>
	error instanceof HttpError
		? (error.errors[0]?.message ?? error.serverMessage ?? "The mentoring hour could not be booked.")
		: "The mentoring hour could not be booked. Check your connection and try again.";

/** The mentor's open mentoring hours, bookable by a signed-in student of their college. */
function MentoringHours({ mentor }: { mentor: MentorProfile }) {
	const client = useQueryClient();
	const hours = useQuery(mentoringHoursQuery(mentor.id));
	const [note, setNote] = useState("");
	const book = useMutation({
		mutationFn: (slotId: string) => bookMentoringHour(slotId, note.trim()),
		onSuccess: (booking) => {
			setNote("");
			void client.invalidateQueries({ queryKey: mentorProfileKeys.hours(mentor.id) });
			notifications.show({
				color: "green",
				message: `Booked: ${istDateTime(booking.slot.startsAt)} with ${mentor.name}. It is in your upcoming sessions.`,
			});
		},
		onError: (error) => notifications.show({ color: "red", message: refusal(error) }),
	});

	if (hours.isPending) return <LoadingState label="Loading the mentoring hours" shape={[40, 40]} />;
	if (hours.isError)
		return <LoadFailed what="The mentoring hours" error={hours.error} onRetry={() => void hours.refetch()} />;
	const slots = hours.data.slots.slice(0, 12);
	if (slots.length === 0)
		return (
			<Text c="dimmed">
				No mentoring hours are open in the coming month. You can still walk in during the office hours above.
			</Text>
		);
	return (
		<Stack gap="sm">
			<Textarea
				label="What would you like to talk about? (optional)"
				description="Your mentor reads this before you meet."
				maxLength={500}
				autosize
				minRows={2}
				value={note}
				onChange={(event) => setNote(event.currentTarget.value)}
			/>
			<Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
				{slots.map((slot) => (
					<Card key={slot.id} withBorder padding="sm" component="li">
						<Group justify="space-between" wrap="wrap" gap="xs">
							<div>
								<Text fw={600}>{istDateTime(slot.startsAt)}</Text>
								<Text size="sm" c="dimmed">
									{minutes(slot.startsAt, slot.endsAt)} minutes ·{" "}
									{slot.mode === "online" ? "Online" : slot.location}
								</Text>
							</div>
							{slot.bookedByMe ? (
								<Badge color="teal" variant="light" size="lg">
									Booked by you
								</Badge>
							) : (
								<Button
									onClick={() => book.mutate(slot.id)}
									loading={book.isPending && book.variables === slot.id}
									disabled={slot.seatsLeft === 0 || (book.isPending && book.variables !== slot.id)}
									aria-label={`Book the mentoring hour on ${istDateTime(slot.startsAt)}`}
								>
									{slot.seatsLeft === 0 ? "Full" : "Book"}
								</Button>
							)}
						</Group>
					</Card>
				))}
			</Stack>
			<Anchor component={Link} to={paths.nextInterviews} size="sm">
				See your upcoming sessions
			</Anchor>
		</Stack>
	);
}

function Profile({ mentor }: { mentor: MentorProfile }) {
	const session = useSession();
	const student = session.data?.role === "ROLE_STUDENT";
	const place = [mentor.deptName, mentor.collegeName].filter(Boolean).join(" · ");
	return (
		<Stack gap="lg">
			<Group gap="md" wrap="nowrap" align="center">
				<Avatar src={mentor.profilePic} size={72} radius="xl" color="teal" alt="">
					{initialsOf(mentor.name)}
				</Avatar>
				<div>
					<Title order={1}>{mentor.name}</Title>
					<Text c="dimmed">Faculty mentor{place ? ` · ${place}` : ""}</Text>
					{mentor.menteeCount > 0 && (
						<Text size="sm" c="dimmed">
							Mentors {mentor.menteeCount} {mentor.menteeCount === 1 ? "student" : "students"}
						</Text>
					)}
				</div>
			</Group>
			<Card withBorder component="section" aria-labelledby="mentor-about">
				<Title order={2} size="h4" id="mentor-about">
					About
				</Title>
				<Text mt="xs" style={{ whiteSpace: "pre-line" }} c={mentor.bio ? undefined : "dimmed"}>
					{mentor.bio || `${mentor.name} has not written an introduction yet.`}
				</Text>
				{mentor.expertise.length > 0 && (
					<>
						<Text fw={600} mt="md" id="mentor-subjects">
							Helps with
						</Text>
						<Group
							gap="xs"
							mt={6}
							component="ul"
							style={{ listStyle: "none", padding: 0 }}
							aria-labelledby="mentor-subjects"
						>
							{mentor.expertise.map((subject) => (
								<li key={subject}>
									<Badge variant="light" size="lg" tt="none">
										{subject}
									</Badge>
								</li>
							))}
						</Group>
					</>
				)}
			</Card>
			<Card withBorder component="section" aria-labelledby="mentor-office-hours">
				<Title order={2} size="h4" id="mentor-office-hours">
					Office hours
				</Title>
				{mentor.officeHours.length === 0 ? (
					<Text c="dimmed" mt="xs">
						No weekly office hours are listed.
					</Text>
				) : (
					<Table mt="xs" striped>
						<Table.Caption>Every week, India Standard Time. No appointment is needed.</Table.Caption>
						<Table.Thead>
							<Table.Tr>
								<Table.Th scope="col">When</Table.Th>
								<Table.Th scope="col">Where</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{mentor.officeHours.map((hour) => (
								<Table.Tr key={`${hour.day}-${hour.start}`}>
									<Table.Td>{officeHourLine(hour)}</Table.Td>
									<Table.Td style={{ overflowWrap: "anywhere" }}>{hour.place}</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				)}
			</Card>
			<Card withBorder component="section" aria-labelledby="mentor-hours">
				<Title order={2} size="h4" id="mentor-hours" mb="xs">
					Book a mentoring hour
				</Title>
				{student && session.data?.collegeName !== mentor.collegeName ? (
					<Text c="dimmed">
						Only students of {mentor.collegeName ?? "the mentor's college"} book {mentor.name}'s mentoring
						hours.
					</Text>
				) : student ? (
					<MentoringHours mentor={mentor} />
				) : session.isPending ? null : session.data ? (
					<Text c="dimmed">Students of {mentor.collegeName ?? "the college"} book mentoring hours here.</Text>
				) : (
					<Text>
						<Anchor component={Link} to={paths.login} underline="always">
							Sign in as a student
						</Anchor>{" "}
						of {mentor.collegeName ?? "the college"} to book a mentoring hour.
					</Text>
				)}
			</Card>
		</Stack>
	);
}

/** /mentor/profile/:id: a faculty mentor's public profile, office hours and bookable mentoring hours. */
export function MentorProfileScreen() {
	const { id = "" } = useParams();
	const mentor = useQuery(mentorProfileQuery(id));
	useDocumentTitle(mentor.data ? `${mentor.data.name} · Unnati` : "Faculty mentor · Unnati");

	let body: React.ReactNode;
	if (mentor.isPending) body = <LoadingState label="Loading the mentor's profile" shape={[72, 160, 120]} />;
	else if (mentor.isError)
		body =
			mentor.error instanceof HttpError && mentor.error.status === 404 ? (
				<MissingCard title="No such mentor">
					<Text>
						There is no faculty mentor at this address. Check that the link was copied in full, or ask your
						department for your mentor's page.
					</Text>
				</MissingCard>
			) : (
				<LoadFailed what="This profile" error={mentor.error} onRetry={() => void mentor.refetch()} />
			);
	else body = <Profile mentor={mentor.data} />;
	return (
		<Container size="md" py="xl">
			{body}
		</Container>
	);
}
