import { describe, expect, it } from "vitest";
import { apiErrorSchema, ERROR_CODES, ERROR_STATUS, isErrorCode } from "./errors";
import { ROLE_LABELS, ROLES, SELF_SIGNUP_ROLES } from "./roles";

describe("apiErrorSchema", () => {
	it("accepts a code and a message, with or without field errors", () => {
		expect(apiErrorSchema.parse({ code: "NOT_FOUND", message: "Nope." })).toEqual({
			code: "NOT_FOUND",
			message: "Nope.",
		});
		const withFields = {
			code: "VALIDATION_FAILED",
			message: "Invalid.",
			errors: [{ path: "email", message: "Required." }],
		};
		expect(apiErrorSchema.parse(withFields)).toEqual(withFields);
	});

	it("rejects a body without a code or a message, or with malformed field errors", () => {
		expect(apiErrorSchema.safeParse({ error: "x" }).success).toBe(false);
		expect(apiErrorSchema.safeParse({ message: "x" }).success).toBe(false);
		expect(
			apiErrorSchema.safeParse({ code: "BAD_REQUEST", message: "x", errors: [{ path: 1 }] }).success,
		).toBe(false);
	});
});

describe("error codes", () => {
	it("answer only with error statuses", () => {
		for (const code of ERROR_CODES) {
			expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
			expect(ERROR_STATUS[code], code).toBeLessThan(600);
		}
		expect(isErrorCode("NOT_FOUND")).toBe(true);
		expect(isErrorCode("toString")).toBe(false);
	});
});

describe("roles", () => {
	it("labels every role and lets only students and colleges sign themselves up", () => {
		expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLES].sort());
		expect(SELF_SIGNUP_ROLES).toEqual(["ROLE_STUDENT", "ROLE_COLLEGE"]);
	});
});
