import { describe, expect, it } from "vitest";
import { parseAiken } from "./aiken";

describe("Aiken import", () => {
	it("reads questions with A) and A. options, multi-line text and blank lines between them", () => {
		const text = [
			"Which SQL clause filters groups after aggregation?",
			"A) WHERE",
			"B) HAVING",
			"C) ORDER BY",
			"D) GROUP BY",
			"ANSWER: B",
			"",
			"",
			"A sum of ₹12,000 earns simple interest of ₹2,880 in 3 years.",
			"What is the rate of interest per annum?",
			"A. 6%",
			"B. 8%",
			"C. 9%",
			"ANSWER: b",
		].join("\r\n");
		const { questions, problems } = parseAiken(text, ["Aptitude"]);
		expect(problems).toEqual([]);
		expect(questions).toEqual([
			expect.objectContaining({
				type: "mcq",
				text: "Which SQL clause filters groups after aggregation?",
				options: [
					{ id: "a", text: "WHERE" },
					{ id: "b", text: "HAVING" },
					{ id: "c", text: "ORDER BY" },
					{ id: "d", text: "GROUP BY" },
				],
				multiAnswer: false,
				answerKey: { type: "mcq", correct: ["b"] },
				marks: 1,
				tags: ["aptitude"],
			}),
			expect.objectContaining({
				text: "A sum of ₹12,000 earns simple interest of ₹2,880 in 3 years.\nWhat is the rate of interest per annum?",
				answerKey: { type: "mcq", correct: ["b"] },
			}),
		]);
	});

	it("reports a question with no ANSWER line and goes on with the next one", () => {
		const text = [
			"What is the time complexity of binary search?",
			"A) O(n)",
			"B) O(log n)",
			"",
			"Which data structure gives LIFO order?",
			"A) Queue",
			"B) Stack",
			"ANSWER: B",
		].join("\n");
		const { questions, problems } = parseAiken(text);
		expect(problems).toEqual([
			{ line: 1, message: 'This question has no "ANSWER: X" line after its options.' },
		]);
		expect(questions.map((q) => q.text)).toEqual(["Which data structure gives LIFO order?"]);
	});

	it("reports a missing ANSWER line at the end of the file", () => {
		expect(parseAiken("Q?\nA) x\nB) y").problems).toEqual([
			{ line: 1, message: 'This question has no "ANSWER: X" line after its options.' },
		]);
		expect(parseAiken("Just some words").problems).toEqual([
			{ line: 1, message: "This question has no options and no ANSWER line." },
		]);
	});

	it("reports an answer letter that is not among the options, on the ANSWER line", () => {
		const { questions, problems } = parseAiken(
			"Which key uniquely identifies a row?\nA) Foreign key\nB) Primary key\nANSWER: E",
		);
		expect(questions).toEqual([]);
		expect(problems).toEqual([{ line: 4, message: 'The answer "E" is not one of the options (A, B).' }]);
	});

	it("reports fewer than two options", () => {
		expect(parseAiken("Is 91 prime?\nA) No\nANSWER: A").problems).toEqual([
			{ line: 1, message: "A multiple-choice question needs at least two options (A) and B))." },
		]);
	});

	it("reports several answers, an empty answer and an ANSWER with no question", () => {
		expect(parseAiken("Q?\nA) x\nB) y\nANSWER: A, B").problems[0]).toEqual({
			line: 4,
			message: expect.stringContaining("exactly one answer"),
		});
		expect(parseAiken("Q?\nA) x\nB) y\nANSWER:").problems[0]).toEqual({
			line: 4,
			message: expect.stringContaining("names no letter"),
		});
		expect(parseAiken("\nANSWER: A").problems).toEqual([
			{ line: 2, message: "An ANSWER line with no question before it." },
		]);
	});

	it("reports options out of order and skips the rest of that question", () => {
		const { questions, problems } = parseAiken(
			"Q?\nA) x\nC) y\nD) z\nANSWER: A\n\nNext?\nA) p\nB) q\nANSWER: A",
		);
		expect(problems).toEqual([{ line: 3, message: expect.stringContaining("Option C is out of order") }]);
		expect(questions.map((q) => q.text)).toEqual(["Next?"]);
	});
});
