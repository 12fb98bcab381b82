import { Anchor, Button, MultiSelect, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type AdminCourse, reviewEndpoints as r } from "@unnati/contracts/learning";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { callApi } from "../../../lib/api-client";
import { adminCoursesQuery, instructorKeys, messageOf, reviewQueueQuery } from "../api";
import { LabReviewQueue } from "../components/lab-review-queue";

const when = (iso: string | null) =>
	iso
		? new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))
		: "—";

function ReviewQueue() {
	const queue = useQuery(reviewQueueQuery());
	return (
		<Stack component="section" aria-labelledby="queue-heading" gap="xs">
			<Title order={2} size="h3" id="queue-heading">
				Waiting for review
			</Title>
			<QueryState
				query={queue}
				what="The review queue"
				loading={{ label: "Loading the review queue" }}
				isEmpty={(data) => data.items.length === 0}
				empty="Nothing is waiting for review."
			>
				{(data) => (
					<Table.ScrollContainer minWidth={560}>
						<Table striped aria-labelledby="queue-heading">
							<Table.Thead>
								<Table.Tr>
									<Table.Th>Course</Table.Th>
									<Table.Th>Version</Table.Th>
									<Table.Th>Instructor</Table.Th>
									<Table.Th>Sent</Table.Th>
									<Table.Th>Lessons changed</Table.Th>
								</Table.Tr>
							</Table.Thead>
							<Table.Tbody>
								{data.items.map((item) => (
									<Table.Tr key={item.revisionId}>
										<Table.Td>
											<Anchor component={Link} to={paths.instructorReview(item.revisionId)}>
												Review {item.courseTitle}
											</Anchor>
										</Table.Td>
										<Table.Td>{item.number}</Table.Td>
										<Table.Td>{item.authorName ?? "—"}</Table.Td>
										<Table.Td>{when(item.submittedAt)}</Table.Td>
										<Table.Td>{item.lessonsChanged}</Table.Td>
									</Table.Tr>
								))}
							</Table.Tbody>
						</Table>
					</Table.ScrollContainer>
				)}
			</QueryState>
		</Stack>
	);
}

function AssignRow({
	course,
	instructors,
}: {
	course: AdminCourse;
	instructors: { id: string; name: string; email: string }[];
}) {
	const client = useQueryClient();
	const [chosen, setChosen] = useState(course.instructors.map((i) => i.id));
	const assign = useMutation({
		mutationFn: () => callApi(r.assign, { params: { courseId: course.id }, body: { instructorIds: chosen } }),
		onSuccess: () => {
			void client.invalidateQueries({ queryKey: instructorKeys.adminCourses });
			notifications.show({ color: "green", message: `Instructors of ${course.title} saved.` });
		},
		onError: (e) =>
			notifications.show({ color: "red", message: messageOf(e, "The assignment could not be saved.") }),
	});
	const changed =
		chosen.slice().sort().join() !==
		course.instructors
			.map((i) => i.id)
			.sort()
			.join();
	return (
		<Table.Tr>
			<Table.Td>
				<Anchor component={Link} to={paths.instructorAdminCourse(course.id)}>
					{course.title}
				</Anchor>
				<Text size="xs" c="dimmed">
					{course.publishedNumber ? `Published version ${course.publishedNumber}` : "Not published yet"}
				</Text>
			</Table.Td>
			<Table.Td miw={260}>
				<MultiSelect
					aria-label={`Instructors of ${course.title}`}
					data={instructors.map((i) => ({ value: i.id, label: i.name }))}
					value={chosen}
					onChange={setChosen}
					placeholder={chosen.length ? undefined : "No instructor"}
					searchable
				/>
			</Table.Td>
			<Table.Td>
				<Button
					size="xs"
					variant="light"
					disabled={!changed}
					loading={assign.isPending}
					onClick={() => assign.mutate()}
				>
					Save
				</Button>
			</Table.Td>
		</Table.Tr>
	);
}

function Courses() {
	const courses = useQuery(adminCoursesQuery());
	return (
		<Stack component="section" aria-labelledby="courses-heading" gap="xs">
			<Title order={2} size="h3" id="courses-heading">
				Courses and instructors
			</Title>
			<Text size="sm" c="dimmed">
				Open a course for its enrolment, completion and drop-off per lesson.
			</Text>
			<QueryState
				query={courses}
				what="The courses"
				loading={{ label: "Loading courses" }}
				isEmpty={(data) => data.courses.length === 0}
				empty="No courses yet."
			>
				{(data) => (
					<Paper withBorder>
						<Table.ScrollContainer minWidth={600}>
							<Table striped aria-labelledby="courses-heading">
								<Table.Thead>
									<Table.Tr>
										<Table.Th>Course</Table.Th>
										<Table.Th>Assigned instructors</Table.Th>
										<Table.Th>
											<VisuallyHidden>Save</VisuallyHidden>
										</Table.Th>
									</Table.Tr>
								</Table.Thead>
								<Table.Tbody>
									{data.courses.map((course) => (
										<AssignRow
											key={`${course.id}-${course.instructors.map((i) => i.id).join()}`}
											course={course}
											instructors={data.instructors}
										/>
									))}
								</Table.Tbody>
							</Table>
						</Table.ScrollContainer>
					</Paper>
				)}
			</QueryState>
		</Stack>
	);
}

/** /instructor-admin-dashboard: the review queue, and every course with its instructors. */
export function InstructorAdminScreen() {
	useDocumentTitle("Course reviews · Unnati");
	return (
		<Stack gap="xl">
			<Title order={1}>Courses and reviews</Title>
			<ReviewQueue />
			<LabReviewQueue />
			<Courses />
		</Stack>
	);
}
