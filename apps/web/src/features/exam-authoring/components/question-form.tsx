import {
	Alert,
	Button,
	Checkbox,
	Group,
	NativeSelect,
	NumberInput,
	Radio,
	SimpleGrid,
	Stack,
	TagsInput,
	Text,
	Textarea,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DIFFICULTIES, type Question, type QuestionDraft, type QuestionType } from "@unnati/contracts";
import { type FormEvent, useState } from "react";
import { authoringKeys, saveQuestion } from "../api";
import { CodingFields } from "./coding-fields";
import { EssayFields } from "./essay-fields";
import { type ErrorMap, errorAt, requestFailure, serverErrors } from "./form-errors";
import { MatchingFields } from "./matching-fields";
import { AdvancedChoicesSwitch, OptionsEditor } from "./options-editor";
import { OrderingFields } from "./ordering-fields";
import {
	buildDraft,
	emptyQuestion,
	formErrors,
	type QuestionFormValues,
	questionToValues,
} from "./question-form-values";
import { ShortAnswerFields } from "./short-answer-fields";
import { TrueFalseFields } from "./true-false-fields";

const TYPE_CHOICES: { value: QuestionType; label: string }[] = [
	{ value: "mcq", label: "Multiple choice" },
	{ value: "truefalse", label: "True / False" },
	{ value: "numeric", label: "Numeric answer" },
	{ value: "short", label: "Short answer" },
	{ value: "matching", label: "Matching" },
	{ value: "ordering", label: "Ordering" },
	{ value: "essay", label: "Essay (marked by hand)" },
	{ value: "coding", label: "Coding (a program)" },
];

interface QuestionFormProps {
	bankId: string;
	/** The question to edit; a new one when absent. */
	question?: Question;
	onDone: () => void;
}

/** Adds or edits one question of a bank, checked with the same schema the server uses. */
export function QuestionForm({ bankId, question, onDone }: QuestionFormProps) {
	const queryClient = useQueryClient();
	const [values, setValues] = useState<QuestionFormValues>(() =>
		question ? questionToValues(question) : emptyQuestion(),
	);
	const [errors, setErrors] = useState<ErrorMap>({});
	const [failure, setFailure] = useState<string | null>(null);
	const mutation = useMutation({
		mutationFn: (draft: QuestionDraft) => saveQuestion(bankId, draft, question?.id),
		onSuccess: async () => {
			notifications.show({ color: "green", message: question ? "Question saved." : "Question added." });
			await queryClient.invalidateQueries({ queryKey: authoringKeys.banks });
			onDone();
		},
		onError: (error) => {
			const found = formErrors(values, serverErrors(error));
			setErrors(found);
			setFailure(
				Object.keys(found).length > 0
					? "Please correct the marked fields."
					: requestFailure(error, "The question could not be saved."),
			);
		},
	});
	const set = (next: Partial<QuestionFormValues>) => setValues((current) => ({ ...current, ...next }));

	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (mutation.isPending) return;
		const built = buildDraft(values);
		if (!built.ok) {
			setErrors(built.errors);
			setFailure(null);
			return;
		}
		setErrors({});
		setFailure(null);
		mutation.mutate(built.draft);
	};

	return (
		<form onSubmit={submit} noValidate aria-label={question ? "Edit question" : "New question"}>
			<Stack gap="md">
				<Radio.Group
					label="Question type"
					value={values.type}
					onChange={(type) => set({ type: type as QuestionType })}
				>
					<Group mt={6} gap="md">
						{TYPE_CHOICES.map((choice) => (
							<Radio key={choice.value} value={choice.value} label={choice.label} />
						))}
					</Group>
				</Radio.Group>
				<Textarea
					label="Question"
					required
					autosize
					minRows={3}
					value={values.text}
					onChange={(event) => set({ text: event.currentTarget.value })}
					error={errors.text}
				/>
				<KeyFields
					values={values}
					errors={errors}
					set={set}
					{...(question?.type === "coding" ? { savedMarks: question.marks } : {})}
				/>
				<SimpleGrid cols={{ base: 1, xs: 3 }}>
					{/* A coding question's marks come from its tests, and a program never loses marks. */}
					{values.type !== "coding" && (
						<>
							<NumberInput
								label="Marks"
								required
								min={0}
								max={100}
								value={values.marks}
								onChange={(value) => set({ marks: value })}
								error={errors.marks}
							/>
							{/* An essay is marked by hand: it has no wrong answer to take marks away for. */}
							{values.type !== "essay" && (
								<NumberInput
									label="Negative marks"
									description="Taken away for a wrong answer."
									min={0}
									max={100}
									value={values.negativeMarks}
									onChange={(value) => set({ negativeMarks: value })}
									error={errors.negativeMarks}
								/>
							)}
						</>
					)}
					<NativeSelect
						label="Difficulty"
						data={DIFFICULTIES.map((d) => ({ value: d, label: d[0]?.toUpperCase() + d.slice(1) }))}
						value={values.difficulty}
						onChange={(event) =>
							set({ difficulty: event.currentTarget.value as QuestionFormValues["difficulty"] })
						}
					/>
				</SimpleGrid>
				<TagsInput
					label="Tags"
					description="Press Enter or type a comma after each tag."
					value={values.tags}
					onChange={(tags) => set({ tags: tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean) })}
					error={errorAt(errors, "tags")}
					maxTags={10}
				/>
				<Textarea
					label="Explanation (optional)"
					description="Shown to students with the answers, if the exam allows it."
					autosize
					minRows={2}
					value={values.explanation}
					onChange={(event) => set({ explanation: event.currentTarget.value })}
					error={errors.explanation}
				/>
				{failure && (
					<Alert color="red" variant="light" role="alert">
						{failure}
					</Alert>
				)}
				<Group justify="flex-end">
					<Button variant="default" onClick={onDone}>
						Cancel
					</Button>
					<Button type="submit" loading={mutation.isPending}>
						{question ? "Save question" : "Add question"}
					</Button>
				</Group>
			</Stack>
		</form>
	);
}

