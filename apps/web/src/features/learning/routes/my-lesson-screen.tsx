import { Anchor, Breadcrumbs, Button, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { completeLesson, learningKeys, lessonQuery, setBookmark } from "../api";
import { LessonBody, LessonVideo } from "../components/lesson-body";
import { LessonNotes } from "../components/lesson-notes";
import { LockedLesson } from "../components/locked-lesson";

const failure = (error: unknown) =>
	error instanceof HttpError
		? (error.serverMessage ?? error.message)
		: "Please check your connection and try again.";

/** /dashboard/learning-path/{courseId}/lesson/{lessonId}: read, complete, bookmark, take notes, move on. */
export function MyLessonScreen() {
	const { courseId = "", lessonId = "" } = useParams();
	const lesson = useQuery({ ...lessonQuery(courseId, lessonId), retry: false });
	const client = useQueryClient();
	const navigate = useNavigate();
	useDocumentTitle(lesson.data ? `${lesson.data.title} · Unnati` : "Lesson · Unnati");
	const refresh = () => {
		void client.invalidateQueries({ queryKey: learningKeys.progress(courseId) });
		void client.invalidateQueries({ queryKey: learningKeys.mine });
		void client.invalidateQueries({ queryKey: learningKeys.lesson(courseId, lessonId) });
	};
	const complete = useMutation({
		mutationFn: () => completeLesson(courseId, lessonId),
		onSuccess: (result) => {
			refresh();
			notifications.show({
				color: "teal",
				message: result.courseCompleted
					? "Course complete. Well done!"
					: `Lesson complete: ${result.completedLessons} of ${result.totalLessons} done.`,
			});
			const next = lesson.data?.next;
			if (next) void navigate(paths.myLesson(courseId, next.id));
		},
		onError: (error) => notifications.show({ color: "red", message: failure(error) }),
	});
	const bookmark = useMutation({
		mutationFn: (on: boolean) => setBookmark(courseId, lessonId, on),
		onSuccess: refresh,
		onError: (error) => notifications.show({ color: "red", message: failure(error) }),
	});

	const data = lesson.data;
	return (
		<Stack gap="lg" maw={820}>
			<Breadcrumbs>
				<Anchor component={Link} to={paths.myLearning}>
					My learning
				</Anchor>
				<Anchor component={Link} to={paths.myCourse(courseId)}>
					{data?.courseTitle ?? "Course"}
				</Anchor>
			</Breadcrumbs>
			{lesson.isPending && <LoadingState label="Loading the lesson" shape={[40, 300]} />}
			{lesson.isError &&
				(lesson.error instanceof HttpError && lesson.error.code === "LESSON_LOCKED" ? (
					<LockedLesson
						signedIn
						courseId={courseId}
						message={lesson.error.serverMessage ?? "Enrol to continue."}
					/>
				) : (
					<LoadFailed what="The lesson" error={lesson.error} onRetry={() => void lesson.refetch()} />
				))}
			{data && (
				<article aria-labelledby="lesson-title">
					<Text size="sm" c="dimmed">
						{data.moduleTitle} · {data.minutes} min
					</Text>
					<Group justify="space-between" align="flex-start" wrap="nowrap">
						<Title order={1} id="lesson-title" mb="md">
							{data.title}
						</Title>
						{data.student && (
							<Button
								variant={data.student.bookmarked ? "filled" : "default"}
								color="yellow"
								size="xs"
								aria-pressed={data.student.bookmarked}
								loading={bookmark.isPending}
								onClick={() => bookmark.mutate(!data.student?.bookmarked)}
							>
								{data.student.bookmarked ? "Bookmarked" : "Bookmark"}
							</Button>
						)}
					</Group>
					{data.videoUrl && <LessonVideo url={data.videoUrl} title={data.title} />}
					<LessonBody html={data.html} />
					<Divider my="lg" />
					{data.student ? (
						<Stack gap="lg">
							<Group justify="space-between">
								{data.previous ? (
									<Button component={Link} to={paths.myLesson(courseId, data.previous.id)} variant="default">
										← Previous
									</Button>
								) : (
									<span />
								)}
								{data.student.completed ? (
									data.next ? (
										<Button component={Link} to={paths.myLesson(courseId, data.next.id)}>
											Next: {data.next.title} →
										</Button>
									) : (
										<Button component={Link} to={paths.myCourse(courseId)} variant="light">
											Back to the course
										</Button>
									)
								) : (
									<Button onClick={() => complete.mutate()} loading={complete.isPending}>
										{data.next ? "Mark complete and continue" : "Mark complete"}
									</Button>
								)}
							</Group>
							{data.student.completed && (
								<Text size="sm" c="teal.8">
									You have completed this lesson.
								</Text>
							)}
							<LessonNotes courseId={courseId} lessonId={lessonId} initial={data.student.note} />
						</Stack>
					) : (
						<Group justify="space-between">
							<Text size="sm">This is a free preview. Enrol in the course to track your progress.</Text>
							<Button component={Link} to={paths.myCourse(courseId)}>
								Go to the course
							</Button>
						</Group>
					)}
				</article>
			)}
		</Stack>
	);
}
