import {
	Alert,
	Button,
	Card,
	Group,
	NumberInput,
	Select,
	Stack,
	Switch,
	Textarea,
	TextInput,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type AccommodationInputRaw, accommodationInputSchema, PROCTORING_LIMITS } from "@unnati/contracts";
import { type FormEvent, useState } from "react";
import { firstErrorPerField } from "../../../lib/field-errors";
import { HttpError } from "../../../lib/http";
import { allExamsQuery, proctoringKeys, saveAccommodation } from "../api";

const FIELDS = ["rollNo", "examId", "extraMinutes", "faceSignalsOff", "note"] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;
const ALL_EXAMS = "__all__";

const empty = {
	rollNo: "",
	examId: ALL_EXAMS,
	extraMinutes: 0 as number | string,
	faceSignalsOff: false,
	note: "",
};

/**
 * Grants an accommodation: extra minutes (added to the student's deadline when they start) and/or
 * no face signals, for one exam or all of the student's exams. Saving again for the same student
 * and exam changes the terms.
 */
export function AccommodationForm() {
	const queryClient = useQueryClient();
	const exams = useQuery(allExamsQuery());
	const [values, setValues] = useState(empty);
	const [errors, setErrors] = useState<Errors>({});
	const save = useMutation({
		mutationFn: (input: AccommodationInputRaw) => saveAccommodation(input),
		onSuccess: () => {
			setValues(empty);
			void queryClient.invalidateQueries({ queryKey: proctoringKeys.all });
		},
		onError: (error) => {
			if (error instanceof HttpError) setErrors(firstErrorPerField(FIELDS, error.errors));
		},
	});

	const submit = (event: FormEvent) => {
		event.preventDefault();
		const input: AccommodationInputRaw = {
			rollNo: values.rollNo,
			examId: values.examId === ALL_EXAMS ? null : values.examId,
			extraMinutes: typeof values.extraMinutes === "number" ? values.extraMinutes : 0,
			faceSignalsOff: values.faceSignalsOff,
			note: values.note,
		};
		const parsed = accommodationInputSchema.safeParse(input);
		setErrors(parsed.success ? {} : firstErrorPerField(FIELDS, parsed.error.issues));
		if (parsed.success) save.mutate(input);
	};

	const examOptions = [
		{ value: ALL_EXAMS, label: "All of the student's exams" },
		...(exams.data ?? []).map((exam) => ({ value: exam.id, label: exam.title })),
	];

	return (
		<Card
			withBorder
			padding="lg"
			component="form"
			onSubmit={submit}
			noValidate
			aria-label="Grant an accommodation"
		>
			<Stack gap="sm">
				<Group grow wrap="wrap" align="flex-start">
					<TextInput
						label="Roll number"
						required
						value={values.rollNo}
						onChange={(e) => setValues({ ...values, rollNo: e.currentTarget.value })}
						error={errors.rollNo}
						miw={180}
					/>
					<Select
						label="Exam"
						data={examOptions}
						value={values.examId}
						onChange={(value) => setValues({ ...values, examId: value ?? ALL_EXAMS })}
						error={errors.examId ?? (exams.isError ? "The exams could not be loaded." : undefined)}
						allowDeselect={false}
						miw={220}
					/>
					<NumberInput
						label="Extra minutes"
						min={0}
						max={PROCTORING_LIMITS.maxExtraMinutes}
						value={values.extraMinutes}
						onChange={(value) => setValues({ ...values, extraMinutes: value })}
						error={errors.extraMinutes}
						miw={140}
					/>
				</Group>
				<Switch
					label="Face signals off (the webcam is not used for this student)"
					checked={values.faceSignalsOff}
					onChange={(e) => setValues({ ...values, faceSignalsOff: e.currentTarget.checked })}
				/>
				<Textarea
					label="Note"
					description="Why, for the record (for example, the certificate it rests on)."
					maxLength={300}
					value={values.note}
					onChange={(e) => setValues({ ...values, note: e.currentTarget.value })}
					error={errors.note}
					autosize
					minRows={2}
				/>
				{save.isError && Object.keys(errors).length === 0 && (
					<Alert color="red" variant="light" role="alert">
						{save.error instanceof HttpError
							? (save.error.serverMessage ?? "The accommodation was not saved.")
							: "Could not reach the server. Please try again."}
					</Alert>
				)}
				{save.isSuccess && (
					<Alert color="green" variant="light" role="status">
						Saved: the accommodation of {save.data.studentName} ({save.data.rollNo}) applies from their next
						start.
					</Alert>
				)}
				<Button type="submit" w="fit-content" loading={save.isPending}>
					Save accommodation
				</Button>
			</Stack>
		</Card>
	);
}
