import { describe, expect, it } from "vitest";
import {
	buildExamInput,
	type ExamFormValues,
	emptyExam,
	examToValues,
	newSection,
	timedTotal,
} from "./exam-form-values";

const filled = (overrides: Partial<ExamFormValues> = {}): ExamFormValues => ({
	...emptyExam(),
	title: "AMCAT-style Aptitude Test",
	opensAt: "2026-12-01T10:00",
	closesAt: "2026-12-01T18:00",
	examSections: [
		{ ...newSection(0), title: "Quantitative Aptitude", questionIds: ["q1"], minutes: 25 },
		{ ...newSection(1), title: "Logical Reasoning", questionIds: ["q2"], minutes: 20 },
	],
	...overrides,
});

describe("timed sections in the exam form", () => {
	it("sends each section's time and the exam's duration as their sum", () => {
		const built = buildExamInput(filled({ timedSections: true, durationMinutes: 999 }));
		if (!built.ok) throw new Error(JSON.stringify(built.errors));
		expect(built.input.durationMinutes).toBe(45);
		expect(built.input.sections.map((s) => s.durationMinutes)).toEqual([25, 20]);
	});

	it("sends no section times when the exam is timed as a whole", () => {
		const built = buildExamInput(filled({ timedSections: false, durationMinutes: 60 }));
		if (!built.ok) throw new Error(JSON.stringify(built.errors));
		expect(built.input.durationMinutes).toBe(60);
		expect(built.input.sections.every((s) => s.durationMinutes === undefined)).toBe(true);
	});

	it("asks for a section's time when it is blank, and adds nothing up until every time is a number", () => {
		const values = filled({ timedSections: true });
		const blank = {
			...values,
			examSections: values.examSections.map((s, i) => (i === 1 ? { ...s, minutes: "" } : s)),
		};
		expect(timedTotal(blank)).toBeNull();
		const built = buildExamInput(blank);
		expect(built.ok).toBe(false);
		if (!built.ok)
			expect(built.errors["sections.1.durationMinutes"]).toBe("Enter the section's time in minutes.");
	});

	it("reads a timed exam back into the form", () => {
		const built = buildExamInput(filled({ timedSections: true }));
		if (!built.ok) throw new Error("invalid");
		const values = examToValues({
			...built.input,
			id: "e1",
			state: "draft",
			questionCount: 2,
			totalMarks: 2,
			attemptCount: 0,
			createdAt: "",
			updatedAt: "",
			publishedAt: null,
			sections: built.input.sections.map((s, i) => ({ ...s, id: `s${i}` })),
		});
		expect(values.timedSections).toBe(true);
		expect(values.examSections.map((s) => s.minutes)).toEqual([25, 20]);
	});
});

describe("untimed sections in a fixed order", () => {
	it("sends the order for untimed sections only, and reads it back", () => {
		const ordered = buildExamInput(filled({ sectionsInOrder: true, durationMinutes: 60 }));
		if (!ordered.ok) throw new Error(JSON.stringify(ordered.errors));
		expect(ordered.input.sectionsInOrder).toBe(true);
		// Timed sections are in order anyway: the option is not sent with them.
		const timed = buildExamInput(filled({ sectionsInOrder: true, timedSections: true }));
		if (!timed.ok) throw new Error(JSON.stringify(timed.errors));
		expect(timed.input.sectionsInOrder).toBe(false);
		const values = examToValues({
			...ordered.input,
			id: "e2",
			state: "draft",
			questionCount: 2,
			totalMarks: 2,
			attemptCount: 0,
			createdAt: "",
			updatedAt: "",
			publishedAt: null,
			sections: ordered.input.sections.map((s, i) => ({ ...s, id: `s${i}` })),
		});
		expect(values).toMatchObject({ sectionsInOrder: true, timedSections: false });
	});
});
