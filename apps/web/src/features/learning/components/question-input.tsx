import { Checkbox, Radio, Stack, TextInput } from "@mantine/core";
import type { StudentAnswer } from "@unnati/contracts/exams";
import type { QuizQuestion } from "@unnati/contracts/learning";

/** The answer control of one question: radio buttons, checkboxes or a number field. */
export function QuestionInput({
	question,
	value,
	onChange,
	disabled,
	labelId,
}: {
	question: QuizQuestion;
	value: StudentAnswer;
	onChange: (answer: StudentAnswer) => void;
	disabled?: boolean;
	/** The id of the element holding the question's text, which labels the group. */
	labelId: string;
}) {
	if (question.type === "numeric")
		return (
			<TextInput
				aria-labelledby={labelId}
				inputMode="decimal"
				placeholder="Type a number"
				value={typeof value === "string" ? value : ""}
				onChange={(event) => onChange(event.currentTarget.value)}
				disabled={disabled}
				maw={240}
			/>
		);
	if (question.multiAnswer)
		return (
			<Checkbox.Group
				aria-labelledby={labelId}
				value={Array.isArray(value) ? value : []}
				onChange={(next) => onChange(next)}
			>
				<Stack gap="xs" mt="xs">
					{question.options.map((option) => (
						<Checkbox key={option.id} value={option.id} label={option.text} disabled={disabled} />
					))}
				</Stack>
			</Checkbox.Group>
		);
	return (
		<Radio.Group
			aria-labelledby={labelId}
			value={typeof value === "string" ? value : null}
			onChange={(next) => onChange(next)}
		>
			<Stack gap="xs" mt="xs">
				{question.options.map((option) => (
					<Radio key={option.id} value={option.id} label={option.text} disabled={disabled} />
				))}
			</Stack>
		</Radio.Group>
	);
}

/** An answer as words: the option texts, or the number typed. */
export function answerText(question: Pick<QuizQuestion, "type" | "options">, answer: StudentAnswer): string {
	if (answer === null || answer === "" || (Array.isArray(answer) && answer.length === 0)) return "no answer";
	if (question.type === "numeric") return String(answer);
	const ids = Array.isArray(answer) ? answer : [answer];
	return ids.map((id) => question.options.find((o) => o.id === id)?.text ?? id).join(", ");
}
