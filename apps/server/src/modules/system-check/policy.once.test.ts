import type { Role } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { mayAttachToExam, mayReadIdentityPhoto, mayUploadIdentityPhoto } from "./policy";

const person = (role: Role, institutionId: string | null = "dit", userId = "someone") => ({
	role,
	institutionId,
	userId,
});
const photo = { userId: "asha", institutionId: "dit" };

describe("system check policy", () => {
	it("lets only students upload identity photos and tie a check to an exam", () => {
		expect(mayUploadIdentityPhoto(person("ROLE_STUDENT"))).toBe(true);
		expect(mayAttachToExam(person("ROLE_STUDENT"))).toBe(true);
		for (const role of ["ROLE_EXAM_ADMIN", "ROLE_COLLEGE", "ROLE_MENTOR", "ROLE_ADMIN"] as const) {
			expect(mayUploadIdentityPhoto(person(role))).toBe(false);
			expect(mayAttachToExam(person(role))).toBe(false);
		}
	});

	it("shows a photo to the student who took it and to their own college's exam staff", () => {
		expect(mayReadIdentityPhoto(person("ROLE_STUDENT", "dit", "asha"), photo)).toBe(true);
		expect(mayReadIdentityPhoto(person("ROLE_STUDENT", "dit", "ravi"), photo)).toBe(false);
		for (const role of ["ROLE_EXAM_ADMIN", "ROLE_COLLEGE", "ROLE_PRINCIPAL"] as const) {
			expect(mayReadIdentityPhoto(person(role, "dit"), photo)).toBe(true);
			expect(mayReadIdentityPhoto(person(role, "kce"), photo)).toBe(false);
		}
		expect(mayReadIdentityPhoto(person("ROLE_MENTOR", "dit"), photo)).toBe(false);
		expect(mayReadIdentityPhoto(person("ROLE_ADMIN", null), { ...photo, institutionId: null })).toBe(false);
	});
});
