import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { AUTH_MESSAGES, OTP_LENGTH, OTP_VALIDITY_SECONDS, sanitizeOtpInput } from "@unnati/contracts";
import { type FormEvent, useState } from "react";
import {
	otpResetErrorMessage,
	resetPasswordWithOtp,
	sendResetOtp,
	verifyOtpErrorMessage,
	verifyResetOtp,
} from "../api";
import { useCountdown } from "../use-countdown";
import { NewPasswordForm } from "./new-password-form";
import type { OtpRecipient } from "./roll-number-step";

interface OtpResetPanelProps extends OtpRecipient {
	onDone: () => void;
}

/**
 * The two-step panel of SPEC §4 "Password reset by OTP": step 1 verifies the code under a 300 s
 * countdown (with 'Resend OTP' once it runs out), step 2 sets the new password and can go back.
 * The countdown lives here, not in step 1, so going back to step 1 does not restart it.
 */
export function OtpResetPanel({ rollNumber, maskedEmail, onDone }: OtpResetPanelProps) {
	const [step, setStep] = useState<"verify" | "password">("verify");
	const [otp, setOtp] = useState("");
	const countdown = useCountdown(OTP_VALIDITY_SECONDS);

	const verify = useMutation({
		mutationFn: () => verifyResetOtp(rollNumber, otp),
		onSuccess: () => setStep("password"),
	});
	const resend = useMutation({
		mutationFn: () => sendResetOtp(rollNumber, maskedEmail),
		onSuccess: () => {
			notifications.show({ color: "green", message: AUTH_MESSAGES.otpResent, autoClose: 5000 });
			verify.reset();
			countdown.restart();
		},
	});
	const reset = useMutation({
		mutationFn: (newPassword: string) => resetPasswordWithOtp(rollNumber, otp, newPassword),
		onSuccess: onDone,
	});

	if (step === "password") {
		return (
			<Stack gap="md">
				<Text>Choose a new password for {rollNumber}.</Text>
				<NewPasswordForm
					pending={reset.isPending}
					serverError={reset.isError ? otpResetErrorMessage(reset.error) : null}
					onSubmit={(newPassword) => reset.mutate(newPassword)}
					secondaryAction={
						<Button
							variant="default"
							onClick={() => {
								reset.reset();
								setStep("verify");
							}}
						>
							Back
						</Button>
					}
				/>
			</Stack>
		);
	}

	const canVerify = otp.length === OTP_LENGTH && !verify.isPending;
	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (!canVerify) return;
		resend.reset();
		verify.mutate();
	};

	return (
		<form onSubmit={submit} noValidate>
			<Stack gap="md">
				<Text>
					Enter the {OTP_LENGTH}-digit code we sent to {maskedEmail}.
				</Text>
				<TextInput
					label="One-time code (OTP)"
					name="otp"
					inputMode="numeric"
					autoComplete="one-time-code"
					// No maxLength: a browser would cut a pasted "123 456" to "123 45"; sanitizing caps it at 6 digits.
					value={otp}
					onChange={(event) => setOtp(sanitizeOtpInput(event.currentTarget.value))}
					styles={{ input: { letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" } }}
				/>
				{countdown.expired ? (
					<Group justify="space-between">
						<Text c="red.8" fw={600} role="status">
							{AUTH_MESSAGES.otpExpired}
						</Text>
						<Button
							variant="light"
							onClick={() => {
								verify.reset();
								resend.mutate();
							}}
							disabled={resend.isPending}
						>
							{resend.isPending ? "Resending..." : "Resend OTP"}
						</Button>
					</Group>
				) : (
					<Text size="sm" c="dimmed">
						Code valid for <span style={{ fontVariantNumeric: "tabular-nums" }}>{countdown.display}</span>
					</Text>
				)}
				{(verify.isError || resend.isError) && (
					<Alert color="red" variant="light">
						{resend.isError ? AUTH_MESSAGES.otpResendFailed : verifyOtpErrorMessage(verify.error)}
					</Alert>
				)}
				<Button type="submit" disabled={!canVerify}>
					{verify.isPending ? "Verifying..." : "Verify OTP"}
				</Button>
			</Stack>
		</form>
	);
}
