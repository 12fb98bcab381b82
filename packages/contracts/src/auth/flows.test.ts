import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rollNumberSchema, sanitizeOtpInput, signupFormSchema } from "./flows";
import { AUTH_MESSAGES } from "./messages";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
	result.success ? null : result.error?.issues[0]?.message;

describe("the roll number rule (SPEC §5)", () => {
	it("requires a roll number", () => {
		expect(firstMessage(rollNumberSchema.safeParse(""))).toBe(AUTH_MESSAGES.rollRequired);
		expect(firstMessage(rollNumberSchema.safeParse("   "))).toBe(AUTH_MESSAGES.rollRequired);
	});

	it("needs at least 6 letters or digits and nothing else", () => {
		for (const bad of ["22CSE", "22-CSE-001", "22CSE 001", "२२CSE001"]) {
			expect(firstMessage(rollNumberSchema.safeParse(bad)), bad).toBe(AUTH_MESSAGES.rollFormat);
		}
		expect(rollNumberSchema.parse(" 22cse001 ")).toBe("22CSE001");
	});

	it("accepts every alphanumeric string of 6 to 32 characters", () => {
		fc.assert(
			fc.property(fc.stringMatching(/^[A-Za-z0-9]{6,32}$/), (roll) => {
				expect(rollNumberSchema.parse(roll)).toBe(roll.toUpperCase());
			}),
		);
	});
});

describe("the OTP input", () => {
	it("keeps digits only, at most 6", () => {
		expect(sanitizeOtpInput("12a3-45 678")).toBe("123456");
		fc.assert(
			fc.property(fc.string(), (typed) => {
				const kept = sanitizeOtpInput(typed);
				expect(kept).toMatch(/^\d{0,6}$/);
			}),
		);
	});
});

describe("the signup form", () => {
	const form = {
		username: "Rohan Mehta",
		email: "rohan@example.in",
		phone: "9876543210",
		password: "secret123",
		confirmPassword: "secret123",
		role: "student",
	};

	it("needs the confirmation to match", () => {
		const result = signupFormSchema.safeParse({ ...form, confirmPassword: "secret124" });
		expect(result.success).toBe(false);
		expect(result.error?.issues).toEqual([
			expect.objectContaining({ path: ["confirmPassword"], message: AUTH_MESSAGES.passwordsMismatch }),
		]);
		expect(signupFormSchema.safeParse(form).success).toBe(true);
	});

	it("wants at least 8 characters with a letter and a digit", () => {
		for (const password of ["abc123", "abcdefgh", "12345678"]) {
			const result = signupFormSchema.safeParse({ ...form, password, confirmPassword: password });
			expect(firstMessage(result), password).toBe(AUTH_MESSAGES.signupPasswordRule);
		}
	});
});
