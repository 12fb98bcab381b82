import { readFileSync } from "node:fs";
import type { QuestionDraft } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { parseGift } from "./gift";
import { parseMoodleXml } from "./moodle-xml";

// Essays, format by format: GIFT's empty block with Unnati's comments, Moodle XML's qtype_essay
// fields with Unnati's rubric element, and CSV's rubric cells and essay columns.

const fixture = readFileSync(new URL("./fixtures/every-construct.gift", import.meta.url), "utf8");
const quiz = (questions: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions}\n</quiz>`;

function oneGift(text: string): QuestionDraft {
	const { questions, problems } = parseGift(text);
	expect(problems, text).toEqual([]);
	expect(questions, text).toHaveLength(1);
	return questions[0] as QuestionDraft;
}

describe("GIFT essays", () => {
	it("reads an empty block as an essay, with Unnati's word limit, attachment, guidance and rubric from its comments", () => {
		const [plain, rich] = parseGift(fixture).questions.filter((q) => q.type === "essay");
		expect(plain).toMatchObject({
			text: "Write a short account of how a router forwards a packet.",
			options: [],
			multiAnswer: false,
			answerKey: { type: "essay", wordLimit: 300, allowUpload: false, guidance: "" },
			marks: 1,
			negativeMarks: 0,
			explanation: "",
		});
		expect(plain?.answerKey).not.toHaveProperty("rubric");
		expect(rich).toEqual({
			type: "essay",
			text: "Explain how TCP's congestion control reacts to a lost packet.",
			options: [],
			multiAnswer: false,
			answerKey: {
				type: "essay",
				wordLimit: 250,
				allowUpload: true,
				guidance:
					"Names slow start and congestion avoidance [and fast retransmit].\n\nA diagram helps but is not needed.",
				rubric: [
					{
						id: "c1",
						title: "Accuracy",
						levels: [
							{ id: "l1", label: "Every phase right", points: 3 },
							{ id: "l2", label: "Some phases", points: 1.5 },
							{ id: "l3", label: "None", points: 0 },
						],
					},
					{
						id: "c2",
						title: "Clarity",
						levels: [
							{ id: "l1", label: "Clear", points: 2 },
							{ id: "l2", label: "Hard to follow", points: 0 },
						],
					},
				],
			},
			marks: 5,
			negativeMarks: 0,
			tags: ["engineering", "networks"],
			difficulty: "medium",
			explanation: "It halves the window, then grows it again.",
		});
	});

	it("reads an essay with only general feedback, and a bar or backslash escaped in a criterion", () => {
		expect(
			oneGift("Explain ACID properties. {####Atomicity, consistency, isolation, durability.}"),
		).toMatchObject({
			type: "essay",
			text: "Explain ACID properties.",
			answerKey: { type: "essay", wordLimit: 300, allowUpload: false, guidance: "" },
			explanation: "Atomicity, consistency, isolation, durability.",
		});
		const rubric = oneGift(
			"// [criterion:Pipes \\\\| filters | Both = 2 | a = b = 1]\n// [criterion:C:\\\\\\\\dir | Yes = 1 | No = 0]\nExplain Unix pipes. {}",
		).answerKey;
		expect(rubric).toMatchObject({
			rubric: [
				{
					title: "Pipes | filters",
					levels: [
						{ label: "Both", points: 2 },
						{ label: "a = b", points: 1 },
					],
				},
				{ title: "C:\\dir", levels: [{ label: "Yes" }, { label: "No" }] },
			],
		});
	});

	it.each([
		["// [word-limit:lots]\nQ {}", "the word limit is a whole number of words"],
		["// [allow-upload:maybe]\nQ {}", "should be yes or no"],
		["// [word-limit:20000]\nQ {}", "A word limit is at most 5000."],
		["// [criterion:Clarity]\nQ {}", 'is not a criterion like "Clarity | Clear = 4'],
		["// [criterion:Clarity | Clear | Muddled = 0]\nQ {}", '"Clear" is not a level like "Clear = 4"'],
		["// [criterion:Clarity | Clear = 4]\nQ {}", "A criterion needs at least two levels."],
	])("reports a bad essay comment on the question's line: %s", (text, message) => {
		const { questions, problems } = parseGift(text);
		expect(questions).toEqual([]);
		expect(problems).toEqual([{ line: 2, message: expect.stringContaining(message) }]);
	});
});

describe("Moodle XML essays", () => {
	it("reads an essay's word limit, attachments, grader information and response template, and Unnati's rubric", () => {
		const { questions, problems } = parseMoodleXml(
			quiz(`  <question type="essay">
    <questiontext format="html"><text>&lt;p&gt;Explain paging.&lt;/p&gt;</text></questiontext>
    <defaultgrade>4</defaultgrade>
    <responseformat>plain</responseformat>
    <responserequired>0</responserequired>
    <maxwordlimit>150</maxwordlimit>
    <attachments>-1</attachments>
    <graderinfo format="html"><text><![CDATA[<p>Pages are <b>fixed-size</b>; frames too.</p>]]></text></graderinfo>
    <responsetemplate format="plain_text"><text>Definition:
