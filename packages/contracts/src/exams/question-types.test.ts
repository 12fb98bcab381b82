import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AnswerKey, answerKeySchema, unsafePatternReason, withOpaqueOptionIds } from "./answer-keys";
import { initialQuestionStates } from "./question-status";
import { questionDraftSchema, type StudentAnswer } from "./schemas";
import {
	answerShapeProblem,
	correctAnswerOf,
	feedbackFor,
	orderingFraction,
	type ScorableQuestion,
	scoreAnswer,
} from "./scoring";

// The question types that came with Moodle's: true/false, short answer, matching and ordering,
// and the credits and feedback that choice and numeric questions gained.

const question = (
	type: ScorableQuestion["type"],
	answerKey: AnswerKey,
	options: { id: string }[] = [],
	extra: Partial<ScorableQuestion> = {},
): ScorableQuestion => ({
	type,
	multiAnswer: false,
	options,
	answerKey,
	marks: 4,
	negativeMarks: 1,
	...extra,
});

const score = (q: ScorableQuestion, answer: StudentAnswer) => scoreAnswer(q, answer, "partial");

const shortKey = (overrides: Partial<Extract<AnswerKey, { type: "short" }>> = {}): AnswerKey =>
	answerKeySchema.parse({
		type: "short",
		answers: [
			{ text: "New Delhi", feedback: "Yes: the capital since 1931." },
			{ text: "Delhi", credit: 50, feedback: "Close: New Delhi is the capital district." },
		],
		...overrides,
	});

describe("true/false", () => {
	const tf = question("truefalse", {
		type: "truefalse",
		correct: false,
		feedbackTrue: "A stack is last in, first out.",
		feedbackFalse: "Right: a queue is first in, first out.",
	});

	it("scores the right side, penalises the wrong one and leaves an empty answer alone", () => {
		expect(score(tf, "false")).toEqual({ score: 4, outcome: "correct" });
		expect(score(tf, "true")).toEqual({ score: -1, outcome: "wrong" });
		expect(score(tf, null)).toEqual({ score: 0, outcome: "unanswered" });
		expect(score(tf, "")).toEqual({ score: 0, outcome: "unanswered" });
	});

	it("takes only true or false, as a string", () => {
		expect(answerShapeProblem(tf, "true")).toBeNull();
		expect(answerShapeProblem(tf, "yes")).toBe("the answer is true or false");
		expect(answerShapeProblem(tf, ["true"])).toMatch(/list/);
	});

	it("shows the feedback of the side the student chose, and the right side as the answer", () => {
		expect(feedbackFor(tf.answerKey, "true")).toBe("A stack is last in, first out.");
		expect(feedbackFor(tf.answerKey, "false")).toBe("Right: a queue is first in, first out.");
		expect(correctAnswerOf(tf.answerKey, false)).toBe("false");
	});

	it("is a draft without options", () => {
		const draft = {
			type: "truefalse",
			text: "A queue is LIFO.",
			answerKey: { type: "truefalse", correct: false },
		};
		expect(questionDraftSchema.safeParse(draft).success).toBe(true);
		const withOptions = { ...draft, options: [{ id: "a", text: "True" }] };
		expect(questionDraftSchema.safeParse(withOptions).error?.issues[0]?.message).toMatch(
			/no options of its own/,
		);
	});
});

