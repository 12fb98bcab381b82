import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { useSession } from "../../../lib/session";
import { lessonQuery, preloadedLesson } from "../api";
import { LessonBody, LessonVideo } from "../components/lesson-body";
import { LockedLesson } from "../components/locked-lesson";

/** /learning-path/{pathId}/course/{courseId}/lesson/{lessonId}: a preview lesson, or "sign up to continue". */
export function PublicLessonScreen() {
	const { pathId = "", courseId = "", lessonId = "" } = useParams();
	const lesson = useQuery({
		...lessonQuery(courseId, lessonId),
		retry: false,
		// A visitor's page arrives pre-rendered with the lesson (modules/learning/lesson-page.ts on the server).
		initialData: () => preloadedLesson(courseId, lessonId),
	});
	const session = useSession();
	useDocumentTitle(lesson.data ? `${lesson.data.title} · Unnati` : "Lesson · Unnati");
	const courseLink = paths.learningCourse(pathId, courseId);

	return (
		<Stack gap="lg" maw={820} mx="auto" px="md" py="lg">
			<Breadcrumbs>
				<Anchor component={Link} to={paths.learningPath(pathId)}>
					Learning path
				</Anchor>
				<Anchor component={Link} to={courseLink}>
					{lesson.data?.courseTitle ?? "Course"}
				</Anchor>
			</Breadcrumbs>
			{lesson.isPending && <LoadingState label="Loading the lesson" shape={[40, 300]} />}
			{lesson.isError &&
				(lesson.error instanceof HttpError && lesson.error.code === "LESSON_LOCKED" ? (
					<LockedLesson
						signedIn={Boolean(session.data)}
						courseId={courseId}
						message={lesson.error.serverMessage ?? "This lesson is for enrolled students."}
					/>
				) : (
					<LoadFailed what="The lesson" error={lesson.error} onRetry={() => void lesson.refetch()} />
				))}
			{lesson.data && (
				<article aria-labelledby="lesson-title">
					<Text size="sm" c="dimmed">
						{lesson.data.moduleTitle} · {lesson.data.minutes} min
					</Text>
					<Title order={1} id="lesson-title" mb="md">
						{lesson.data.title}
					</Title>
					{lesson.data.videoUrl && <LessonVideo url={lesson.data.videoUrl} title={lesson.data.title} />}
					<LessonBody html={lesson.data.html} />
					<Group justify="space-between" mt="xl">
						{lesson.data.previous ? (
							<Anchor component={Link} to={paths.learningLesson(pathId, courseId, lesson.data.previous.id)}>
								← {lesson.data.previous.title}
							</Anchor>
						) : (
							<span />
						)}
						{lesson.data.next && (
							<Anchor component={Link} to={paths.learningLesson(pathId, courseId, lesson.data.next.id)}>
								{lesson.data.next.title} →
							</Anchor>
						)}
					</Group>
				</article>
			)}
		</Stack>
	);
}
