import { Anchor, Button, Collapse, Divider, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { AuthPage } from "../../../components/auth-page";
import { OtpResetPanel } from "../components/otp-reset-panel";
import { OtpSentStep } from "../components/otp-sent-step";
import { RequestLinkForm } from "../components/request-link-form";
import { ResetSuccess } from "../components/reset-success";
import { type OtpRecipient, RollNumberStep } from "../components/roll-number-step";

type Phase =
	| { step: "roll" }
	| ({ step: "sent" } & OtpRecipient)
	| ({ step: "otp" } & OtpRecipient)
	| { step: "done" };

const descriptions: Record<Phase["step"], string> = {
	roll: "Students: enter your roll number and we will email you a one-time code.",
	sent: "Check your email for the code.",
	otp: "Verify the code, then choose a new password.",
	done: "All set.",
};

/**
 * /forgot-password (SPEC §4 "Forgot password"): roll number → 'OTP sent' → the OTP panel → success.
 * Staff without a roll number ask for a reset link by email instead.
 */
export function ForgotPasswordScreen() {
	const [phase, setPhase] = useState<Phase>({ step: "roll" });
	const [linkFormOpen, linkForm] = useDisclosure(false);

	const continueToOtp = useCallback(
		() => setPhase((current) => (current.step === "sent" ? { ...current, step: "otp" } : current)),
		[],
	);

	return (
		<AuthPage title="Forgot password" description={descriptions[phase.step]}>
			<Stack mt="lg" gap="md">
				{phase.step === "roll" && (
					<>
						<RollNumberStep onSent={(recipient) => setPhase({ step: "sent", ...recipient })} />
						<Divider label="No roll number?" labelPosition="center" />
						<Text size="sm" c="dimmed">
							College staff, mentors and everyone else can reset their password with a link sent to their
							email address.
						</Text>
						<Button variant="subtle" onClick={linkForm.toggle} aria-expanded={linkFormOpen}>
							{linkFormOpen ? "Hide the reset link form" : "Reset by email link instead"}
						</Button>
						<Collapse in={linkFormOpen}>
							<RequestLinkForm />
						</Collapse>
					</>
				)}
				{phase.step === "sent" && <OtpSentStep maskedEmail={phase.maskedEmail} onContinue={continueToOtp} />}
				{phase.step === "otp" && (
					<OtpResetPanel
						rollNumber={phase.rollNumber}
						maskedEmail={phase.maskedEmail}
						onDone={() => setPhase({ step: "done" })}
					/>
				)}
				{phase.step === "done" && <ResetSuccess />}
				{phase.step !== "done" && (
					<Group justify="center">
						<Anchor component={Link} to={paths.login} size="sm">
							Back to login
						</Anchor>
					</Group>
				)}
			</Stack>
		</AuthPage>
	);
}
