import { Button, Group, Input, NumberInput, Paper, Stack, TextInput } from "@mantine/core";
import { unsafePatternReason } from "@unnati/contracts";
import { DescribedSwitch } from "./described-switch";
import type { ErrorMap } from "./form-errors";
import {
	emptyShortAnswer,
	MAX_SHORT_ANSWERS,
	type QuestionFormValues,
	type ShortAnswerRow,
} from "./question-form-values";

type ShortValues = Pick<QuestionFormValues, "shortAnswers" | "caseSensitive" | "ignoreSpaces">;

interface ShortAnswerFieldsProps {
	values: ShortValues;
	errors: ErrorMap;
	onChange: (next: Partial<ShortValues>) => void;
}

/** A short-answer question's key: the answers it accepts, each with its credit, and how answers are compared. */
export function ShortAnswerFields({ values, errors, onChange }: ShortAnswerFieldsProps) {
	const answers = values.shortAnswers;
	const update = (id: string, change: Partial<ShortAnswerRow>) =>
		onChange({
			shortAnswers: answers.map((answer) => (answer.id === id ? { ...answer, ...change } : answer)),
		});
	const listError = errors["answerKey.answers"] ?? errors.answerKey;

	return (
		<>
			<Input.Wrapper
				labelElement="div"
				label="Accepted answers"
				description="A student's answer earns the credit of the best accepted answer it matches. At least one must earn 100 %."
				required
			>
				<Stack gap="xs" mt={6}>
					{answers.map((answer, index) => {
						const n = index + 1;
						const at = `answerKey.answers.${index}`;
						// A pattern's problem shows as it is typed, not only when the question is saved.
						const unsafe =
							answer.regex && answer.text.trim() !== "" ? unsafePatternReason(answer.text) : null;
						return (
							<Paper key={answer.id} withBorder p="sm" radius="sm">
								<Stack gap="xs">
									<Group gap="xs" align="flex-start" wrap="wrap">
										<TextInput
											label={answer.regex ? `Pattern ${n}` : `Accepted answer ${n}`}
											placeholder={answer.regex ? "e.g. New\\s?Delhi" : "e.g. New Delhi"}
											required
											style={{ flex: 1, minWidth: 200 }}
											value={answer.text}
											onChange={(event) => update(answer.id, { text: event.currentTarget.value })}
											error={errors[`${at}.text`] ?? unsafe ?? undefined}
										/>
										<NumberInput
											label={`Credit for answer ${n} (%)`}
											required
											min={1}
											max={100}
											w={170}
											value={answer.credit}
											onChange={(credit) => update(answer.id, { credit })}
											error={errors[`${at}.credit`]}
										/>
									</Group>
									<TextInput
										label={`Feedback for answer ${n} (optional)`}
										placeholder="Shown to a student whose answer matched this one"
										value={answer.feedback}
										onChange={(event) => update(answer.id, { feedback: event.currentTarget.value })}
										error={errors[`${at}.feedback`]}
									/>
									<Group justify="space-between" wrap="wrap" gap="xs">
										<DescribedSwitch
											label={`Answer ${n} is a regular expression`}
											description={
												answer.regex
													? "It must match the whole answer; spaces at either end are ignored."
													: undefined
											}
											checked={answer.regex}
											onChange={(regex) => update(answer.id, { regex })}
										/>
										<Button
											variant="subtle"
											color="red"
											size="xs"
											aria-label={`Remove accepted answer ${n}`}
											disabled={answers.length <= 1}
											onClick={() => onChange({ shortAnswers: answers.filter((a) => a.id !== answer.id) })}
										>
											Remove
										</Button>
									</Group>
								</Stack>
							</Paper>
						);
					})}
					{listError && <Input.Error>{listError}</Input.Error>}
					<Button
						variant="light"
						size="xs"
						style={{ alignSelf: "flex-start" }}
						disabled={answers.length >= MAX_SHORT_ANSWERS}
						onClick={() => onChange({ shortAnswers: [...answers, emptyShortAnswer(answers)] })}
					>
						Add another answer
					</Button>
				</Stack>
			</Input.Wrapper>
			<Group gap="xl" wrap="wrap">
				<DescribedSwitch
					label="Case-sensitive"
					description="When on, “delhi” and “Delhi” are different answers."
					checked={values.caseSensitive}
					onChange={(caseSensitive) => onChange({ caseSensitive })}
				/>
				<DescribedSwitch
					label="Ignore spaces"
					description="When on, “New Delhi” and “NewDelhi” are the same answer."
					checked={values.ignoreSpaces}
					onChange={(ignoreSpaces) => onChange({ ignoreSpaces })}
				/>
			</Group>
		</>
	);
}
