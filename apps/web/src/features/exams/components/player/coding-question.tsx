import {
	Alert,
	Badge,
	Button,
	Card,
	Grid,
	Group,
	Loader,
	Stack,
	Switch,
	Text,
	Textarea,
	Title,
} from "@mantine/core";
import { getHotkeyHandler } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import type { CodeLanguage, PlayerQuestion, ProblemRunRequest, StudentAnswer } from "@unnati/contracts";
import { useId, useState } from "react";
import { CodeEditor } from "../../../../components/code-editor/code-editor";
import { ProblemRunResults } from "../../../../components/code-editor/problem-run-results";
import { ProblemText } from "../../../../components/code-editor/problem-text";
import { RunErrorAlert } from "../../../../components/code-editor/run-error-alert";
import type { CodeWorkspace } from "../../../../components/code-editor/use-code-workspace";
import { answerProblem } from "./answer-shape";
import { useExamTransport } from "./exam-transport";

type Coding = NonNullable<PlayerQuestion["coding"]>;

export interface CodingQuestionProps {
	examId: string;
	question: PlayerQuestion;
	answer: StudentAnswer;
	/** The language the program is in (the session keeps it with the answer). */
	language: CodeLanguage | undefined;
	disabled: boolean;
	onAnswer: (answer: StudentAnswer, language?: CodeLanguage) => void;
	onLanguageChange: (language: CodeLanguage) => void;
	onClear: () => void;
}

// Wide enough for the statement beside the editor; narrower, the statement goes above it.
const SPLIT_BREAKPOINTS = { xs: "400px", sm: "560px", md: "720px", lg: "860px", xl: "1100px" };

/**
 * The exam's answer as the editor's workspace: the program is the question's answer, so every edit
 * goes through the player's answer path. A program that is still the starter is no answer at all.
 */
function answerWorkspace(
	coding: Coding,
	{ answer, onAnswer, onLanguageChange, onClear }: CodingQuestionProps,
	language: CodeLanguage,
): CodeWorkspace {
	const starterFor = (l: CodeLanguage) => coding.starters[l] ?? "";
	const written = typeof answer === "string";
	return {
		language,
		source: written ? answer : starterFor(language),
		draftState: written ? "saved" : "starter",
		setLanguage: onLanguageChange,
		setSource: (source) => onAnswer(source === starterFor(language) ? null : source),
		reset: onClear,
		load: (l, source) => onAnswer(source, l),
		// Every edit is already in the player's state and queue.
		flush: () => {},
		starterFor,
	};
}

function RunResult({ run, custom }: { run: ReturnType<typeof useRunCode>; custom: boolean }) {
	if (run.isPending)
		return (
			<Group gap="sm">
				<Loader size="xs" />
				<Text size="sm">{custom ? "Running on your input…" : "Running on the samples…"}</Text>
			</Group>
		);
	if (run.isError) return <RunErrorAlert error={run.error} />;
	if (run.data) return <ProblemRunResults result={run.data} />;
	return (
		<Text size="sm" c="dimmed">
			Run your program on the samples to check it. It is judged on hidden tests when you submit the exam.
		</Text>
	);
}

function useRunCode(examId: string, questionId: string) {
	const transport = useExamTransport();
	return useMutation({
		mutationFn: (request: ProblemRunRequest) =>
			transport.runCode(examId, { question_id: questionId, ...request }),
	});
}

function CodingWorkspace(props: CodingQuestionProps & { coding: Coding }) {
	const { examId, question, coding, answer, disabled } = props;
	const language = props.language ?? coding.languages[0] ?? "python";
	const workspace = answerWorkspace(coding, props, language);
	const run = useRunCode(examId, question.question_id);
	const [custom, setCustom] = useState(false);
	const [stdin, setStdin] = useState(coding.examples[0]?.input ?? "");
	const resultId = useId();
	const notSaved = typeof answer === "string" ? answerProblem(question, answer, language) : null;

	const runCode = () => {
		if (run.isPending || disabled) return;
		run.mutate({ language, source: workspace.source, ...(custom ? { stdin } : {}) });
	};

	return (
		<Grid type="container" breakpoints={SPLIT_BREAKPOINTS} gutter="md">
			<Grid.Col span={{ base: 12, lg: 5 }}>
				<Stack gap="sm" component="section" aria-label="Problem">
					<Title order={3} size="h4">
						{coding.title}
					</Title>
					<Group gap={6}>
						<Badge variant="light" color="teal">
							{coding.marks_per_test} {coding.marks_per_test === 1 ? "mark" : "marks"} per test passed
						</Badge>
						<Text size="xs" c="dimmed">
							Time limit {coding.time_limit_ms} ms per test
						</Text>
					</Group>
					<ProblemText problem={coding} headingOrder={4} />
				</Stack>
			</Grid.Col>
			<Grid.Col span={{ base: 12, lg: 7 }}>
				<Stack gap="sm">
					<CodeEditor
						workspace={workspace}
						label="Your program"
						languages={coding.languages}
						onRun={runCode}
						height="380px"
						readOnly={disabled}
					/>
					{notSaved && (
						<Alert color="red" variant="light" role="alert" title="Not saved">
							This program is not saved: {notSaved}.
						</Alert>
					)}
					<Switch
						label="Run on custom input"
						checked={custom}
						onChange={(event) => setCustom(event.currentTarget.checked)}
					/>
					{custom && (
						<Textarea
							label="Custom input"
							autosize
							minRows={3}
							maxRows={10}
							value={stdin}
							onChange={(event) => setStdin(event.currentTarget.value)}
							onKeyDown={getHotkeyHandler([["mod+Enter", runCode]])}
							styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
						/>
					)}
					<Group>
						<Button variant="default" onClick={runCode} loading={run.isPending} disabled={disabled}>
							{custom ? "Run on my input" : "Run on samples"}
						</Button>
					</Group>
					<Card withBorder padding="sm" component="section" aria-labelledby={resultId}>
						<Title id={resultId} order={3} size="h5" mb="xs">
							Run result
						</Title>
						<div aria-live="polite" aria-busy={run.isPending}>
							<RunResult run={run} custom={custom} />
						</div>
					</Card>
				</Stack>
			</Grid.Col>
		</Grid>
	);
}

/** A coding question: the problem beside (on small screens, above) the editor, with runs on its samples. */
export function CodingQuestion(props: CodingQuestionProps) {
	const { coding } = props.question;
	if (!coding) {
		return (
			<Alert color="red" variant="light" role="alert" title="This problem is not available">
				The problem for this question could not be loaded. Tell the exam's invigilator; your other answers are
				saved as usual.
			</Alert>
		);
	}
	return <CodingWorkspace {...props} coding={coding} />;
}
