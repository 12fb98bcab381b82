import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { CodeLanguage, EssayUpload, StudentAnswer } from "@unnati/contracts";
import { CodingQuestion } from "./coding-question";
import { EssayAttachment } from "./essay-attachment";
import { AnswerInput } from "./question-inputs";
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
	/** Whether Previous / Save & Next lead anywhere (timed sections stop at the section's edges). */
	canPrevious?: boolean;
	canNext?: boolean;
	/** An essay's attached file, and where a change to it goes (absent: the player offers no attachments). */
	upload?: EssayUpload | undefined;
	onUploadChange?: (upload: EssayUpload | undefined) => void;
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
					<AnswerInput
						key={q.question_id}
						question={q}
						answer={props.answer}
						disabled={disabled}
						onAnswer={props.onAnswer}
					/>
				)}
				{q.essay?.allow_upload && props.onUploadChange && (
					<EssayAttachment
						key={`file-${q.question_id}`}
						examId={props.examId}
						questionId={q.question_id}
						upload={props.upload}
						disabled={disabled}
						onChange={props.onUploadChange}
					/>
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
					<Button variant="default" onClick={onPrevious} disabled={!(props.canPrevious ?? item.number !== 1)}>
						Previous
					</Button>
					<Button onClick={onNext} disabled={!(props.canNext ?? item.number !== total)}>
						Save & Next
					</Button>
				</Group>
			</Stack>
		</Paper>
	);
}
