import { describe, expect, it } from "vitest";
import { HttpError } from "../../lib/http";
import {
	forgotPasswordErrorMessage,
	linkResetErrorMessage,
	otpResetErrorMessage,
	verifyOtpErrorMessage,
} from "./api";

const answered = (status: number, message: string) =>
	new HttpError(status, message, [], { serverMessage: message });
const unreadable = (status: number) => new HttpError(status, `Request failed with status ${status}`);
const noResponse = new TypeError("Failed to fetch");

describe("forgotPasswordErrorMessage (SPEC §8)", () => {
	it.each([
		["a 404", answered(404, "No such student"), "Invalid roll number. Please enter the correct roll number."],
		[
			"a 400",
			answered(400, "Invalid request"),
			"Invalid roll number format. Please check your roll number and try again.",
		],
		[
			"a server message about the email",
			answered(409, "The Email on record could not be used"),
			"Invalid roll number. Please enter the correct roll number.",
		],
		[
			"any other server message, as given",
			answered(429, "Too many codes requested for this roll number. Please try again in an hour."),
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
		["a 400", answered(400, "Code is wrong"), "Invalid or expired OTP. Please try again."],
		["another status with a message", answered(429, "Slow down"), "Slow down"],
		["another status without one", unreadable(500), "An error occurred. Please try again."],
		["no answer at all", noResponse, "An error occurred. Please try again."],
	])("maps %s", (_case, error, expected) => {
		expect(verifyOtpErrorMessage(error)).toBe(expected);
	});
});

describe("the reset failures (SPEC §8)", () => {
	it("show the server's message, else their fallback", () => {
		expect(otpResetErrorMessage(answered(400, "Invalid or expired OTP. Please try again."))).toBe(
			"Invalid or expired OTP. Please try again.",
		);
		expect(otpResetErrorMessage(unreadable(500))).toBe("An error occurred. Please try again.");
		expect(linkResetErrorMessage(answered(400, "This link was used already."))).toBe(
			"This link was used already.",
		);
		expect(linkResetErrorMessage(noResponse)).toBe(
			"An error occurred. Please try again or request a new reset link.",
		);
	});
});
