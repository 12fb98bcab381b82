import { Alert, Button, Group, Stack } from "@mantine/core";
import { AUTH_MESSAGES, resetPasswordValueSchema } from "@unnati/contracts";
import { type FormEvent, type ReactNode, useState } from "react";
import { PasswordField } from "../../../components/password-field";

interface NewPasswordFormProps {
	onSubmit: (newPassword: string) => void;
	pending: boolean;
	/** The server's answer when setting the password failed. */
	serverError: string | null;
	/** Beside the submit button, e.g. Back to the code step. */
	secondaryAction?: ReactNode;
}

/** What is wrong with the pair, checked in SPEC §5's order: they must match, then be long enough. */
function problemWith(newPassword: string, confirmation: string): string | null {
	if (newPassword !== confirmation) return AUTH_MESSAGES.passwordsMismatch;
	const parsed = resetPasswordValueSchema.safeParse(newPassword);
	return parsed.success ? null : (parsed.error.issues[0]?.message ?? AUTH_MESSAGES.passwordTooShort);
}

/**
 * The new password and its confirmation, for both resets (SPEC §5): both required (submit stays
 * disabled while either is empty), both with show/hide, errors in a red box above the submit button.
 */
export function NewPasswordForm({ onSubmit, pending, serverError, secondaryAction }: NewPasswordFormProps) {
	const [newPassword, setNewPassword] = useState("");
	const [confirmation, setConfirmation] = useState("");
	const [problem, setProblem] = useState<string | null>(null);
	const error = problem ?? serverError;

	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (pending || newPassword === "" || confirmation === "") return;
		const found = problemWith(newPassword, confirmation);
		setProblem(found);
		if (!found) onSubmit(newPassword);
	};

	return (
		<form onSubmit={submit} noValidate>
			<Stack gap="md">
				<PasswordField
					label="New password"
					name="new-password"
					autoComplete="new-password"
					value={newPassword}
					onChange={(event) => {
						setNewPassword(event.currentTarget.value);
						setProblem(null);
					}}
				/>
				<PasswordField
					label="Confirm new password"
					name="confirm-password"
					autoComplete="new-password"
					value={confirmation}
					onChange={(event) => {
						setConfirmation(event.currentTarget.value);
						setProblem(null);
					}}
				/>
				{error && (
					<Alert color="red" variant="light">
						{error}
					</Alert>
				)}
				<Group justify={secondaryAction ? "space-between" : "flex-end"}>
					{secondaryAction}
					<Button type="submit" disabled={pending || newPassword === "" || confirmation === ""}>
						{pending ? "Resetting..." : "Reset Password"}
					</Button>
				</Group>
			</Stack>
		</form>
	);
}
