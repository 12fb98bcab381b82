import {
	ActionIcon,
	Button,
	Checkbox,
	Group,
	Input,
	NumberInput,
	Radio,
	Stack,
	TextInput,
} from "@mantine/core";
import { useId } from "react";
import { DescribedSwitch } from "./described-switch";
import { type ErrorMap, errorAt } from "./form-errors";
import { nextOptionId, optionLabel, type QuestionFormValues } from "./question-form-values";

type ChoiceValues = Pick<
	QuestionFormValues,
	"options" | "correct" | "multiAnswer" | "advanced" | "credits" | "optionFeedback"
>;

interface OptionsEditorProps {
	values: ChoiceValues;
	errors: ErrorMap;
	onChange: (next: Partial<ChoiceValues>) => void;
}

/**
 * The choices of a multiple-choice question, each with its correct-answer mark: a radio when one
 * answer is right, checkboxes when several are. With `advanced`, each option also has its own
 * credit (Moodle's weighted choices) and the feedback a student who chose it reads.
 */
export function OptionsEditor({ values, errors, onChange }: OptionsEditorProps) {
	const { options, correct, multiAnswer, advanced, credits, optionFeedback } = values;
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
	const correctError = errorAt(errors, "answerKey.correct") ?? errors.answerKey;
	const creditsError = errors["answerKey.credits"] ?? errors["answerKey.feedback"];

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
							<Stack gap={6} style={{ flex: 1 }}>
								<TextInput
									aria-label={`Option ${label}`}
									placeholder={`Option ${label}`}
									value={option.text}
									onChange={(event) => setText(option.id, event.currentTarget.value)}
									error={errors[`options.${index}.text`] ?? errors[`options.${index}`]}
								/>
								{advanced && (
									<Group gap="xs" align="flex-start" wrap="wrap">
										<NumberInput
											aria-label={`Credit for option ${label} (%)`}
											placeholder="Credit %"
											suffix=" %"
											min={-100}
											max={100}
											w={120}
											value={credits[option.id] ?? ""}
											onChange={(credit) => onChange({ credits: { ...credits, [option.id]: credit } })}
											error={errors[`answerKey.credits.${option.id}`]}
										/>
										<TextInput
											aria-label={`Feedback for option ${label}`}
											placeholder="Feedback if chosen (optional)"
											style={{ flex: 1, minWidth: 180 }}
											value={optionFeedback[option.id] ?? ""}
											onChange={(event) =>
												onChange({
													optionFeedback: { ...optionFeedback, [option.id]: event.currentTarget.value },
												})
											}
											error={errors[`answerKey.feedback.${option.id}`]}
										/>
									</Group>
								)}
							</Stack>
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
				{creditsError && <Input.Error>{creditsError}</Input.Error>}
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

/** The toggle for per-option credit and feedback, with what a credit does. */
export function AdvancedChoicesSwitch({
	checked,
	onChange,
}: {
	checked: boolean;
	onChange: (advanced: boolean) => void;
}) {
	return (
		<DescribedSwitch
			label="Advanced: partial credit and feedback"
			description={
				checked
					? "Give an option a credit to mark by credits instead: an answer earns the total credit of the options chosen (never below 0 or above 100 %), and a wrong option may have a negative credit. Leave every credit blank to mark by the correct options alone."
					: "Give each option its own share of the marks, or feedback that a student who chose it reads with the answers."
			}
			checked={checked}
			onChange={onChange}
		/>
	);
}
