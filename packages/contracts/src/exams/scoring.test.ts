import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { StudentAnswer } from "./schemas";
import {
	answerShapeProblem,
	roundMarks,
	type ScorableQuestion,
	scoreAnswer,
	summarizeScores,
} from "./scoring";

const marksArb = fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100);
const MARKINGS = ["partial", "all_or_nothing"] as const;
const markingArb = fc.constantFrom(...MARKINGS);

const optionIdsArb = fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,4}$/), { minLength: 2, maxLength: 10 });

const singleArb: fc.Arbitrary<ScorableQuestion> = fc
	.record({ ids: optionIdsArb, marks: marksArb, negativeMarks: marksArb })
	.chain(({ ids, marks, negativeMarks }) =>
		fc.constantFrom(...ids).map((correct) => ({
			type: "mcq" as const,
			multiAnswer: false,
			options: ids.map((id) => ({ id })),
			answerKey: { type: "mcq" as const, correct: [correct] },
			marks,
			negativeMarks,
		})),
	);

const multiArb: fc.Arbitrary<ScorableQuestion> = fc
	.record({ ids: optionIdsArb, marks: marksArb, negativeMarks: marksArb })
	.chain(({ ids, marks, negativeMarks }) =>
		fc.subarray(ids, { minLength: 1 }).map((correct) => ({
			type: "mcq" as const,
			multiAnswer: true,
			options: ids.map((id) => ({ id })),
			answerKey: { type: "mcq" as const, correct },
			marks,
			negativeMarks,
		})),
	);

/** Values in thousandths, so typed answers are exact decimals and only binary rounding can interfere. */
const numericArb = fc
	.record({
		value: fc.integer({ min: -1_000_000, max: 1_000_000 }),
		tolerance: fc.integer({ min: 0, max: 5000 }),
		marks: marksArb,
		negativeMarks: marksArb,
	})
	.map(({ value, tolerance, marks, negativeMarks }) => ({
		question: {
			type: "numeric" as const,
			multiAnswer: false,
			options: [],
			answerKey: { type: "numeric" as const, value: value / 1000, tolerance: tolerance / 1000 },
			marks,
			negativeMarks,
		} satisfies ScorableQuestion,
		value,
		tolerance,
	}));

const questionArb = fc.oneof(
	singleArb,
	multiArb,
	numericArb.map((n) => n.question),
);

function optionIds(question: ScorableQuestion): string[] {
	return question.options.map((o) => o.id);
}
function correctIds(question: ScorableQuestion): string[] {
	return question.answerKey.type === "mcq" ? question.answerKey.correct : [];
}

/** Any answer this question accepts: null, "", a choice, a set of distinct choices, or a typed decimal. */
function wellFormedArb(question: ScorableQuestion): fc.Arbitrary<StudentAnswer> {
	if (question.type === "numeric")
		return fc.oneof(
			fc.constantFrom<StudentAnswer>(null, "", "  "),
			fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => (n / 1000).toFixed(3)),
		);
	if (question.multiAnswer) return fc.oneof(fc.constant(null), fc.shuffledSubarray(optionIds(question)));
	return fc.oneof(fc.constantFrom<StudentAnswer>(null, ""), fc.constantFrom(...optionIds(question)));
}

