import { ROLES } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import type { Principal } from "../../platform/access/principal";
import { testPrincipal } from "../../test/principal";
import { ANALYTICS_READERS, attemptScopeOf, examAnalyticsPolicy } from "./policy";

const exam = { institutionId: "dit" };
const viewer = (role: Principal["role"], institutionId: string | null) =>
	testPrincipal(role, { institutionId });

describe("who reads an exam's analytics", () => {
	it("gives the college's examination admin every attempt", async () => {
		expect(await examAnalyticsPolicy.allows(viewer("ROLE_EXAM_ADMIN", "dit"), "read", exam)).toBe(true);
		expect(attemptScopeOf(viewer("ROLE_EXAM_ADMIN", "dit"))).toEqual({ kind: "exam" });
	});

	it("gives the college admin and the principal their own college's students only", async () => {
		for (const role of ["ROLE_COLLEGE", "ROLE_PRINCIPAL"] as const) {
			expect(await examAnalyticsPolicy.allows(viewer(role, "dit"), "read", exam)).toBe(true);
			expect(await examAnalyticsPolicy.allows(viewer(role, "dit"), "readCollege", exam)).toBe(true);
			expect(attemptScopeOf(viewer(role, "dit"))).toEqual({ kind: "college", institutionId: "dit" });
		}
	});

	it("answers another college's exam, or one seen without a college, as not found", async () => {
		for (const role of ANALYTICS_READERS) {
			for (const institutionId of ["kce", null]) {
				await expect(
					examAnalyticsPolicy.authorize(viewer(role, institutionId), "read", exam, "No such exam."),
				).rejects.toMatchObject({ code: "NOT_FOUND", message: "No such exam." });
			}
		}
	});

	it("refuses any other role, even of the same college", async () => {
		for (const role of ROLES.filter((r) => !ANALYTICS_READERS.includes(r))) {
			expect(examAnalyticsPolicy.roles("read")).not.toContain(role);
			await expect(
				examAnalyticsPolicy.authorize(viewer(role, "dit"), "read", exam, "No such exam."),
			).rejects.toMatchObject({ code: "ROLE_NOT_ALLOWED" });
		}
		expect(examAnalyticsPolicy.roles("readCollege")).not.toContain("ROLE_EXAM_ADMIN");
	});
});
