import { Alert, Button, Stack } from "@mantine/core";
import { OTP_VALIDITY_SECONDS } from "@unnati/contracts";
import { useEffect } from "react";

/** SPEC §9: the 'OTP sent' confirmation moves on to verification after 2 s. */
export const OTP_SENT_ADVANCE_MS = 2000;

/** The 'OTP sent' confirmation (SPEC §4): moves on by itself after 2 s, or at once with Continue. */
export function OtpSentStep({ maskedEmail, onContinue }: { maskedEmail: string; onContinue: () => void }) {
	useEffect(() => {
		const timer = setTimeout(onContinue, OTP_SENT_ADVANCE_MS);
		return () => clearTimeout(timer);
	}, [onContinue]);

	return (
		<Stack gap="md">
			<Alert color="green" variant="light" role="status" title="OTP sent">
				We sent a 6-digit code to {maskedEmail}. It is valid for {OTP_VALIDITY_SECONDS / 60} minutes.
			</Alert>
			<Button onClick={onContinue}>Continue</Button>
		</Stack>
	);
}
