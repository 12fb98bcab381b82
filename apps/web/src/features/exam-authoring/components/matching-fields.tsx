import { ActionIcon, Button, Group, Input, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { ErrorMap } from "./form-errors";
import {
	MAX_MATCHING_ITEMS,
	type MatchingRow,
	matchingOptions,
	type QuestionFormValues,
} from "./question-form-values";
import { nextRowId } from "./row-ids";

type MatchingValues = Pick<QuestionFormValues, "pairs" | "distractors">;

interface MatchingFieldsProps {
	values: MatchingValues;
	errors: ErrorMap;
	onChange: (next: Partial<MatchingValues>) => void;
}

/** A question's choices, all told (the contracts' limit on options). */
const MAX_CHOICES = 10;

function RemoveButton({
	label,
	disabled,
	onClick,
}: {
	label: string;
	disabled: boolean;
	onClick: () => void;
}) {
	return (
		<ActionIcon
			variant="subtle"
			color="red"
			size="lg"
			mt={2}
			aria-label={label}
			disabled={disabled}
			onClick={onClick}
		>
			<span aria-hidden="true">✕</span>
		</ActionIcon>
	);
}

/**
 * A matching question's key: each item beside the choice it matches, and extra choices that match
 * none. Choices typed the same way are one choice, so two items can share it.
 */
export function MatchingFields({ values, errors, onChange }: MatchingFieldsProps) {
	const { pairs, distractors } = values;
	const choiceCount = matchingOptions(values).options.length;
	const updatePair = (id: string, change: Partial<MatchingRow>) =>
		onChange({ pairs: pairs.map((pair) => (pair.id === id ? { ...pair, ...change } : pair)) });
	const listError = errors.options ?? errors["answerKey.prompts"] ?? errors.answerKey;

	return (
		<>
			<Input.Wrapper
				labelElement="div"
				label="Items and their matching choices"
				description="Students see the items in this order and pick a match for each from all the choices, shuffled. To let two items share a choice, type it the same way in both."
				required
			>
				<Stack gap="sm" mt={6}>
					{pairs.map((pair, index) => {
						const n = index + 1;
						return (
							<Group key={pair.id} gap="xs" align="flex-start" wrap="nowrap">
								<SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} style={{ flex: 1 }}>
									<TextInput
										aria-label={`Item ${n}`}
										placeholder={`Item ${n}, e.g. Stack`}
										value={pair.text}
										onChange={(event) => updatePair(pair.id, { text: event.currentTarget.value })}
										error={errors[`pairs.${index}.text`]}
									/>
									<TextInput
										aria-label={`Choice matching item ${n}`}
										placeholder="Its match, e.g. Last in, first out"
										leftSection={<span aria-hidden="true">→</span>}
										value={pair.choice}
										onChange={(event) => updatePair(pair.id, { choice: event.currentTarget.value })}
										error={errors[`pairs.${index}.choice`]}
									/>
								</SimpleGrid>
								<RemoveButton
									label={`Remove item ${n}`}
									disabled={pairs.length <= 2}
									onClick={() => onChange({ pairs: pairs.filter((p) => p.id !== pair.id) })}
								/>
							</Group>
						);
					})}
					{listError && <Input.Error>{listError}</Input.Error>}
					<Button
						variant="light"
						size="xs"
						style={{ alignSelf: "flex-start" }}
						disabled={pairs.length >= MAX_MATCHING_ITEMS || choiceCount >= MAX_CHOICES}
						onClick={() =>
							onChange({ pairs: [...pairs, { id: nextRowId("p", pairs), text: "", choice: "" }] })
						}
					>
						Add item
					</Button>
				</Stack>
			</Input.Wrapper>
			<Input.Wrapper
				labelElement="div"
				label="Wrong choices (optional)"
				description={`Extra choices that match no item, so the last match is not a giveaway. ${MAX_CHOICES} choices at most in all.`}
			>
				<Stack gap="xs" mt={6}>
					{distractors.map((distractor, index) => (
						<Group key={distractor.id} gap="xs" align="flex-start" wrap="nowrap">
							<TextInput
								aria-label={`Wrong choice ${index + 1}`}
								style={{ flex: 1 }}
								value={distractor.text}
								onChange={(event) => {
									const text = event.currentTarget.value;
									onChange({
										distractors: distractors.map((d) => (d.id === distractor.id ? { ...d, text } : d)),
									});
								}}
								error={errors[`distractors.${index}`]}
							/>
							<RemoveButton
								label={`Remove wrong choice ${index + 1}`}
								disabled={false}
								onClick={() => onChange({ distractors: distractors.filter((d) => d.id !== distractor.id) })}
							/>
						</Group>
					))}
					<Button
						variant="light"
						size="xs"
						style={{ alignSelf: "flex-start" }}
						disabled={choiceCount >= MAX_CHOICES}
						onClick={() =>
							onChange({ distractors: [...distractors, { id: nextRowId("x", distractors), text: "" }] })
						}
					>
						Add a wrong choice
					</Button>
				</Stack>
			</Input.Wrapper>
		</>
	);
}