describe("scoreAnswer, for any question and answer", () => {
	it("stays between the penalty and the full marks", () => {
		const anyAnswer = fc.oneof(
			fc.constant(null),
			fc.string({ maxLength: 8 }),
			fc.array(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 6 }),
		);
		fc.assert(
			fc.property(
				questionArb.chain((q) => fc.tuple(fc.constant(q), fc.oneof(wellFormedArb(q), anyAnswer))),
				markingArb,
				([question, answer], marking) => {
					const { score, outcome } = scoreAnswer(question, answer, marking);
					expect(score).toBeGreaterThanOrEqual(roundMarks(-question.negativeMarks));
					expect(score).toBeLessThanOrEqual(roundMarks(question.marks));
					if (outcome === "correct") expect(score).toBe(roundMarks(question.marks));
					if (outcome === "wrong") expect(score).toBe(roundMarks(-question.negativeMarks));
					if (outcome === "unanswered") expect(score).toBe(0);
				},
			),
		);
	});

	it("gives full marks to a correct answer, under either marking", () => {
		const correctArb = fc.oneof(
			singleArb.map((q) => ({ question: q, answer: correctIds(q)[0] ?? null })),
			multiArb.chain((q) =>
				fc.shuffledSubarray(correctIds(q), { minLength: correctIds(q).length }).map((answer) => ({
					question: q,
					answer,
				})),
			),
			numericArb.chain(({ question, value, tolerance }) =>
				fc
					.integer({ min: -tolerance, max: tolerance })
					.map((offset) => ({ question, answer: ((value + offset) / 1000).toFixed(3) })),
			),
		);
		fc.assert(
			fc.property(correctArb, markingArb, ({ question, answer }, marking) => {
				expect(scoreAnswer(question, answer, marking)).toEqual({
					score: roundMarks(question.marks),
					outcome: "correct",
				});
			}),
		);
	});

	it("takes the penalty for a number outside the tolerance", () => {
		fc.assert(
			fc.property(numericArb, fc.integer({ min: 1, max: 1000 }), fc.boolean(), (n, beyond, below) => {
				const typed = n.value + (below ? -1 : 1) * (n.tolerance + beyond);
				expect(scoreAnswer(n.question, (typed / 1000).toFixed(3), "partial")).toEqual({
					score: roundMarks(-n.question.negativeMarks),
					outcome: "wrong",
				});
			}),
		);
	});

	it("never marks or penalises an unanswered question", () => {
		fc.assert(
			fc.property(questionArb, fc.constantFrom<StudentAnswer>(null, [], "", "   "), markingArb, (q, a, m) => {
				expect(scoreAnswer(q, a, m)).toEqual({ score: 0, outcome: "unanswered" });
			}),
		);
	});

	it("partial marking agrees with all-or-nothing on what is correct and never scores below it", () => {
		fc.assert(
			fc.property(
				multiArb.chain((q) => fc.tuple(fc.constant(q), fc.subarray(optionIds(q)))),
				([question, answer]) => {
					const partial = scoreAnswer(question, answer, "partial");
					const strict = scoreAnswer(question, answer, "all_or_nothing");
					expect(partial.outcome === "correct").toBe(strict.outcome === "correct");
					expect(partial.score).toBeGreaterThanOrEqual(strict.score);
				},
			),
		);
	});

	it("under partial marking, choosing one more right option never lowers the score and a wrong one never raises it", () => {
		fc.assert(
			fc.property(
				multiArb.chain((q) =>
					fc.tuple(fc.constant(q), fc.subarray(optionIds(q)), fc.constantFrom(...optionIds(q))),
				),
				([question, chosen, extra]) => {
					fc.pre(!chosen.includes(extra));
					const before = scoreAnswer(question, chosen, "partial").score;
					const after = scoreAnswer(question, [...chosen, extra], "partial").score;
					if (correctIds(question).includes(extra)) expect(after).toBeGreaterThanOrEqual(before);
					else expect(after).toBeLessThanOrEqual(before);
				},
			),
		);
	});
});

describe("scoreAnswer examples", () => {
	const multi: ScorableQuestion = {
		type: "mcq",
		multiAnswer: true,
		options: [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }],
		answerKey: { type: "mcq", correct: ["a", "b", "c"] },
		marks: 4,
		negativeMarks: 1,
	};

	it("gives a share of the marks for some right choices under partial marking", () => {
		expect(scoreAnswer(multi, ["a", "b"], "partial")).toEqual({ score: 2.67, outcome: "partial" });
		expect(scoreAnswer(multi, ["a", "b", "d"], "partial")).toEqual({ score: 1.33, outcome: "partial" });
		expect(scoreAnswer(multi, ["a", "d"], "partial")).toEqual({ score: -1, outcome: "wrong" });
		expect(scoreAnswer(multi, ["a", "b"], "all_or_nothing")).toEqual({ score: -1, outcome: "wrong" });
	});

	it("scores a single-answer question and a number within tolerance", () => {
		const single: ScorableQuestion = {
			...multi,
			multiAnswer: false,
			answerKey: { type: "mcq", correct: ["c"] },
		};
		expect(scoreAnswer(single, "c", "partial")).toEqual({ score: 4, outcome: "correct" });
		expect(scoreAnswer(single, "a", "partial")).toEqual({ score: -1, outcome: "wrong" });
		const numeric: ScorableQuestion = {
			type: "numeric",
			multiAnswer: false,
			options: [],
			answerKey: { type: "numeric", value: 1.1, tolerance: 0.1 },
			marks: 2,
			negativeMarks: 0,
		};
		expect(scoreAnswer(numeric, "1.0", "partial")).toEqual({ score: 2, outcome: "correct" });
		expect(scoreAnswer(numeric, " 1.25 ", "partial")).toEqual({ score: 0, outcome: "wrong" });
	});
});

