import { describe, expect, it } from "vitest";
import { inAudience, mayReadResult } from "./policy";

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

describe("who reads a result", () => {
	const attempt = { studentId: "s1", institutionId: "dit" };
	it("lets a student read only their own", () => {
		expect(mayReadResult({ userId: "s1", role: "ROLE_STUDENT", institutionId: "dit" }, attempt)).toBe(true);
		expect(mayReadResult({ userId: "s2", role: "ROLE_STUDENT", institutionId: "dit" }, attempt)).toBe(false);
	});
	it("lets the college's exam admin read it, not another college's", () => {
		expect(mayReadResult({ userId: "a", role: "ROLE_EXAM_ADMIN", institutionId: "dit" }, attempt)).toBe(true);
		expect(mayReadResult({ userId: "a", role: "ROLE_EXAM_ADMIN", institutionId: "kce" }, attempt)).toBe(
			false,
		);
		expect(mayReadResult({ userId: "m", role: "ROLE_MENTOR", institutionId: "dit" }, attempt)).toBe(false);
	});
});
