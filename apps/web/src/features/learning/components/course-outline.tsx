import { Anchor, Badge, Group, List, Stack, Text, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

export type OutlineLessonView = {
	id: string;
	title: string;
	minutes: number;
	preview: boolean;
	completed?: boolean;
	bookmarked?: boolean;
};
export type OutlineModuleView = {
	slug: string;
	title: string;
	lessons: OutlineLessonView[];
	/** "2 of 3 done", a quiz link, anything the screen adds under the module's lessons. */
	footer?: ReactNode;
	progress?: string;
};

/**
 * A course's modules and lessons. `lessonLink` returns where a lesson opens, or null when it cannot be
 * opened (a visitor and a lesson that is not a preview): then it is listed without a link.
 */
export function CourseOutline({
	modules,
	lessonLink,
}: {
	modules: OutlineModuleView[];
	lessonLink: (lesson: OutlineLessonView) => string | null;
}) {
	return (
		<Stack gap="lg" component="section" aria-labelledby="course-outline">
			<Title order={2} size="h3" id="course-outline">
				Course outline
			</Title>
			{modules.map((module, index) => (
				<Stack key={module.slug} gap="xs">
					<Group justify="space-between" wrap="nowrap">
						<Title order={3} size="h5">
							Module {index + 1}: {module.title}
						</Title>
						{module.progress && (
							<Text size="sm" c="dimmed">
								{module.progress}
							</Text>
						)}
					</Group>
					<List spacing={6} listStyleType="none" p={0}>
						{module.lessons.map((lesson) => {
							const to = lessonLink(lesson);
							return (
								<List.Item
									key={lesson.id}
									icon={
										<ThemeIcon
											size={20}
											radius="xl"
											color={lesson.completed ? "teal" : "gray"}
											variant={lesson.completed ? "filled" : "light"}
											aria-hidden
										>
											{lesson.completed ? "✓" : ""}
										</ThemeIcon>
									}
								>
									<Group gap="xs" wrap="wrap">
										{to ? (
											<Anchor component={Link} to={to}>
												{lesson.title}
											</Anchor>
										) : (
											<Text>{lesson.title}</Text>
										)}
										<Text size="xs" c="dimmed">
											{lesson.minutes} min
										</Text>
										{lesson.completed && <VisuallyHidden>completed</VisuallyHidden>}
										{lesson.preview && (
											<Badge size="xs" variant="light" color="teal">
												Free preview
											</Badge>
										)}
										{lesson.bookmarked && (
											<Badge size="xs" variant="light" color="yellow">
												Bookmarked
											</Badge>
										)}
									</Group>
								</List.Item>
							);
						})}
					</List>
					{module.footer}
				</Stack>
			))}
		</Stack>
	);
}
