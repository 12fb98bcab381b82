import { Badge, Button, Checkbox, Group, Paper, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import type { CodeLanguage, StudentAnswer } from "@unnati/contracts";
import { answerProblem } from "./answer-shape";
import { CodingQuestion } from "./coding-question";
import type { FlatQuestion } from "./use-exam-session";

interface QuestionViewProps {
	examId: string;
	item: FlatQuestion;
	total: number;
	answer: StudentAnswer;
	flagged: boolean;
	disabled: boolean;
	/** A coding question's program language. */
	language: CodeLanguage | undefined;
	onAnswer: (answer: StudentAnswer, language?: CodeLanguage) => void;
	onLanguageChange: (language: CodeLanguage) => void;
	onClear: () => void;
	onToggleFlag: () => void;
	onPrevious: () => void;
	onNext: () => void;
}

function AnswerInput({
	item,
	answer,
	disabled,
	onAnswer,
}: Pick<QuestionViewProps, "item" | "answer" | "disabled" | "onAnswer">) {
	const q = item.question;
	if (q.type === "numeric") {
		const value = typeof answer === "string" ? answer : "";
		const invalid = answerProblem(q, value) !== null;
		return (
			<TextInput
				label="Your answer"
				description="Type a number, e.g. 42 or -3.5"
				inputMode="decimal"
				autoComplete="off"
				value={value}
				disabled={disabled}
				error={invalid ? "This is not a number yet; it is saved once it is one." : undefined}
				onChange={(event) => onAnswer(event.currentTarget.value)}
				maw={280}
			/>
		);
	}
	if (q.multi_answer) {
		return (
			<Checkbox.Group
				label="Choose all that apply"
				value={Array.isArray(answer) ? answer : []}
				onChange={(value) => onAnswer(value)}
			>
				<Stack gap="sm" mt="xs">
					{q.options.map((option) => (
						<Checkbox key={option.id} value={option.id} label={option.text} disabled={disabled} />
					))}
				</Stack>
			</Checkbox.Group>
		);
	}
	return (
		<Radio.Group
			label="Choose one answer"
			value={typeof answer === "string" ? answer : null}
			onChange={(value) => onAnswer(value)}
		>
			<Stack gap="sm" mt="xs">
				{q.options.map((option) => (
					<Radio key={option.id} value={option.id} label={option.text} disabled={disabled} />
				))}
			</Stack>
		</Radio.Group>
	);
}

/** One question with its answer controls and the buttons that move through the exam. */
export function QuestionView(props: QuestionViewProps) {
	const { item, total, flagged, disabled, onClear, onToggleFlag, onPrevious, onNext } = props;
	const q = item.question;
	return (
		<Paper withBorder p="md" radius="md" component="section" aria-labelledby="question-heading">
			<Stack gap="md">
				<Group justify="space-between" wrap="wrap" gap="xs">
					<Title order={2} size="h4" id="question-heading">
						Question {item.number} of {total}
					</Title>
					<Group gap={6}>
						<Badge variant="light">
							{q.marks} {q.marks === 1 ? "mark" : "marks"}
						</Badge>
						{q.negative_marks > 0 && (
							<Badge color="red" variant="light">
								−{q.negative_marks} if wrong
							</Badge>
						)}
					</Group>
				</Group>
				<Text style={{ whiteSpace: "pre-wrap" }}>{q.text}</Text>
				{q.type === "coding" ? (
					<CodingQuestion
						key={q.question_id}
						examId={props.examId}
						question={q}
						answer={props.answer}
						language={props.language}
						disabled={disabled}
						onAnswer={props.onAnswer}
						onLanguageChange={props.onLanguageChange}
						onClear={onClear}
					/>
				) : (
					<AnswerInput {...props} />
				)}
				<Group gap="sm" wrap="wrap">
					<Button variant="default" onClick={onClear} disabled={disabled}>
						Clear response
					</Button>
					<Button
						variant={flagged ? "filled" : "light"}
						color="violet"
						onClick={onToggleFlag}
						aria-pressed={flagged}
					>
						Flag for review
					</Button>
				</Group>
				<Group justify="space-between">
					<Button variant="default" onClick={onPrevious} disabled={item.number === 1}>
						Previous
					</Button>
					<Button onClick={onNext} disabled={item.number === total}>
						Save & Next
					</Button>
				</Group>
			</Stack>
		</Paper>
	);
}
