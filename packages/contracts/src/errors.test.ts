import { describe, expect, it } from "vitest";
import { apiErrorSchema } from "./errors";
import { ROLE_LABELS, ROLES, SELF_SIGNUP_ROLES } from "./roles";

describe("apiErrorSchema", () => {
	it("accepts a message with or without field errors", () => {
		expect(apiErrorSchema.parse({ message: "Nope." })).toEqual({ message: "Nope." });
		const withFields = { message: "Invalid.", errors: [{ path: "email", message: "Required." }] };
		expect(apiErrorSchema.parse(withFields)).toEqual(withFields);
	});

	it("rejects a body without a message or with malformed field errors", () => {
		expect(apiErrorSchema.safeParse({ error: "x" }).success).toBe(false);
		expect(apiErrorSchema.safeParse({ message: "x", errors: [{ path: 1 }] }).success).toBe(false);
	});
});

describe("roles", () => {
	it("labels every role and lets only students and colleges sign themselves up", () => {
		expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLES].sort());
		expect(SELF_SIGNUP_ROLES).toEqual(["ROLE_STUDENT", "ROLE_COLLEGE"]);
	});
});
