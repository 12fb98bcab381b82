import { readFileSync } from "node:fs";
import type { QuestionDraft } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { parseGift } from "./gift";

const fixture = readFileSync(new URL("./fixtures/every-construct.gift", import.meta.url), "utf8");

describe("GIFT import: every construct of Moodle's examples.txt", () => {
	const { questions, problems } = parseGift(fixture);
	const byText = (start: string) => {
		const found = questions.filter((q) => q.text.startsWith(start));
		expect(found.length, start).toBeGreaterThan(0);
		return found;
	};

	it("imports every question of the fixture, with no problem", () => {
		expect(problems).toEqual([]);
		expect(questions.map((q) => q.type)).toEqual([
			...["mcq", "mcq", "truefalse", "short", "numeric", "mcq", "mcq", "short", "truefalse", "truefalse"],
			...[
				"matching",
				"matching",
				"numeric",
				"numeric",
				"numeric",
				"numeric",
				"numeric",
				"short",
				"mcq",
				"mcq",
			],
			...["short", "short", "truefalse", "mcq", "mcq", "short", "mcq", "mcq", "mcq", "mcq"],
			...[
				"matching",
				"mcq",
				"mcq",
				"short",
				"numeric",
				"essay",
				"truefalse",
				"matching",
				"essay",
				"ordering",
			],
		]);
	});

	it("reads multiple choice, missing words and text after the block as Moodle does", () => {
		expect(questions[0]).toMatchObject({
			text: "Which structure serves requests in first-in, first-out order?",
			options: [
				{ id: "a", text: "Stack" },
				{ id: "b", text: "Heap" },
				{ id: "c", text: "Queue" },
			],
			multiAnswer: false,
			answerKey: { type: "mcq", correct: ["c"] },
		});
		expect(questions[1]?.text).toBe("A stack is _____ from its top.");
		expect(byText("A binary heap")[0]?.text).toBe("A binary heap of height h holds at most _____ nodes.");
		expect(byText("Two raised")[0]?.text).toBe("Two raised to the power ten is _____.");
		expect(byText("What is the value of e")[0]?.text).toBe(
			"What is the value of e to 3 decimal places? _____.",
		);
		expect(questions.some((q) => q.text.includes("::"))).toBe(false);
		expect(byText("A loop from")[0]?.text).toBe("A loop from 0 to n - 1 runs\n_____ in all.");
		expect(byText("How many values")[0]?.text).toBe("How many values can one\nbyte hold?");
	});

	it("keeps per-choice feedback, partial and negative credits", () => {
		expect(byText("Which sort is stable?")[0]?.answerKey).toEqual({
			type: "mcq",
			correct: ["c"],
			feedback: {
				a: "Not stable: partitioning moves equal keys.",
				b: "Not stable: sift-down reorders equal keys.",
				c: "Right: equal keys keep their order.",
			},
		});
		expect(byText("Which complexity describes")[0]?.answerKey).toEqual({
			type: "mcq",
			correct: ["c"],
			credits: { b: 50, c: 100 },
		});
		expect(byText("Kolkata stands")[0]).toMatchObject({
			text: "Kolkata stands on the banks of the _____.",
			answerKey: {
				correct: ["d"],
				credits: { b: 25, c: 50, d: 100 },
				feedback: { a: expect.stringContaining("Ganga splits"), d: "Right!" },
			},
		});
		const [zeroWrong, negative] = byText("Which two of these");
		expect(zeroWrong).toMatchObject({
			multiAnswer: true,
			answerKey: { correct: ["b", "c"], credits: { b: 50, c: 50 } },
		});
		expect(negative?.answerKey).toEqual({
			type: "mcq",
			correct: ["b", "c"],
			credits: { a: -50, b: 50, c: 50, d: -50 },
		});
		expect(byText("Hard multiple-choice")[0]?.answerKey).toEqual({
			type: "mcq",
			correct: ["c"],
			credits: { b: 50, c: 100 },
			feedback: { a: "a different protocol", b: "runs on top of TCP", c: "well done" },
		});
	});

	it("undoes escapes and joins feedback written over two lines", () => {
		expect(byText("Which C expression")[0]?.options.map((o) => o.text)).toEqual([
			"x = 2 + 2",
			"x = 2 + 3",
			"x == 5",
		]);
		const control = byText("Which of these is NOT")[0];
		expect(control?.options.map((o) => o.text)).toEqual(["~", "=", "#", "{", "}", "\\"]);
		expect(control?.answerKey).toMatchObject({
			correct: ["f"],
			feedback: {
				a: "~ is a control character.",
				f: "Right: \\ is not one, it escapes the others. So a\nbackslash is written twice.",
			},
		});
	});

	it("reads true/false with Moodle's two feedbacks, and general feedback as the explanation", () => {
		expect(questions[2]?.answerKey).toEqual({ type: "truefalse", correct: false });
		expect(byText("A queue can be built")[0]?.answerKey).toEqual({ type: "truefalse", correct: true });
		// The first #feedback is for a wrong answer: here, "true".
		expect(byText("A hash table")[0]?.answerKey).toEqual({
			type: "truefalse",
			correct: false,
			feedbackTrue: "No: collisions can make a lookup O(n).",
		});
		expect(byText("The OSI model has seven")[0]).toMatchObject({
			answerKey: {
				type: "truefalse",
				correct: true,
				feedbackFalse: "No: count them again.",
				feedbackTrue: "Right: physical to application.",
			},
			explanation: expect.stringContaining("Physical, data link"),
		});
	});

	it("reads short answers with credits and feedback", () => {
		expect(questions[3]?.answerKey).toEqual({
			type: "short",
			answers: [
				{ text: "stack", credit: 100, feedback: "", regex: false },
				{ text: "LIFO stack", credit: 100, feedback: "", regex: false },
			],
			caseSensitive: false,
			ignoreSpaces: false,
		});
		expect(byText("The capital of India")[0]).toMatchObject({
			text: "The capital of India is",
			answerKey: {
				answers: [
					{ text: "New Delhi", credit: 100, feedback: "Right!" },
					{ text: "Delhi", credit: 75 },
					{ text: "Mumbai", credit: 25, feedback: "Mumbai is the financial capital." },
				],
			},
		});
		expect(byText("Which keyword declares")[0]).toMatchObject({
			text: "Which keyword declares a **constant** in C?",
			answerKey: { answers: [{ text: "const" }, { text: "#define", feedback: "Also accepted: a macro." }] },
		});
		expect(byText("The Indian Space")[0]?.text).toBe(
			"The Indian Space Research Organisation was founded by _____.",
		);
	});

	it("reads numeric answers: exact, tolerance, range and graded ranges with feedback", () => {
		expect(byText("How many bits")[0]?.answerKey).toEqual({ type: "numeric", value: 8, tolerance: 0 });
		expect(byText("What is the value of e").map((q) => q.answerKey)).toEqual([
			// biome-ignore lint/suspicious/noApproximativeNumericConstant: the question asks for e to four places
			{ type: "numeric", value: 2.7183, tolerance: 0.0005 },
			{ type: "numeric", value: 2.7185, tolerance: 0.0005 },
		]);
		expect(byText("In what year was IIT")[0]?.answerKey).toEqual({
			type: "numeric",
			value: 1951,
			tolerance: 0,
			alternatives: [{ value: 1951, tolerance: 2, credit: 50, feedback: "" }],
		});
		expect(byText("How many layers")[0]?.answerKey).toEqual({
			type: "numeric",
			value: 7,
			tolerance: 0,
			feedback: "Right, full credit.",
			alternatives: [
				{ value: 7, tolerance: 1, credit: 50, feedback: "Seven, in fact.\nHalf credit for being close." },
			],
		});
	});

	it("reads matching pairs, inline or over lines, with a distractor", () => {
		expect(byText("Match each Indian state")[0]).toMatchObject({
			options: [
				{ text: "Bengaluru" },
				{ text: "Thiruvananthapuram" },
				{ text: "Hyderabad" },
				{ text: "Bhubaneswar" },
			],
			answerKey: {
				prompts: [
					{ id: "p1", text: "Karnataka", choice: "a" },
					{ text: "Kerala", choice: "b" },
					{},
					{ text: "Odisha", choice: "d" },
				],
			},
		});
		expect(byText("Match each port")[0]).toMatchObject({
			text: "Match each port with its protocol\nservice.",
			answerKey: {
				prompts: [
					{ text: "22", choice: "a" },
					{ text: "53", choice: "b" },
					{ text: "443", choice: "c" },
				],
			},
		});
		expect(byText("Match each **complexity**")[0]).toMatchObject({
			text: "Match each **complexity** with an algorithm.",
			options: [
				{ id: "a", text: "O(log n)" },
				{ id: "b", text: "O(n log n)" },
				{ id: "c", text: "O(n^2)" },
			],
			answerKey: {
				prompts: [
					{ text: "Binary search", choice: "a" },
					{ text: "Merge sort", choice: "b" },
				],
			},
		});
	});

	it("tags questions by $CATEGORY and [tag:], and reads Unnati's marks and difficulty", () => {
		expect(questions[0]?.tags).toEqual(["engineering", "data-structures"]);
		expect(byText("How many bits")[0]?.tags).toEqual(["engineering", "mathematics"]);
		expect(byText("The OSI model has seven")[0]?.tags).toEqual([
			"engineering",
			"networks",
			"networks-basics",
		]);
		expect(questions.at(-1)).toMatchObject({
			type: "ordering",
			options: [{ text: "SYN" }, { text: "SYN-ACK" }, { text: "ACK" }],
			answerKey: { order: ["a", "b", "c"], grading: "run" },
			marks: 2,
			difficulty: "easy",
		});
	});
});

