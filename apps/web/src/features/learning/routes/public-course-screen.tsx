import { Button, Group, Stack, Text } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { useSession } from "../../../lib/session";
import { courseQuery } from "../api";
import { CourseHeader } from "../components/course-header";
import { CourseLabs } from "../components/course-labs";
import { CourseOutline } from "../components/course-outline";

/** /learning-path/{pathId}/course/{courseId}: the public course page; visitors read the preview lessons. */
export function PublicCourseScreen() {
	const { pathId = "", courseId = "" } = useParams();
	const course = useQuery(courseQuery(courseId));
	const session = useSession();
	const student = session.data?.role === "ROLE_STUDENT";
	useDocumentTitle(course.data ? `${course.data.title} · Unnati` : "Course · Unnati");

	return (
		<Stack gap="xl" maw={960} mx="auto" px="md" py="lg">
			<QueryState
				query={course}
				what="The course"
				loading={{ label: "Loading the course", shape: [48, 24, 120, 200] }}
			>
				{(data) => (
					<>
						<CourseHeader
							course={data}
							prerequisiteLink={(p) => paths.learningCourse(p.pathId, p.id)}
							actions={
								<Group>
									{student ? (
										<Button component={Link} to={paths.myCourse(data.id)}>
											Open in my learning
										</Button>
									) : (
										<>
											<Button component={Link} to={paths.signup}>
												Sign up to enrol
											</Button>
											<Button component={Link} to={paths.login} variant="default">
												Log in
											</Button>
										</>
									)}
								</Group>
							}
						/>
						<CourseOutline
							modules={data.modules}
							lessonLink={(lesson) =>
								lesson.preview || student
									? paths.learningLesson(pathId || data.path.id, data.id, lesson.id)
									: null
							}
						/>
						<CourseLabs courseId={data.id} labLink={(lab) => paths.labDetails(lab.id)} />
						{!student && (
							<Text c="dimmed">
								Lessons marked “Free preview” are open to everyone; sign up to continue with the rest.
							</Text>
						)}
					</>
				)}
			</QueryState>
		</Stack>
	);
}
