import {
	Anchor,
	Button,
	Group,
	NumberInput,
	Paper,
	Select,
	Stack,
	Table,
	Text,
	TextInput,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
	authoringEndpoints,
	LEVEL_LABELS,
	LEVELS,
	type Level,
	newCourseInputSchema,
} from "@unnati/contracts/learning";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { callApi } from "../../../lib/api-client";
import { instructorKeys, journeysQuery, messageOf, myCoursesQuery } from "../api";
import { StateBadge } from "../components/state-badge";

/** A new course: title, summary, level, hours and journey; it starts as a draft assigned to its author. */
function NewCourseForm() {
	const navigate = useNavigate();
	const client = useQueryClient();
	const journeys = useQuery(journeysQuery());
	const [values, setValues] = useState({
		title: "",
		summary: "",
		level: "beginner" as Level,
		hours: 6,
		journeySlug: "",
	});
	const [errors, setErrors] = useState<Record<string, string>>({});
	const create = useMutation({
		mutationFn: () => callApi(authoringEndpoints.createCourse, { body: values }),
		onSuccess: (course) => {
			void client.invalidateQueries({ queryKey: instructorKeys.courses });
			notifications.show({ color: "green", message: `Draft created: ${course.title}` });
			void navigate(paths.instructorCourse(course.id));
		},
		onError: (error) =>
			setErrors({ form: messageOf(error, "The course could not be created. Please try again.") }),
	});
	return (
		<Paper withBorder p="md" component="section" aria-labelledby="new-course">
			<form
				noValidate
				onSubmit={(event) => {
					event.preventDefault();
					const parsed = newCourseInputSchema.safeParse(values);
					if (!parsed.success) {
						setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
						return;
					}
					setErrors({});
					create.mutate();
				}}
			>
				<Stack gap="sm">
					<Title order={2} size="h4" id="new-course">
						New course
					</Title>
					<TextInput
						label="Title"
						value={values.title}
						error={errors.title}
						onChange={(e) => setValues({ ...values, title: e.currentTarget.value })}
					/>
					<TextInput
						label="One-line summary"
						value={values.summary}
						error={errors.summary}
						onChange={(e) => setValues({ ...values, summary: e.currentTarget.value })}
					/>
					<Group grow align="flex-start">
						<Select
							label="Journey"
							placeholder={journeys.isPending ? "Loading journeys" : "Choose a journey"}
							data={(journeys.data?.journeys ?? []).map((j) => ({ value: j.slug, label: j.title }))}
							value={values.journeySlug || null}
							error={errors.journeySlug}
							onChange={(v) => setValues({ ...values, journeySlug: v ?? "" })}
						/>
						<Select
							label="Level"
							data={LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))}
							value={values.level}
							allowDeselect={false}
							onChange={(v) => setValues({ ...values, level: (v ?? "beginner") as Level })}
						/>
						<NumberInput
							label="Hours"
							min={0.5}
							max={200}
							step={0.5}
							value={values.hours}
							error={errors.hours}
							onChange={(v) => setValues({ ...values, hours: typeof v === "number" ? v : Number(v) || 0 })}
						/>
					</Group>
					{errors.form && (
						<Text c="red" size="sm" role="alert">
							{errors.form}
						</Text>
					)}
					<Group>
						<Button type="submit" loading={create.isPending}>
							Create draft
						</Button>
					</Group>
				</Stack>
			</form>
		</Paper>
	);
}

/** /instructordashboard: the courses this instructor is assigned to, and a new course. */
export function InstructorHomeScreen() {
	useDocumentTitle("My courses · Unnati");
	const courses = useQuery(myCoursesQuery());
	return (
		<Stack gap="lg">
			<Title order={1}>My courses</Title>
			<Text c="dimmed">
				Edit the courses you are assigned to. Every change is a draft; students keep seeing the published
				version until the instructor admin approves your edit.
			</Text>
			<QueryState
				query={courses}
				what="Your courses"
				loading={{ label: "Loading your courses" }}
				isEmpty={(data) => data.courses.length === 0}
				empty="You are not assigned to any course yet. Create one below, or ask the instructor admin to assign you."
			>
				{(data) => (
					<Table.ScrollContainer minWidth={560}>
						<Table striped verticalSpacing="sm" aria-label="My courses">
							<Table.Thead>
								<Table.Tr>
									<Table.Th>Course</Table.Th>
									<Table.Th>Journey</Table.Th>
									<Table.Th>Published</Table.Th>
									<Table.Th>Newest version</Table.Th>
								</Table.Tr>
							</Table.Thead>
							<Table.Tbody>
								{data.courses.map((course) => (
									<Table.Tr key={course.id}>
										<Table.Td>
											<Anchor component={Link} to={paths.instructorCourse(course.id)}>
												{course.title}
											</Anchor>
										</Table.Td>
										<Table.Td>{course.journeyTitle ?? "—"}</Table.Td>
										<Table.Td>
											{course.publishedNumber ? `Version ${course.publishedNumber}` : "Not yet"}
										</Table.Td>
										<Table.Td>
											<Group gap="xs">
												<Text size="sm">Version {course.latest.number}</Text>
												<StateBadge state={course.latest.state} />
											</Group>
										</Table.Td>
									</Table.Tr>
								))}
							</Table.Tbody>
						</Table>
					</Table.ScrollContainer>
				)}
			</QueryState>
			<NewCourseForm />
		</Stack>
	);
}
