import { describe, expect, it } from "vitest";
import { parseGift } from "./gift";

describe("GIFT import", () => {
	it("reads multiple choice with a title, comments, feedback and general feedback", () => {
		const text = [
			"// DBMS unit 3: normalisation",
			"$CATEGORY: $course$/DBMS",
			"",
			"::Q1:: [markdown]Which normal form removes **partial** dependencies? {",
			"  =2NF #Right: every non-key attribute depends on the whole key.",
			"  ~1NF #1NF only needs atomic values.",
			"  ~3NF",
			"  ~BCNF",
			"}",
		].join("\n");
		const { questions, problems } = parseGift(text, ["dbms"]);
		expect(problems).toEqual([]);
		expect(questions).toEqual([
			expect.objectContaining({
				type: "mcq",
				text: "Which normal form removes **partial** dependencies?",
				options: [
					{ id: "a", text: "2NF" },
					{ id: "b", text: "1NF" },
					{ id: "c", text: "3NF" },
					{ id: "d", text: "BCNF" },
				],
				multiAnswer: false,
				answerKey: { type: "mcq", correct: ["a"] },
				explanation: "Right: every non-key attribute depends on the whole key.",
				tags: ["dbms"],
			}),
		]);
		const general = parseGift(
			"Pick the stack operation. {=push ~enqueue #no ####Stacks push and pop at the top.}",
		);
		expect(general.questions[0]?.explanation).toBe("Stacks push and pop at the top.");
	});

	it("reads multiple answers with weights: positive weights are the correct options", () => {
		const text =
			"Which of these traversals visit the root before its children? {\n~%50%Preorder\n~%50%Level order\n~%-100%Postorder\n~%-100%Inorder\n}";
		const { questions, problems } = parseGift(text);
		expect(problems).toEqual([]);
		expect(questions[0]).toMatchObject({
			multiAnswer: true,
			answerKey: { type: "mcq", correct: ["a", "b"] },
			options: [
				{ id: "a", text: "Preorder" },
				{ id: "b", text: "Level order" },
				{ id: "c", text: "Postorder" },
				{ id: "d", text: "Inorder" },
			],
		});
	});

	it("counts a partially weighted wrong option of a single-answer question as wrong", () => {
		const { questions } = parseGift("Worst case of quicksort? {=O(n^2) ~%50%O(n log n) ~O(n)}");
		expect(questions[0]).toMatchObject({ multiAnswer: false, answerKey: { correct: ["a"] } });
	});

	it("reads numeric answers with a tolerance, without one, as a range and as graded answers", () => {
		const text = [
			"What is the value of π to two decimals? {#3.14:0.01}",
			"",
			"How many edges does a tree with 10 vertices have? {#9 #n - 1 edges.}",
			"",
			"Pick any whole number from 1 to 5. {#1..5}",
			"",
			"In what year did the RBI start? {#=1935:0 =%50%1935:2}",
		].join("\n");
		const { questions, problems } = parseGift(text);
		expect(problems).toEqual([]);
		expect(questions.map((q) => q.answerKey)).toEqual([
			{ type: "numeric", value: 3.14, tolerance: 0.01 },
			{ type: "numeric", value: 9, tolerance: 0 },
			{ type: "numeric", value: 3, tolerance: 2 },
			{ type: "numeric", value: 1935, tolerance: 0 },
		]);
		expect(questions[1]).toMatchObject({ type: "numeric", options: [], explanation: "n - 1 edges." });
	});

	it("treats escaped special characters as text", () => {
		const text = "In C, what does a \\= b \\~ c\\: \\{x\\} print? {=a\\=b ~a \\# b\\nnext ~none}";
		const { questions, problems } = parseGift(text);
		expect(problems).toEqual([]);
		expect(questions[0]?.text).toBe("In C, what does a = b ~ c: {x} print?");
		expect(questions[0]?.options.map((o) => o.text)).toEqual(["a=b", "a # b\nnext", "none"]);
	});

	it("keeps text after the answer block, with a blank where the block was", () => {
		const { questions } = parseGift("The {=HAVING ~WHERE} clause filters groups.");
		expect(questions[0]?.text).toBe("The _____ clause filters groups.");
	});

	it.each([
		["true/false", "Binary search needs a sorted array. {T}", "true/false"],
		["true/false with feedback", "A heap is a BST. {FALSE#No.}", "true/false"],
		["short answer", "Expand DBMS. {=Database Management System}", "short answer"],
		["matching", "Match. {=stack -> LIFO =queue -> FIFO}", "matching"],
		["essay", "Explain ACID properties. {}", "essay"],
		["description", "This section covers joins.", "description"],
	])("reports %s as an unsupported question type, naming its line", (_name, question, kind) => {
		const { questions, problems } = parseGift(`OK? {=yes ~no}\n\n// next\n${question}`);
		expect(questions).toHaveLength(1);
		expect(problems).toEqual([
			{ line: 4, message: expect.stringContaining(`nsupported question type (${kind})`) },
		]);
	});

	it("reports broken questions with the line of the fault", () => {
		const cases: [string, number, string][] = [
			["Q1 {=a ~b}\n\n::Title\nQ2 {=a ~b}", 3, "title opened with :: is never closed"],
			["Q1 {=a ~b}\n\nQ2\n{=a ~b", 4, "never closed with }"],
			["Q {=a ~b} and {=c ~d}", 1, "only one {…} answer block"],
			["Q {~a ~b}", 1, "No option is marked correct"],
			["Q {#abc}", 1, '"abc" is not a number'],
			["Q {#3:-1}", 1, "tolerance"],
			["Q {#5..1}", 1, "is not a range"],
			["Q {#=5:1 =%50%4:1}".replace("=5:1 ", "=%50%5:1 "), 1, "no full-credit answer"],
			["Q {~only =}", 1, "option needs text"],
			["Q {=only ~}", 1, "option needs text"],
			["Q {=one ~}", 1, "option needs text"],
			["{=a ~b}", 1, "A question needs text."],
		];
		for (const [text, line, message] of cases) {
			const { questions, problems } = parseGift(text);
			expect(problems, text).toEqual([{ line, message: expect.stringContaining(message) }]);
			if (line === 1) expect(questions, text).toEqual([]);
		}
	});
});
