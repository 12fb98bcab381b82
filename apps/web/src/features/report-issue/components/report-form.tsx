import { Alert, Button, NativeSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { REPORT_CATEGORIES, REPORT_DESCRIPTION_MAX, reportFieldsSchema } from "@unnati/contracts";
import { type FormEvent, useState } from "react";
import { SentCard } from "../../../components/sent-card";
import { type FieldIssue, firstErrorPerField } from "../../../lib/field-errors";
import { HttpError } from "../../../lib/http";
import { reportErrorMessage, submitReport } from "../api";
import { checkScreenshot, ScreenshotField } from "./screenshot-field";

const textFields = ["category", "description", "email"] as const;
type TextField = (typeof textFields)[number];
type Field = TextField | "screenshot";
type Errors = Partial<Record<Field, string>>;

const empty: Record<TextField, string> = { category: "", description: "", email: "" };
const belowInput = ["label", "input", "description", "error"] as (
	| "label"
	| "input"
	| "description"
	| "error"
)[];

function checkField(field: TextField, value: string): string | undefined {
	const result = reportFieldsSchema.shape[field].safeParse(
		value === "" && field === "category" ? undefined : value,
	);
	return result.success ? undefined : result.error.issues[0]?.message;
}

const reportFields = [...textFields, "screenshot" as const];
const errorsFrom = (issues: readonly FieldIssue[]): Errors => firstErrorPerField(reportFields, issues);

/** /report: what went wrong, in words and optionally a screenshot, sent to the support team. */
export function ReportForm() {
	const [values, setValues] = useState(empty);
	const [screenshot, setScreenshot] = useState<File | null>(null);
	const [errors, setErrors] = useState<Errors>({});
	const [failure, setFailure] = useState<string | null>(null);
	const mutation = useMutation({
		mutationFn: (input: { fields: Parameters<typeof submitReport>[0]; screenshot: File | null }) =>
			submitReport(input.fields, input.screenshot),
		onError: (error) => {
			const found = error instanceof HttpError ? errorsFrom(error.errors) : {};
			setErrors(found);
			// A 400 that names fields is said under those fields; anything else, in the alert.
			setFailure(Object.values(found).some(Boolean) ? null : reportErrorMessage(error));
		},
	});

	if (mutation.isSuccess) {
		return <SentCard title="Report sent" message={mutation.data.message} />;
	}

	const set = (field: TextField) => (value: string) => {
		setValues((current) => ({ ...current, [field]: value }));
		setErrors((current) => (current[field] ? { ...current, [field]: checkField(field, value) } : current));
	};
	const blur = (field: TextField) => () =>
		setErrors((current) => ({ ...current, [field]: checkField(field, values[field]) }));

	const pick = (file: File | null) => {
		setScreenshot(file);
		setErrors((current) => ({ ...current, screenshot: checkScreenshot(file) }));
	};

	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (mutation.isPending) return;
		const parsed = reportFieldsSchema.safeParse({ ...values, category: values.category || undefined });
		const found = parsed.success ? {} : errorsFrom(parsed.error.issues);
		const fileError = checkScreenshot(screenshot);
		if (fileError) found.screenshot = fileError;
		setErrors(found);
		if (!parsed.success || fileError) return;
		setFailure(null);
		mutation.mutate({ fields: parsed.data, screenshot });
	};

	return (
		<form onSubmit={submit} noValidate>
			<Stack gap="md">
				<NativeSelect
					label="What is the problem about?"
					name="category"
					withAsterisk
					value={values.category}
					onChange={(event) => set("category")(event.currentTarget.value)}
					onBlur={blur("category")}
					error={errors.category}
					data={[
						{ value: "", label: "Choose a category" },
						...Object.entries(REPORT_CATEGORIES).map(([value, label]) => ({ value, label })),
					]}
				/>
				<Textarea
					label="What happened?"
					name="description"
					withAsterisk
					autosize
					minRows={5}
					value={values.description}
					onChange={(event) => set("description")(event.currentTarget.value)}
					onBlur={blur("description")}
					error={errors.description}
					inputWrapperOrder={belowInput}
					description={`${values.description.length}/${REPORT_DESCRIPTION_MAX} · what you did, what you expected, what you saw`}
				/>
				<TextInput
					label="Your email (optional)"
					description="So that we can tell you when it is fixed."
					type="email"
					name="email"
					autoComplete="email"
					value={values.email}
					onChange={(event) => set("email")(event.currentTarget.value)}
					onBlur={blur("email")}
					error={errors.email}
				/>
				<ScreenshotField value={screenshot} onChange={pick} error={errors.screenshot} />
				{failure && (
					<Alert color="red" variant="light" role="alert">
						{failure}
					</Alert>
				)}
				<Button type="submit" size="md" loading={mutation.isPending}>
					Submit Report
				</Button>
			</Stack>
		</form>
	);
}
