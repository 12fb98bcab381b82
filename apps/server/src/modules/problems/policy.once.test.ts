import type { Role } from "@unnati/contracts/constants";
import { describe, expect, it } from "vitest";
import { testPrincipal } from "../../test/principal";
import { practicePolicy, submissionPolicy } from "./policy";

const person = (userId: string, role: Role) => testPrincipal(role, { userId });

describe("practice policy", () => {
	it("lets every signed-in person practise, whatever their role", async () => {
		for (const role of ["ROLE_STUDENT", "ROLE_MENTOR", "ROLE_EXAM_ADMIN"] as const) {
			expect(practicePolicy.roles("submit")).toContain(role);
			expect(await practicePolicy.allows(person("p1", role), "run", null)).toBe(true);
		}
	});

	it("shows a submission to its author only, even to staff", async () => {
		expect(await submissionPolicy.allows(person("s1", "ROLE_STUDENT"), "read", { userId: "s1" })).toBe(true);
		expect(await submissionPolicy.allows(person("m1", "ROLE_MENTOR"), "read", { userId: "s1" })).toBe(false);
		await expect(
			submissionPolicy.authorize(
				person("m1", "ROLE_MENTOR"),
				"read",
				{ userId: "s1" },
				"Submission not found.",
			),
		).rejects.toMatchObject({ code: "NOT_FOUND" });
	});
});
