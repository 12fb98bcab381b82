import { ROLES, type Role } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import type { Principal } from "../../platform/access/principal";
import { testPrincipal } from "../../test/principal";
import { STUDENT_READERS, type StudentRecord, studentPolicy, studentScopeOf } from "./policy";

const principal = (role: Role, extra: Partial<Principal> = {}) =>
	testPrincipal(role, { userId: "u1", institutionId: "college-1", departmentId: "dept-1", ...extra });

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

describe("which student records each role may read", () => {
	/** A student of college-1, department dept-1, mentored by u1's colleague "mentor-2". */
	const record = (extra: Partial<StudentRecord> = {}): StudentRecord => ({
		userId: "student-9",
		institutionId: "college-1",
		departmentId: "dept-1",
		mentorId: "mentor-2",
		...extra,
	});
	const reads = (role: Role, target: StudentRecord, extra: Partial<Principal> = {}) =>
		studentPolicy.allows(principal(role, extra), "read", target);

	it("lets college-wide staff read their own college's students only", async () => {
		expect(await reads("ROLE_PRINCIPAL", record())).toBe(true);
		expect(await reads("ROLE_PRINCIPAL", record({ institutionId: "college-2" }))).toBe(false);
		expect(await reads("ROLE_COLLEGE", record(), { institutionId: null })).toBe(false);
	});

	it("lets a department head read their department, a mentor their mentees, a student themself", async () => {
		expect(await reads("ROLE_DEPARTMENT", record())).toBe(true);
		expect(await reads("ROLE_DEPARTMENT", record({ departmentId: "dept-2" }))).toBe(false);
		expect(await reads("ROLE_MENTOR", record({ mentorId: "u1" }))).toBe(true);
		expect(await reads("ROLE_MENTOR", record())).toBe(false);
		expect(await reads("ROLE_STUDENT", record({ userId: "u1" }))).toBe(true);
		expect(await reads("ROLE_STUDENT", record())).toBe(false);
		expect(await reads("ROLE_ADMIN", record({ institutionId: "college-2" }))).toBe(true);
	});

	it("answers 404 for a record out of scope and 403 for a role that may not read students", async () => {
		await expect(
			studentPolicy.authorize(principal("ROLE_PAT"), "read", record({ institutionId: "college-2" }), "No."),
		).rejects.toMatchObject({ code: "NOT_FOUND" });
		await expect(
			studentPolicy.authorize(principal("ROLE_RECRUITER"), "read", record(), "No."),
		).rejects.toMatchObject({ code: "ROLE_NOT_ALLOWED" });
	});

	it("agrees with the list scope on who reads anything at all", () => {
		for (const role of ROLES) {
			expect(STUDENT_READERS.includes(role), role).toBe(studentScopeOf(principal(role)).kind !== "none");
		}
	});
});
