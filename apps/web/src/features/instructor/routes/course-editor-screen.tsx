import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
	type AuthoringCourse,
	type AuthoringQuizSummary,
	authoringEndpoints as a,
	MOCK_TEST_KEY,
} from "@unnati/contracts/learning";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { callApi } from "../../../lib/api-client";
import { courseQuery, instructorKeys, messageOf } from "../api";
import { CourseLabs } from "../components/course-labs";
import { LessonOrder } from "../components/lesson-order";
import { StateBadge } from "../components/state-badge";

const when = (iso: string | null) =>
	iso
		? new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))
		: "—";

function AddLesson({ course, moduleIndex }: { course: AuthoringCourse; moduleIndex: number }) {
	const navigate = useNavigate();
	const client = useQueryClient();
	const [title, setTitle] = useState("");
	const [error, setError] = useState<string | null>(null);
	const add = useMutation({
		mutationFn: () => callApi(a.addLesson, { params: { courseId: course.id }, body: { moduleIndex, title } }),
		onSuccess: (lesson) => {
			void client.invalidateQueries({ queryKey: instructorKeys.course(course.id) });
			void navigate(paths.instructorLesson(course.id, lesson.id));
		},
		onError: (e) => setError(messageOf(e, "The lesson could not be added.")),
	});
	return (
		<form
			onSubmit={(event) => {
				event.preventDefault();
				if (title.trim().length < 3) return setError("Give the lesson a title of at least 3 characters.");
				setError(null);
				add.mutate();
			}}
		>
			<Group align="flex-end" gap="xs">
				<TextInput
					label="New lesson title"
					value={title}
					error={error}
					onChange={(e) => setTitle(e.currentTarget.value)}
					style={{ flex: 1, minWidth: 200 }}
				/>
				<Button type="submit" variant="light" loading={add.isPending}>
					Add lesson
				</Button>
			</Group>
		</form>
	);
}

/** A module's practice quiz or the mock test in the outline: its state and the link to its editor. */
function QuizLine({
	courseId,
	quizKey,
	quiz,
	what,
	editable,
}: {
	courseId: string;
	quizKey: string;
	quiz: AuthoringQuizSummary | null;
	what: string;
	editable: boolean;
}) {
	if (!quiz && !editable) return null;
	return (
		<Group gap="xs">
			{quiz ? (
				<>
					<Text size="sm">
						{what}: {quiz.title} ({quiz.questionCount} {quiz.questionCount === 1 ? "question" : "questions"})
					</Text>
					<StateBadge state={quiz.state} />
					<Anchor component={Link} to={paths.instructorQuiz(courseId, quizKey)} size="sm">
						{editable ? `Edit the ${what.toLowerCase()}` : `View the ${what.toLowerCase()}`}
					</Anchor>
				</>
			) : (
				<Anchor component={Link} to={paths.instructorQuiz(courseId, quizKey)} size="sm">
					Add a {what.toLowerCase()}
				</Anchor>
			)}
		</Group>
	);
}

