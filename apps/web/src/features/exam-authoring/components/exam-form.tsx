import {
	Alert,
	Button,
	Card,
	Checkbox,
	Group,
	List,
	NativeSelect,
	NumberInput,
	SimpleGrid,
	Stack,
	Switch,
	Textarea,
	TextInput,
	Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
	type BankSummary,
	DEFAULT_EXAM_INSTRUCTIONS,
	type ExamDetail,
	type ExamInput,
	type MultiAnswerMarking,
	type ShowAnswers,
} from "@unnati/contracts";
import { type FormEvent, type ReactNode, useState } from "react";
import { authoringKeys, saveExam } from "../api";
import { AudienceFields } from "./audience-fields";
import { buildExamInput, type ExamFormValues, emptyExam, examToValues, timedTotal } from "./exam-form-values";
import { ExamSectionsFields } from "./exam-sections-fields";
import { type ErrorMap, requestFailure, serverErrors } from "./form-errors";

const SHOW_ANSWER_LABELS: Record<ShowAnswers, string> = {
	never: "Never",
	after_submit: "Right after they submit",
	after_close: "After the exam closes",
};
const MARKING_LABELS: Record<MultiAnswerMarking, string> = {
	partial: "Partial: a share of the marks for each correct option",
	all_or_nothing: "All or nothing: full marks only when exactly right",
};

function Part({ title, children }: { title: string; children: ReactNode }) {
	return (
		<Card withBorder padding="lg" component="section" aria-label={title}>
			<Title order={2} size="h4" mb="sm">
				{title}
			</Title>
			<Stack gap="sm">{children}</Stack>
		</Card>
	);
}

interface ExamFormProps {
	exam?: ExamDetail;
	banks: BankSummary[];
	onSaved: (exam: ExamDetail) => void;
}

