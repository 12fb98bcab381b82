import { describe, expect, it } from "vitest";
import { questionById } from "../question-bank";
import { analyzeAnswer, overallFeedback, paceOf } from "./analyze";

// Answers written by hand for these tests and scored by hand against the rules in contracts'
// FEEDBACK_RULES before the analyser ran on them. The figures below are the hand scores.

const question = (id: string) => {
	const found = questionById(id);
	if (!found) throw new Error(`no question ${id}`);
	return found;
};

// 69 words in 5 sentences; fillers: "Um", "Basically".
const STRONG_STAR =
	"During my third year, our team of four had to submit the college fest website in five days. " +
	"My role was to build the registration page. " +
	"Um, I split the work into small tasks and I wrote the backend in Node over two nights. " +
	"Basically we tracked progress in a WhatsApp group every evening. " +
	"As a result, we launched on time and 1,200 students registered in the first week.";

// 24 words; fillers: "Umm", "You know", "basically", "I mean", "actually". No story at all.
const VAGUE =
	"Umm, I think teamwork is very important. You know, basically everyone should help each other. " +
	"I mean, I always like working in teams, actually.";

const GOOD_NEGOTIATION =
	"Thank you for the offer, I am excited about the role. " +
	"Based on AmbitionBox data for similar roles in Bengaluru, I was expecting 6 to 6.5 LPA. " +
	"Could you share how the fixed and variable pay are split? " +
	"I am also open to a joining bonus if the base is fixed.";

const ULTIMATUM = "I want 10 lakhs. That is my final offer, take it or leave it.";

const TECHNICAL =
	"A process has its own address space, while threads of the same process share memory. " +
	"Creating a thread is lightweight, so a context switch between threads is cheaper. " +
	"Because threads share the heap, we need a mutex to avoid a race condition.";

const behavioral = (answer: string) =>
	analyzeAnswer({
		type: "behavioral",
		role: "sde",
		question: question("beh-01"),
		answer,
		mode: "typed",
		durationSeconds: 0,
	});

