import { Alert, Button, Stack, Text } from "@mantine/core";
import { AUTH_MESSAGES } from "@unnati/contracts";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";

/** SPEC §9: after a reset succeeds, the flow goes to the login screen after 3 s. */
export const RESET_REDIRECT_MS = 3000;

/** The success screen of both resets: 'Back to Login', or on to /login by itself after 3 s. */
export function ResetSuccess() {
	const navigate = useNavigate();

	useEffect(() => {
		const timer = setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_MS);
		return () => clearTimeout(timer);
	}, [navigate]);

	return (
		<Stack gap="md" mt="lg">
			<Alert color="green" variant="light" role="status" title="Password reset successful">
				{AUTH_MESSAGES.passwordResetDone}
			</Alert>
			<Text size="sm" c="dimmed">
				Taking you to the login screen…
			</Text>
			<Button onClick={() => navigate(paths.login, { replace: true })}>Back to Login</Button>
		</Stack>
	);
}
