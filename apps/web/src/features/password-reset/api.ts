import { AUTH_MESSAGES } from "@unnati/contracts";
import { apiFetch, HttpError } from "../../lib/http";

interface Message {
	message: string;
}

const post = <T>(path: string, body: unknown) => apiFetch<T>(path, { method: "POST", body });

/** The address on record for a roll number, already masked by the server (SPEC §3). */
export const checkStudentEmail = (rollNumber: string) =>
	post<{ email: string }>("/api/auth/check-student-email", { rollNumber });

/** Mails a fresh 6-digit code (first send and resend); `email` is the masked address shown. */
export const sendResetOtp = (rollNumber: string, email?: string) =>
	post<{ message: string; email: string; expiresInSeconds: number }>("/api/auth/send-reset-otp", {
		rollNumber,
		...(email ? { email } : {}),
	});

export const verifyResetOtp = (rollNumber: string, otp: string) =>
	post<Message>("/api/auth/verify-reset-otp", { rollNumber, otp });

export const resetPasswordWithOtp = (rollNumber: string, otp: string, newPassword: string) =>
	post<Message>("/api/auth/reset-password-with-otp", { rollNumber, otp, newPassword });

/** Mails a single-use reset link valid 30 minutes; answers the same whether or not the address is known. */
export const requestResetLink = (email: string) => post<Message>("/api/auth/forgot-password", { email });

export const resetPasswordWithLink = (token: string, newPassword: string) =>
	post<Message>("/api/auth/reset-password", { token, newPassword });

/** The API's own message, if the failure was an answer that carried one. */
const serverMessage = (error: unknown) => (error instanceof HttpError ? error.serverMessage : undefined);

/** SPEC §8, forgot password: what the roll-number step says when checking or sending fails. */
export function forgotPasswordErrorMessage(error: unknown): string {
	if (error instanceof HttpError && error.status === 404) return AUTH_MESSAGES.rollNotFound;
	if (error instanceof HttpError && error.status === 400) return AUTH_MESSAGES.rollRejected;
	const message = serverMessage(error);
	// A message about the email would tell a stranger something about the student's address.
	if (message && /email/i.test(message)) return AUTH_MESSAGES.rollNotFound;
	return message || AUTH_MESSAGES.forgotFallback;
}

/** SPEC §8, verify OTP: 400 is a wrong or dead code; anything else says what the server said. */
export function verifyOtpErrorMessage(error: unknown): string {
	if (error instanceof HttpError && error.status === 400) return AUTH_MESSAGES.otpInvalid;
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
