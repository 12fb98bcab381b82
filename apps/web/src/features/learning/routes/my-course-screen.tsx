import { Anchor, Button, Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { sessionQueryKey } from "../../../lib/session";
import { courseQuery, enrol, learningKeys, progressQuery } from "../api";
import { CourseHeader } from "../components/course-header";
import { CourseLabs } from "../components/course-labs";
import { CourseOutline } from "../components/course-outline";

/** /dashboard/learning-path/{courseId}: enrol, the outline with progress, quizzes and the mock test. */
export function MyCourseScreen() {
	const { courseId = "" } = useParams();
	const course = useQuery(courseQuery(courseId));
	const progress = useQuery(progressQuery(courseId));
	const client = useQueryClient();
	useDocumentTitle(course.data ? `${course.data.title} · My learning · Unnati` : "Course · Unnati");
	const enrolment = useMutation({
		mutationFn: () => enrol(courseId),
		onSuccess: (data) => {
			client.setQueryData(learningKeys.progress(courseId), data);
			void client.invalidateQueries({ queryKey: learningKeys.mine });
			void client.invalidateQueries({ queryKey: sessionQueryKey });
			notifications.show({ message: `You are enrolled in ${data.course.title}.`, color: "teal" });
		},
		onError: (error) =>
			notifications.show({
				color: "red",
				message:
					error instanceof HttpError
						? (error.serverMessage ?? error.message)
						: "Could not enrol. Please try again.",
			}),
	});

	return (
		<Stack gap="xl" maw={960}>
			<QueryState
				query={course}
				what="The course"
				loading={{ label: "Loading the course", shape: [48, 24, 120, 200] }}
			>
				{(detail) => (
					<QueryState
						query={progress}
						what="Your progress"
						loading={{ label: "Loading your progress", shape: [80, 200] }}
					>
						{(mine) => (
							<>
								<CourseHeader
									course={detail}
									prerequisiteLink={(p) => paths.myCourse(p.id)}
									actions={
										mine.enrolled ? (
											<Card withBorder padding="md">
												<Stack gap="xs">
													<Text fw={600}>
														{mine.completedLessons} of {mine.totalLessons} lessons
														{mine.labs ? ` and ${mine.labs.completed} of ${mine.labs.total} labs` : ""}{" "}
														complete ({mine.percent}%)
													</Text>
													<Progress value={mine.percent} aria-label={`Course progress: ${mine.percent}%`} />
													{mine.resumeLessonId && (
														<Button
															component={Link}
															to={paths.myLesson(courseId, mine.resumeLessonId)}
															w="fit-content"
														>
															{mine.completedLessons === 0
																? "Start the first lesson"
																: "Continue where you left off"}
														</Button>
													)}
												</Stack>
											</Card>
										) : (
											<Button
												onClick={() => enrolment.mutate()}
												loading={enrolment.isPending}
												w="fit-content"
											>
												Enrol in this course
											</Button>
										)
									}
								/>
								<CourseOutline
									modules={mine.modules.map((module) => ({
										...module,
										progress: mine.enrolled
											? `${module.completedLessons} of ${module.totalLessons} done`
											: undefined,
										footer: module.quiz ? (
											<Group gap="xs">
												{mine.enrolled ? (
													<Anchor component={Link} to={paths.practiceQuiz(courseId, module.quiz.id)}>
														Practice quiz: {module.quiz.title}
													</Anchor>
												) : (
													<Text size="sm">Practice quiz: {module.quiz.title}</Text>
												)}
												<Text size="xs" c="dimmed">
													{module.quiz.bestPercentage === null
														? `${module.quiz.questionCount} questions`
														: `Best ${module.quiz.bestPercentage}%${module.quiz.passed ? " · passed" : ""}`}
												</Text>
											</Group>
										) : undefined,
									}))}
									lessonLink={(lesson) =>
										mine.enrolled || lesson.preview ? paths.myLesson(courseId, lesson.id) : null
									}
								/>
								<CourseLabs
									courseId={courseId}
									labLink={(lab) => paths.lab(lab.id)}
									detailsLink={(lab) => paths.labDetails(lab.id)}
								/>
								{mine.mockTest && (
									<Card withBorder padding="md" component="section" aria-labelledby="mock-test">
										<Title order={2} size="h4" id="mock-test">
											{mine.mockTest.title}
										</Title>
										<Text size="sm" mt={4}>
											{mine.mockTest.durationMinutes} minutes, timed.{" "}
											{mine.mockTest.bestPercentage === null
												? "Not taken yet."
												: `Best ${mine.mockTest.bestPercentage}% over ${mine.mockTest.attempts} ${mine.mockTest.attempts === 1 ? "attempt" : "attempts"}.`}
										</Text>
										{mine.enrolled && (
											<Button component={Link} to={paths.mockTest(mine.mockTest.id)} mt="sm" variant="light">
												Open the mock test
											</Button>
										)}
									</Card>
								)}
							</>
						)}
					</QueryState>
				)}
			</QueryState>
		</Stack>
	);
}
