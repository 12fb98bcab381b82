import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { OFFICE_DAY_LABELS } from "@unnati/contracts/mentors";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { clock12 } from "../../../lib/format-clock";
import { homeMentorQuery } from "../api";

/** The student's faculty mentor: who, when they sit in their office, and where to book a mentoring hour. */
export function MentorCard() {
	const mentor = useQuery(homeMentorQuery());
	return (
		<Card withBorder component="section" aria-labelledby="home-mentor">
			<Title order={2} size="h4" id="home-mentor" mb="xs">
				Your mentor
			</Title>
			{mentor.isPending ? (
				<LoadingState label="Loading your mentor" shape={rows(2, 24)} />
			) : mentor.isError ? (
				<LoadFailed what="Your mentor" error={mentor.error} onRetry={() => void mentor.refetch()} />
			) : mentor.data === null ? (
				<Text c="dimmed" size="sm">
					Your department has not mapped you to a faculty mentor yet.
				</Text>
			) : (
				<Stack gap={6}>
					<Anchor component={Link} to={paths.mentorProfile(mentor.data.id)} fw={600}>
						{mentor.data.name}
					</Anchor>
					{mentor.data.officeHours.length > 0 ? (
						<Text size="sm">
							Office hours:{" "}
							{mentor.data.officeHours
								.slice(0, 2)
								.map((hour) => `${OFFICE_DAY_LABELS[hour.day]} ${clock12(hour.start)}`)
								.join(", ")}
							{mentor.data.officeHours.length > 2 ? " and more" : ""}
						</Text>
					) : (
						<Text size="sm" c="dimmed">
							No office hours listed yet.
						</Text>
					)}
					<Anchor component={Link} to={paths.mentorProfile(mentor.data.id)} size="sm">
						Book a mentoring hour
					</Anchor>
				</Stack>
			)}
		</Card>
	);
}