describe("short answer", () => {
	it("accepts any listed answer with its credit, ignoring case and extra spaces by default", () => {
		const q = question("short", shortKey());
		expect(score(q, "  new   delhi ")).toEqual({ score: 4, outcome: "correct" });
		expect(score(q, "DELHI")).toEqual({ score: 2, outcome: "partial" });
		expect(score(q, "Mumbai")).toEqual({ score: -1, outcome: "wrong" });
		expect(feedbackFor(q.answerKey, "delhi")).toBe("Close: New Delhi is the capital district.");
		expect(correctAnswerOf(q.answerKey, false)).toBe("New Delhi");
	});

	it("respects case when asked, and can ignore spaces altogether", () => {
		expect(score(question("short", shortKey({ caseSensitive: true })), "new delhi").outcome).toBe("wrong");
		expect(score(question("short", shortKey({ ignoreSpaces: true })), "NewDelhi").outcome).toBe("correct");
		expect(score(question("short", shortKey()), "NewDelhi").outcome).toBe("wrong");
	});

	it("matches a pattern against the whole answer", () => {
		const key = answerKeySchema.parse({
			type: "short",
			answers: [{ text: "O\\(n\\s*log\\s*n\\)", regex: true }],
		});
		const q = question("short", key);
		expect(score(q, "o(n log n)").outcome).toBe("correct");
		expect(score(q, "O(nlogn)").outcome).toBe("correct");
		expect(score(q, "It is O(n log n) time").outcome).toBe("wrong");
	});

	it("refuses an answer over 200 characters and a list", () => {
		const q = question("short", shortKey());
		expect(answerShapeProblem(q, "x".repeat(201))).toMatch(/at most 200 characters/);
		expect(answerShapeProblem(q, "x".repeat(200))).toBeNull();
		expect(answerShapeProblem(q, ["a"])).toMatch(/list/);
	});

	it("needs a full-credit answer, and refuses a pattern that could backtrack for ever", () => {
		const base = { type: "short", text: "Capital of India?" };
		const halfOnly = { ...base, answerKey: { type: "short", answers: [{ text: "Delhi", credit: 50 }] } };
		expect(questionDraftSchema.safeParse(halfOnly).error?.issues[0]?.message).toMatch(/full credit/);
		const nested = { ...base, answerKey: { type: "short", answers: [{ text: "(a+)+b", regex: true }] } };
		expect(questionDraftSchema.safeParse(nested).error?.issues[0]?.message).toMatch(/take forever/);
	});
});

describe("unsafePatternReason", () => {
	it.each([
		["(a+)+", /take forever/],
		["(\\w*)*x", /take forever/],
		["(a|ab)*c", /take forever/],
		["((ab)+)*", /take forever/],
		["(a{2,})+", /take forever/],
		["[ab]+[ab]+a+a*", /at most 3 times/],
		["a{1,}b*c+d*", /at most 3 times/],
		["(x)\\1", /Back-references/],
		["a(?=b)", /Lookarounds/],
		["[", /not a valid regular expression/],
		["a".repeat(201), /at most 200/],
	])("refuses %s", (pattern, reason) => {
		expect(unsafePatternReason(pattern)).toMatch(reason);
	});

	it.each(["colou?r", "(colour|color)s?", "O\\(n\\s*log\\s*n\\)", "[(a+)+]", "\\(a+\\)+", "(ab)+", "\\d{6}"])(
		"accepts %s",
		(pattern) => {
			expect(unsafePatternReason(pattern)).toBeNull();
		},
	);

	it("no accepted pattern backtracks catastrophically on a 200-character answer", () => {
		// Pieces that explode when nested or piled up. A refused shape takes minutes to years; an
		// accepted one is at most n³ steps, well under the bound even on a busy machine.
		const piece = fc.constantFrom("a", "a+", "a*", "(a)", "(a+)", "(a|b)", "[ab]+", "b?", "(ab)+", ".*");
		fc.assert(
			fc.property(fc.array(piece, { minLength: 1, maxLength: 6 }), (pieces) => {
				const pattern = pieces.join("");
				fc.pre(unsafePatternReason(pattern) === null);
				const started = performance.now();
				new RegExp(`^(?:${pattern})$`, "iu").test(`${"a".repeat(199)}!`);
				expect(performance.now() - started).toBeLessThan(2000);
			}),
			{ numRuns: 300 },
		);
	});
});

