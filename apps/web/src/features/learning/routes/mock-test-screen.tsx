import {
	Alert,
	Anchor,
	Button,
	Card,
	Group,
	List,
	SimpleGrid,
	Stack,
	Text,
	Title,
	UnstyledButton,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
	type AnswerQueue,
	createAnswerQueue,
	EXAM_TIMING,
	type StudentAnswer,
} from "@unnati/contracts/exams";
import type { MockAttempt, MockResult } from "@unnati/contracts/learning";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { CountdownClock } from "../../../components/countdown-clock";
import { QueryState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { learningKeys, mockResultQuery, mockTestQuery, saveMockAnswers, startMock, submitMock } from "../api";
import { MockResultView } from "../components/mock-result-view";
import { QuestionInput } from "../components/question-input";

const message = (error: unknown) =>
	error instanceof HttpError
		? (error.serverMessage ?? error.message)
		: "Please check your connection and try again.";
const isAnswered = (answer: StudentAnswer | undefined) =>
	answer !== undefined && answer !== null && answer !== "" && !(Array.isArray(answer) && answer.length === 0);

/** The running test: a question at a time, a palette, the server's countdown, answers saved in batches (SPEC §4). */
function MockPlayer({ attempt, onDone }: { attempt: MockAttempt; onDone: (result: MockResult) => void }) {
	const [answers, setAnswers] = useState<Record<string, StudentAnswer>>(() =>
		Object.fromEntries(Object.entries(attempt.answers).map(([id, a]) => [id, a.answer])),
	);
	const [current, setCurrent] = useState(0);
	const [seconds, setSeconds] = useState(attempt.timeRemainingSeconds);
	const [saveError, setSaveError] = useState<string | null>(null);
	const [submitting, setSubmitting] = useState(false);
	const queue = useRef<AnswerQueue | null>(null);
	const spent = useRef<Record<string, number>>({});
	const shownAt = useRef(Date.now());

	useEffect(() => {
		// The exam engine's batch queue (contracts): 5 answers or 5 s after the last, failed batches requeued.
		const q = createAnswerQueue({
			send: async (batch) => {
				await saveMockAnswers(
					attempt.attemptId,
					batch.map((a) => ({
						questionId: a.question_id,
						answer: a.student_answer,
						timeSpent: a.time_spent,
					})),
				);
			},
			onChange: (snapshot) => setSaveError(snapshot.lastError),
		});
		queue.current = q;
		return () => q.dispose();
	}, [attempt.attemptId]);

	const submit = useCallback(async () => {
		if (submitting) return;
		setSubmitting(true);
		try {
			await queue.current?.flush().catch(() => {});
			await new Promise((resolve) => setTimeout(resolve, EXAM_TIMING.beforeSubmitWaitMs));
			onDone(await submitMock(attempt.attemptId));
		} catch (error) {
			setSaveError(message(error));
			setSubmitting(false);
		}
	}, [attempt.attemptId, onDone, submitting]);

	useEffect(() => {
		const started = Date.now();
		const timer = setInterval(() => {
			const left = Math.max(0, attempt.timeRemainingSeconds - Math.floor((Date.now() - started) / 1000));
			setSeconds(left);
		}, 1000);
		return () => clearInterval(timer);
	}, [attempt.timeRemainingSeconds]);
	useEffect(() => {
		if (seconds === 0) void submit();
	}, [seconds, submit]);

	const question = attempt.questions[current];
	const go = (index: number) => {
		if (question)
			spent.current[question.id] =
				(spent.current[question.id] ?? 0) + Math.round((Date.now() - shownAt.current) / 1000);
		shownAt.current = Date.now();
		setCurrent(index);
	};
	const answer = (value: StudentAnswer) => {
		if (!question) return;
		setAnswers((all) => ({ ...all, [question.id]: value }));
		queue.current?.enqueue({
			section_id: "test",
			question_id: question.id,
			student_answer: value,
			time_spent: (spent.current[question.id] ?? 0) + Math.round((Date.now() - shownAt.current) / 1000),
		});
	};
	const answeredCount = attempt.questions.filter((q) => isAnswered(answers[q.id])).length;

	return (
		<Stack gap="md">
			<Group justify="space-between">
				<Title order={1} size="h3">
					{attempt.title}
				</Title>
				<CountdownClock seconds={seconds} size="xl" />
			</Group>
			{saveError && (
				<Alert color="orange" role="alert" title="Not saved yet">
					{saveError} Your answers stay on this page and are sent again automatically.
				</Alert>
			)}
			<nav aria-label="Questions">
				<SimpleGrid cols={{ base: 6, sm: 10 }} spacing={6}>
					{attempt.questions.map((q, i) => {
						const done = isAnswered(answers[q.id]);
						return (
							<UnstyledButton
								key={q.id}
								onClick={() => go(i)}
								aria-current={i === current ? "step" : undefined}
								aria-label={`Question ${i + 1}, ${done ? "answered" : "not answered"}`}
								style={{
									border:
										i === current
											? "2px solid var(--mantine-color-blue-7)"
											: "1px solid var(--mantine-color-gray-4)",
									background: done ? "var(--mantine-color-teal-1)" : "white",
									borderRadius: 6,
									textAlign: "center",
									padding: "6px 0",
								}}
							>
								{i + 1}
							</UnstyledButton>
						);
					})}
				</SimpleGrid>
			</nav>
			{question && (
				<Card withBorder padding="lg" component="section" aria-labelledby="mock-question">
					<Text size="sm" c="dimmed">
						Question {current + 1} of {attempt.questions.length} · {question.marks}{" "}
						{question.marks === 1 ? "mark" : "marks"}
					</Text>
					<Text fw={600} id="mock-question" mt={4}>
						{question.text}
					</Text>
					<QuestionInput
						question={question}
						labelId="mock-question"
						value={answers[question.id] ?? (question.multiAnswer ? [] : null)}
						onChange={answer}
					/>
				</Card>
			)}
			<Group justify="space-between">
				<Group>
					<Button variant="default" disabled={current === 0} onClick={() => go(current - 1)}>
						Previous
					</Button>
					<Button
						variant="default"
						disabled={current >= attempt.questions.length - 1}
						onClick={() => go(current + 1)}
					>
						Next
					</Button>
				</Group>
				<Button color="green" onClick={() => void submit()} loading={submitting}>
					Submit test ({answeredCount} of {attempt.questions.length} answered)
				</Button>
			</Group>
		</Stack>
	);
}

/** /test/{id}: a course's timed mock test (no proctoring): the rules and history, the test, and its result. */
export function MockTestScreen() {
	const { id = "" } = useParams();
	const [search, setSearch] = useSearchParams();
	const resultId = search.get("result");
	const test = useQuery(mockTestQuery(id));
	const shown = useQuery({ ...mockResultQuery(resultId ?? ""), enabled: Boolean(resultId) });
	const client = useQueryClient();
	const [attempt, setAttempt] = useState<MockAttempt | null>(null);
	const [starting, setStarting] = useState(false);
	const [startError, setStartError] = useState<string | null>(null);
	useDocumentTitle(test.data ? `${test.data.title} · Unnati` : "Mock test · Unnati");

	const start = async () => {
		setStarting(true);
		setStartError(null);
		try {
			setAttempt(await startMock(id));
		} catch (error) {
			setStartError(message(error));
		} finally {
			setStarting(false);
		}
	};
	const done = (result: MockResult) => {
		client.setQueryData(learningKeys.mockResult(result.attemptId), result);
		void client.invalidateQueries({ queryKey: learningKeys.mock(id) });
		setAttempt(null);
		setSearch({ result: result.attemptId });
	};

	if (attempt) return <MockPlayer attempt={attempt} onDone={done} />;
	return (
		<Stack gap="lg" maw={900}>
			<QueryState
				query={test}
				what="The mock test"
				loading={{ label: "Loading the mock test", shape: [40, 120] }}
			>
				{(data) => (
					<>
						<Anchor component={Link} to={paths.myCourse(data.course.id)}>
							← {data.course.title}
						</Anchor>
						<Title order={1}>{data.title}</Title>
						{resultId ? (
							<QueryState
								query={shown}
								what="The result"
								loading={{ label: "Loading the result", shape: [80, 200] }}
							>
								{(result) => (
									<Stack gap="md">
										<MockResultView result={result} />
										<Button w="fit-content" variant="light" onClick={() => setSearch({})}>
											Back to the test
										</Button>
									</Stack>
								)}
							</QueryState>
						) : (
							<>
								<Card withBorder padding="lg">
									<List spacing={4}>
										<List.Item>
											{data.questionCount} questions in {data.durationMinutes} minutes; the timer is the
											server's and does not stop.
										</List.Item>
										<List.Item>
											Answers are saved as you go; when time is up the test is submitted for you.
										</List.Item>
										<List.Item>
											{data.passPercent}% passes. Take it as often as you like: every score is kept.
										</List.Item>
									</List>
									{startError && (
										<Alert color="red" mt="sm" role="alert">
											{startError}
										</Alert>
									)}
									<Button mt="md" onClick={() => void start()} loading={starting} w="fit-content">
										{data.inProgressAttemptId ? "Continue the test" : "Start the test"}
									</Button>
								</Card>
								<section aria-labelledby="history">
									<Title order={2} size="h3" id="history">
										Score history
									</Title>
									{data.history.length === 0 ? (
										<Text c="dimmed" mt="xs">
											No attempts yet.
										</Text>
									) : (
										<Stack gap={4} mt="xs">
											{data.history.map((h) => (
												<Anchor
													key={h.attemptId}
													component={Link}
													to={`${paths.mockTest(id)}?result=${encodeURIComponent(h.attemptId)}`}
												>
													{new Date(h.submittedAt).toLocaleString("en-IN")}: {h.percentage}%{" "}
													{h.passed ? "(passed)" : ""}
												</Anchor>
											))}
										</Stack>
									)}
								</section>
							</>
						)}
					</>
				)}
			</QueryState>
		</Stack>
	);
}
