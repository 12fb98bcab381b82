import { Alert, Button, Input, Rating, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { FEEDBACK_COMMENTS_MAX, feedbackRequestSchema } from "@unnati/contracts";
import { type FormEvent, useId, useState } from "react";
import { SentCard } from "../../../components/sent-card";
import { type FieldIssue, firstErrorPerField } from "../../../lib/field-errors";
import { HttpError } from "../../../lib/http";
import { feedbackErrorMessage, submitFeedback } from "../api";

type Field = "rating" | "comments" | "email";
type Errors = Partial<Record<Field, string>>;

const RATING_WORDS = ["Very poor", "Poor", "Okay", "Good", "Excellent"] as const;
const belowInput = ["label", "input", "description", "error"] as (
	| "label"
	| "input"
	| "description"
	| "error"
)[];

const errorsFrom = (issues: readonly FieldIssue[]): Errors =>
	firstErrorPerField(["rating", "comments", "email"] as const, issues);

/** /feedback: a rating from 1 to 5, and optionally comments and an address to answer. */
export function FeedbackForm() {
	const [rating, setRating] = useState(0);
	const [comments, setComments] = useState("");
	const [email, setEmail] = useState("");
	const [errors, setErrors] = useState<Errors>({});
	const [failure, setFailure] = useState<string | null>(null);
	const ratingLabelId = useId();
	const ratingErrorId = useId();
	const mutation = useMutation({
		mutationFn: submitFeedback,
		onError: (error) => {
			const found = error instanceof HttpError ? errorsFrom(error.errors) : {};
			setErrors(found);
			// A 400 that names fields is said under those fields; anything else, in the alert.
			setFailure(Object.values(found).some(Boolean) ? null : feedbackErrorMessage(error));
		},
	});

	if (mutation.isSuccess) {
		return <SentCard title="Feedback sent" message={mutation.data.message} />;
	}

	const check = (next: { rating?: number; comments?: string; email?: string }) => {
		const parsed = feedbackRequestSchema.safeParse({ rating, comments, email, ...next });
		return parsed.success ? {} : errorsFrom(parsed.error.issues);
	};
	const blur = (field: Field) => () => setErrors((current) => ({ ...current, [field]: check({})[field] }));

	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (mutation.isPending) return;
		const parsed = feedbackRequestSchema.safeParse({ rating: rating || undefined, comments, email });
		if (!parsed.success) {
			setErrors(errorsFrom(parsed.error.issues));
			return;
		}
		setErrors({});
		setFailure(null);
		mutation.mutate(parsed.data);
	};

	return (
		<form onSubmit={submit} noValidate>
			<Stack gap="md">
				<div
					role="radiogroup"
					aria-labelledby={ratingLabelId}
					aria-describedby={errors.rating ? ratingErrorId : undefined}
				>
					<Input.Label id={ratingLabelId} required>
						How would you rate Unnati?
					</Input.Label>
					<Rating
						size="xl"
						value={rating}
						onChange={(value) => {
							setRating(value);
							setErrors((current) => ({ ...current, rating: undefined }));
						}}
						// Mantine passes each star's value; 0 is its hidden "no rating" choice.
						getSymbolLabel={(value) =>
							value === 0 ? "No rating" : `${value} out of 5: ${RATING_WORDS[value - 1] ?? ""}`
						}
						name="rating"
						mt={4}
					/>
					{rating > 0 && (
						<Text size="sm" mt={4}>
							{RATING_WORDS[rating - 1]}
						</Text>
					)}
					{errors.rating && (
						<Input.Error id={ratingErrorId} mt={4}>
							{errors.rating}
						</Input.Error>
					)}
				</div>
				<Textarea
					label="Comments (optional)"
					name="comments"
					autosize
					minRows={4}
					value={comments}
					onChange={(event) => {
						const value = event.currentTarget.value;
						setComments(value);
						setErrors((current) =>
							current.comments ? { ...current, comments: check({ comments: value }).comments } : current,
						);
					}}
					onBlur={blur("comments")}
					error={errors.comments}
					inputWrapperOrder={belowInput}
					description={`${comments.length}/${FEEDBACK_COMMENTS_MAX}`}
				/>
				<TextInput
					label="Your email (optional)"
					description="Only if you would like us to answer."
					type="email"
					name="email"
					autoComplete="email"
					value={email}
					onChange={(event) => setEmail(event.currentTarget.value)}
					onBlur={blur("email")}
					error={errors.email}
				/>
				{failure && (
					<Alert color="red" variant="light" role="alert">
						{failure}
					</Alert>
				)}
				<Button type="submit" size="md" loading={mutation.isPending}>
					Send Feedback
				</Button>
			</Stack>
		</form>
	);
}