function Editor({ course }: { course: AuthoringCourse }) {
	const client = useQueryClient();
	const [modules, setModules] = useState(course.modules);
	useEffect(() => setModules(course.modules), [course.modules]);
	const save = useMutation({
		mutationFn: (next: AuthoringCourse["modules"]) =>
			callApi(a.saveOutline, {
				params: { courseId: course.id },
				body: {
					// Each existing module by its slug, so that it keeps its practice quiz wherever it moves.
					modules: next.map((m) => ({
						...(m.slug ? { slug: m.slug } : {}),
						title: m.title,
						lessonIds: m.lessons.map((l) => l.id),
					})),
				},
			}),
		onSuccess: (saved) => client.setQueryData(instructorKeys.course(course.id), saved),
		onError: (e) => {
			setModules(course.modules);
			notifications.show({ color: "red", message: messageOf(e, "The outline could not be saved.") });
		},
	});
	const submit = useMutation({
		mutationFn: () => callApi(a.submit, { params: { courseId: course.id } }),
		onSuccess: (saved) => {
			client.setQueryData(instructorKeys.course(course.id), saved);
			void client.invalidateQueries({ queryKey: instructorKeys.courses });
			notifications.show({
				color: "green",
				message: "Sent for review. You will be told when it is decided.",
			});
		},
		onError: (e) =>
			notifications.show({ color: "red", message: messageOf(e, "The course could not be sent.") }),
	});
	const moveLesson = (moduleIndex: number, from: number, to: number) => {
		const next = modules.map((m, i) => {
			if (i !== moduleIndex) return m;
			const lessons = [...m.lessons];
			const [moved] = lessons.splice(from, 1);
			if (moved) lessons.splice(to, 0, moved);
			return { ...m, lessons };
		});
		setModules(next);
		save.mutate(next);
	};
	const renameModule = (moduleIndex: number, title: string) =>
		setModules(modules.map((m, i) => (i === moduleIndex ? { ...m, title } : m)));
	const removeModule = (moduleIndex: number) => {
		const next = modules.filter((_, i) => i !== moduleIndex);
		setModules(next);
		save.mutate(next);
	};
	const addModule = () => {
		const next = [...modules, { slug: "", title: `Module ${modules.length + 1}`, lessons: [], quiz: null }];
		setModules(next);
		save.mutate(next);
	};

	return (
		<Stack gap="lg">
			<Group justify="space-between" align="flex-start">
				<div>
					<Title order={1}>{course.title}</Title>
					<Group gap="xs" mt={4}>
						<Text size="sm">Version {course.number}</Text>
						<StateBadge state={course.state} />
					</Group>
				</div>
				{course.editable && course.state === "draft" && (
					<Button onClick={() => submit.mutate()} loading={submit.isPending}>
						Submit for review
					</Button>
				)}
			</Group>
			{course.state === "in_review" && (
				<Alert color="yellow" title="Waiting for review">
					This version is with the instructor admin. You can edit again once it is approved or sent back.
				</Alert>
			)}
			{course.state === "rejected" && (
				<Alert color="red" title="Sent back">
					{course.reviewNote || "The instructor admin sent this version back."} Edit a lesson or the outline
					to start a new draft.
				</Alert>
			)}
			{course.state === "published" && (
				<Text size="sm" c="dimmed">
					Students see this version. Editing a lesson or the outline starts a new draft.
				</Text>
			)}
			<Stack component="section" aria-labelledby="outline-heading" gap="md">
				<Title order={2} size="h3" id="outline-heading">
					Modules and lessons
				</Title>
				{modules.map((m, index) => (
					<Paper key={m.slug || `new-${index}`} withBorder p="md">
						<Stack gap="sm">
							<Group align="flex-end" gap="xs">
								<TextInput
									label={`Module ${index + 1} title`}
									value={m.title}
									disabled={!course.editable}
									onChange={(e) => renameModule(index, e.currentTarget.value)}
									onBlur={() => {
										if (course.editable && m.title !== course.modules[index]?.title) save.mutate(modules);
									}}
									style={{ flex: 1 }}
								/>
								{course.editable && modules.length > 1 && m.lessons.length === 0 && !m.quiz && (
									// Only an empty module: lessons are never dropped with their module.
									<Button
										variant="subtle"
										color="red"
										disabled={save.isPending}
										onClick={() => removeModule(index)}
										aria-label={`Remove module ${index + 1}: ${m.title}`}
									>
										Remove module
									</Button>
								)}
							</Group>
							<LessonOrder
								courseId={course.id}
								moduleTitle={m.title}
								lessons={m.lessons}
								disabled={!course.editable || save.isPending}
								onMove={(from, to) => moveLesson(index, from, to)}
							/>
							{m.slug && (
								<QuizLine
									courseId={course.id}
									quizKey={m.slug}
									quiz={m.quiz ?? null}
									what="Practice quiz"
									editable={course.editable}
								/>
							)}
							{course.editable && <AddLesson course={course} moduleIndex={index} />}
						</Stack>
					</Paper>
				))}
				{course.editable && (
					<Group>
						<Button variant="subtle" onClick={addModule}>
							Add a module
						</Button>
					</Group>
				)}
			</Stack>
			<Stack component="section" aria-labelledby="mock-heading" gap="xs">
				<Title order={2} size="h3" id="mock-heading">
					Mock test (final test)
				</Title>
				<Text size="sm" c="dimmed">
					The course's timed mock test is its final test: students who pass it at its pass mark and finish
					every lesson earn the certificate.
				</Text>
				<QuizLine
					courseId={course.id}
					quizKey={MOCK_TEST_KEY}
					quiz={course.mockTest ?? null}
					what="Mock test"
					editable={course.editable}
				/>
			</Stack>
			<CourseLabs courseId={course.id} />
			<Stack component="section" aria-labelledby="history-heading" gap="xs">
				<Title order={2} size="h3" id="history-heading">
					Version history
				</Title>
				<Table.ScrollContainer minWidth={640}>
					<Table striped aria-labelledby="history-heading">
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Version</Table.Th>
								<Table.Th>State</Table.Th>
								<Table.Th>Written by</Table.Th>
								<Table.Th>Sent for review</Table.Th>
								<Table.Th>Decided</Table.Th>
								<Table.Th>Comment</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{course.history.map((h) => (
								<Table.Tr key={h.number}>
									<Table.Td>{h.number}</Table.Td>
									<Table.Td>
										<StateBadge state={h.state} />
									</Table.Td>
									<Table.Td>{h.authorName ?? "Course files"}</Table.Td>
									<Table.Td>{when(h.submittedAt)}</Table.Td>
									<Table.Td>
										{when(h.reviewedAt)}
										{h.reviewerName ? ` by ${h.reviewerName}` : ""}
									</Table.Td>
									<Table.Td>{h.reviewNote || "—"}</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			</Stack>
		</Stack>
	);
}

/** /instructordashboard/courses/{courseId}: the outline (reorder, add), submit, and version history. */
export function CourseEditorScreen() {
	const { courseId = "" } = useParams();
	const course = useQuery(courseQuery(courseId));
	useDocumentTitle(`${course.data?.title ?? "Course"} · Authoring · Unnati`);
	return (
		<Stack gap="md">
			<Anchor component={Link} to={paths.instructorHome} size="sm">
				← My courses
			</Anchor>
			<QueryState query={course} what="The course" loading={{ label: "Loading the course" }}>
				{(data) => <Editor course={data} />}
			</QueryState>
		</Stack>
	);
}
