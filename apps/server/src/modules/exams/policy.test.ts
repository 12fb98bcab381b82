import { type Audience, ROLES, type Role } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import type { Principal } from "../../platform/access/principal";
import { testPrincipal } from "../../test/principal";
import { type ExamScope, examPolicy, examResultPolicy, inAudience } from "./policy";

const student = {
	institutionId: "dit",
	departmentId: "cse",
	currentYear: 2,
	section: "A",
	rollNo: "22CSE001",
};
const examFor = (audience: Parameters<typeof inAudience>[0]["audience"]) => ({
	institutionId: "dit",
	audience,
});

describe("exam audience", () => {
	it("takes the whole college when no filter is set", () => {
		expect(
			inAudience(examFor({ kind: "college", departmentIds: [], years: [], sections: [] }), student),
		).toBe(true);
	});

	it("never reaches a student of another college", () => {
		const other = { ...student, institutionId: "kce" };
		expect(inAudience(examFor({ kind: "college", departmentIds: [], years: [], sections: [] }), other)).toBe(
			false,
		);
		expect(inAudience(examFor({ kind: "students", rollNos: ["22CSE001"] }), other)).toBe(false);
	});

	it("narrows by department, year and section together", () => {
		const audience = { kind: "college", departmentIds: ["cse"], years: [2], sections: ["B"] } as const;
		expect(
			inAudience(
				examFor({ ...audience, departmentIds: [...audience.departmentIds], years: [2], sections: ["B"] }),
				student,
			),
		).toBe(false);
		expect(
			inAudience(examFor({ kind: "college", departmentIds: ["cse"], years: [2], sections: ["A"] }), student),
		).toBe(true);
		expect(
			inAudience(examFor({ kind: "college", departmentIds: ["ece"], years: [], sections: [] }), student),
		).toBe(false);
	});

	it("lets named students in by roll number only", () => {
		expect(inAudience(examFor({ kind: "students", rollNos: ["22CSE001"] }), student)).toBe(true);
		expect(inAudience(examFor({ kind: "students", rollNos: ["22CSE002"] }), student)).toBe(false);
	});
});

const principal = (role: Role, overrides: Partial<Principal> = {}) =>
	testPrincipal(role, {
		userId: "s1",
		institutionId: "dit",
		departmentId: "cse",
		rollNo: "22CSE001",
		currentYear: 2,
		section: "A",
		...overrides,
	});

describe("who may do what to an exam", () => {
	const whole: Audience = { kind: "college", departmentIds: [], years: [], sections: [] };
	const exam: ExamScope = { institutionId: "dit", state: "published", audience: whole };

	it("lets only exam admins author, and only their own college's exams", async () => {
		expect(examPolicy.roles("author")).toEqual(["ROLE_EXAM_ADMIN"]);
		expect(await examPolicy.allows(principal("ROLE_EXAM_ADMIN"), "author", exam)).toBe(true);
		const other = principal("ROLE_EXAM_ADMIN", { institutionId: "kce" });
		await expect(examPolicy.authorize(other, "author", exam, "No such exam.")).rejects.toMatchObject({
			code: "NOT_FOUND",
		});
		await expect(
			examPolicy.authorize(principal("ROLE_COLLEGE"), "author", exam, "No such exam."),
		).rejects.toMatchObject({ code: "ROLE_NOT_ALLOWED" });
	});

	it("shows a student their college's published exams only, and lets them sit those meant for them", async () => {
		const student = principal("ROLE_STUDENT");
		expect(await examPolicy.allows(student, "see", exam)).toBe(true);
		expect(await examPolicy.allows(student, "see", { ...exam, state: "draft" })).toBe(false);
		expect(await examPolicy.allows(student, "see", { ...exam, institutionId: "kce" })).toBe(false);
		const forEce = { ...exam, audience: { ...whole, departmentIds: ["ece"] } };
		expect(await examPolicy.allows(student, "see", forEce)).toBe(true);
		expect(await examPolicy.allows(student, "take", forEce)).toBe(false);
		expect(await examPolicy.allows(student, "take", exam)).toBe(true);
		expect(await examPolicy.allows(principal("ROLE_EXAM_ADMIN"), "take", exam)).toBe(false);
	});
});

describe("who reads a result", () => {
	const attempt = { studentId: "s1", institutionId: "dit" };
	const reads = (role: Role, overrides: Partial<Principal> = {}) =>
		examResultPolicy.allows(principal(role, overrides), "read", attempt);

	it("lets a student read only their own", async () => {
		expect(await reads("ROLE_STUDENT")).toBe(true);
		expect(await reads("ROLE_STUDENT", { userId: "s2" })).toBe(false);
	});

	it("lets the college's exam admin and leaders read it, not another college's", async () => {
		expect(await reads("ROLE_EXAM_ADMIN", { userId: "a" })).toBe(true);
		expect(await reads("ROLE_PRINCIPAL", { userId: "p" })).toBe(true);
		expect(await reads("ROLE_EXAM_ADMIN", { userId: "a", institutionId: "kce" })).toBe(false);
	});

	it("gives the route to students and result readers only", () => {
		const allowed = ROLES.filter((role) => examResultPolicy.roles("read").includes(role));
		expect(allowed.sort()).toEqual(["ROLE_COLLEGE", "ROLE_EXAM_ADMIN", "ROLE_PRINCIPAL", "ROLE_STUDENT"]);
	});
});
