/** Every message the sign-in, signup and reset flows show, word for word (SPEC §5, §8). */
export const AUTH_MESSAGES = {
	loginFailed: "Invalid username or password.",
	mentorLoginFailed: "Invalid Fact ID or password.",
	loginSuccess: "Login successful!",
	loggingIn: "Logging In...",
	tooManyAttempts: "Too many failed sign-in attempts. Please wait a few minutes and try again.",

	rollRequired: "Please enter your roll number.",
	rollFormat: "Invalid roll number format. Please enter a valid roll number.",
	rollNotFound: "Invalid roll number. Please enter the correct roll number.",
	rollRejected: "Invalid roll number format. Please check your roll number and try again.",
	forgotFallback:
		"Unable to process your request. Please verify your roll number or contact your college for assistance.",

	otpInvalid: "Invalid or expired OTP. Please try again.",
	otpExpired: "OTP expired",
	otpResent: "OTP resent successfully!",
	otpResendFailed: "Failed to resend OTP. Please try again.",
	otpTooManySends: "Too many codes requested for this roll number. Please try again in an hour.",
	genericError: "An error occurred. Please try again.",

	passwordsMismatch: "Passwords do not match",
	passwordTooShort: "Password must be at least 6 characters long",
	signupPasswordRule: "Password must be at least 8 characters long and contain a letter and a digit.",

	resetTokenMissing: "Invalid or missing reset token.",
	resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
	resetLinkFallback: "An error occurred. Please try again or request a new reset link.",
	resetLinkSent:
		"If an account uses that email address, a reset link is on its way. It is valid for 30 minutes.",
	passwordResetDone: "Your password has been reset. Please sign in with your new password.",

	registered: "User registered successfully!",
	signupFailed: "Signup failed. Please try again.",
	signupNoResponse: "An error occurred during signup. Please try again later.",

	signInRequired: "Please sign in to continue.",
	sessionExpired: "Your session has ended. Please sign in again.",
	forbidden: "You do not have access to this.",
	csrfRejected: "This request did not come from Unnati and was refused.",
} as const;

/** The signup screen's message for an HTTP error answer (SPEC §8). */
export const signupHttpError = (status: number, body: string) => `Error: ${status} - ${body}`;

/** "8 seconds", "1 minute", "15 minutes": a wait in the unit a person reads it in, rounded up. */
export function waitPhrase(seconds: number): string {
	const whole = Math.max(1, Math.ceil(seconds));
	if (whole < 60) return whole === 1 ? "1 second" : `${whole} seconds`;
	const minutes = Math.ceil(whole / 60);
	return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** The 429 of a login refused by a limit, saying how long to wait (the Retry-After header says it too). */
export const loginRetryMessage = (why: "account" | "network", retryAfterSeconds: number) =>
	why === "account"
		? `Too many failed sign-in attempts for this account. Please try again in ${waitPhrase(retryAfterSeconds)}.`
		: `Too many failed sign-in attempts from your network. Please try again in ${waitPhrase(retryAfterSeconds)}.`;

/** The 429 of a roll-number lookup refused by a limit. */
export const lookupRetryMessage = (retryAfterSeconds: number) =>
	`Too many roll number lookups. Please try again in ${waitPhrase(retryAfterSeconds)}.`;
