import { Input, NativeSelect, Stack } from "@mantine/core";
import { matchEntry, readMatchEntry } from "@unnati/contracts";
import { useId } from "react";
import type { AnswerInputProps } from "./question-inputs";

/**
 * A matching question: one list of the choices per item. The answer holds an `item=choice` entry for
 * each item matched so far, in the items' order; an item left on "Choose…" has none.
 */
export function MatchingInput({ question, answer, disabled, onAnswer }: AnswerInputProps) {
	const prompts = question.prompts ?? [];
	const labelId = useId();
	const descriptionId = useId();
	const chosen = new Map<string, string>();
	for (const entry of Array.isArray(answer) ? answer : []) {
		const pair = readMatchEntry(entry);
		if (pair) chosen.set(pair[0], pair[1]);
	}
	const choices = [
		{ value: "", label: "Choose…" },
		...question.options.map((option) => ({ value: option.id, label: option.text })),
	];
	const choose = (promptId: string, choiceId: string) => {
		const next = new Map(chosen);
		if (choiceId === "") next.delete(promptId);
		else next.set(promptId, choiceId);
		onAnswer(
			prompts.flatMap((prompt) => {
				const choice = next.get(prompt.id);
				return choice ? [matchEntry(prompt.id, choice)] : [];
			}),
		);
	};

	return (
		<Input.Wrapper
			labelElement="div"
			label="Match each item with a choice"
			description="A choice can fit more than one item, and some choices may fit none."
			labelProps={{ id: labelId }}
			descriptionProps={{ id: descriptionId }}
		>
			<Stack gap="sm" mt="xs" role="group" aria-labelledby={labelId} aria-describedby={descriptionId}>
				{prompts.map((prompt) => (
					<NativeSelect
						key={prompt.id}
						label={prompt.text}
						data={choices}
						value={chosen.get(prompt.id) ?? ""}
						disabled={disabled}
						onChange={(event) => choose(prompt.id, event.currentTarget.value)}
						styles={{ label: { whiteSpace: "pre-wrap", fontWeight: 500 } }}
						maw={560}
					/>
				))}
			</Stack>
		</Input.Wrapper>
	);
}
