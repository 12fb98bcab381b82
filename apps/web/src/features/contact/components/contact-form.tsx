import { Alert, Button, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import {
	CONTACT_MESSAGES,
	CONTACT_SUCCESS_CLEAR_MS,
	contactRequestSchema,
	MESSAGE_MAX,
	MESSAGE_WARN_AT,
	ORGANIZATION_MAX,
	ORGANIZATION_WARN_AT,
	sanitizePhoneInput,
} from "@unnati/contracts";
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { HttpError } from "../../../lib/http";
import { contactErrorMessage, submitContactRequest } from "../api";
import { CharCounter } from "./char-counter";
import {
	CONTACT_FIELDS,
	type ContactErrors,
	type ContactField,
	type ContactValues,
	checkContactField,
	contactErrorsFrom,
	emptyContactValues,
} from "./contact-fields";

/** Counter under the input, then the error: the counter stays next to what it counts. */
const belowInput = ["label", "input", "description", "error"] as (
	| "label"
	| "input"
	| "description"
	| "error"
)[];

/**
 * The /contactus form (SPEC §4, §5): each field is checked when it loses focus and all of them on
 * submit, with the contracts' rules; the server's 400 messages land on the same fields.
 */
export function ContactForm() {
	const [values, setValues] = useState<ContactValues>(emptyContactValues);
	const [errors, setErrors] = useState<ContactErrors>({});
	const [failure, setFailure] = useState<string | null>(null);
	const [modalOpen, setModalOpen] = useState(false);
	const [sent, setSent] = useState(false);
	const inputs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
	const navigate = useNavigate();

	const mutation = useMutation({
		mutationFn: submitContactRequest,
		onSuccess: () => {
			setValues(emptyContactValues);
			setErrors({});
			setSent(true);
			setModalOpen(true);
		},
		onError: (error) => {
			const found = error instanceof HttpError ? contactErrorsFrom(error.errors) : {};
			setErrors(found);
			// A 400 that names fields is said under those fields; anything else, in the alert.
			setFailure(Object.values(found).some(Boolean) ? null : contactErrorMessage(error));
		},
	});

	// SPEC §4: the success message clears after 5 s.
	useEffect(() => {
		if (!sent) return;
		const timer = setTimeout(() => setSent(false), CONTACT_SUCCESS_CLEAR_MS);
		return () => clearTimeout(timer);
	}, [sent]);

	const change = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
		const raw = event.currentTarget.value;
		const value = field === "contact" ? sanitizePhoneInput(raw) : raw;
		setValues((current) => ({ ...current, [field]: value }));
		// Once a message shows, it follows the typing, so it goes away as soon as the value is right.
		setErrors((current) =>
			current[field] ? { ...current, [field]: checkContactField(field, value) } : current,
		);
	};

	const blur = (field: ContactField) => () => {
		setErrors((current) => ({ ...current, [field]: checkContactField(field, values[field]) }));
	};

	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (mutation.isPending) return;
		const parsed = contactRequestSchema.safeParse(values);
		if (!parsed.success) {
			const found = contactErrorsFrom(parsed.error.issues);
			setErrors(found);
			const first = CONTACT_FIELDS.find((field) => found[field]);
			if (first) inputs.current[first]?.focus();
			return;
		}
		setErrors({});
		setSent(false);
		setFailure(null);
		mutation.mutate(parsed.data);
	};

	const common = (field: ContactField) => ({
		name: field,
		value: values[field],
		onChange: change(field),
		onBlur: blur(field),
		error: errors[field],
		withAsterisk: true,
		inputWrapperOrder: belowInput,
		ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
			inputs.current[field] = element;
		},
	});

	return (
		<>
			<form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
				<Stack gap="md">
					<Text id="contact-form-title" component="h2" fw={700} size="xl">
						Send us a message
					</Text>
					<TextInput {...common("email")} label="Email address" type="email" autoComplete="email" />
					<TextInput
						{...common("organization")}
						label="Organization"
						autoComplete="organization"
						description={
							<CharCounter
								length={values.organization.length}
								max={ORGANIZATION_MAX}
								warnAt={ORGANIZATION_WARN_AT}
							/>
						}
					/>
					<TextInput
						{...common("contact")}
						label="Phone number"
						type="tel"
						inputMode="tel"
						autoComplete="tel"
						placeholder="+919876543210"
					/>
					<Textarea
						{...common("message")}
						label="Message"
						autosize
						minRows={5}
						description={
							<CharCounter length={values.message.length} max={MESSAGE_MAX} warnAt={MESSAGE_WARN_AT} />
						}
					/>
					{failure && (
						<Alert color="red" variant="light" role="alert">
							{failure}
						</Alert>
					)}
					{sent && (
						<Alert color="green" variant="light" role="status">
							{CONTACT_MESSAGES.sentTitle} {CONTACT_MESSAGES.sentBody}
						</Alert>
					)}
					<Button type="submit" size="md" loading={mutation.isPending} disabled={mutation.isPending}>
						{mutation.isPending ? "Submitting..." : "Submit"}
					</Button>
				</Stack>
			</form>
			<Modal
				opened={modalOpen}
				onClose={() => setModalOpen(false)}
				title={CONTACT_MESSAGES.sentTitle}
				centered
			>
				<Text>{CONTACT_MESSAGES.sentBody}</Text>
				<Button mt="lg" fullWidth onClick={() => navigate(paths.landing)}>
					Continue
				</Button>
			</Modal>
		</>
	);
}
