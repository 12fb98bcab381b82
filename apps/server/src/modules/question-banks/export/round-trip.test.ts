import { type QuestionDraft, questionDraftSchema } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { parseQuestions } from "../import";
import { exportBank, toCsv, toGift, toMoodleXml } from ".";

// A bank with every type and every field an exporter must carry, written as the importers give
// drafts back (option ids a, b, c… by place; matching choices in the order items first use them;
// ordering items in their right order).
const draft = (input: unknown): QuestionDraft => questionDraftSchema.parse(input);

export const EVERY_TYPE: QuestionDraft[] = [
	draft({
		type: "mcq",
		text: "Which normal form removes **partial** dependencies?\nAssume a composite key.",
		options: [
			{ id: "a", text: "2NF" },
			{ id: "b", text: "1NF" },
			{ id: "c", text: "3NF: transitive {deps}" },
		],
		answerKey: {
			type: "mcq",
			correct: ["a"],
			feedback: { a: "Right: the whole key.", b: "1NF # only atomic values." },
		},
		marks: 2,
		negativeMarks: 0.5,
		tags: ["dbms", "unit-3"],
		difficulty: "hard",
		explanation: "2NF needs full functional dependency on every candidate key.",
	}),
	draft({
		type: "mcq",
		text: "Worst case of quicksort?",
		options: [
			{ id: "a", text: "O(n^2)" },
			{ id: "b", text: "O(n log n)" },
			{ id: "c", text: "O(n)" },
		],
		answerKey: {
			type: "mcq",
			correct: ["a"],
			credits: { a: 100, b: 50 },
			feedback: { b: "That is the average." },
		},
	}),
	draft({
		type: "mcq",
		text: "Which traversals visit the root first?",
		options: [
			{ id: "a", text: "Preorder" },
			{ id: "b", text: "Level order" },
			{ id: "c", text: "Postorder" },
			{ id: "d", text: "Inorder" },
		],
		multiAnswer: true,
		answerKey: { type: "mcq", correct: ["a", "b"], credits: { a: 50, b: 50, c: -100, d: -100 } },
	}),
	draft({
		type: "mcq",
		text: "Which of these are stable sorts?",
		options: [
			{ id: "a", text: "Merge sort" },
			{ id: "b", text: "Heap sort" },
			{ id: "c", text: "Insertion sort" },
		],
		multiAnswer: true,
		answerKey: { type: "mcq", correct: ["a", "c"] },
	}),
	draft({
		type: "mcq",
		text: "Pick every prime below 4 that is even.",
		options: [
			{ id: "a", text: "2" },
			{ id: "b", text: "3" },
		],
		multiAnswer: true,
		answerKey: { type: "mcq", correct: ["a"] },
	}),
	draft({
		type: "numeric",
		text: "In what year did the RBI start operations?",
		answerKey: {
			type: "numeric",
			value: 1935,
			tolerance: 0,
			feedback: "1 April 1935.",
			alternatives: [{ value: 1935, tolerance: 2, credit: 50, feedback: "Close: within two years." }],
		},
		tags: ["gk"],
	}),
	draft({
		type: "numeric",
		text: "Value of π to two decimals?",
		answerKey: { type: "numeric", value: 3.14, tolerance: 0.005 },
		marks: 0.5,
	}),
	draft({
		type: "truefalse",
		text: "Binary search needs a sorted array.",
		answerKey: {
			type: "truefalse",
			correct: true,
			feedbackTrue: "Yes.",
			feedbackFalse: "It halves a sorted range.",
		},
	}),
	draft({
		type: "truefalse",
		text: "A heap is a binary search tree.",
		answerKey: { type: "truefalse", correct: false, feedbackTrue: "No: only the heap order holds." },
		explanation: "A heap orders parents over children only.",
	}),
	draft({
		type: "short",
		text: "Expand DBMS.",
		answerKey: {
			type: "short",
			answers: [
				{ text: "Database Management System", credit: 100, feedback: "Right." },
				{ text: "Data Base Management System", credit: 75, feedback: "Spelt apart." },
				{ text: "Database *System", credit: 25 },
			],
		},
	}),
	draft({
		type: "short",
		text: "Name the Linux command that lists files.",
		answerKey: {
			type: "short",
			answers: [{ text: "ls( -[a-z]+)?", credit: 100, regex: true }],
			caseSensitive: true,
			ignoreSpaces: true,
		},
		difficulty: "easy",
	}),
	draft({
		type: "matching",
		text: "Match each structure with its order.",
		options: [
			{ id: "a", text: "LIFO" },
			{ id: "b", text: "FIFO" },
			{ id: "c", text: "Priority" },
			{ id: "d", text: "Random: none" },
		],
		answerKey: {
			type: "matching",
			prompts: [
				{ id: "p1", text: "Stack", choice: "a" },
				{ id: "p2", text: "Queue", choice: "b" },
				{ id: "p3", text: "Heap", choice: "c" },
			],
		},
	}),
	draft({
		type: "ordering",
		text: "Put the phases of a compiler in order.",
		options: [
			{ id: "a", text: "Lexical analysis" },
			{ id: "b", text: "Parsing" },
			{ id: "c", text: "Code generation" },
		],
		answerKey: { type: "ordering", order: ["a", "b", "c"], grading: "run" },
		tags: ["compilers"],
	}),
	draft({
		type: "ordering",
		text: "Order the OSI layers from the bottom.",
		options: [
			{ id: "a", text: "Physical" },
			{ id: "b", text: "Data link" },
			{ id: "c", text: "Network" },
		],
		answerKey: { type: "ordering", order: ["a", "b", "c"], grading: "position" },
	}),
	draft({
		type: "essay",
		text: "Explain how a B-tree keeps its height low.\nUse an example of order 3.",
		answerKey: {
			type: "essay",
			wordLimit: 500,
			allowUpload: true,
			guidance: "Mentions splitting full nodes [at the median].\nA path in C:\\new counts | not.",
			rubric: [
				{
					id: "c1",
					title: "Accuracy | depth",
					levels: [
						{ id: "l1", label: "Right = complete", points: 4 },
						{ id: "l2", label: "Partly right", points: 2.5 },
						{ id: "l3", label: "Wrong]", points: 0 },
					],
				},
				{
					id: "c2",
					title: "Clarity \\ structure",
					levels: [
						{ id: "l1", label: "Clear", points: 2 },
						{ id: "l2", label: "Muddled", points: 0 },
					],
				},
			],
		},
		marks: 6,
		tags: ["dbms"],
		difficulty: "hard",
		explanation: "Splits push the median up, so every leaf stays at one depth.",
	}),
	draft({
		type: "essay",
		text: "Describe one sorting algorithm in your own words.",
		answerKey: { type: "essay" },
	}),
];

