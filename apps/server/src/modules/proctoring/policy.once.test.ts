import type { Role } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { testPrincipal } from "../../test/principal";
import { accommodationPolicy, proctoringPolicy } from "./policy";

const exam = { institutionId: "dit" };
const person = (role: Role, institutionId: string | null) => testPrincipal(role, { institutionId });

describe("proctoring policy", () => {
	it("lets the examination admin of the exam's college review it", async () => {
		expect(await proctoringPolicy.allows(person("ROLE_EXAM_ADMIN", "dit"), "review", exam)).toBe(true);
	});

	it("keeps other colleges' admins and the college's other staff out", async () => {
		expect(await proctoringPolicy.allows(person("ROLE_EXAM_ADMIN", "kce"), "review", exam)).toBe(false);
		for (const role of ["ROLE_COLLEGE", "ROLE_PRINCIPAL", "ROLE_STUDENT"] as const)
			expect(await proctoringPolicy.allows(person(role, "dit"), "review", exam)).toBe(false);
		expect(
			await proctoringPolicy.allows(person("ROLE_EXAM_ADMIN", null), "review", { institutionId: null }),
		).toBe(false);
		// Another college's exam is not found; the college's other staff may not call the route at all.
		await expect(
			proctoringPolicy.authorize(person("ROLE_EXAM_ADMIN", "kce"), "review", exam, "No such exam."),
		).rejects.toMatchObject({ code: "NOT_FOUND" });
		expect(proctoringPolicy.roles("review")).toEqual(["ROLE_EXAM_ADMIN"]);
	});

	it("lets only students report", () => {
		expect(proctoringPolicy.roles("report")).toEqual(["ROLE_STUDENT"]);
	});

	it("grants accommodations only to students of the admin's own college", async () => {
		const admin = person("ROLE_EXAM_ADMIN", "dit");
		expect(await accommodationPolicy.allows(admin, "manage", { institutionId: "dit" })).toBe(true);
		expect(await accommodationPolicy.allows(admin, "manage", { institutionId: "kce" })).toBe(false);
		expect(await accommodationPolicy.allows(admin, "manage", { institutionId: null })).toBe(false);
	});
});
