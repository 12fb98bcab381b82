import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { LabCard } from "@unnati/contracts/labs";
import { Link } from "react-router";
import { courseLabsQuery } from "../api";

interface CourseLabsProps {
	courseId: string;
	/** Where a lab's card leads: the public description, or the student's lab. */
	labLink: (lab: LabCard) => string;
	/** The public description, when the card leads elsewhere. */
	detailsLink?: (lab: LabCard) => string;
}

/** The course's hands-on labs (issue 14) as cards; nothing at all when the course has none. */
export function CourseLabs({ courseId, labLink, detailsLink }: CourseLabsProps) {
	const labs = useQuery(courseLabsQuery(courseId));
	if (!labs.data || labs.data.labs.length === 0) return null;
	return (
		<Stack gap="sm" component="section" aria-labelledby="course-labs">
			<Title order={2} size="h3" id="course-labs">
				Hands-on labs
			</Title>
			<Text size="sm" c="dimmed">
				Guided coding labs checked by the judge; a completed lab counts towards this course.
			</Text>
			<SimpleGrid cols={{ base: 1, sm: 2 }}>
				{labs.data.labs.map((lab) => (
					<Card key={lab.id} withBorder padding="md">
						<Stack gap="xs">
							<Group justify="space-between" wrap="nowrap" align="flex-start">
								<Anchor component={Link} to={labLink(lab)} fw={600}>
									{lab.title}
								</Anchor>
								{lab.completed && (
									<Badge color="teal" variant="light" tt="none">
										Completed
									</Badge>
								)}
							</Group>
							<Text size="sm">{lab.summary}</Text>
							<Text size="xs" c="dimmed">
								{lab.stepCount} steps · about {lab.minutes} minutes
							</Text>
							{detailsLink && (
								<Anchor component={Link} to={detailsLink(lab)} size="sm">
									About this lab
								</Anchor>
							)}
						</Stack>
					</Card>
				))}
			</SimpleGrid>
		</Stack>
	);
}