/** Creates or edits an exam; saving keeps it a draft until it is published from the list. */
export function ExamForm({ exam, banks, onSaved }: ExamFormProps) {
	const queryClient = useQueryClient();
	const [values, setValues] = useState<ExamFormValues>(() => (exam ? examToValues(exam) : emptyExam()));
	const [errors, setErrors] = useState<ErrorMap>({});
	const [failure, setFailure] = useState<string | null>(null);
	const set = (next: Partial<ExamFormValues>) => setValues((current) => ({ ...current, ...next }));
	const mutation = useMutation({
		mutationFn: (input: ExamInput) => saveExam(input, exam?.id),
		onSuccess: async (saved) => {
			notifications.show({ color: "green", message: exam ? "Exam saved." : "Exam saved as a draft." });
			await queryClient.invalidateQueries({ queryKey: authoringKeys.exams });
			onSaved(saved);
		},
		onError: (error) => {
			const found = serverErrors(error);
			setErrors(found);
			setFailure(requestFailure(error, "The exam could not be saved."));
		},
	});

	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (mutation.isPending) return;
		const built = buildExamInput(values);
		if (!built.ok) {
			setErrors(built.errors);
			setFailure("Please correct the marked fields.");
			return;
		}
		setErrors({});
		setFailure(null);
		mutation.mutate(built.input);
	};

	return (
		<form onSubmit={submit} noValidate aria-label={exam ? "Edit exam" : "New exam"}>
			<Stack gap="lg">
				<Part title="About the exam">
					<TextInput
						label="Title"
						required
						value={values.title}
						onChange={(event) => set({ title: event.currentTarget.value })}
						error={errors.title}
					/>
					<Textarea
						label="Description (optional)"
						autosize
						minRows={2}
						value={values.description}
						onChange={(event) => set({ description: event.currentTarget.value })}
						error={errors.description}
					/>
					<Textarea
						label="Instructions"
						description="One per line. Leave empty and students see the standard instructions shown in grey."
						autosize
						minRows={4}
						placeholder={DEFAULT_EXAM_INSTRUCTIONS.join("\n")}
						value={values.instructions}
						onChange={(event) => set({ instructions: event.currentTarget.value })}
						error={Object.entries(errors).find(([key]) => key.startsWith("instructions"))?.[1]}
					/>
				</Part>
				<Part title="When and how long">
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<TextInput
							type="datetime-local"
							label="Opens at"
							description="In this device's time zone."
							required
							value={values.opensAt}
							onChange={(event) => set({ opensAt: event.currentTarget.value })}
							error={errors.opensAt}
						/>
						<TextInput
							type="datetime-local"
							label="Closes at"
							description="In this device's time zone."
							required
							value={values.closesAt}
							onChange={(event) => set({ closesAt: event.currentTarget.value })}
							error={errors.closesAt}
						/>
						<NumberInput
							label="Duration (minutes)"
							required
							min={1}
							max={600}
							allowDecimal={false}
							readOnly={values.timedSections}
							description={values.timedSections ? "The sections' times added up." : undefined}
							value={values.timedSections ? (timedTotal(values) ?? "") : values.durationMinutes}
							onChange={(value) => set({ durationMinutes: value })}
							error={errors.durationMinutes}
						/>
						<NumberInput
							label="Passing score (%)"
							min={0}
							max={100}
							value={values.passingScorePercentage}
							onChange={(value) => set({ passingScorePercentage: value })}
							error={errors.passingScorePercentage}
						/>
					</SimpleGrid>
				</Part>
				<Part title="Marking and answers">
					<Checkbox
						label="Shuffle the order of questions for each student"
						checked={values.shuffleQuestions}
						onChange={(event) => set({ shuffleQuestions: event.currentTarget.checked })}
					/>
					<Checkbox
						label="Shuffle the options of each question"
						checked={values.shuffleOptions}
						onChange={(event) => set({ shuffleOptions: event.currentTarget.checked })}
					/>
					<NativeSelect
						label="Questions with several correct options"
						data={Object.entries(MARKING_LABELS).map(([value, label]) => ({ value, label }))}
						value={values.multiAnswerMarking}
						onChange={(event) => set({ multiAnswerMarking: event.currentTarget.value as MultiAnswerMarking })}
					/>
					<NativeSelect
						label="Show students the correct answers"
						data={Object.entries(SHOW_ANSWER_LABELS).map(([value, label]) => ({ value, label }))}
						value={values.showAnswers}
						onChange={(event) => set({ showAnswers: event.currentTarget.value as ShowAnswers })}
					/>
				</Part>
				<Part title="Certificate">
					<Switch
						label="Award a certificate to every student who passes"
						description="Issued at submission, at the pass mark above; anyone can verify it, and the student can download it as a PDF or an Open Badge."
						checked={values.certificateOnPass}
						onChange={(event) => set({ certificateOnPass: event.currentTarget.checked })}
						error={errors.certificateOnPass}
					/>
				</Part>
				<Part title="Proctoring">
					<Switch
						label="Proctored (fullscreen, camera checks, tab switches recorded)"
						checked={values.proctored}
						onChange={(event) => set({ proctored: event.currentTarget.checked })}
					/>
					{values.proctored && (
						<NumberInput
							label="Violations before the exam is submitted"
							description="0: never submit automatically."
							min={0}
							max={100}
							allowDecimal={false}
							value={values.maxViolations}
							onChange={(value) => set({ maxViolations: value })}
							error={errors.maxViolations}
							maw={320}
						/>
					)}
				</Part>
				<Part title="Audience">
					<AudienceFields values={values} errors={errors} set={set} />
				</Part>
				<Part title="Sections">
					<ExamSectionsFields values={values} banks={banks} errors={errors} set={set} />
				</Part>
				{failure && (
					<Alert color="red" variant="light" role="alert" title={failure}>
						{Object.keys(errors).length > 0 && (
							<List size="sm">
								{[...new Set(Object.values(errors))].map((message) => (
									<List.Item key={message}>{message}</List.Item>
								))}
							</List>
						)}
					</Alert>
				)}
				<Group justify="flex-end">
					<Button type="submit" size="md" loading={mutation.isPending}>
						{exam ? "Save exam" : "Save as draft"}
					</Button>
				</Group>
			</Stack>
		</form>
	);
}
