import { Alert, Anchor, Button, Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StudentAnswer } from "@unnati/contracts/exams";
import type { AnswerFeedback, PracticeAnswerResult } from "@unnati/contracts/learning";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { answerQuiz, learningKeys, quizQuery } from "../api";
import { answerText, QuestionInput } from "../components/question-input";

/**
 * /dashboard/learning-path/{courseId}/quiz/{quizId}: a module's practice quiz. Each answer is checked
 * at once, with its explanation; when every question is answered the score shows, the best is kept,
 * and "Try again" starts a fresh attempt.
 */
export function PracticeQuizScreen() {
	const { courseId = "", quizId = "" } = useParams();
	const quiz = useQuery(quizQuery(quizId));
	const client = useQueryClient();
	useDocumentTitle(quiz.data ? `${quiz.data.title} · Unnati` : "Practice quiz · Unnati");
	// Feedback of this attempt as it comes in (seeded from the attempt in progress on load).
	const [feedback, setFeedback] = useState<Record<string, AnswerFeedback> | null>(null);
	const [drafts, setDrafts] = useState<Record<string, StudentAnswer>>({});
	const [finished, setFinished] = useState<PracticeAnswerResult["finished"]>(null);
	const [error, setError] = useState<string | null>(null);

	const seeded =
		feedback ??
		Object.fromEntries((quiz.data?.attempt?.feedback ?? []).map((f) => [f.questionId, f] as const));
	const answer = useMutation({
		mutationFn: ({ questionId, value }: { questionId: string; value: StudentAnswer }) =>
			answerQuiz(quizId, questionId, value),
		onSuccess: (result) => {
			setError(null);
			setFeedback({ ...seeded, [result.feedback.questionId]: result.feedback });
			if (result.finished) {
				setFinished(result.finished);
				void client.invalidateQueries({ queryKey: learningKeys.progress(courseId) });
			}
		},
		onError: (e) =>
			setError(
				e instanceof HttpError ? (e.serverMessage ?? e.message) : "Your answer was not sent. Try again.",
			),
	});
	const restart = () => {
		setFeedback({});
		setDrafts({});
		setFinished(null);
		void client.invalidateQueries({ queryKey: learningKeys.quiz(quizId) });
	};

	return (
		<Stack gap="lg" maw={820}>
			<Anchor component={Link} to={paths.myCourse(courseId)}>
				← Back to the course
			</Anchor>
			<QueryState query={quiz} what="The quiz" loading={{ label: "Loading the quiz", shape: [40, 160, 160] }}>
				{(data) => {
					const answered = Object.keys(seeded).length;
					return (
						<>
							<div>
								<Text size="sm" c="dimmed">
									{data.course.title} · {data.moduleTitle}
								</Text>
								<Title order={1}>{data.title}</Title>
								<Text size="sm" mt={4}>
									Practice as often as you like: each answer is checked at once, and your best score is kept.{" "}
									{data.bestPercentage !== null && `Best so far: ${data.bestPercentage}%.`} {data.passPercent}
									% passes.
								</Text>
							</div>
							<Progress
								value={(answered / data.questions.length) * 100}
								aria-label={`${answered} of ${data.questions.length} answered`}
							/>
							{data.questions.map((question, index) => {
								const done = seeded[question.id];
								const labelId = `q-${question.id}`;
								return (
									<Card
										key={question.id}
										withBorder
										padding="md"
										component="section"
										aria-labelledby={labelId}
									>
										<Text fw={600} id={labelId}>
											{index + 1}. {question.text}
										</Text>
										<QuestionInput
											question={question}
											labelId={labelId}
											value={done ? done.answer : (drafts[question.id] ?? (question.multiAnswer ? [] : null))}
											onChange={(value) => setDrafts({ ...drafts, [question.id]: value })}
											disabled={Boolean(done)}
										/>
										{done ? (
											<Alert
												mt="sm"
												color={
													done.outcome === "correct" ? "teal" : done.outcome === "partial" ? "yellow" : "red"
												}
												title={
													done.outcome === "correct"
														? "Correct"
														: done.outcome === "partial"
															? "Partly right"
															: "Not quite"
												}
												role="status"
											>
												{done.outcome !== "correct" && (
													<Text size="sm">Correct answer: {answerText(question, done.correctAnswer)}</Text>
												)}
												<Text size="sm">{done.explanation}</Text>
											</Alert>
										) : (
											<Button
												mt="sm"
												size="xs"
												onClick={() =>
													answer.mutate({ questionId: question.id, value: drafts[question.id] ?? null })
												}
												disabled={
													drafts[question.id] === undefined ||
													drafts[question.id] === "" ||
													(Array.isArray(drafts[question.id]) &&
														(drafts[question.id] as string[]).length === 0)
												}
												loading={answer.isPending && answer.variables?.questionId === question.id}
											>
												Check answer
											</Button>
										)}
									</Card>
								);
							})}
							{error && (
								<Alert color="red" role="alert">
									{error}
								</Alert>
							)}
							{finished && (
								<Card withBorder padding="lg" role="status" aria-live="polite">
									<Title order={2} size="h3">
										You scored {finished.percentage}% ({finished.score} of {finished.maxScore})
									</Title>
									<Text mt={4}>
										{finished.passed ? "Passed." : `Not passed yet: ${data.passPercent}% passes.`} Best score:{" "}
										{finished.bestPercentage}%.
									</Text>
									<Group mt="md">
										<Button onClick={restart}>Try again</Button>
										<Button component={Link} to={paths.myCourse(courseId)} variant="default">
											Back to the course
										</Button>
									</Group>
								</Card>
							)}
						</>
					);
				}}
			</QueryState>
		</Stack>
	);
}
