import { ROLES } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import type { Principal } from "../auth/sessions";
import { bankInstitutionOf, isUuid } from "./policy";

const principal = (role: Principal["role"], institutionId: string | null = "inst-1"): Principal => ({
	sessionId: "s",
	userId: "u",
	role,
	name: "Test",
	email: "t@example.org",
	institutionId,
	departmentId: null,
	organizationId: null,
	rollNo: null,
	factId: null,
	currentYear: null,
	section: null,
	expiresAt: new Date(),
});

describe("who keeps question banks", () => {
	it("lets only exam and question-bank admins in, scoped to their own college", () => {
		const allowed = ROLES.filter((role) => {
			try {
				return bankInstitutionOf(principal(role)) === "inst-1";
			} catch {
				return false;
			}
		});
		expect(allowed.sort()).toEqual(["ROLE_EXAM_ADMIN", "ROLE_QUESTION_BANK_ADMIN"]);
	});

	it("refuses a keeper with no college and an anonymous caller", () => {
		expect(() => bankInstitutionOf(principal("ROLE_EXAM_ADMIN", null))).toThrow(/not linked to a college/);
		expect(() => bankInstitutionOf(null)).toThrow(/sign in/);
	});

	it("recognises uuids only", () => {
		expect(isUuid("3f1c2a4e-9b7d-4c1e-8a2b-0d9e8f7a6b5c")).toBe(true);
		expect(isUuid("42")).toBe(false);
		expect(isUuid("3f1c2a4e-9b7d-4c1e-8a2b-0d9e8f7a6b5c' or 1=1")).toBe(false);
	});
});
