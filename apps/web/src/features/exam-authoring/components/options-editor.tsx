import { ActionIcon, Button, Checkbox, Group, Input, Radio, Stack, TextInput } from "@mantine/core";
import type { QuestionOption } from "@unnati/contracts";
import { useId } from "react";
import { type ErrorMap, errorAt } from "./form-errors";
import { nextOptionId, optionLabel } from "./question-form-values";

interface OptionsEditorProps {
	options: QuestionOption[];
	correct: string[];
	multiAnswer: boolean;
	errors: ErrorMap;
	onChange: (next: { options?: QuestionOption[]; correct?: string[] }) => void;
}

/**
 * The choices of a multiple-choice question, each with its correct-answer mark: a radio when one
 * answer is right, checkboxes when several are.
 */
export function OptionsEditor({ options, correct, multiAnswer, errors, onChange }: OptionsEditorProps) {
	const groupName = useId();
	const newId = nextOptionId(options);
	const setText = (id: string, text: string) =>
		onChange({ options: options.map((option) => (option.id === id ? { ...option, text } : option)) });
	const markCorrect = (id: string, checked: boolean) => {
		if (!multiAnswer) onChange({ correct: [id] });
		else onChange({ correct: checked ? [...correct, id] : correct.filter((c) => c !== id) });
	};
	const remove = (id: string) =>
		onChange({
			options: options.filter((option) => option.id !== id),
			correct: correct.filter((c) => c !== id),
		});
	const optionsError = errors.options;
	const correctError = errorAt(errors, "answerKey");

	return (
		<Input.Wrapper
			labelElement="div"
			label="Options"
			description={multiAnswer ? "Tick every correct option." : "Choose the one correct option."}
			required
		>
			<Stack gap="xs" mt={6}>
				{options.map((option, index) => {
					const label = optionLabel(index);
					const isCorrect = correct.includes(option.id);
					const markLabel = `Option ${label} is correct`;
					return (
						<Group key={option.id} gap="xs" wrap="nowrap" align="flex-start">
							<div style={{ paddingTop: 8 }}>
								{multiAnswer ? (
									<Checkbox
										aria-label={markLabel}
										checked={isCorrect}
										onChange={(event) => markCorrect(option.id, event.currentTarget.checked)}
									/>
								) : (
									<Radio
										name={groupName}
										aria-label={markLabel}
										checked={isCorrect}
										onChange={() => markCorrect(option.id, true)}
									/>
								)}
							</div>
							<TextInput
								aria-label={`Option ${label}`}
								placeholder={`Option ${label}`}
								style={{ flex: 1 }}
								value={option.text}
								onChange={(event) => setText(option.id, event.currentTarget.value)}
								error={errors[`options.${index}.text`] ?? errors[`options.${index}`]}
							/>
							<ActionIcon
								variant="subtle"
								color="red"
								size="lg"
								mt={2}
								aria-label={`Remove option ${label}`}
								disabled={options.length <= 2}
								onClick={() => remove(option.id)}
							>
								<span aria-hidden="true">✕</span>
							</ActionIcon>
						</Group>
					);
				})}
				{optionsError && <Input.Error>{optionsError}</Input.Error>}
				{correctError && <Input.Error>{correctError}</Input.Error>}
				<Button
					variant="light"
					size="xs"
					style={{ alignSelf: "flex-start" }}
					disabled={newId === null}
					onClick={() => newId && onChange({ options: [...options, { id: newId, text: "" }] })}
				>
					Add option
				</Button>
			</Stack>
		</Input.Wrapper>
	);
}