const coding = draft({
	type: "coding",
	text: "Reverse a linked list.",
	answerKey: { type: "coding", problemId: "reverse-linked-list", languages: ["python"], marksPerTest: 1 },
});

describe("exports read back as the same questions", () => {
	it.each([
		["gift", toGift],
		["moodlexml", toMoodleXml],
		["csv", toCsv],
	] as const)("%s: every field of every type but coding", (format, write) => {
		const file = write([...EVERY_TYPE, coding]);
		const { questions, problems } = parseQuestions(format, file);
		expect(problems, file).toEqual([]);
		expect(questions).toEqual(EVERY_TYPE);
	});

	it("says in GIFT and Moodle XML that coding questions were left out", () => {
		expect(toGift([coding])).toContain("1 coding question was left out");
		expect(toMoodleXml([coding, coding])).toContain("<!-- 2 coding questions were left out");
		expect(toCsv([coding]).split("\r\n")[1]).toBe("");
	});

	it("writes an essay's word limit, guidance and rubric where Moodle reads them or ignores them", () => {
		const essay = EVERY_TYPE.find((q) => q.answerKey.type === "essay") as QuestionDraft;
		// Moodle reads `{}` as an essay and skips the comments that keep what GIFT has no place for.
		expect(toGift([essay])).toBe(
			[
				"// [tag:dbms] [marks:6] [difficulty:hard] [word-limit:500] [allow-upload:yes]",
				String.raw`// [guidance:Mentions splitting full nodes [at the median\].\nA path in C:\\new counts | not.]`,
				String.raw`// [criterion:Accuracy \\| depth | Right = complete = 4 | Partly right = 2.5 | Wrong\] = 0]`,
				String.raw`// [criterion:Clarity \\\\ structure | Clear = 2 | Muddled = 0]`,
				String.raw`[markdown]Explain how a B-tree keeps its height low.\nUse an example of order 3.{####Splits push the median up, so every leaf stays at one depth.}`,
				"",
			].join("\n"),
		);
		const xml = toMoodleXml([essay]);
		expect(xml).toContain('<question type="essay">');
		expect(xml).toContain("<maxwordlimit>500</maxwordlimit>");
		expect(xml).toContain("<attachments>1</attachments>");
		expect(xml).toMatch(/<graderinfo format="markdown">\s*<text>Mentions splitting/);
		expect(xml).toContain('<criterion title="Accuracy | depth">');
		expect(xml).toContain('<level label="Partly right" points="2.5"/>');
		expect(toCsv([essay]).split("\r\n")[1]).toContain(
			'essay,"Explain how a B-tree keeps its height low.\nUse an example of order 3.",Accuracy \\| depth | Right = complete = 4',
		);
	});

	it("exports a stored essay's rubric by place, whatever its ids", () => {
		const essay = EVERY_TYPE.find((q) => q.answerKey.type === "essay") as QuestionDraft;
		if (essay.answerKey.type !== "essay") throw new Error("not an essay");
		const stored = {
			...essay,
			answerKey: {
				...essay.answerKey,
				rubric: essay.answerKey.rubric?.map((c, i) => ({
					...c,
					id: `crit-${i}`,
					levels: c.levels.map((l, j) => ({ ...l, id: `lv${9 - j}` })),
				})),
			},
		};
		for (const format of ["gift", "moodlexml", "csv"] as const) {
			const write = { gift: toGift, moodlexml: toMoodleXml, csv: toCsv }[format];
			expect(parseQuestions(format, write([stored])).questions).toEqual([essay]);
		}
	});

	it("names the file after the bank", () => {
		const bank = {
			id: "x",
			name: "DBMS – Unit 3 (2026)",
			description: "",
			questionCount: 0,
			updatedAt: "",
			questions: [],
		};
		expect(exportBank(bank, "gift").fileName).toBe("dbms-unit-3-2026.gift");
		expect(exportBank(bank, "moodlexml")).toMatchObject({
			fileName: "dbms-unit-3-2026.xml",
			contentType: expect.stringContaining("xml"),
		});
		expect(exportBank({ ...bank, name: "॥" }, "csv").fileName).toBe("question-bank.csv");
	});

	it("exports stored questions whose matching and ordering ids are opaque, by their texts", () => {
		const matching = EVERY_TYPE.find((q) => q.type === "matching") as QuestionDraft;
		const opaque = {
			...matching,
			options: matching.options.map((o) => ({ ...o, id: `x${o.id}9` })),
			answerKey: {
				type: "matching" as const,
				prompts: (matching.answerKey.type === "matching" ? matching.answerKey.prompts : []).map((p) => ({
					...p,
					choice: `x${p.choice}9`,
				})),
			},
		};
		for (const format of ["gift", "moodlexml", "csv"] as const) {
			const write = { gift: toGift, moodlexml: toMoodleXml, csv: toCsv }[format];
			expect(parseQuestions(format, write([opaque])).questions).toEqual([matching]);
		}
	});
});
