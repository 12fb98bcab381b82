import { Checkbox, Group, Radio, Stack, TextInput } from "@mantine/core";
import {
	type PlayerQuestion,
	SHORT_ANSWER_MAX_CHARS,
	type StudentAnswer,
	TRUE_FALSE_OPTIONS,
} from "@unnati/contracts";
import { answerProblem } from "./answer-shape";
import { EssayInput } from "./essay-input";
import { MatchingInput } from "./matching-input";
import { OrderingInput } from "./ordering-input";

/** What every answer input gets: the question as the player has it, the answer so far, and where to send a new one. */
export interface AnswerInputProps {
	question: PlayerQuestion;
	answer: StudentAnswer;
	disabled: boolean;
	onAnswer: (answer: StudentAnswer) => void;
}

/** From this many characters on, a short answer shows how many it has of the limit. */
const SHORT_COUNTER_FROM = SHORT_ANSWER_MAX_CHARS - 40;

function NumericInput({ question, answer, disabled, onAnswer }: AnswerInputProps) {
	const value = typeof answer === "string" ? answer : "";
	const invalid = answerProblem(question, value) !== null;
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

function ShortAnswerInput({ answer, disabled, onAnswer }: AnswerInputProps) {
	const value = typeof answer === "string" ? answer : "";
	return (
		<TextInput
			label="Your answer"
			placeholder="Type your answer"
			description={
				value.length >= SHORT_COUNTER_FROM
					? `${value.length} of ${SHORT_ANSWER_MAX_CHARS} characters`
					: `A word, a name or a short phrase (up to ${SHORT_ANSWER_MAX_CHARS} characters).`
			}
			maxLength={SHORT_ANSWER_MAX_CHARS}
			// The browser's spelling marks and corrections would hint at (or change) the answer.
			spellCheck={false}
			autoComplete="off"
			autoCorrect="off"
			autoCapitalize="off"
			value={value}
			disabled={disabled}
			onChange={(event) => onAnswer(event.currentTarget.value)}
			maw={520}
		/>
	);
}

function TrueFalseInput({ question, answer, disabled, onAnswer }: AnswerInputProps) {
	// The server sends True and False as the options; they are the same two whatever it sends.
	const options = question.options.length === 2 ? question.options : TRUE_FALSE_OPTIONS;
	return (
		<Radio.Group
			label="Is this statement true or false?"
			value={typeof answer === "string" && answer !== "" ? answer : null}
			onChange={(value) => onAnswer(value)}
		>
			<Group gap="xl" mt="xs">
				{options.map((option) => (
					<Radio key={option.id} value={option.id} label={option.text} disabled={disabled} />
				))}
			</Group>
		</Radio.Group>
	);
}

function ChoiceInput({ question, answer, disabled, onAnswer }: AnswerInputProps) {
	if (question.multi_answer) {
		return (
			<Checkbox.Group
				label="Choose all that apply"
				value={Array.isArray(answer) ? answer : []}
				onChange={(value) => onAnswer(value)}
			>
				<Stack gap="sm" mt="xs">
					{question.options.map((option) => (
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
				{question.options.map((option) => (
					<Radio key={option.id} value={option.id} label={option.text} disabled={disabled} />
				))}
			</Stack>
		</Radio.Group>
	);
}

/** The answer control for every type but coding (which has its own workspace). */
export function AnswerInput(props: AnswerInputProps) {
	switch (props.question.type) {
		case "numeric":
			return <NumericInput {...props} />;
		case "short":
			return <ShortAnswerInput {...props} />;
		case "truefalse":
			return <TrueFalseInput {...props} />;
		case "matching":
			return <MatchingInput {...props} />;
		case "ordering":
			return <OrderingInput {...props} />;
		case "essay":
			return <EssayInput {...props} />;
		default:
			return <ChoiceInput {...props} />;
	}
}