Example:</text></responsetemplate>
    <unnati difficulty="hard">
      <criterion title="Accuracy"><level label="Right" points="3"/><level label="Wrong" points="0"/></criterion>
    </unnati>
  </question>
  <question type="essay">
    <questiontext format="plain_text"><text>Compare segmentation and paging.</text></questiontext>
    <wordlimit>900</wordlimit>
  </question>
  <question type="essay">
    <questiontext format="plain_text"><text>Describe a TLB.</text></questiontext>
    <maxwordlimit>0</maxwordlimit>
  </question>
  <question type="essay">
    <questiontext format="plain_text"><text>Describe a page fault.</text></questiontext>
    <maxwordlimit></maxwordlimit>
  </question>`),
		);
		expect(problems).toEqual([]);
		expect(questions[0]).toMatchObject({
			type: "essay",
			text: "Explain paging.\n\nUse this outline for your answer:\n\nDefinition:\nExample:",
			answerKey: {
				type: "essay",
				wordLimit: 150,
				allowUpload: true,
				guidance: "Pages are **fixed-size**; frames too.",
				rubric: [
					{
						id: "c1",
						title: "Accuracy",
						levels: [
							{ id: "l1", label: "Right", points: 3 },
							{ id: "l2", label: "Wrong", points: 0 },
						],
					},
				],
			},
			marks: 4,
			difficulty: "hard",
		});
		// A plugin's <wordlimit> serves when Moodle's is missing; Moodle's 0 or empty is "no limit": the default.
		expect(questions.slice(1).map((q) => q.answerKey)).toEqual([
			{ type: "essay", wordLimit: 900, allowUpload: false, guidance: "" },
			{ type: "essay", wordLimit: 300, allowUpload: false, guidance: "" },
			{ type: "essay", wordLimit: 300, allowUpload: false, guidance: "" },
		]);
	});

	it("refuses an essay answered only with files, and a word limit or rubric points that are not numbers", () => {
		const { questions, problems } = parseMoodleXml(
			quiz(`<question type="essay"><questiontext><text>Upload your design.</text></questiontext><responseformat>noinline</responseformat></question>
<question type="essay"><questiontext><text>Q</text></questiontext><maxwordlimit>many</maxwordlimit></question>
<question type="essay"><questiontext><text>Q</text></questiontext><unnati><criterion title="A"><level label="x" points="lots"/></criterion></unnati></question>
<question type="essay"><questiontext><text>Q</text></questiontext><maxwordlimit>6000</maxwordlimit></question>`),
		);
		expect(questions).toEqual([]);
		expect(problems).toEqual([
			{ line: 3, message: expect.stringContaining("answered only with attached files") },
			{ line: 4, message: 'The word limit "many" is not a number.' },
			{ line: 5, message: 'The points "lots" of a rubric level are not a number.' },
			{ line: 6, message: "answer: A word limit is at most 5000." },
		]);
	});
});

describe("CSV essays", () => {
	it("reads an essay row: its rubric's criteria in the option columns, its word limit and guidance", () => {
		const csv = [
			"type,text,option_a,option_b,correct,word_limit,allow_upload,guidance,marks,explanation",
			'essay,Explain deadlock.,Accuracy | Right = 3 | Partly = 1.5 | Wrong = 0,Clarity \\| style | Clear = 2 | Muddled = 0,,150,yes,"Names the four conditions.\nA diagram helps.",5,Coffman conditions.',
			"essay,Describe a TLB.,,,,,,,,",
		].join("\n");
		const { questions, problems } = parseCsv(csv);
		expect(problems).toEqual([]);
		expect(questions[0]).toMatchObject({
			type: "essay",
			options: [],
			answerKey: {
				type: "essay",
				wordLimit: 150,
				allowUpload: true,
				guidance: "Names the four conditions.\nA diagram helps.",
				rubric: [
					{
						id: "c1",
						title: "Accuracy",
						levels: [
							{ id: "l1", label: "Right", points: 3 },
							{ id: "l2", label: "Partly", points: 1.5 },
							{ id: "l3", label: "Wrong", points: 0 },
						],
					},
					{ id: "c2", title: "Clarity | style", levels: [{ label: "Clear" }, { label: "Muddled" }] },
				],
			},
			marks: 5,
			explanation: "Coffman conditions.",
		});
		expect(questions[1]?.answerKey).toEqual({
			type: "essay",
			wordLimit: 300,
			allowUpload: false,
			guidance: "",
		});
	});

	it.each([
		["correct", "essay,Q,,,yes,,", "column correct: leave correct empty for an essay"],
		["word limit", "essay,Q,,,,three hundred,", 'column word_limit: "three hundred" is not a number.'],
		[
			"fractional word limit",
			"essay,Q,,,,250.5,",
			"column word_limit: 250.5 is not a whole number of words.",
		],
		["word limit too high", "essay,Q,,,,9000,", "answer: A word limit is at most 5000."],
		["criterion", "essay,Q,Clarity,,,,", 'column option_a: "Clarity" is not a criterion'],
		["level", "essay,Q,Clarity | Clear | Muddled = 0,,,,", 'column option_a: "Clear" is not a level'],
		["single level", "essay,Q,Clarity | Clear = 2,,,,", "A criterion needs at least two levels."],
		[
			"word limit on mcq",
			"mcq,Q,x,y,a,100,",
			"column word_limit: word_limit applies to essay questions only.",
		],
		[
			"guidance on short",
			"short,Q,x,,,,Look for x",
			"column guidance: guidance applies to essay questions only.",
		],
		["attachment flag", "essay,Q,,,,,,perhaps", 'column allow_upload: "perhaps" is not yes or no.'],
		[
			"attachment on mcq",
			"mcq,Q,x,y,a,,,yes",
			"column allow_upload: allow_upload applies to essay questions only.",
		],
	])("skips an essay row (or another) with a bad %s", (_name, row, message) => {
		const { questions, problems } = parseCsv(
			`type,text,option_a,option_b,correct,word_limit,guidance,allow_upload\n${row}`,
		);
		expect(questions).toEqual([]);
		expect(problems).toEqual([{ line: 2, message: expect.stringContaining(message) }]);
	});
});