interface KeyFieldsProps {
	values: QuestionFormValues;
	errors: ErrorMap;
	set: (next: Partial<QuestionFormValues>) => void;
	savedMarks?: number;
}

/** The fields of the chosen type's answer key. */
function KeyFields({ values, errors, set, savedMarks }: KeyFieldsProps) {
	switch (values.type) {
		case "mcq":
			return (
				<>
					<Checkbox
						label="More than one option is correct"
						checked={values.multiAnswer}
						onChange={(event) => {
							const multiAnswer = event.currentTarget.checked;
							// Going back to one answer keeps only the first mark, so the radios never show two.
							set({ multiAnswer, correct: multiAnswer ? values.correct : values.correct.slice(0, 1) });
						}}
					/>
					<OptionsEditor values={values} errors={errors} onChange={set} />
					<AdvancedChoicesSwitch checked={values.advanced} onChange={(advanced) => set({ advanced })} />
				</>
			);
		case "coding":
			return (
				<CodingFields
					values={values}
					errors={errors}
					onChange={set}
					{...(savedMarks === undefined ? {} : { savedMarks })}
				/>
			);
		case "truefalse":
			return <TrueFalseFields values={values} errors={errors} onChange={set} />;
		case "short":
			return <ShortAnswerFields values={values} errors={errors} onChange={set} />;
		case "matching":
			return <MatchingFields values={values} errors={errors} onChange={set} />;
		case "ordering":
			return <OrderingFields values={values} errors={errors} onChange={set} />;
		case "essay":
			return <EssayFields values={values} errors={errors} onChange={set} />;
		case "numeric":
			return <NumericFields values={values} errors={errors} set={set} />;
	}
}

function NumericFields({ values, errors, set }: KeyFieldsProps) {
	const ranges = values.numericExtras.alternatives?.length ?? 0;
	return (
		<>
			<SimpleGrid cols={{ base: 1, xs: 2 }}>
				<NumberInput
					label="Correct answer"
					required
					value={values.value}
					onChange={(value) => set({ value: value })}
					error={errorAt(errors, "answerKey.value") ?? errorAt(errors, "answerKey")}
				/>
				<NumberInput
					label="Tolerance (±)"
					description="Answers this close to the correct one count as right."
					min={0}
					value={values.tolerance}
					onChange={(value) => set({ tolerance: value })}
					error={errorAt(errors, "answerKey.tolerance")}
				/>
			</SimpleGrid>
			{ranges > 0 && (
				<Text size="sm" c="dimmed">
					This question also gives part marks for {ranges} other {ranges === 1 ? "range" : "ranges"} of
					answers (from an imported file). They are kept as they are when you save.
				</Text>
			)}
		</>
	);
}
