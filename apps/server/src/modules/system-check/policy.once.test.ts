import type { Role } from "@unnati/contracts/constants";
import { describe, expect, it } from "vitest";
import type { Principal } from "../../platform/access/principal";
import { testPrincipal } from "../../test/principal";
import { identityPhotoPolicy, systemCheckPolicy } from "./policy";

const person = (role: Role, institutionId: string | null = "dit", userId = "someone") =>
	testPrincipal(role, { institutionId, userId });
const photo = { userId: "asha", institutionId: "dit" };

describe("system check policy", () => {
	it("lets only students upload identity photos and tie a check to an exam", async () => {
		expect(identityPhotoPolicy.roles("upload")).toEqual(["ROLE_STUDENT"]);
		expect(await systemCheckPolicy.allows(person("ROLE_STUDENT"), "attachToExam", null)).toBe(true);
		for (const role of ["ROLE_EXAM_ADMIN", "ROLE_COLLEGE", "ROLE_MENTOR", "ROLE_ADMIN"] as const) {
			expect(await identityPhotoPolicy.allows(person(role), "upload", photo)).toBe(false);
			expect(await systemCheckPolicy.allows(person(role), "attachToExam", null)).toBe(false);
			// Staff still rehearse the check and keep their own result.
			expect(await systemCheckPolicy.allows(person(role), "record", null)).toBe(true);
		}
	});

	it("shows a photo to the student who took it and to their own college's exam staff", async () => {
		const reads = (reader: Principal, record: { userId: string; institutionId: string | null } = photo) =>
			identityPhotoPolicy.allows(reader, "read", record);
		expect(await reads(person("ROLE_STUDENT", "dit", "asha"))).toBe(true);
		expect(await reads(person("ROLE_STUDENT", "dit", "ravi"))).toBe(false);
		for (const role of ["ROLE_EXAM_ADMIN", "ROLE_COLLEGE", "ROLE_PRINCIPAL"] as const) {
			expect(await reads(person(role, "dit"))).toBe(true);
			expect(await reads(person(role, "kce"))).toBe(false);
		}
		expect(await reads(person("ROLE_MENTOR", "dit"))).toBe(false);
		expect(await reads(person("ROLE_ADMIN", null), { ...photo, institutionId: null })).toBe(false);
	});

	it("answers another college's photo as not found, and a role with no rule as forbidden", async () => {
		await expect(
			identityPhotoPolicy.authorize(person("ROLE_EXAM_ADMIN", "kce"), "read", photo, "Photo not found."),
		).rejects.toMatchObject({ code: "NOT_FOUND", message: "Photo not found." });
		await expect(
			identityPhotoPolicy.authorize(person("ROLE_MENTOR", "dit"), "read", photo, "Photo not found."),
		).rejects.toMatchObject({ code: "ROLE_NOT_ALLOWED" });
	});
});
