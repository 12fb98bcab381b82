import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AnswerKey, countWords, fitsQuiz, rubricScore } from "./answer-keys";
import { questionDraftSchema } from "./schemas";
import { answerShapeProblem, correctAnswerOf, type ScorableQuestion, scoreAnswer } from "./scoring";

// Essays: a word limit on save, "pending" until a grader marks them, and rubric arithmetic.

const ESSAY: AnswerKey = { type: "essay", wordLimit: 5, allowUpload: false, guidance: "" };
const essay: ScorableQuestion = {
	type: "essay",
	multiAnswer: false,
	options: [],
	answerKey: ESSAY,
	marks: 10,
	negativeMarks: 0,
};

const RUBRIC = [
	{
		id: "c1",
		title: "Idea",
		levels: [
			{ id: "a", label: "None", points: 0 },
			{ id: "b", label: "Some", points: 1 },
			{ id: "c", label: "Full", points: 3 },
		],
	},
	{
		id: "c2",
		title: "Example",
		levels: [
			{ id: "x", label: "No", points: 0 },
			{ id: "y", label: "Yes", points: 1 },
		],
	},
];

describe("counting an essay's words", () => {
	it("counts words, not formatting marks or punctuation", () => {
		expect(countWords("")).toBe(0);
		expect(countWords("  **Bold** and *italic*  `code`\n\n- one\n1. two ")).toBe(6);
		expect(countWords("don't split 2.5 or well-known")).toBe(5);
		expect(countWords("हिंदी में उत्तर")).toBe(3);
	});

	it("counts each word once however it is formatted", () => {
		const word = fc.stringMatching(/^[a-z]{1,8}$/);
		const formatted = fc
			.tuple(word, fc.constantFrom("", "**", "*", "`"))
			.map(([w, mark]) => `${mark}${w}${mark}`);
		const line = fc.tuple(
			fc.constantFrom("", "- ", "1. ", "12) "),
			fc.array(formatted, { minLength: 1, maxLength: 8 }),
		);
		fc.assert(
			fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
				const text = lines.map(([marker, words]) => marker + words.join(" ")).join("\n");
				expect(countWords(text)).toBe(lines.reduce((n, [, words]) => n + words.length, 0));
			}),
		);
	});
});

describe("an essay answer", () => {
	it("is refused over its word limit, with the limit named, and as a list", () => {
		expect(answerShapeProblem(essay, "one two three four five")).toBeNull();
		expect(answerShapeProblem(essay, "one two three four five six")).toBe(
			"an essay has at most 5 words (this one has 6)",
		);
		expect(answerShapeProblem(essay, ["a"])).toMatch(/list/);
		expect(answerShapeProblem(essay, "x".repeat(40_001))).toMatch(/characters/);
	});

	it("waits for a grader: pending with 0 marks, or unanswered when blank; it has no right answer", () => {
		expect(scoreAnswer(essay, "A stack is LIFO.", "partial")).toEqual({ score: 0, outcome: "pending" });
		expect(scoreAnswer(essay, "   ", "partial")).toEqual({ score: 0, outcome: "unanswered" });
		expect(correctAnswerOf(ESSAY, false)).toBeNull();
	});

	it("is authored without options or negative marks, with unique rubric ids, and never in a quiz", () => {
		const base = { type: "essay", text: "Explain paging.", answerKey: { type: "essay", rubric: RUBRIC } };
		expect(questionDraftSchema.safeParse(base).success).toBe(true);
		expect(questionDraftSchema.parse(base).answerKey).toMatchObject({ wordLimit: 300, guidance: "" });
		expect(questionDraftSchema.safeParse({ ...base, negativeMarks: 1 }).success).toBe(false);
		expect(questionDraftSchema.safeParse({ ...base, options: [{ id: "a", text: "A" }] }).success).toBe(false);
		const twice = { ...base, answerKey: { type: "essay", rubric: [RUBRIC[0], RUBRIC[0]] } };
		expect(questionDraftSchema.safeParse(twice).success).toBe(false);
		expect(
			questionDraftSchema.safeParse({ ...base, answerKey: { type: "essay", wordLimit: 9 } }).success,
		).toBe(false);
		expect(fitsQuiz("essay")).toBe(false);
		expect(fitsQuiz("mcq")).toBe(true);
	});
});

describe("a rubric's marks", () => {
	it("are the question's marks times the chosen points over the best points", () => {
		expect(rubricScore(RUBRIC, { c1: "c", c2: "y" }, 10)).toBe(10);
		expect(rubricScore(RUBRIC, { c1: "b", c2: "x" }, 10)).toBe(2.5);
		expect(rubricScore(RUBRIC, { c1: "a", c2: "x" }, 10)).toBe(0);
	});

	it("need a level of its own for every criterion", () => {
		expect(rubricScore(RUBRIC, { c1: "c" }, 10)).toBeNull();
		expect(rubricScore(RUBRIC, { c1: "y", c2: "y" }, 10)).toBeNull();
	});

	it("stay within 0 and the question's marks for any choice of levels", () => {
		const choice = fc.record({ c1: fc.constantFrom("a", "b", "c"), c2: fc.constantFrom("x", "y") });
		fc.assert(
			fc.property(choice, fc.integer({ min: 0, max: 100 }), (levels, marks) => {
				const score = rubricScore(RUBRIC, levels, marks) ?? -1;
				expect(score).toBeGreaterThanOrEqual(0);
				expect(score).toBeLessThanOrEqual(marks);
			}),
		);
	});
});
