import { Checkbox, Group, NativeSelect, NumberInput, Radio, Stack, Text } from "@mantine/core";
import type { AnswerKey } from "@unnati/contracts";
import { useState } from "react";
import { type KeyQuestion, optionLetter, withCorrectOptions } from "../regrade-key";
import { OrderingEditor } from "./ordering-editor";
import { ShortAnswersEditor } from "./short-answers-editor";

type KeyOf<T extends AnswerKey["type"]> = Extract<AnswerKey, { type: T }>;

interface AnswerKeyEditorProps {
	question: KeyQuestion;
	/** The key as published, for what the editors keep (credits, feedback, part-credit ranges). */
	original: AnswerKey;
	value: AnswerKey;
	onChange: (next: AnswerKey) => void;
}

/** The corrected key of one question, with a small editor for its type. */
export function AnswerKeyEditor({ question, original, value, onChange }: AnswerKeyEditorProps) {
	switch (value.type) {
		case "mcq":
			return original.type === "mcq" ? (
				<McqEditor question={question} original={original} value={value} onChange={onChange} />
			) : null;
		case "truefalse":
			return (
				<Radio.Group
					label="The statement is"
					value={value.correct ? "true" : "false"}
					onChange={(next) => onChange({ ...value, correct: next === "true" })}
				>
					<Group gap="lg" mt={6}>
						<Radio value="true" label="True" />
						<Radio value="false" label="False" />
					</Group>
				</Radio.Group>
			);
		case "numeric":
			return <NumericEditor value={value} onChange={onChange} />;
		case "short":
			return <ShortAnswersEditor value={value} onChange={onChange} />;
		case "matching":
			return <MatchingEditor question={question} value={value} onChange={onChange} />;
		case "ordering":
			return <OrderingEditor question={question} value={value} onChange={onChange} />;
		// Neither is regraded by a key (REGRADABLE_TYPES): tests judge a program, a grader an essay.
		case "coding":
		case "essay":
			return null;
	}
}

function McqEditor({
	question,
	original,
	value,
	onChange,
}: {
	question: KeyQuestion;
	original: KeyOf<"mcq">;
	value: KeyOf<"mcq">;
	onChange: (next: AnswerKey) => void;
}) {
	const set = (correct: string[]) => onChange(withCorrectOptions(original, correct));
	const label = (index: number, text: string) => `${optionLetter(index)}. ${text}`;
	const credits = original.credits && Object.keys(original.credits).length > 0;
	return (
		<Stack gap="xs">
			{question.multi_answer ? (
				<Checkbox.Group
					label="Correct options"
					description="Tick every correct option."
					value={value.correct}
					onChange={set}
				>
					<Stack gap="xs" mt={6}>
						{question.options.map((option, index) => (
							<Checkbox key={option.id} value={option.id} label={label(index, option.text)} />
						))}
					</Stack>
				</Checkbox.Group>
			) : (
				<Radio.Group label="Correct option" value={value.correct[0] ?? null} onChange={(id) => set([id])}>
					<Stack gap="xs" mt={6}>
						{question.options.map((option, index) => (
							<Radio key={option.id} value={option.id} label={label(index, option.text)} />
						))}
					</Stack>
				</Radio.Group>
			)}
			{credits && (
				<Text size="sm" c="dimmed">
					{value === original
						? "This key gives part marks to some options; they stay as they are."
						: "The old key gave part marks to some options. With a new set of correct options those part marks are dropped, so only the options ticked above earn marks."}
				</Text>
			)}
		</Stack>
	);
}

function NumericEditor({
	value,
	onChange,
}: {
	value: KeyOf<"numeric">;
	onChange: (next: AnswerKey) => void;
}) {
	// The boxes keep what is typed ("12." on the way to "12.5"); the key gets a number, or NaN while
	// a box is empty, which checkKey names before anything is sent.
	const [typed, setTyped] = useState<{ value: number | string; tolerance: number | string }>({
		value: value.value,
		tolerance: value.tolerance,
	});
	const read = (input: number | string) => (typeof input === "number" ? input : Number.NaN);
	const set = (field: "value" | "tolerance", input: number | string) => {
		const next = { ...typed, [field]: input };
		setTyped(next);
		onChange({ ...value, value: read(next.value), tolerance: read(next.tolerance) });
	};
	return (
		<Stack gap="xs">
			<Group gap="md" align="flex-start" wrap="wrap">
				<NumberInput
					label="Right answer"
					w={200}
					decimalScale={6}
					value={typed.value}
					onChange={(input) => set("value", input)}
				/>
				<NumberInput
					label="Tolerance (±)"
					description="0 for an exact answer"
					w={200}
					min={0}
					decimalScale={6}
					value={typed.tolerance}
					onChange={(input) => set("tolerance", input)}
				/>
			</Group>
			{value.alternatives && value.alternatives.length > 0 && (
				<Text size="sm" c="dimmed">
					The part-mark ranges of this key (
					{value.alternatives.map((a) => `${a.value} ± ${a.tolerance}: ${a.credit} %`).join("; ")}) stay as
					they are.
				</Text>
			)}
		</Stack>
	);
}

function MatchingEditor({
	question,
	value,
	onChange,
}: {
	question: KeyQuestion;
	value: KeyOf<"matching">;
	onChange: (next: AnswerKey) => void;
}) {
	const choices = question.options.map((o) => ({ value: o.id, label: o.text }));
	return (
		<Stack gap="xs">
			<Text size="sm" fw={500}>
				What each item matches
			</Text>
			{value.prompts.map((prompt, index) => (
				<NativeSelect
					key={prompt.id}
					label={`${index + 1}. ${prompt.text}`}
					data={choices}
					value={prompt.choice}
					onChange={(event) => {
						const choice = event.currentTarget.value;
						onChange({
							...value,
							prompts: value.prompts.map((p) => (p.id === prompt.id ? { ...p, choice } : p)),
						});
					}}
				/>
			))}
		</Stack>
	);
}
