import {
	Alert,
	Badge,
	Button,
	Card,
	Grid,
	Group,
	List,
	Stack,
	Text,
	Textarea,
	ThemeIcon,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
	INTERVIEW_TYPE_LABELS,
	type InterviewSession,
	ROLE_FAMILY_LABELS,
} from "@unnati/contracts/interviews";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, QueryState } from "../../../components/load-states";
import { formatClock } from "../../../lib/format-clock";
import { completeSession, interviewKeys, saveAnswer, sessionQuery, skipAnswer } from "../api";
import { CameraPreview } from "../components/camera-preview";
import { useSpeechInput } from "../components/speech-input";
import { messageOf } from "../format";

/** /interview?session={id}: one question at a time, typed or spoken, with a timer per answer. */
export function InterviewScreen() {
	useDocumentTitle("Mock interview · Unnati");
	const [params] = useSearchParams();
	const id = params.get("session") ?? "";
	const session = useQuery({ ...sessionQuery(id), enabled: id !== "" });
	if (!id)
		return (
			<Stack>
				<Title order={1}>Mock interview</Title>
				<EmptyCard
					action={
						<Button component={Link} to={paths.newInterview}>
							Start a mock interview
						</Button>
					}
				>
					No interview is open. Start one to practise.
				</EmptyCard>
			</Stack>
		);
	return (
		<QueryState
			query={session}
			what="The interview"
			loading={{ label: "Loading the interview", shape: [60, 200] }}
		>
			{(data) => <InterviewRoom session={data} />}
		</QueryState>
	);
}

const firstOpen = (session: InterviewSession) =>
	session.questions.find((q) => q.status === "pending")?.position ?? session.questions.length;

