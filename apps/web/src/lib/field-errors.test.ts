import { describe, expect, it } from "vitest";
import { fieldErrors, firstErrorPerField } from "./field-errors";

describe("firstErrorPerField", () => {
	it("keeps the first message per known field, from zod paths and API paths alike", () => {
		const errors = firstErrorPerField(["email", "message"] as const, [
			{ path: ["email"], message: "Email address is required." },
			{ path: ["email"], message: "second message" },
			{ path: "message.0", message: "Message is required." },
			{ path: ["other"], message: "ignored" },
		]);
		expect(errors).toEqual({ email: "Email address is required.", message: "Message is required." });
	});
});

describe("fieldErrors", () => {
	it("keeps each nested path's own first message, from zod paths and API paths alike", () => {
		const errors = fieldErrors([
			{ path: ["officeHours", 1, "end"], message: "Office hours end after they start." },
			{ path: "officeHours.1.end", message: "second message" },
			{ path: "officeHours.0.place", message: "Say where." },
			{ path: ["bio"], message: "Too long." },
		]);
		expect(errors).toEqual({
			"officeHours.1.end": "Office hours end after they start.",
			"officeHours.0.place": "Say where.",
			bio: "Too long.",
		});
	});
});
