import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { standingOf, topicBreakdown } from "./topics";

describe("topicBreakdown", () => {
	it("scores each tag over the questions that carry it, weakest first", () => {
		const topics = topicBreakdown([
			{ tags: ["arrays"], outcome: "correct" },
			{ tags: ["arrays", "hashing"], outcome: "wrong" },
			{ tags: ["hashing"], outcome: "wrong" },
			{ tags: [], outcome: "correct" },
		]);
		expect(topics).toEqual([
			{ topic: "hashing", correct: 0, total: 2, percentage: 0, standing: "weak" },
			{ topic: "arrays", correct: 1, total: 2, percentage: 50, standing: "developing" },
			{ topic: "general", correct: 1, total: 1, percentage: 100, standing: "strong" },
		]);
	});

	it("counts every question once per distinct tag and never more right than asked", () => {
		const question = fc.record({
			tags: fc.array(fc.constantFrom("a", "b", "c"), { maxLength: 3 }),
			outcome: fc.constantFrom("correct", "partial", "wrong", "unanswered"),
		});
		fc.assert(
			fc.property(fc.array(question, { maxLength: 30 }), (questions) => {
				for (const topic of topicBreakdown(questions)) {
					expect(topic.correct).toBeLessThanOrEqual(topic.total);
					expect(topic.standing).toBe(standingOf(topic.percentage));
				}
			}),
		);
	});
});
