import { Button, Group, NumberInput, Paper, Stack, Switch, Text, TextInput } from "@mantine/core";
import type { AnswerKey } from "@unnati/contracts";

type ShortKey = Extract<AnswerKey, { type: "short" }>;
type ShortAnswer = ShortKey["answers"][number];

/** The authoring form's limit on accepted answers. */
const MAX_ANSWERS = 20;

/** A short-answer key: the accepted answers (text, credit, pattern or not), and how answers are compared. */
export function ShortAnswersEditor({
	value,
	onChange,
}: {
	value: ShortKey;
	onChange: (next: AnswerKey) => void;
}) {
	const answers = value.answers;
	const update = (index: number, change: Partial<ShortAnswer>) =>
		onChange({ ...value, answers: answers.map((a, i) => (i === index ? { ...a, ...change } : a)) });

	return (
		<Stack gap="xs">
			<Text size="sm" fw={500}>
				Accepted answers
			</Text>
			<Text size="xs" c="dimmed">
				A student's answer earns the credit of the best accepted answer it matches. At least one must earn 100
				%.
			</Text>
			{answers.map((answer, index) => {
				const n = index + 1;
				return (
					// Answers have no id of their own, and rows are only added at the end or removed.
					// biome-ignore lint/suspicious/noArrayIndexKey: see above
					<Paper key={index} withBorder p="sm" radius="sm">
						<Stack gap="xs">
							<Group gap="xs" align="flex-start" wrap="wrap">
								<TextInput
									label={answer.regex ? `Pattern ${n}` : `Accepted answer ${n}`}
									style={{ flex: 1, minWidth: 180 }}
									value={answer.text}
									onChange={(event) => update(index, { text: event.currentTarget.value })}
								/>
								<NumberInput
									label={`Credit for answer ${n} (%)`}
									w={170}
									min={1}
									max={100}
									allowDecimal={false}
									allowNegative={false}
									// An emptied box is NaN in the key (checkKey names it) and empty on screen.
									value={Number.isNaN(answer.credit) ? "" : answer.credit}
									onChange={(credit) =>
										update(index, { credit: typeof credit === "number" ? credit : Number.NaN })
									}
								/>
							</Group>
							<Group justify="space-between" wrap="wrap" gap="xs">
								<Switch
									label={`Answer ${n} is a regular expression`}
									checked={answer.regex}
									onChange={(event) => update(index, { regex: event.currentTarget.checked })}
								/>
								<Button
									variant="subtle"
									color="red"
									size="xs"
									aria-label={`Remove accepted answer ${n}`}
									disabled={answers.length <= 1}
									onClick={() => onChange({ ...value, answers: answers.filter((_, i) => i !== index) })}
								>
									Remove
								</Button>
							</Group>
						</Stack>
					</Paper>
				);
			})}
			<Button
				variant="light"
				size="xs"
				style={{ alignSelf: "flex-start" }}
				disabled={answers.length >= MAX_ANSWERS}
				onClick={() =>
					onChange({ ...value, answers: [...answers, { text: "", credit: 100, feedback: "", regex: false }] })
				}
			>
				Add another answer
			</Button>
			<Group gap="xl" wrap="wrap" mt="xs">
				<Switch
					label="Case-sensitive (“delhi” and “Delhi” differ)"
					checked={value.caseSensitive}
					onChange={(event) => onChange({ ...value, caseSensitive: event.currentTarget.checked })}
				/>
				<Switch
					label="Ignore spaces (“New Delhi” is “NewDelhi”)"
					checked={value.ignoreSpaces}
					onChange={(event) => onChange({ ...value, ignoreSpaces: event.currentTarget.checked })}
				/>
			</Group>
		</Stack>
	);
}
