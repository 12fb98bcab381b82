import { AUTH_MESSAGES, passwordResetEndpoints } from "@unnati/contracts/auth";
import { callApi } from "../../lib/api-client";
import { HttpError } from "../../lib/http-error";

/** The address on record for a roll number, already masked by the server (SPEC §3). */
export const checkStudentEmail = (rollNumber: string) =>
	callApi(passwordResetEndpoints.checkStudentEmail, { body: { rollNumber } });

/** Mails a fresh 6-digit code (first send and resend); `email` is the masked address shown. */
export const sendResetOtp = (rollNumber: string, email?: string) =>
	callApi(passwordResetEndpoints.sendResetOtp, { body: { rollNumber, ...(email ? { email } : {}) } });

export const verifyResetOtp = (rollNumber: string, otp: string) =>
	callApi(passwordResetEndpoints.verifyResetOtp, { body: { rollNumber, otp } });

export const resetPasswordWithOtp = (rollNumber: string, otp: string, newPassword: string) =>
	callApi(passwordResetEndpoints.resetPasswordWithOtp, { body: { rollNumber, otp, newPassword } });

/** Mails a single-use reset link valid 30 minutes; answers the same whether or not the address is known. */
export const requestResetLink = (email: string) =>
	callApi(passwordResetEndpoints.forgotPassword, { body: { email } });

export const resetPasswordWithLink = (token: string, newPassword: string) =>
	callApi(passwordResetEndpoints.resetPassword, { body: { token, newPassword } });

/** The API's error code, if the failure was an answer that carried one. */
const codeOf = (error: unknown) => (error instanceof HttpError ? error.code : undefined);
/** The API's own message, if the failure was an answer that carried one. */
const serverMessage = (error: unknown) => (error instanceof HttpError ? error.serverMessage : undefined);

/** SPEC §8, forgot password: what the roll-number step says when checking or sending fails. */
export function forgotPasswordErrorMessage(error: unknown): string {
	switch (codeOf(error)) {
		case "ROLL_NUMBER_NOT_FOUND":
			return AUTH_MESSAGES.rollNotFound;
		case "VALIDATION_FAILED":
		case "BAD_REQUEST":
		// Not the server's words: they are about the address on record, which a stranger must not learn.
		case "RESET_EMAIL_MISMATCH":
			return AUTH_MESSAGES.rollRejected;
	}
	const message = serverMessage(error);
	// SPEC §8 shows any other message as given, except one that mentions the email (same reason).
	if (message && /email/i.test(message)) return AUTH_MESSAGES.rollNotFound;
	return message || AUTH_MESSAGES.forgotFallback;
}

/** SPEC §8, verify OTP: a wrong, dead or malformed code has one message; anything else says what the server said. */
export function verifyOtpErrorMessage(error: unknown): string {
	switch (codeOf(error)) {
		case "OTP_WRONG":
		case "OTP_EXPIRED":
		case "VALIDATION_FAILED":
			return AUTH_MESSAGES.otpInvalid;
	}
	return serverMessage(error) || AUTH_MESSAGES.genericError;
}

/** SPEC §8, OTP-flow reset failure: the server's message, else the generic one. */
export function otpResetErrorMessage(error: unknown): string {
	return serverMessage(error) || AUTH_MESSAGES.genericError;
}

/** SPEC §8, reset by link: the server's message, else a hint to ask for a new link. */
export function linkResetErrorMessage(error: unknown): string {
	return serverMessage(error) || AUTH_MESSAGES.resetLinkFallback;
}