describe("matching", () => {
	const key: AnswerKey = {
		type: "matching",
		prompts: [
			{ id: "p1", text: "HTTP", choice: "c80" },
			{ id: "p2", text: "HTTPS", choice: "c443" },
			{ id: "p3", text: "SSH", choice: "c22" },
			{ id: "p4", text: "DNS", choice: "c53" },
		],
	};
	const options = ["c80", "c443", "c22", "c53", "c25"].map((id) => ({ id }));
	const q = question("matching", key, options);

	it("gives credit per right pair, and wrong with the penalty when none is right", () => {
		expect(score(q, ["p1=c80", "p2=c443", "p3=c22", "p4=c53"])).toEqual({ score: 4, outcome: "correct" });
		expect(score(q, ["p1=c80", "p2=c22", "p3=c443"])).toEqual({ score: 1, outcome: "partial" });
		expect(score(q, ["p1=c25"])).toEqual({ score: -1, outcome: "wrong" });
		expect(score(q, [])).toEqual({ score: 0, outcome: "unanswered" });
	});

	it("refuses pairs that are not item=choice, unknown ids and an item matched twice", () => {
		expect(answerShapeProblem(q, ["p1=c80", "p2=c80"])).toBeNull();
		expect(answerShapeProblem(q, "p1=c80")).toMatch(/item=choice pairs/);
		expect(answerShapeProblem(q, ["p1"])).toMatch(/not an item=choice pair/);
		expect(answerShapeProblem(q, ["p9=c80"])).toMatch(/item p9 does not exist/);
		expect(answerShapeProblem(q, ["p1=c99"])).toMatch(/choice c99 does not exist/);
		expect(answerShapeProblem(q, ["p1=c80", "p1=c22"])).toMatch(/matched twice/);
	});

	it("shows the right pairs as the answer", () => {
		expect(correctAnswerOf(key, false)).toEqual(["p1=c80", "p2=c443", "p3=c22", "p4=c53"]);
	});
});

describe("ordering", () => {
	const order = ["plan", "code", "test", "deploy", "watch"];
	const key = (grading: "position" | "run"): AnswerKey => ({ type: "ordering", order, grading });
	const options = order.map((id) => ({ id }));

	it("scores by items in place, or by the longest run in the right order", () => {
		const shifted = ["watch", "plan", "code", "test", "deploy"];
		expect(orderingFraction(order, shifted, "position")).toBe(0);
		expect(orderingFraction(order, shifted, "run")).toBe(0.8);
		expect(score(question("ordering", key("run"), options), shifted)).toEqual({
			score: 3.2,
			outcome: "partial",
		});
		expect(score(question("ordering", key("position"), options), order)).toEqual({
			score: 4,
			outcome: "correct",
		});
	});

	it("gives nothing for a reversed order under either rule", () => {
		const reversed = [...order].reverse();
		expect(orderingFraction(order, reversed, "run")).toBe(0);
		expect(orderingFraction(order, reversed, "position")).toBe(0.2);
	});

	it("takes only a full permutation of the items (or nothing yet)", () => {
		const q = question("ordering", key("position"), options);
		expect(answerShapeProblem(q, [])).toBeNull();
		expect(answerShapeProblem(q, ["plan", "code"])).toMatch(/every item exactly once/);
		expect(answerShapeProblem(q, [...order.slice(0, 4), "plan"])).toMatch(/every item exactly once/);
		expect(answerShapeProblem(q, "plan")).toMatch(/items in order/);
	});

	it("a fraction is always between 0 and 1 and 1 only for the right order", () => {
		fc.assert(
			fc.property(
				fc.shuffledSubarray(order, { minLength: 5, maxLength: 5 }),
				fc.constantFrom("position", "run" as const),
				(given, grading) => {
					const f = orderingFraction(order, given, grading);
					expect(f).toBeGreaterThanOrEqual(0);
					expect(f).toBeLessThanOrEqual(1);
					expect(f === 1).toBe(given.join() === order.join());
				},
			),
		);
	});
});

