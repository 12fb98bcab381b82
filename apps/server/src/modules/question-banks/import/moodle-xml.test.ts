import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseGift } from "./gift";
import { parseMoodleXml } from "./moodle-xml";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

const quiz = (questions: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions}\n</quiz>`;

describe("Moodle XML import", () => {
	it("reads the GIFT fixture's questions, exported by Moodle, into the very same drafts", () => {
		const fromXml = parseMoodleXml(fixture("every-construct.xml"));
		const fromGift = parseGift(fixture("every-construct.gift"));
		expect(fromXml.problems).toEqual([]);
		expect(fromXml.questions).toHaveLength(40);
		expect(fromXml.questions).toEqual(fromGift.questions);
	});

	it("reads HTML text, CDATA, entities, tags, marks and a category", () => {
		const { questions, problems } = parseMoodleXml(
			quiz(`
  <question type="category"><category><text>$course$/top/CSE/Operating Systems</text></category></question>
  <question type="multichoice">
    <questiontext format="html"><text>&lt;p&gt;Which call creates a process in Linux?&lt;/p&gt;&lt;pre&gt;pid_t p = ____();&lt;/pre&gt;</text></questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>fork() copies the caller &amp; returns twice.</p>]]></text></generalfeedback>
    <defaultgrade>2.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <single>false</single>
    <answer fraction="50" format="html"><text><![CDATA[<code>fork</code>]]></text><feedback format="html"><text>Yes.</text></feedback></answer>
    <answer fraction="50"><text>clone</text></answer>
    <answer fraction="-100"><text>exec</text><feedback><text><![CDATA[<p>exec replaces the image &#8212; no new process.</p>]]></text></feedback></answer>
    <tags><tag><text>Syscalls</text></tag></tags>
  </question>`),
			["sem-4"],
		);
		expect(problems).toEqual([]);
		expect(questions[0]).toEqual({
			type: "mcq",
			text: "Which call creates a process in Linux?\n\n```\npid_t p = ____();\n```",
			options: [
				{ id: "a", text: "`fork`" },
				{ id: "b", text: "clone" },
				{ id: "c", text: "exec" },
			],
			multiAnswer: true,
			answerKey: {
				type: "mcq",
				correct: ["a", "b"],
				credits: { a: 50, b: 50, c: -100 },
				feedback: { a: "Yes.", c: "exec replaces the image — no new process." },
			},
			marks: 2,
			negativeMarks: 0,
			tags: ["cse", "operating-systems", "syscalls", "sem-4"],
			difficulty: "medium",
			explanation: "fork() copies the caller & returns twice.",
		});
	});

	it("reads a short answer's use of case and wildcards, and Unnati's own element", () => {
		const { questions, problems } = parseMoodleXml(
			quiz(`<question type="shortanswer">
    <questiontext format="plain_text"><text>Who wrote "Wings of Fire"?</text></questiontext>
    <usecase>1</usecase>
    <answer fraction="100"><text>*Kalam</text></answer>
    <answer fraction="0"><text>*</text><feedback><text>No.</text></feedback></answer>
    <unnati negativemarks="0.25" difficulty="easy" ignorespaces="yes"/>
  </question>`),
		);
		expect(problems).toEqual([]);
		expect(questions[0]).toMatchObject({
			text: 'Who wrote "Wings of Fire"?',
			answerKey: {
				answers: [{ text: ".*Kalam", regex: true, credit: 100 }],
				caseSensitive: true,
				ignoreSpaces: true,
			},
			negativeMarks: 0.25,
			difficulty: "easy",
		});
	});

	it("reports unsupported types by line, and goes on", () => {
		const { questions, problems } = parseMoodleXml(
			quiz(`  <question type="cloze">
    <questiontext format="html"><text>Explain {1:SHORTANSWER:=paging}.</text></questiontext>
  </question>
  <question type="description"><questiontext><text>Unit 4</text></questiontext></question>
  <question type="calculated"><questiontext><text>x</text></questiontext></question>
  <question type="truefalse">
    <questiontext format="html"><text>TCP is connection-oriented.</text></questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text><feedback><text>It is.</text></feedback></answer>
  </question>`),
		);
		expect(questions.map((q) => q.answerKey)).toEqual([
			{ type: "truefalse", correct: true, feedbackFalse: "It is." },
		]);
		expect(problems).toEqual([
			{ line: 3, message: expect.stringContaining("Unsupported question type (cloze)") },
			{ line: 6, message: expect.stringContaining("Unsupported question type (description)") },
			{ line: 7, message: expect.stringContaining("Unsupported question type (calculated)") },
		]);
	});

	it.each([
		[
			"a DOCTYPE (no entity can be declared)",
			'<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY x "boom">]>\n<quiz/>',
			2,
			"DOCTYPE",
		],
		[
			"an unknown entity",
			'<quiz>\n<question type="truefalse">&nbsp;</question></quiz>',
			2,
			"not well-formed XML",
		],
		["an unclosed element", "<quiz>\n<question>\n</quiz>", 3, "not well-formed XML"],
		["another root", "<questions/>", 1, "starts with <quiz>"],
		["text that is not XML", "Which is FIFO? {=Queue ~Stack}", 1, "not well-formed XML"],
	])("refuses %s, naming a line", (_name, text, line, message) => {
		const { questions, problems } = parseMoodleXml(text);
		expect(questions).toEqual([]);
		expect(problems).toEqual([{ line, message: expect.stringContaining(message) }]);
	});

	it("reports a bad number and a missing right answer on the question's line", () => {
		const { problems } = parseMoodleXml(
			quiz(`<question type="numerical"><questiontext><text>Q</text></questiontext><answer fraction="100"><text>ten</text></answer></question>
<question type="multichoice"><questiontext><text>Q</text></questiontext><answer fraction="50"><text>a</text></answer><answer fraction="0"><text>b</text></answer></question>`),
		);
		expect(problems).toEqual([
			{ line: 3, message: '"ten" is not a number.' },
			{ line: 4, message: expect.stringContaining("No choice earns full marks") },
		]);
	});
});
