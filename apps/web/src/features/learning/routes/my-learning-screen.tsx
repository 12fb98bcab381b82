import { Anchor, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState, rows } from "../../../components/load-states";
import { myLearningQuery, pathsQuery } from "../api";
import { CatalogueSearch } from "../components/catalogue-search";

/** /dashboard/learning-path: the student's courses with progress, bookmarks, the journeys and search. */
export function MyLearningScreen() {
	useDocumentTitle("My learning · Unnati");
	const mine = useQuery(myLearningQuery());
	const journeys = useQuery(pathsQuery());

	return (
		<Stack gap="xl" maw={1040}>
			<Title order={1}>My learning</Title>
			<section aria-labelledby="my-courses">
				<Title order={2} size="h3" id="my-courses" mb="sm">
					My courses
				</Title>
				<QueryState
					query={mine}
					what="Your courses"
					loading={{ label: "Loading your courses", shape: rows(2, 96) }}
					isEmpty={(data) => data.courses.length === 0}
					empty="You have not enrolled in a course yet. Pick a journey below to begin."
				>
					{(data) => (
						<Stack gap="md">
							<Text size="sm" c="dimmed">
								Streak: {data.streak.current} {data.streak.current === 1 ? "day" : "days"} · This week:{" "}
								{data.weeklyGoal.done} of {data.weeklyGoal.target} lessons
							</Text>
							<SimpleGrid cols={{ base: 1, sm: 2 }}>
								{data.courses.map((course) => (
									<Card key={course.id} withBorder padding="md" component="article" aria-label={course.title}>
										<Stack gap={6}>
											<Anchor component={Link} to={paths.myCourse(course.id)} fw={700}>
												{course.title}
											</Anchor>
											<Text size="xs" c="dimmed">
												{course.pathTitle} · {course.completedLessons} of {course.totalLessons} lessons
											</Text>
											<Progress
												value={course.percent}
												aria-label={`${course.title}: ${course.percent}% complete`}
											/>
											{course.resumeLesson && !course.completedAt && (
												<Button
													component={Link}
													to={paths.myLesson(course.id, course.resumeLesson.id)}
													size="xs"
													variant="light"
													w="fit-content"
												>
													Continue: {course.resumeLesson.title}
												</Button>
											)}
											{course.completedAt && (
												<Text size="sm" c="teal.8">
													Completed
												</Text>
											)}
										</Stack>
									</Card>
								))}
							</SimpleGrid>
							{data.bookmarks.length > 0 && (
								<section aria-labelledby="my-bookmarks">
									<Title order={3} size="h4" id="my-bookmarks">
										Bookmarks
									</Title>
									<Stack gap={4} mt="xs">
										{data.bookmarks.map((b) => (
											<Anchor
												key={`${b.courseId}/${b.lessonId}`}
												component={Link}
												to={paths.myLesson(b.courseId, b.lessonId)}
											>
												{b.lessonTitle}{" "}
												<Text span size="xs" c="dimmed">
													({b.courseTitle})
												</Text>
											</Anchor>
										))}
									</Stack>
								</section>
							)}
						</Stack>
					)}
				</QueryState>
			</section>

			<section aria-labelledby="journeys">
				<Title order={2} size="h3" id="journeys" mb="sm">
					Journeys
				</Title>
				<QueryState
					query={journeys}
					what="The journeys"
					loading={{ label: "Loading the journeys", shape: rows(3, 80) }}
				>
					{(data) => (
						<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
							{data.paths.map((journey) => (
								<Card
									key={journey.id}
									withBorder
									padding="md"
									component="article"
									aria-labelledby={`journey-${journey.id}`}
								>
									<Title order={3} size="h5" id={`journey-${journey.id}`}>
										{journey.title}
									</Title>
									<Text size="sm" mt={4}>
										{journey.tagline}
									</Text>
									<Stack gap={2} mt="xs">
										{journey.courses.map((course) => (
											<Anchor key={course.id} component={Link} to={paths.myCourse(course.id)} size="sm">
												{course.title}
											</Anchor>
										))}
										{journey.courses.length === 0 && (
											<Text size="sm" c="dimmed">
												Courses coming soon.
											</Text>
										)}
									</Stack>
									<Group mt="xs">
										<Anchor component={Link} to={paths.learningPath(journey.id)} size="xs">
											About this journey
										</Anchor>
									</Group>
								</Card>
							))}
						</SimpleGrid>
					)}
				</QueryState>
			</section>

			<CatalogueSearch courseLink={(course) => paths.myCourse(course.id)} />
		</Stack>
	);
}
