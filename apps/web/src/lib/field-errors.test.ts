import { describe, expect, it } from "vitest";
import { firstErrorPerField } from "./field-errors";

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
