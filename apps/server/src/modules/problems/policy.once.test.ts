import { describe, expect, it } from "vitest";
import type { Principal } from "../auth/sessions";
import { mayReadSubmission, practitionerOf } from "./policy";

const person = (userId: string, role: Principal["role"]): Principal => ({
	sessionId: `session-${userId}`,
	userId,
	role,
	name: userId,
	email: `${userId}@example.org`,
	institutionId: null,
	departmentId: null,
	organizationId: null,
	rollNo: null,
	factId: null,
	currentYear: null,
	section: null,
	expiresAt: new Date(Date.now() + 60_000),
});

describe("practice policy", () => {
	it("lets every signed-in person practise, whatever their role", () => {
		expect(practitionerOf(person("s1", "ROLE_STUDENT"))).toEqual({ userId: "s1" });
		expect(practitionerOf(person("m1", "ROLE_MENTOR"))).toEqual({ userId: "m1" });
		expect(practitionerOf(person("e1", "ROLE_EXAM_ADMIN"))).toEqual({ userId: "e1" });
	});

	it("refuses a signed-out request", () => {
		expect(() => practitionerOf(null)).toThrow("Please sign in to continue.");
	});

	it("shows a submission to its author only, even to staff", () => {
		expect(mayReadSubmission({ userId: "s1" }, { userId: "s1" })).toBe(true);
		expect(mayReadSubmission({ userId: "m1" }, { userId: "s1" })).toBe(false);
	});
});