function InterviewRoom({ session }: { session: InterviewSession }) {
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const [position, setPosition] = useState(() => firstOpen(session));
	const question = session.questions.find((q) => q.position === position) ?? session.questions[0];
	const [draft, setDraft] = useState("");
	const [spoken, setSpoken] = useState(false);
	const [startedAt, setStartedAt] = useState(() => Date.now());
	const [now, setNow] = useState(() => Date.now());
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const speech = useSpeechInput((text) => {
		setSpoken(true);
		setDraft((current) => (current ? `${current} ${text}` : text));
	});

	useEffect(() => {
		const timer = setInterval(() => setNow(Date.now()), 1000);
		return () => clearInterval(timer);
	}, []);

	if (session.status === "completed")
		return (
			<Stack>
				<Title order={1}>{INTERVIEW_TYPE_LABELS[session.type]} interview</Title>
				<EmptyCard
					action={
						<Button component={Link} to={paths.interviewFeedback(session.type, session.id)}>
							See the feedback
						</Button>
					}
				>
					This interview is finished.
				</EmptyCard>
			</Stack>
		);
	if (!question) return null;

	const fresh = (next: number) => {
		speech.stop();
		setPosition(next);
		setDraft("");
		setSpoken(false);
		setError(null);
		setStartedAt(Date.now());
	};
	const afterSave = (updated: InterviewSession) => {
		queryClient.setQueryData(interviewKeys.session(session.id), updated);
		const next = updated.questions.find((q) => q.status === "pending");
		if (next) fresh(next.position);
	};
	const run = async (action: () => Promise<InterviewSession>) => {
		setBusy(true);
		setError(null);
		try {
			afterSave(await action());
		} catch (failure) {
			setError(messageOf(failure, "That did not save. Please try again."));
		} finally {
			setBusy(false);
		}
	};
	const submit = () =>
		run(() =>
			saveAnswer(session.id, question.position, {
				answer: draft,
				mode: spoken ? "spoken" : "typed",
				durationSeconds: Math.round((Date.now() - startedAt) / 1000),
			}),
		);
	const finish = async () => {
		setBusy(true);
		try {
			await completeSession(session.id);
			await queryClient.invalidateQueries({ queryKey: interviewKeys.all });
			navigate(paths.interviewFeedback(session.type, session.id));
		} catch (failure) {
			setError(messageOf(failure, "The interview could not be finished. Please try again."));
			setBusy(false);
		}
	};
	const answered = session.questions.filter((q) => q.status !== "pending").length;
	const allDone = answered === session.questions.length;

	return (
		<Stack gap="md">
			<Group justify="space-between" wrap="wrap">
				<div>
					<Title order={1}>{INTERVIEW_TYPE_LABELS[session.type]} interview</Title>
					<Text c="dimmed" size="sm">
						{ROLE_FAMILY_LABELS[session.roleFamily]} · {answered} of {session.questions.length} done
					</Text>
				</div>
				<Button variant="light" onClick={() => void finish()} loading={busy} disabled={answered === 0}>
					Finish and see feedback
				</Button>
			</Group>
			<Grid>
				<Grid.Col span={{ base: 12, md: 8 }}>
					<Card withBorder padding="lg" component="section" aria-labelledby="question-heading">
						<Stack gap="sm">
							<Group justify="space-between">
								<Text size="sm" c="dimmed">
									Question {question.position} of {session.questions.length}
									{question.competency ? ` · ${question.competency}` : ""}
								</Text>
								<Badge
									variant="light"
									aria-label={`Time on this answer ${formatClock(Math.round((now - startedAt) / 1000))}`}
								>
									{formatClock(Math.max(0, Math.round((now - startedAt) / 1000)))}
								</Badge>
							</Group>
							<Title order={2} id="question-heading" size="h3">
								{question.text}
							</Title>
							{question.status === "answered" && draft === "" && (
								<Alert color="green" title="Answered">
									<Text size="sm" lineClamp={4}>
										{question.answer}
									</Text>
									<Group mt="xs">
										<Button
											size="xs"
											variant="white"
											onClick={() => {
												fresh(question.position);
												setDraft(question.answer ?? "");
											}}
										>
											Retry this question
										</Button>
									</Group>
								</Alert>
							)}
							<Textarea
								label="Your answer"
								description="Type it, or speak and correct the transcript. Aim for one to two minutes."
								autosize
								minRows={6}
								maxRows={16}
								value={draft}
								onChange={(event) => setDraft(event.currentTarget.value)}
							/>
							{speech.error && (
								<Alert color="yellow" role="alert">
									{speech.error}
								</Alert>
							)}
							{error && (
								<Alert color="red" role="alert">
									{error}
								</Alert>
							)}
							<Group wrap="wrap">
								<Button onClick={() => void submit()} loading={busy}>
									Submit answer
								</Button>
								{speech.supported ? (
									<Button variant="default" onClick={speech.listening ? speech.stop : speech.start}>
										{speech.listening ? "Stop speaking" : "Speak your answer"}
									</Button>
								) : (
									<Text size="xs" c="dimmed">
										Speaking needs a browser with speech recognition (Chrome or Edge); typing works
										everywhere.
									</Text>
								)}
								<Button
									variant="subtle"
									onClick={() => void run(() => skipAnswer(session.id, question.position))}
									disabled={busy}
								>
									Skip
								</Button>
							</Group>
							{allDone && (
								<Alert color="blue">
									Every question is answered or skipped.{" "}
									<Button size="xs" ml="xs" onClick={() => void finish()} loading={busy}>
										Finish and see feedback
									</Button>
								</Alert>
							)}
						</Stack>
					</Card>
				</Grid.Col>
				<Grid.Col span={{ base: 12, md: 4 }}>
					<Stack gap="md">
						<Card withBorder padding="md" component="nav" aria-label="Questions">
							<List spacing="xs" listStyleType="none">
								{session.questions.map((q) => (
									<List.Item
										key={q.position}
										icon={
											<ThemeIcon
												size="sm"
												radius="xl"
												color={q.status === "answered" ? "green" : q.status === "skipped" ? "gray" : "blue"}
												variant="light"
											>
												{q.position}
											</ThemeIcon>
										}
									>
										<Button
											variant={q.position === position ? "light" : "subtle"}
											size="compact-sm"
											onClick={() => fresh(q.position)}
											aria-current={q.position === position ? "step" : undefined}
										>
											{q.status === "pending"
												? "Not answered"
												: q.status === "answered"
													? "Answered"
													: "Skipped"}
										</Button>
									</List.Item>
								))}
							</List>
						</Card>
						<Card withBorder padding="md">
							<CameraPreview />
						</Card>
					</Stack>
				</Grid.Col>
			</Grid>
		</Stack>
	);
}