describe("offline answer feedback", () => {
	it("finds all four STAR parts, the key points and two fillers in a strong story", () => {
		const f = behavioral(STRONG_STAR);
		expect(f.wordCount).toBe(69);
		expect(f.sentenceCount).toBe(5);
		expect(f.star).toEqual({
			situation:
				"During my third year, our team of four had to submit the college fest website in five days.",
			task: "My role was to build the registration page.",
			action: "Um, I split the work into small tasks and I wrote the backend in Node over two nights.",
			result: "As a result, we launched on time and 1,200 students registered in the first week.",
			present: 4,
		});
		expect(f.keyPoints.map((p) => [p.found, p.evidence])).toEqual([
			[true, "split"],
			[true, "i wrote"],
			[true, "whatsapp"],
			[true, "result"],
		]);
		expect(f.keyPointCoverage).toBe(1);
		// 2 fillers in 69 words: 2.9 per 100.
		expect(f.fillers).toEqual({
			count: 2,
			per100Words: 2.9,
			words: [
				{ word: "basically", count: 1 },
				{ word: "um", count: 1 },
			],
		});
		expect(f.numbers).toEqual(expect.arrayContaining(["four", "1,200"]));
		expect(f.outcomes).toEqual([
			"As a result, we launched on time and 1,200 students registered in the first week.",
		]);
		expect(f.roleTerms.found).toEqual(["backend"]);
		expect(f.suggestions).toEqual([]);
	});

	it("finds no STAR part, no key point and five fillers in a vague answer, and says what to do", () => {
		const f = behavioral(VAGUE);
		expect(f.wordCount).toBe(24);
		expect(f.star).toEqual({ situation: null, task: null, action: null, result: null, present: 0 });
		expect(f.keyPointCoverage).toBe(0);
		// 5 fillers in 24 words: 20.8 per 100.
		expect(f.fillers.count).toBe(5);
		expect(f.fillers.per100Words).toBe(20.8);
		expect(f.fillers.words.map((w) => w.word).sort()).toEqual([
			"actually",
			"basically",
			"i mean",
			"um",
			"you know",
		]);
		expect(f.numbers).toEqual([]);
		expect(f.suggestions).toEqual(
			expect.arrayContaining([
				"End with the result: what changed because of what you did, with a number if you can.",
				"Your answer is short (24 words). Aim for 100 to 250 words: one example, what you did, what came of it.",
			]),
		);
		expect(f.suggestions.some((s) => s.startsWith("You used 5 filler words (20.8 per 100 words)"))).toBe(
			true,
		);
	});

	it("meets all five negotiation criteria in a prepared answer", () => {
		const f = analyzeAnswer({
			type: "negotiation",
			role: "data-analyst",
			question: question("neg-02"),
			answer: GOOD_NEGOTIATION,
			mode: "typed",
			durationSeconds: 0,
		});
		expect(f.negotiation?.map((c) => [c.id, c.met])).toEqual([
			["anchoring", true],
			["market-data", true],
			["questions", true],
			["whole-package", true],
			["courtesy", true],
		]);
		expect(f.negotiation?.find((c) => c.id === "questions")?.evidence).toBe(
			"Could you share how the fixed and variable pay are split?",
		);
		expect(f.keyPointCoverage).toBe(1);
		expect(f.roleTerms).toEqual({ found: [], missing: [] });
		expect(f.star).toBeNull();
	});

	it("marks an ultimatum as discourteous and misses market data, questions and the package", () => {
		const f = analyzeAnswer({
			type: "negotiation",
			role: "sde",
			question: question("neg-02"),
			answer: ULTIMATUM,
			mode: "typed",
			durationSeconds: 0,
		});
		expect(f.negotiation?.map((c) => [c.id, c.met])).toEqual([
			["anchoring", true],
			["market-data", false],
			["questions", false],
			["whole-package", false],
			["courtesy", false],
		]);
		expect(f.negotiation?.find((c) => c.id === "courtesy")?.evidence).toBe(
			"That is my final offer, take it or leave it.",
		);
		// One key point of three (the figure): 0.33.
		expect(f.keyPointCoverage).toBe(0.33);
	});

	it("covers the technical key points in any word form and counts the repeated words", () => {
		const f = analyzeAnswer({
			type: "technical",
			role: "sde",
			question: question("tech-sde-01"),
			answer: TECHNICAL,
			mode: "typed",
			durationSeconds: 0,
		});
		expect(f.keyPoints.map((p) => p.evidence)).toEqual([
			"address space",
			"share memory",
			"context switch",
			"race condition",
		]);
		expect(f.mostUsedWords).toEqual([
			{ word: "thread", count: 4 },
			{ word: "process", count: 2 },
			{ word: "share", count: 2 },
		]);
		expect(f.fillers.count).toBe(0);
	});

	it("gives words per minute only for spoken answers of 10 seconds or more", () => {
		expect(paceOf(60, "spoken", 30)).toEqual({ wordsPerMinute: 120, band: "comfortable" });
		expect(paceOf(60, "spoken", 20)).toEqual({ wordsPerMinute: 180, band: "fast" });
		expect(paceOf(60, "spoken", 45)).toEqual({ wordsPerMinute: 80, band: "slow" });
		expect(paceOf(60, "typed", 45)).toBeNull();
		expect(paceOf(10, "spoken", 5)).toBeNull();
	});

	it("sums a session: coverage of answered questions, fillers per 100 words overall, STAR complete", () => {
		const strong = behavioral(STRONG_STAR);
		const vague = behavioral(VAGUE);
		const overall = overallFeedback("behavioral", [
			{ feedback: strong, text: STRONG_STAR },
			{ feedback: vague, text: VAGUE },
			{ feedback: null, text: null },
		]);
		expect(overall).toMatchObject({
			answered: 2,
			skipped: 1,
			keyPointsFound: 4,
			keyPointsTotal: 8,
			averageCoverage: 0.5,
			// 7 fillers in 93 words.
			fillersPer100Words: 7.5,
			starComplete: 1,
			totalWords: 93,
			averageWordsPerMinute: null,
		});
	});
});
