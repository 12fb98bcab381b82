import { Alert, Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type AuthoringQuiz, authoringEndpoints as a, type QuizInput } from "@unnati/contracts/learning";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { callApi } from "../../../lib/api-client";
import { banksQuery, instructorKeys, messageOf, quizQuery } from "../api";
import { type BankPicker, QuizEditor } from "../components/quiz-editor";
import { StateBadge } from "../components/state-badge";

function Editor({ quiz }: { quiz: AuthoringQuiz }) {
	const client = useQueryClient();
	const banks = useQuery(banksQuery());
	const save = useMutation({
		mutationFn: (body: QuizInput) =>
			callApi(a.saveQuiz, { params: { courseId: quiz.courseId, quizKey: quiz.key }, body }),
		onSuccess: (saved) => {
			client.setQueryData(instructorKeys.quiz(quiz.courseId, quiz.key), saved);
			void client.invalidateQueries({ queryKey: instructorKeys.course(quiz.courseId) });
			notifications.show({
				color: "green",
				message: "Draft saved. Submit the course for review to publish it.",
			});
		},
		onError: (e) =>
			notifications.show({ color: "red", message: messageOf(e, "The quiz could not be saved.") }),
	});
	const picker: BankPicker = {
		banks: banks.data?.banks ?? [],
		load: async (bankId) => (await callApi(a.bank, { params: { bankId } })).questions,
	};
	const what = quiz.kind === "mock" ? "Mock test and final test" : "Practice quiz";
	return (
		<Stack gap="lg">
			<div>
				<Title order={1}>
					{quiz.exists ? quiz.title : `New ${quiz.kind === "mock" ? "mock test" : "practice quiz"}`}
				</Title>
				<Group gap="xs" mt={4}>
					<Text size="sm">
						{what} · {quiz.placeTitle}
						{quiz.exists ? ` · version ${quiz.number}` : ""}
					</Text>
					{quiz.state && <StateBadge state={quiz.state} />}
				</Group>
			</div>
			{!quiz.editable && (
				<Alert color="yellow" title="Waiting for review">
					The course is with the instructor admin. You can edit the quiz again once it is approved or sent
					back.
				</Alert>
			)}
			{quiz.editable && quiz.publishedNumber !== null && (
				<Text size="sm" c="dimmed">
					Students take version {quiz.publishedNumber} until your edit is approved.
				</Text>
			)}
			<QuizEditor
				key={`${quiz.id ?? "new"}-${quiz.number}`}
				quiz={quiz}
				picker={picker}
				saving={save.isPending}
				onSave={(body) => save.mutate(body)}
			/>
		</Stack>
	);
}

/** /instructordashboard/courses/{courseId}/quizzes/{module slug | mock-test}: write or edit a quiz. */
export function QuizEditorScreen() {
	const { courseId = "", quizKey = "" } = useParams();
	const quiz = useQuery(quizQuery(courseId, quizKey));
	useDocumentTitle(`${quiz.data?.title ?? "Quiz"} · Authoring · Unnati`);
	return (
		<Stack gap="md">
			<Anchor component={Link} to={paths.instructorCourse(courseId)} size="sm">
				← Back to the course
			</Anchor>
			<QueryState query={quiz} what="The quiz" loading={{ label: "Loading the quiz" }}>
				{(data) => <Editor quiz={data} />}
			</QueryState>
		</Stack>
	);
}
