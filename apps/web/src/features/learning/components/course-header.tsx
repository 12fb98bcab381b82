import { Anchor, Badge, Group, List, Stack, Text, Title } from "@mantine/core";
import { type CourseDetail, LEVEL_LABELS } from "@unnati/contracts/learning";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LessonBody } from "./lesson-body";

/** A course's title, facts, description, outcomes and prerequisites; `actions` holds enrol or continue. */
export function CourseHeader({
	course,
	prerequisiteLink,
	actions,
}: {
	course: CourseDetail;
	prerequisiteLink: (p: { id: string; pathId: string }) => string;
	actions?: ReactNode;
}) {
	return (
		<Stack gap="md">
			<div>
				<Text size="sm" c="dimmed">
					{course.path.title}
				</Text>
				<Title order={1}>{course.title}</Title>
				<Text size="lg" mt={4}>
					{course.summary}
				</Text>
				<Group gap="xs" mt="xs">
					<Badge variant="light">{LEVEL_LABELS[course.level]}</Badge>
					<Badge variant="light" color="gray">
						{course.hours} hours
					</Badge>
					<Text size="xs" c="dimmed">
						Version {course.version}, updated {new Date(course.updatedAt).toLocaleDateString("en-IN")}
					</Text>
				</Group>
			</div>
			{actions}
			<LessonBody html={course.descriptionHtml} />
			{course.outcomes.length > 0 && (
				<section aria-labelledby="course-outcomes">
					<Title order={2} size="h4" id="course-outcomes">
						What you will be able to do
					</Title>
					<List mt="xs" spacing={4}>
						{course.outcomes.map((outcome) => (
							<List.Item key={outcome}>{outcome}</List.Item>
						))}
					</List>
				</section>
			)}
			{course.prerequisites.length > 0 && (
				<Text>
					Take first:{" "}
					{course.prerequisites.map((p, i) => (
						<span key={p.id}>
							{i > 0 && ", "}
							<Anchor component={Link} to={prerequisiteLink(p)}>
								{p.title}
							</Anchor>
						</span>
					))}
				</Text>
			)}
		</Stack>
	);
}
