import { ROLES, type Role } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { testPrincipal } from "../../test/principal";
import { bankPolicy, isUuid, keeperCollege } from "./policy";

const principal = (role: Role, institutionId: string | null = "inst-1") =>
	testPrincipal(role, { institutionId });

describe("who keeps question banks", () => {
	const bank = { institutionId: "inst-1" };

	it("lets only exam and question-bank admins in, scoped to their own college", async () => {
		const allowed = [];
		for (const role of ROLES) if (await bankPolicy.allows(principal(role), "keep", bank)) allowed.push(role);
		expect(allowed.sort()).toEqual(["ROLE_EXAM_ADMIN", "ROLE_QUESTION_BANK_ADMIN"]);
		expect([...bankPolicy.roles("keep")].sort()).toEqual(["ROLE_EXAM_ADMIN", "ROLE_QUESTION_BANK_ADMIN"]);
	});

	it("answers another college's bank as if it did not exist", async () => {
		await expect(
			bankPolicy.authorize(principal("ROLE_QUESTION_BANK_ADMIN", "inst-2"), "keep", bank, "No such bank."),
		).rejects.toMatchObject({ code: "NOT_FOUND", message: "No such bank." });
	});

	it("refuses a keeper with no college", () => {
		expect(() => keeperCollege(principal("ROLE_EXAM_ADMIN", null))).toThrow(/not linked to a college/);
		expect(keeperCollege(principal("ROLE_EXAM_ADMIN"))).toBe("inst-1");
	});

	it("recognises uuids only", () => {
		expect(isUuid("3f1c2a4e-9b7d-4c1e-8a2b-0d9e8f7a6b5c")).toBe(true);
		expect(isUuid("42")).toBe(false);
		expect(isUuid("3f1c2a4e-9b7d-4c1e-8a2b-0d9e8f7a6b5c' or 1=1")).toBe(false);
	});
});
