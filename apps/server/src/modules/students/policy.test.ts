import { ROLES, type Role } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import type { Principal } from "../auth/sessions";
import { STUDENT_READERS, studentScopeOf } from "./policy";

const principal = (role: Role, extra: Partial<Principal> = {}): Principal => ({
	sessionId: "s",
	userId: "u1",
	role,
	name: "Someone",
	email: "someone@dit.example.org",
	institutionId: "college-1",
	departmentId: "dept-1",
	organizationId: null,
	rollNo: null,
	factId: null,
	currentYear: null,
	section: null,
	expiresAt: new Date(),
	...extra,
});

describe("who may see which students", () => {
	it("gives each role its scope", () => {
		expect(studentScopeOf(principal("ROLE_ADMIN"))).toEqual({ kind: "platform" });
		for (const role of [
			"ROLE_COLLEGE",
			"ROLE_PRINCIPAL",
			"ROLE_EXAM_ADMIN",
			"ROLE_PAT",
			"ROLE_CAREER_COUNSELOR",
		] as const) {
			expect(studentScopeOf(principal(role)), role).toEqual({ kind: "college", institutionId: "college-1" });
		}
		expect(studentScopeOf(principal("ROLE_DEPARTMENT"))).toEqual({
			kind: "department",
			departmentId: "dept-1",
		});
		expect(studentScopeOf(principal("ROLE_MENTOR"))).toEqual({ kind: "mentees", mentorId: "u1" });
		expect(studentScopeOf(principal("ROLE_STUDENT"))).toEqual({ kind: "self", userId: "u1" });
	});

	it("gives nobody college-wide reach without a college, or a department's without a department", () => {
		expect(studentScopeOf(principal("ROLE_COLLEGE", { institutionId: null }))).toEqual({ kind: "none" });
		expect(studentScopeOf(principal("ROLE_DEPARTMENT", { departmentId: null }))).toEqual({ kind: "none" });
	});

	it("gives every role outside the readers no student at all", () => {
		for (const role of ROLES.filter((r) => !STUDENT_READERS.includes(r))) {
			expect(studentScopeOf(principal(role)), role).toEqual({ kind: "none" });
		}
	});
});
