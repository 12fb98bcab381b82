import { ROLES } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { ANALYTICS_READERS, analyticsScopeOf } from "./policy";

const exam = { institutionId: "dit" };

describe("who reads an exam's analytics", () => {
	it("gives the college's examination admin every attempt", () => {
		expect(analyticsScopeOf({ role: "ROLE_EXAM_ADMIN", institutionId: "dit" }, exam)).toEqual({
			kind: "exam",
		});
	});

	it("gives the college admin and the principal their own college's students only", () => {
		for (const role of ["ROLE_COLLEGE", "ROLE_PRINCIPAL"] as const) {
			expect(analyticsScopeOf({ role, institutionId: "dit" }, exam)).toEqual({
				kind: "college",
				institutionId: "dit",
			});
		}
	});

	it("shows nothing to staff of another college, or to anyone without a college", () => {
		for (const role of ANALYTICS_READERS) {
			expect(analyticsScopeOf({ role, institutionId: "kce" }, exam)).toBeNull();
			expect(analyticsScopeOf({ role, institutionId: null }, exam)).toBeNull();
		}
	});

	it("shows nothing to any other role, even of the same college", () => {
		for (const role of ROLES.filter((r) => !ANALYTICS_READERS.includes(r))) {
			expect(analyticsScopeOf({ role, institutionId: "dit" }, exam)).toBeNull();
		}
	});
});