describe("credits and feedback on choice and numeric questions", () => {
	const options = ["a", "b", "c", "d"].map((id) => ({ id }));
	it("a single-answer choice earns its option's credit", () => {
		const q = question(
			"mcq",
			{
				type: "mcq",
				correct: ["d"],
				credits: { b: 25, c: 50, d: 100 },
				feedback: { c: "Close, but the hostel is in Guindy." },
			},
			options,
		);
		expect(score(q, "d")).toEqual({ score: 4, outcome: "correct" });
		expect(score(q, "c")).toEqual({ score: 2, outcome: "partial" });
		expect(score(q, "a")).toEqual({ score: -1, outcome: "wrong" });
		expect(feedbackFor(q.answerKey, "c")).toBe("Close, but the hostel is in Guindy.");
		expect(feedbackFor(q.answerKey, "a")).toBe("");
	});

	it("a multi-answer choice sums its credits, negative ones included, between 0 and 100 %", () => {
		const q = question(
			"mcq",
			{ type: "mcq", correct: ["b", "c"], credits: { a: -50, b: 50, c: 50, d: -50 } },
			options,
			{ multiAnswer: true },
		);
		expect(score(q, ["b", "c"])).toEqual({ score: 4, outcome: "correct" });
		expect(score(q, ["b"])).toEqual({ score: 2, outcome: "partial" });
		expect(score(q, ["a", "b", "c"])).toEqual({ score: 2, outcome: "partial" });
		expect(score(q, ["a", "b"])).toEqual({ score: -1, outcome: "wrong" });
		expect(score(q, ["a", "b", "c", "d"])).toEqual({ score: -1, outcome: "wrong" });
	});

	it("a credit or feedback for an option the question lacks is refused", () => {
		const draft = {
			type: "mcq",
			text: "Pick one",
			options: [
				{ id: "a", text: "One" },
				{ id: "b", text: "Two" },
			],
			answerKey: { type: "mcq", correct: ["a"], credits: { z: 50 } },
		};
		expect(questionDraftSchema.safeParse(draft).error?.issues[0]?.message).toBe(
			"Option z is not one of the question's options.",
		);
	});

	it("a numeric answer near but outside the full-credit range earns a partial range's credit", () => {
		const q = question("numeric", {
			type: "numeric",
			value: 1947,
			tolerance: 0,
			feedback: "Yes: 15 August 1947.",
			alternatives: [{ value: 1947, tolerance: 2, credit: 50, feedback: "Within two years." }],
		});
		expect(score(q, "1947")).toEqual({ score: 4, outcome: "correct" });
		expect(score(q, "1949")).toEqual({ score: 2, outcome: "partial" });
		expect(score(q, "1950")).toEqual({ score: -1, outcome: "wrong" });
		expect(feedbackFor(q.answerKey, "1948")).toBe("Within two years.");
		expect(feedbackFor(q.answerKey, "1947")).toBe("Yes: 15 August 1947.");
	});
});

describe("opaque option ids", () => {
	it("renames matching choices and ordering items and maps the key, so no id gives the answer away", () => {
		let n = 0;
		const makeId = () => `x${++n}`;
		const ordering = withOpaqueOptionIds(
			{
				type: "ordering",
				options: [
					{ id: "a", text: "Compile" },
					{ id: "b", text: "Link" },
				],
				answerKey: { type: "ordering", order: ["a", "b"], grading: "position" } as AnswerKey,
			},
			makeId,
		);
		expect(ordering.options.map((o) => o.id)).toEqual(["x1", "x2"]);
		expect(ordering.answerKey).toEqual({ type: "ordering", order: ["x1", "x2"], grading: "position" });
		const mcq = {
			type: "mcq",
			options: [{ id: "a", text: "A" }],
			answerKey: { type: "mcq", correct: ["a"] } as AnswerKey,
		};
		expect(withOpaqueOptionIds(mcq, makeId)).toBe(mcq);
	});
});

describe("the palette's empty answers", () => {
	it("are lists for matching and ordering questions, and take a saved list back", () => {
		const states = initialQuestionStates(
			[
				{
					section_id: "s",
					questions: [
						{ question_id: "m", multi_answer: false, type: "matching" },
						{ question_id: "o", multi_answer: false, type: "ordering" },
						{ question_id: "t", multi_answer: false, type: "truefalse" },
					],
				},
			],
			{ serverAnswers: { m: { student_answer: ["p1=c1"] } } },
		);
		expect(states.s?.m).toMatchObject({ answer: ["p1=c1"], status: "answered" });
		expect(states.s?.o?.answer).toEqual([]);
		expect(states.s?.t?.answer).toBeNull();
	});
});
