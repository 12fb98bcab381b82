import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { AUTH_MESSAGES, requestResetLinkSchema } from "@unnati/contracts";
import { type FormEvent, useState } from "react";
import { linkResetErrorMessage, requestResetLink } from "../api";

/**
 * Asks for a reset link by email (POST /api/auth/forgot-password), for staff without a roll number
 * and for anyone whose link has expired. The server answers the same for unknown addresses.
 */
export function RequestLinkForm() {
	const [email, setEmail] = useState("");
	const [fieldError, setFieldError] = useState<string | null>(null);
	const mutation = useMutation({ mutationFn: requestResetLink });

	const submit = (event: FormEvent) => {
		event.preventDefault();
		const parsed = requestResetLinkSchema.safeParse({ email: email.trim() });
		if (!parsed.success) {
			setFieldError(parsed.error.issues[0]?.message ?? "Please enter a valid email address.");
			return;
		}
		setFieldError(null);
		mutation.mutate(parsed.data.email);
	};

	return (
		<form onSubmit={submit} noValidate>
			<Stack gap="sm">
				<TextInput
					label="Email address"
					type="email"
					name="email"
					autoComplete="email"
					value={email}
					onChange={(event) => setEmail(event.currentTarget.value)}
					error={fieldError}
				/>
				{mutation.isSuccess && (
					<Alert color="green" variant="light" role="status">
						{mutation.data.message || AUTH_MESSAGES.resetLinkSent}
					</Alert>
				)}
				{mutation.isError && (
					<Alert color="red" variant="light">
						{linkResetErrorMessage(mutation.error)}
					</Alert>
				)}
				<Button type="submit" variant="light" disabled={mutation.isPending}>
					{mutation.isPending ? "Sending..." : "Email me a reset link"}
				</Button>
			</Stack>
		</form>
	);
}