describe("answerShapeProblem", () => {
	it("accepts every well-formed answer", () => {
		fc.assert(
			fc.property(
				questionArb.chain((q) => fc.tuple(fc.constant(q), wellFormedArb(q))),
				([question, answer]) => {
					expect(answerShapeProblem(question, answer)).toBeNull();
				},
			),
		);
	});

	it("rejects an answer of the wrong shape, an unknown option, a repeated option or a non-number", () => {
		const malformedArb = fc.oneof(
			singleArb.chain((q) => fc.tuple(fc.constant(q), fc.subarray(optionIds(q)))),
			multiArb.chain((q) => fc.tuple(fc.constant(q), fc.constantFrom(...optionIds(q)))),
			fc.oneof(singleArb, multiArb).map((q) => [q, q.multiAnswer ? ["zz-none"] : "zz-none"] as const),
			multiArb.chain((q) =>
				fc.tuple(
					fc.constant(q),
					fc.constantFrom(...optionIds(q)).map((id) => [id, id]),
				),
			),
			numericArb.chain(({ question }) =>
				fc.tuple(
					fc.constant(question),
					fc.oneof(
						fc.constantFrom("abc", "1e3", "0x1F", "Infinity", "NaN", "1,5", "--1", "1.2.3", "."),
						fc.constant("1".repeat(31)),
						fc.array(fc.constant("1"), { maxLength: 3 }),
					),
				),
			),
		);
		fc.assert(
			fc.property(malformedArb, ([question, answer]) => {
				expect(answerShapeProblem(question, answer as StudentAnswer)).toEqual(expect.any(String));
			}),
		);
	});

	it("says what is wrong in words a student can act on", () => {
		const single: ScorableQuestion = {
			type: "mcq",
			multiAnswer: false,
			options: [{ id: "a" }, { id: "b" }],
			answerKey: { type: "mcq", correct: ["a"] },
			marks: 1,
			negativeMarks: 0,
		};
		expect(answerShapeProblem(single, ["a"])).toBe("a list of options was sent for a single-answer question");
		expect(answerShapeProblem(single, "z")).toBe("option z does not exist");
		expect(answerShapeProblem({ ...single, multiAnswer: true }, ["a", "a"])).toBe("option a is chosen twice");
	});
});

describe("summarizeScores", () => {
	it("adds up the marks, rounds the percentage and compares it with the passing score", () => {
		expect(
			summarizeScores(
				[
					{ score: 2.67, marks: 4 },
					{ score: -1, marks: 2 },
					{ score: 1, marks: 1 },
				],
				37.5,
			),
		).toEqual({ score: 2.67, maxScore: 7, percentage: 38.14, passed: true });
		expect(summarizeScores([], 0)).toEqual({ score: 0, maxScore: 0, percentage: 0, passed: true });
	});

	it("passes exactly when the percentage reaches the passing score, and full marks are 100%", () => {
		const itemsArb = fc.array(
			marksArb.chain((marks) =>
				fc
					.integer({ min: -100, max: 100 })
					.map((share) => ({ marks, score: roundMarks((marks * share) / 100) })),
			),
			{ maxLength: 30 },
		);
		fc.assert(
			fc.property(itemsArb, fc.integer({ min: 0, max: 100 }), (items, passing) => {
				const summary = summarizeScores(items, passing);
				expect(summary.passed).toBe(summary.percentage >= passing);
				if (summary.maxScore === 0) expect(summary.percentage).toBe(0);
				const full = summarizeScores(
					items.map((i) => ({ ...i, score: i.marks })),
					passing,
				);
				expect(full.percentage).toBe(full.maxScore > 0 ? 100 : 0);
			}),
		);
	});
});

describe("a coding answer", () => {
	const coding = (marksPerTest: number, tests: number): ScorableQuestion => ({
		type: "coding",
		multiAnswer: false,
		options: [],
		answerKey: { type: "coding", problemId: "p", languages: ["python"], marksPerTest },
		marks: marksPerTest * tests,
		negativeMarks: 5,
	});

	it("earns its marks per hidden test passed, never more than the question's marks nor less than 0", () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 40 }),
				fc.integer({ min: 1, max: 1000 }).map((n) => n / 100),
				fc.integer({ min: -5, max: 60 }),
				(total, perTest, passed) => {
					const question = coding(perTest, total);
					const { score, outcome } = scoreAnswer(question, "print(1)", "partial", { passed, total });
					expect(score).toBeGreaterThanOrEqual(0);
					expect(score).toBeLessThanOrEqual(roundMarks(question.marks));
					if (passed >= total) expect(outcome).toBe("correct");
					else if (passed <= 0) expect({ score, outcome }).toEqual({ score: 0, outcome: "wrong" });
					else expect(outcome).toBe("partial");
				},
			),
		);
	});

	it("scores 3 of 10 tests at 2 marks each as 6, partial", () => {
		expect(scoreAnswer(coding(2, 10), "x", "partial", { passed: 3, total: 10 })).toEqual({
			score: 6,
			outcome: "partial",
		});
	});

	it("scores an empty program as unanswered and one that could not be judged as 0, without a penalty", () => {
		expect(scoreAnswer(coding(1, 10), "  ", "partial", { passed: 10, total: 10 }).outcome).toBe("unanswered");
		expect(scoreAnswer(coding(1, 10), "print(1)", "partial")).toEqual({ score: 0, outcome: "wrong" });
	});

	it("refuses a list of options as a program", () => {
		expect(answerShapeProblem(coding(1, 10), ["a"])).toMatch(/coding/);
		expect(answerShapeProblem(coding(1, 10), "print(1)", "python")).toBeNull();
	});

	it("refuses a program without a language, or in a language the question does not allow", () => {
		expect(answerShapeProblem(coding(1, 10), "int main(){}")).toMatch(/allowed languages \(python\)/);
		expect(answerShapeProblem(coding(1, 10), "int main(){}", "cpp")).toMatch(/allowed languages/);
		expect(answerShapeProblem(coding(1, 10), "", "cpp")).toBeNull();
	});
});
