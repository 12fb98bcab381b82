import { describe, expect, it } from "vitest";
import { HttpError } from "../../lib/http-error";
import {
	forgotPasswordErrorMessage,
	linkResetErrorMessage,
	otpResetErrorMessage,
	verifyOtpErrorMessage,
} from "./api";

const answered = (status: number, code: string, message: string) =>
	new HttpError(status, message, [], { serverMessage: message, code });
const unreadable = (status: number) => new HttpError(status, `Request failed with status ${status}`);
const noResponse = new TypeError("Failed to fetch");

describe("forgotPasswordErrorMessage (SPEC §8)", () => {
	it.each([
		[
			"an unknown roll number",
			answered(404, "ROLL_NUMBER_NOT_FOUND", "No such student"),
			"Invalid roll number. Please enter the correct roll number.",
		],
		[
			"a malformed roll number",
			answered(400, "VALIDATION_FAILED", "Invalid request"),
			"Invalid roll number format. Please check your roll number and try again.",
		],
		[
			"an address that is not the one on record, without the server's words about it",
			answered(400, "RESET_EMAIL_MISMATCH", "The email does not match the one on record"),
			"Invalid roll number format. Please check your roll number and try again.",
		],
		[
			"another server message about the email",
			answered(500, "INTERNAL", "The Email on record could not be used"),
			"Invalid roll number. Please enter the correct roll number.",
		],
		[
			"any other server message, as given",
			answered(
				429,
				"RATE_LIMITED",
				"Too many codes requested for this roll number. Please try again in an hour.",
			),
			"Too many codes requested for this roll number. Please try again in an hour.",
		],
		[
			"an answer without a message",
			unreadable(502),
			"Unable to process your request. Please verify your roll number or contact your college for assistance.",
		],
		[
			"no answer at all",
			noResponse,
			"Unable to process your request. Please verify your roll number or contact your college for assistance.",
		],
	])("maps %s", (_case, error, expected) => {
		expect(forgotPasswordErrorMessage(error)).toBe(expected);
	});
});

describe("verifyOtpErrorMessage (SPEC §8)", () => {
	it.each([
		[
			"a wrong code",
			answered(400, "OTP_WRONG", "Code is wrong"),
			"Invalid or expired OTP. Please try again.",
		],
		[
			"a dead code",
			answered(400, "OTP_EXPIRED", "Code is dead"),
			"Invalid or expired OTP. Please try again.",
		],
		[
			"a malformed code",
			answered(400, "VALIDATION_FAILED", "Bad"),
			"Invalid or expired OTP. Please try again.",
		],
		["another code with a message", answered(429, "RATE_LIMITED", "Slow down"), "Slow down"],
		["another status without one", unreadable(500), "An error occurred. Please try again."],
		["no answer at all", noResponse, "An error occurred. Please try again."],
	])("maps %s", (_case, error, expected) => {
		expect(verifyOtpErrorMessage(error)).toBe(expected);
	});
});

describe("the reset failures (SPEC §8)", () => {
	it("show the server's message, else their fallback", () => {
		expect(
			otpResetErrorMessage(answered(400, "OTP_EXPIRED", "Invalid or expired OTP. Please try again.")),
		).toBe("Invalid or expired OTP. Please try again.");
		expect(otpResetErrorMessage(unreadable(500))).toBe("An error occurred. Please try again.");
		expect(linkResetErrorMessage(answered(400, "RESET_LINK_INVALID", "This link was used already."))).toBe(
			"This link was used already.",
		);
		expect(linkResetErrorMessage(noResponse)).toBe(
			"An error occurred. Please try again or request a new reset link.",
		);
	});
});
