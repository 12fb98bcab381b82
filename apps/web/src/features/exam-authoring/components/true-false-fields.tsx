import { Group, Radio, SimpleGrid, Textarea } from "@mantine/core";
import { type ErrorMap, errorAt } from "./form-errors";
import type { QuestionFormValues } from "./question-form-values";

type TrueFalseValues = Pick<QuestionFormValues, "truth" | "feedbackTrue" | "feedbackFalse">;

interface TrueFalseFieldsProps {
	values: TrueFalseValues;
	errors: ErrorMap;
	onChange: (next: Partial<TrueFalseValues>) => void;
}

/** A true/false question's key: which side is right, and what a student who chose each side reads. */
export function TrueFalseFields({ values, errors, onChange }: TrueFalseFieldsProps) {
	return (
		<>
			<Radio.Group
				label="The statement is"
				required
				value={values.truth || null}
				onChange={(truth) => onChange({ truth: truth === "true" ? "true" : "false" })}
				error={errorAt(errors, "answerKey.correct") ?? errors.answerKey}
			>
				<Group mt={6}>
					<Radio value="true" label="True" />
					<Radio value="false" label="False" />
				</Group>
			</Radio.Group>
			<SimpleGrid cols={{ base: 1, sm: 2 }}>
				<Textarea
					label="Feedback for “True” (optional)"
					description="What a student who answered True reads with the answers."
					autosize
					minRows={2}
					value={values.feedbackTrue}
					onChange={(event) => onChange({ feedbackTrue: event.currentTarget.value })}
					error={errors["answerKey.feedbackTrue"]}
				/>
				<Textarea
					label="Feedback for “False” (optional)"
					description="What a student who answered False reads with the answers."
					autosize
					minRows={2}
					value={values.feedbackFalse}
					onChange={(event) => onChange({ feedbackFalse: event.currentTarget.value })}
					error={errors["answerKey.feedbackFalse"]}
				/>
			</SimpleGrid>
		</>
	);
}
