import { describe, expect, it } from "vitest";
import { mayAccommodate, mayReviewExam } from "./policy";

const exam = { institutionId: "dit" };

describe("proctoring policy", () => {
	it("lets the examination admin of the exam's college review it", () => {
		expect(mayReviewExam({ role: "ROLE_EXAM_ADMIN", institutionId: "dit" }, exam)).toBe(true);
	});

	it("keeps other colleges' admins and the college's other staff out", () => {
		expect(mayReviewExam({ role: "ROLE_EXAM_ADMIN", institutionId: "kce" }, exam)).toBe(false);
		expect(mayReviewExam({ role: "ROLE_COLLEGE", institutionId: "dit" }, exam)).toBe(false);
		expect(mayReviewExam({ role: "ROLE_PRINCIPAL", institutionId: "dit" }, exam)).toBe(false);
		expect(mayReviewExam({ role: "ROLE_STUDENT", institutionId: "dit" }, exam)).toBe(false);
		expect(mayReviewExam({ role: "ROLE_EXAM_ADMIN", institutionId: null }, { institutionId: "" })).toBe(
			false,
		);
	});

	it("grants accommodations only to students of the admin's own college", () => {
		expect(mayAccommodate({ role: "ROLE_EXAM_ADMIN", institutionId: "dit" }, { institutionId: "dit" })).toBe(
			true,
		);
		expect(mayAccommodate({ role: "ROLE_EXAM_ADMIN", institutionId: "dit" }, { institutionId: "kce" })).toBe(
			false,
		);
		expect(mayAccommodate({ role: "ROLE_EXAM_ADMIN", institutionId: "dit" }, { institutionId: null })).toBe(
			false,
		);
	});
});
