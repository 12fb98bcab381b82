/** Every message the sign-in, signup and reset flows show, word for word (SPEC §5, §8). */
export const AUTH_MESSAGES = {
	loginFailed: "Invalid username or password.",
	mentorLoginFailed: "Invalid Fact ID or password.",
	loginSuccess: "Login successful!",
	loggingIn: "Logging In...",
	tooManyAttempts: "Too many failed sign-in attempts. Please wait 15 minutes and try again.",

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
	emailTaken: "An account with this email already exists.",

	signInRequired: "Please sign in to continue.",
	sessionExpired: "Your session has ended. Please sign in again.",
	forbidden: "You do not have access to this.",
	csrfRejected: "This request did not come from Unnati and was refused.",
} as const;

/** The signup screen's message for an HTTP error answer (SPEC §8). */
export const signupHttpError = (status: number, body: string) => `Error: ${status} - ${body}`;
