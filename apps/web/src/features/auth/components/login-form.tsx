import { Alert, Anchor, Button, Checkbox, Group, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
	AUTH_MESSAGES,
	HOME_BY_ROLE,
	type LoginType,
	loginRequestSchema,
	mentorLoginRequestSchema,
	REMEMBER_ME_DAYS,
} from "@unnati/contracts";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { PasswordField } from "../../../components/password-field";
import { useGoBack } from "../../../lib/use-go-back";
import { login, loginErrorMessage, mentorLogin } from "../api";
import type { AccountType, LoginScreenConfig } from "../login-config";
import { safeNextPath } from "../next-path";
import { AccountTypePicker } from "./account-type-picker";

type Credentials =
	| { kind: "mentor"; factId: string; password: string; rememberMe: boolean }
	| { kind: "user"; username: string; password: string; loginType: LoginType; rememberMe: boolean };

interface FieldErrors {
	identifier?: string;
	password?: string;
}

/** The account type whose home the `next` path lies under, so a redirected visitor finds it chosen. */
function initialAccountType(
	types: readonly [AccountType, ...AccountType[]],
	next: string | null,
): AccountType {
	const under = (home: string) =>
		next !== null && (next === home || next.startsWith(`${home}/`) || next.startsWith(`${home}?`));
	return types.find((type) => under(HOME_BY_ROLE[type.role])) ?? types[0];
}

/** Checks the fields with the contract's schemas; returns what to send, or the messages to show. */
function validate(
	type: AccountType,
	identifier: string,
	password: string,
	rememberMe: boolean,
): { credentials: Credentials } | { errors: FieldErrors } {
	const parsed =
		type.loginType === "mentor"
			? mentorLoginRequestSchema.safeParse({ factId: identifier, password, rememberMe })
			: loginRequestSchema.safeParse({
					username: identifier,
					password,
					loginType: type.loginType,
					rememberMe,
				});
	if (!parsed.success) {
		const errors: FieldErrors = {};
		for (const issue of parsed.error.issues) {
			const field = issue.path[0] === "password" ? "password" : "identifier";
			errors[field] ??= issue.message;
		}
		return { errors };
	}
	const data = parsed.data;
	return {
		credentials:
			"factId" in data
				? { kind: "mentor", factId: data.factId, password: data.password, rememberMe }
				: { kind: "user", username: data.username, password, loginType: data.loginType, rememberMe },
	};
}

/** Both answers name the home screen to go to; nothing else of them is needed here. */
function signIn(credentials: Credentials): Promise<{ home: string }> {
	if (credentials.kind === "mentor") {
		const { factId, password, rememberMe } = credentials;
		return mentorLogin({ factId, password, rememberMe });
	}
	const { username, password, loginType, rememberMe } = credentials;
	return login({ username, password, loginType, rememberMe });
}

/**
 * The sign-in form every login screen shares (SPEC §4 "Login forms"): idle → submitting
 * ('Logging In...') → error, or success ('Login successful!') and on to the role's home screen,
 * or to a same-site `?next=` path.
 */
export function LoginForm({
	config,
	withSignupLink = false,
}: {
	config: LoginScreenConfig;
	withSignupLink?: boolean;
}) {
	const [searchParams] = useSearchParams();
	const next = safeNextPath(searchParams.get("next"));
	const [accountType, setAccountType] = useState(() => initialAccountType(config.accountTypes, next));
	const [identifier, setIdentifier] = useState("");
	const [password, setPassword] = useState("");
	const [rememberMe, setRememberMe] = useState(false);
	const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
	const navigate = useNavigate();
	const goBack = useGoBack();
	const queryClient = useQueryClient();

	const mutation = useMutation({
		mutationFn: signIn,
		onSuccess: async (response) => {
			notifications.show({ color: "green", message: AUTH_MESSAGES.loginSuccess });
			// Whatever was cached belonged to whoever was signed in before.
			queryClient.removeQueries();
			await navigate(next ?? response.home, { replace: true });
		},
	});
	const submitting = mutation.isPending || mutation.isSuccess;
	const isMentor = accountType.loginType === "mentor";

	const chooseType = (loginType: AccountType["loginType"]) => {
		const chosen = config.accountTypes.find((type) => type.loginType === loginType);
		if (!chosen) return;
		setAccountType(chosen);
		setFieldErrors({});
		mutation.reset();
	};

	const onSubmit = (event: FormEvent) => {
		event.preventDefault();
		if (submitting) return;
		const result = validate(accountType, identifier, password, rememberMe);
		if ("errors" in result) {
			setFieldErrors(result.errors);
			return;
		}
		setFieldErrors({});
		mutation.mutate(result.credentials);
	};

	return (
		<form onSubmit={onSubmit} noValidate>
			<Stack gap="md" mt="lg">
				{config.accountTypes.length > 1 && (
					<AccountTypePicker
						accountTypes={config.accountTypes}
						value={accountType.loginType}
						onChange={chooseType}
						disabled={submitting}
					/>
				)}
				<TextInput
					label={accountType.identifierLabel}
					name={isMentor ? "factId" : "username"}
					type={accountType.identifierLabel === "Email" ? "email" : "text"}
					autoComplete="username"
					value={identifier}
					onChange={(event) => setIdentifier(event.currentTarget.value)}
					error={fieldErrors.identifier}
				/>
				<PasswordField
					label="Password"
					name="password"
					autoComplete="current-password"
					value={password}
					onChange={(event) => setPassword(event.currentTarget.value)}
					error={fieldErrors.password}
				/>
				<Group justify="space-between" gap="xs">
					<Checkbox
						label={`Keep me signed in for ${REMEMBER_ME_DAYS} days`}
						checked={rememberMe}
						onChange={(event) => setRememberMe(event.currentTarget.checked)}
					/>
					<Anchor component={Link} to={paths.forgotPassword} size="sm">
						Forgot password?
					</Anchor>
				</Group>

				{mutation.isError && (
					<Alert color="red" variant="light">
						{loginErrorMessage(mutation.error, isMentor)}
					</Alert>
				)}

				<Button type="submit" size="md" fullWidth disabled={submitting}>
					{submitting ? AUTH_MESSAGES.loggingIn : "Login"}
				</Button>

				<Group justify="space-between" gap="xs">
					<Button variant="default" onClick={goBack}>
						Back
					</Button>
					<Group gap="md">
						{withSignupLink && (
							<Anchor component={Link} to={paths.signup} size="sm">
								Sign up
							</Anchor>
						)}
						<Anchor component={Link} to={paths.contact} size="sm">
							Contact Us
						</Anchor>
					</Group>
				</Group>
			</Stack>
		</form>
	);
}