describe("GIFT import, construct by construct", () => {
	const one = (text: string, tags: string[] = []) => {
		const { questions, problems } = parseGift(text, tags);
		expect(problems, text).toEqual([]);
		expect(questions, text).toHaveLength(1);
		return questions[0] as QuestionDraft;
	};

	it("keeps several = without weights as a multi-answer question marked by the exam's rule", () => {
		expect(one("Which are stable sorts? {=Merge =Insertion ~Heap}")).toMatchObject({
			multiAnswer: true,
			answerKey: { type: "mcq", correct: ["a", "b"] },
		});
		expect(one("// [marking:exam]\nPick the even prime. {~%100%2 ~3}").answerKey).toEqual({
			type: "mcq",
			correct: ["a"],
		});
	});

	it("keeps a second full-credit choice of a single-answer question as a credit", () => {
		expect(one("Pick a LIFO structure. {=Stack ~%100%Call stack ~Queue}")).toMatchObject({
			multiAnswer: false,
			answerKey: { correct: ["a"], credits: { a: 100, b: 100 } },
		});
	});

	it("reads T, TRUE, F and FALSE in any case, with feedback for the wrong then the right answer", () => {
		expect(one("Q? {true}").answerKey).toEqual({ type: "truefalse", correct: true });
		expect(one("Q? {F#wrong#right}").answerKey).toEqual({
			type: "truefalse",
			correct: false,
			feedbackTrue: "wrong",
			feedbackFalse: "right",
		});
		expect(one("Q? {T##right}").answerKey).toEqual({
			type: "truefalse",
			correct: true,
			feedbackTrue: "right",
		});
	});

	it("turns Moodle's * wildcard into a pattern, and \\* into an asterisk", () => {
		expect(one("Who drafted the Constitution? {=*Ambedkar}").answerKey).toMatchObject({
			answers: [{ text: ".*Ambedkar", regex: true }],
		});
		expect(one("Write 2 times 3. {=2\\*3}").answerKey).toMatchObject({
			answers: [{ text: "2*3", regex: false }],
		});
		expect(
			one("// [patterns:1] [case-sensitive] [ignore-spaces:yes]\nName the command. {=ls( -a)?}").answerKey,
		).toEqual({
			type: "short",
			answers: [{ text: "ls( -a)?", credit: 100, feedback: "", regex: true }],
			caseSensitive: true,
			ignoreSpaces: true,
		});
	});

	it("leaves out Moodle's 0 % short answers and numeric wrong-answer feedback, which have no place", () => {
		expect(one("Capital of Goa? {=Panaji =%0%Margao#No.}").answerKey).toMatchObject({
			answers: [{ text: "Panaji" }],
		});
		expect(one("2 + 2? {#=4 ~#Count again.}").answerKey).toEqual({ type: "numeric", value: 4, tolerance: 0 });
	});

	it("converts [html] text to plain text, keeping line breaks and code", () => {
		expect(
			one(
				'[html]<p>What does <code>printf("%d", 7/2)</code> print?</p><pre>int x \\= 7;\\n  x /\\= 2;</pre>{#3}',
			).text,
		).toBe('What does `printf("%d", 7/2)` print?\n\n```\nint x = 7;\n  x /= 2;\n```');
	});

	it("reads Moodle 4.4's ordering syntax and its gradings", () => {
		const q = one(
			"Order the SDLC phases.{>4 ALL VERT ABSOLUTE_POSITION\nRequirements\nDesign\nCoding\nTesting\n####Waterfall order.}",
		);
		expect(q).toMatchObject({
			options: [{ id: "a", text: "Requirements" }, { id: "b" }, { id: "c" }, { id: "d", text: "Testing" }],
			answerKey: { type: "ordering", order: ["a", "b", "c", "d"], grading: "position" },
			explanation: "Waterfall order.",
		});
		expect(one("Order.{>2 RELATIVE_NEXT_EXCLUDE_LAST\nFirst\nSecond}").answerKey).toMatchObject({
			grading: "run",
		});
	});

	it("tags from each level of a category path, and adds the import's tags", () => {
		expect(
			one("$CATEGORY: $course$/top/Default for CSE/Operating Systems//Linux\n\nQ? {T}", ["sem-5"]).tags,
		).toEqual(["operating-systems/linux", "sem-5"]);
	});

	it("reports a description by line and goes on", () => {
		const { questions, problems } = parseGift("OK? {=yes ~no}\n\n// next\nThis section covers joins.");
		expect(questions).toHaveLength(1);
		expect(problems).toEqual([
			{ line: 4, message: expect.stringContaining("Unsupported question type (description)") },
		]);
	});

	it("reports broken questions with the line of the fault", () => {
		const cases: [string, number, string][] = [
			["Q1 {=a ~b}\n\n::Title\nQ2 {=a ~b}", 3, "title opened with :: is never closed"],
			["Q1 {=a ~b}\n\nQ2\n{=a ~b", 4, "never closed with }"],
			["Q {=a ~b} and {=c ~d}", 1, "only one {…} answer block"],
			["Q } text", 1, "A } with no {"],
			["Q {~a ~b}", 1, "No choice is marked right"],
			["Q {#abc}", 1, '"abc" is not a number'],
			["Q {#3:-1}", 1, "tolerance"],
			["Q {#5..1}", 1, "is not a range"],
			["Q {#=%50%5:1 =%50%4:1}", 1, "no full-credit answer"],
			["Q {=a -> x =b}", 1, "is not a pair"],
			["Q {~only =}", 1, "option needs text"],
			["{=a ~b}", 1, "A question needs text."],
			["// [marks:lots]\nQ {T}", 2, "marks must be a number"],
			["// [difficulty:tough]\nQ {T}", 2, "easy, medium or hard"],
		];
		for (const [text, line, message] of cases) {
			const { questions, problems } = parseGift(text);
			expect(problems, text).toEqual([{ line, message: expect.stringContaining(message) }]);
			if (line === 1) expect(questions, text).toEqual([]);
		}
	});
});
