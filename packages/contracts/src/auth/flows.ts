import { z } from "zod";
import { AUTH_MESSAGES } from "./messages";
import {
	OTP_LENGTH,
	RESET_PASSWORD_MIN_LENGTH,
	ROLL_NUMBER_MIN_LENGTH,
	SIGNUP_PASSWORD_MIN_LENGTH,
} from "./schemas";

/** Roll number of the forgot-password flow (SPEC §5): required, at least 6 characters, letters and digits only. */
export const rollNumberSchema = z
	.string({ error: AUTH_MESSAGES.rollRequired })
	.trim()
	.min(1, { error: AUTH_MESSAGES.rollRequired, abort: true })
	.min(ROLL_NUMBER_MIN_LENGTH, { error: AUTH_MESSAGES.rollFormat, abort: true })
	.max(32, { error: AUTH_MESSAGES.rollFormat })
	.regex(/^[A-Za-z0-9]+$/, { error: AUTH_MESSAGES.rollFormat })
	.transform((roll) => roll.toUpperCase());

/** A one-time code: exactly 6 digits (SPEC §5, §9). */
export const otpSchema = z
	.string({ error: AUTH_MESSAGES.otpInvalid })
	.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: AUTH_MESSAGES.otpInvalid });

/** New password in either reset flow: at least 6 characters (SPEC §5, §9). */
export const resetPasswordValueSchema = z
	.string({ error: AUTH_MESSAGES.passwordTooShort })
	.min(RESET_PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
	.max(256, { error: "Password must be at most 256 characters long" });

/** Keeps only digits, at most 6: what the OTP input does with each keystroke or paste (SPEC §5). */
export const sanitizeOtpInput = (value: string) => value.replace(/\D/g, "").slice(0, OTP_LENGTH);

export const checkStudentEmailRequestSchema = z
	.object({ rollNumber: rollNumberSchema })
	.meta({ id: "CheckStudentEmail" });
/** The address on record, already masked: the full address never leaves the server. */
export const checkStudentEmailResponseSchema = z.object({ email: z.string() });

export const sendResetOtpRequestSchema = z
	.object({
		rollNumber: rollNumberSchema,
		/** The masked address check-student-email showed (or the full one); optional: the code goes to the address on record. */
		email: z.string().max(254).optional(),
	})
	.meta({ id: "SendResetOtp" });
export const sendResetOtpResponseSchema = z.object({
	message: z.string(),
	email: z.string(),
	expiresInSeconds: z.number().int(),
});

export const verifyResetOtpRequestSchema = z
	.object({ rollNumber: rollNumberSchema, otp: otpSchema })
	.meta({ id: "VerifyResetOtp" });

export const resetPasswordWithOtpRequestSchema = z
	.object({ rollNumber: rollNumberSchema, otp: otpSchema, newPassword: resetPasswordValueSchema })
	.meta({ id: "ResetPasswordWithOtp" });

export const requestResetLinkSchema = z
	.object({ email: z.email({ error: "Please enter a valid email address." }).max(254) })
	.meta({ id: "RequestResetLink" });

export const resetPasswordRequestSchema = z
	.object({
		token: z
			.string({ error: AUTH_MESSAGES.resetTokenMissing })
			.min(1, { error: AUTH_MESSAGES.resetTokenMissing })
			.max(512),
		newPassword: resetPasswordValueSchema,
	})
	.meta({ id: "ResetPassword" });

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: "Message" });

/** Signup (SPEC §5): a student or a college; `username` is the person's or the college's name. */
export const SIGNUP_ROLE_VALUES = ["student", "college"] as const;
export const signupRequestSchema = z
	.object({
		username: z
			.string({ error: "Name is required." })
			.trim()
			.min(1, { error: "Name is required.", abort: true })
			.min(2, { error: "Name must be at least 2 characters long." })
			.max(100, { error: "Name must be less than 100 characters." }),
		email: z
			.string({ error: "Email is required." })
			.trim()
			.min(1, { error: "Email is required.", abort: true })
			.pipe(z.email({ error: "Please enter a valid email address." }).max(254)),
		phone: z
			.string({ error: "Phone number is required." })
			.trim()
			.min(1, { error: "Phone number is required.", abort: true })
			.regex(/^\+?\d{10,15}$/, { error: "Please enter a valid phone number (10-15 digits)." }),
		password: z
			.string({ error: "Password is required." })
			.min(1, { error: "Password is required.", abort: true })
			.min(SIGNUP_PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.signupPasswordRule, abort: true })
			.max(256)
			.regex(/[A-Za-z]/, { error: AUTH_MESSAGES.signupPasswordRule })
			.regex(/\d/, { error: AUTH_MESSAGES.signupPasswordRule }),
		role: z
			.string({ error: "Please choose student or college." })
			.transform((role) =>
				role
					.trim()
					.toLowerCase()
					.replace(/^role_/, ""),
			)
			.pipe(z.enum(SIGNUP_ROLE_VALUES, { error: "Please choose student or college." })),
	})
	.meta({ id: "SignupRequest" });

/** The browser's signup form adds the confirmation, checked only in the browser. */
export const signupFormSchema = signupRequestSchema
	.extend({ confirmPassword: z.string() })
	.refine((form) => form.password === form.confirmPassword, {
		path: ["confirmPassword"],
		error: AUTH_MESSAGES.passwordsMismatch,
	});

export type SignupRequest = z.input<typeof signupRequestSchema>;
