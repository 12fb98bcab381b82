import { Alert, Anchor, Group, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { AUTH_MESSAGES } from "@unnati/contracts";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { AuthPage } from "../../../components/auth-page";
import { linkResetErrorMessage, resetPasswordWithLink } from "../api";
import { NewPasswordForm } from "../components/new-password-form";
import { RequestLinkForm } from "../components/request-link-form";
import { ResetSuccess } from "../components/reset-success";

/** /reset-password?token=… (SPEC §4 "Password reset by link"): invalid (no token), form, success. */
export function ResetPasswordScreen() {
	const [searchParams] = useSearchParams();
	const token = searchParams.get("token")?.trim() ?? "";
	const mutation = useMutation({
		mutationFn: (newPassword: string) => resetPasswordWithLink(token, newPassword),
	});

	if (token === "") {
		return (
			<AuthPage title="Reset password">
				<Stack gap="md" mt="lg">
					<Alert color="red" variant="light" title={AUTH_MESSAGES.resetTokenMissing}>
						{AUTH_MESSAGES.resetLinkInvalid}
					</Alert>
					<Text size="sm">Enter your email address and we will send you a new link.</Text>
					<RequestLinkForm />
					<BackToLogin />
				</Stack>
			</AuthPage>
		);
	}

	return (
		<AuthPage
			title="Reset password"
			description={mutation.isSuccess ? undefined : "Choose a new password for your Unnati account."}
		>
			{mutation.isSuccess ? (
				<ResetSuccess />
			) : (
				<Stack gap="md" mt="lg">
					<NewPasswordForm
						pending={mutation.isPending}
						serverError={mutation.isError ? linkResetErrorMessage(mutation.error) : null}
						onSubmit={(newPassword) => mutation.mutate(newPassword)}
					/>
					{mutation.isError && (
						<Text size="sm">
							Link no longer working?{" "}
							<Anchor component={Link} to={paths.forgotPassword}>
								Request a new reset link
							</Anchor>
						</Text>
					)}
					<BackToLogin />
				</Stack>
			)}
		</AuthPage>
	);
}

function BackToLogin() {
	return (
		<Group justify="center">
			<Anchor component={Link} to={paths.login} size="sm">
				Back to login
			</Anchor>
		</Group>
	);
}
