import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { AUTH_MESSAGES, FREE_TRIAL_DAYS, type SignupRequest, signupFormSchema } from "@unnati/contracts";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { PasswordField } from "../../../components/password-field";
import { HttpError } from "../../../lib/http";
import { register, signupErrorMessage } from "../api";
import type { SignupRole } from "./role-benefits";

const fields = ["username", "email", "phone", "password", "confirmPassword"] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const empty: Values = { username: "", email: "", phone: "", password: "", confirmPassword: "" };

/** The first message for each field, from zod's issues (path arrays) or the API's errors ("email"). */
function firstErrorPerField(issues: readonly { path: unknown; message: string }[]): FieldErrors {
	const errors: FieldErrors = {};
	for (const issue of issues) {
		const key = Array.isArray(issue.path) ? String(issue.path[0]) : String(issue.path).split(".")[0];
		const field = fields.find((name) => name === key);
		if (field) errors[field] ??= issue.message;
	}
	return errors;
}

/** The signup form of SPEC §2 for a student or a college, checked with the contract's signupFormSchema. */
export function SignupForm({ role }: { role: SignupRole }) {
	const [values, setValues] = useState<Values>(empty);
	const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
	const navigate = useNavigate();
	const mutation = useMutation({
		mutationFn: register,
		onSuccess: (failure) => {
			if (failure) return;
			notifications.show({
				color: "green",
				title: AUTH_MESSAGES.registered,
				message: `Your ${FREE_TRIAL_DAYS}-day free trial has started. Please sign in.`,
			});
			navigate(paths.login);
		},
		onError: (error) => {
			if (error instanceof HttpError) setFieldErrors(firstErrorPerField(error.errors));
		},
	});
	const formError = mutation.isError ? signupErrorMessage(mutation.error) : mutation.data;

	const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
		const value = event.currentTarget.value;
		setValues((current) => ({ ...current, [field]: value }));
		setFieldErrors((current) => ({ ...current, [field]: undefined }));
	};

	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (mutation.isPending) return;
		const parsed = signupFormSchema.safeParse({ ...values, role });
		if (!parsed.success) {
			const errors = firstErrorPerField(parsed.error.issues);
			// zod runs the schema's match check only once every field is valid; say it at once.
			if (values.password !== values.confirmPassword)
				errors.confirmPassword ??= AUTH_MESSAGES.passwordsMismatch;
			setFieldErrors(errors);
			return;
		}
		setFieldErrors({});
		const { confirmPassword: _confirmation, ...request } = parsed.data;
		mutation.mutate(request satisfies SignupRequest);
	};

	return (
		<form onSubmit={submit} noValidate>
			<Stack gap="md" mt="lg">
				<TextInput
					label={role === "college" ? "College or university name" : "Full name"}
					name="username"
					autoComplete={role === "college" ? "organization" : "name"}
					value={values.username}
					onChange={set("username")}
					error={fieldErrors.username}
				/>
				<TextInput
					label="Email"
					type="email"
					name="email"
					autoComplete="email"
					value={values.email}
					onChange={set("email")}
					error={fieldErrors.email}
				/>
				<TextInput
					label="Phone number"
					type="tel"
					name="phone"
					autoComplete="tel"
					value={values.phone}
					onChange={set("phone")}
					error={fieldErrors.phone}
				/>
				<PasswordField
					label="Password"
					name="password"
					autoComplete="new-password"
					description="At least 8 characters, including a letter and a digit."
					value={values.password}
					onChange={set("password")}
					error={fieldErrors.password}
				/>
				<PasswordField
					label="Confirm password"
					name="confirmPassword"
					autoComplete="new-password"
					value={values.confirmPassword}
					onChange={set("confirmPassword")}
					error={fieldErrors.confirmPassword}
				/>
				<Text size="sm" c="dimmed">
					Your account starts with a {FREE_TRIAL_DAYS}-day free trial, at no charge.
				</Text>
				{formError && (
					<Alert color="red" variant="light">
						{formError}
					</Alert>
				)}
				<Button type="submit" size="md" disabled={mutation.isPending}>
					{mutation.isPending ? "Signing Up..." : "Sign Up"}
				</Button>
				<Text ta="center" size="sm">
					<Anchor component={Link} to={paths.signup}>
						Choose another account type
					</Anchor>
					{" · "}
					<Anchor component={Link} to={paths.login}>
						Back to login
					</Anchor>
				</Text>
			</Stack>
		</form>
	);
}
