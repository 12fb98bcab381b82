import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { rollNumberSchema } from "@unnati/contracts";
import { type FormEvent, useState } from "react";
import { checkStudentEmail, forgotPasswordErrorMessage, sendResetOtp } from "../api";

export interface OtpRecipient {
	rollNumber: string;
	/** The masked address the code went to; the full one never reaches the browser. */
	maskedEmail: string;
}

/**
 * Step "enter roll number" (SPEC §4 "Forgot password"): checks the roll number, finds the student's
 * masked address (check-student-email) and mails the code to it (send-reset-otp).
 */
export function RollNumberStep({ onSent }: { onSent: (recipient: OtpRecipient) => void }) {
	const [rollNumber, setRollNumber] = useState("");
	const [fieldError, setFieldError] = useState<string | null>(null);
	const mutation = useMutation({
		mutationFn: async (roll: string): Promise<OtpRecipient> => {
			const { email } = await checkStudentEmail(roll);
			const sent = await sendResetOtp(roll, email);
			return { rollNumber: roll, maskedEmail: sent.email || email };
		},
		onSuccess: onSent,
	});

	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (mutation.isPending) return;
		const parsed = rollNumberSchema.safeParse(rollNumber);
		if (!parsed.success) {
			setFieldError(parsed.error.issues[0]?.message ?? null);
			return;
		}
		setFieldError(null);
		mutation.mutate(parsed.data);
	};

	return (
		<form onSubmit={submit} noValidate>
			<Stack gap="md">
				<TextInput
					label="Roll number"
					name="rollNumber"
					autoComplete="username"
					autoCapitalize="characters"
					value={rollNumber}
					onChange={(event) => {
						setRollNumber(event.currentTarget.value);
						setFieldError(null);
					}}
					error={fieldError}
				/>
				{mutation.isError && (
					<Alert color="red" variant="light">
						{forgotPasswordErrorMessage(mutation.error)}
					</Alert>
				)}
				<Button type="submit" disabled={mutation.isPending}>
					{mutation.isPending ? "Sending OTP..." : "Send OTP"}
				</Button>
			</Stack>
		</form>
	);
}
