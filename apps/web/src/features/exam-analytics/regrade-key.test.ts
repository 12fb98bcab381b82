import type { AnswerKey } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { checkKey, withCorrectOptions } from "./regrade-key";

type ShortKey = Extract<AnswerKey, { type: "short" }>;
const short = (answers: Partial<ShortKey["answers"][number]>[]): ShortKey => ({
	type: "short",
	answers: answers.map((a) => ({ text: "New Delhi", credit: 100, feedback: "", regex: false, ...a })),
	caseSensitive: false,
	ignoreSpaces: false,
});

describe("withCorrectOptions", () => {
	const original = {
		type: "mcq" as const,
		correct: ["b"],
		credits: { a: 50, b: 100, c: -25 },
		feedback: { a: "Close: check the units." },
	};

	it("drops the part credits when the correct options change, and keeps the feedback", () => {
		expect(withCorrectOptions(original, ["c"])).toEqual({
			type: "mcq",
			correct: ["c"],
			feedback: { a: "Close: check the units." },
		});
	});

	it("gives the original key back, credits and all, for the original set in any order", () => {
		const multi = { ...original, correct: ["a", "b"] };
		expect(withCorrectOptions(multi, ["b", "a"])).toBe(multi);
	});
});

describe("checkKey", () => {
	it("names the first thing to fix in a short-answer key", () => {
		expect(checkKey(short([{ text: "  " }]))).toEqual({ problem: "Accepted answer 1 needs text." });
		expect(checkKey(short([{ credit: 50 }]))).toEqual({
			problem: "At least one accepted answer must earn 100 %.",
		});
		expect(checkKey(short([{}, { credit: Number.NaN }]))).toEqual({
			problem: "The credit of answer 2 must be more than 0 and at most 100 %.",
		});
		expect(checkKey(short([{ text: "(a+)+", regex: true }]))).toMatchObject({
			problem: expect.stringMatching(/^Answer 1: A repeated group/),
		});
	});

	it("sends a valid key as the contract reads it", () => {
		expect(checkKey(short([{ text: " New Delhi " }, { text: "Delhi", credit: 50 }]))).toEqual({
			key: short([{ text: "New Delhi" }, { text: "Delhi", credit: 50 }]),
		});
		expect(checkKey({ type: "mcq", correct: [] })).toEqual({
			problem: "Choose at least one correct option.",
		});
		expect(checkKey({ type: "numeric", value: 96, tolerance: Number.NaN })).toEqual({
			problem: "Enter the tolerance as a number, 0 or more.",
		});
	});
});
