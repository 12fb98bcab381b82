import { Anchor, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { type CourseCard as Card_, LEVEL_LABELS } from "@unnati/contracts/learning";
import { Link } from "react-router";

/** One course of the catalogue: title (the link), summary, level, length and size. */
export function CourseCard({
	course,
	to,
}: {
	course: Card_ & { matchingLessons?: { id: string; title: string }[] };
	to: string;
}) {
	return (
		<Card withBorder padding="md" component="article" aria-labelledby={`course-${course.id}`}>
			<Stack gap={6}>
				<Anchor component={Link} to={to} fw={700} size="lg" id={`course-${course.id}`}>
					{course.title}
				</Anchor>
				<Text size="sm">{course.summary}</Text>
				<Group gap="xs">
					<Badge variant="light">{LEVEL_LABELS[course.level]}</Badge>
					<Badge variant="light" color="gray">
						{course.hours} hours
					</Badge>
					<Text size="xs" c="dimmed">
						{course.moduleCount} modules · {course.lessonCount} lessons · {course.pathTitle}
					</Text>
				</Group>
				{course.matchingLessons && course.matchingLessons.length > 0 && (
					<Text size="xs" c="dimmed">
						Lessons: {course.matchingLessons.map((l) => l.title).join(", ")}
					</Text>
				)}
			</Stack>
		</Card>
	);
}
