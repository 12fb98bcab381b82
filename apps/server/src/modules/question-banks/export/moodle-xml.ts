import { ESSAY_UPLOAD_MAX_BYTES } from "@unnati/contracts";
import { literalForMoodle, MOODLE_GRADING } from "../import/moodle-rules";
import {
	choiceText,
	choiceWeights,
	distractors,
	type ExportQuestion,
	extrasOf,
	number,
	type Of,
	splitExportable,
	weight,
} from "./common";

// Characters XML 1.0 cannot carry at all; they are dropped rather than making the file unreadable.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to drop
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapeXml = (text: string) =>
	text.replace(NOT_XML, "").replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const attribute = (text: string) => escapeXml(text).replaceAll('"', "&quot;");

const textIn = (tag: string, value: string, format = "markdown", indent = "    ") =>
	`${indent}<${tag} format="${format}">\n${indent}  <text>${escapeXml(value)}</text>\n${indent}</${tag}>`;

function answer(fraction: number, text: string, feedbackText = "", format = "markdown", inner = ""): string {
	const feedback = feedbackText
		? `\n      <feedback format="markdown">\n        <text>${escapeXml(feedbackText)}</text>\n      </feedback>`
		: "";
	return `    <answer fraction="${weight(fraction)}" format="${format}">\n      <text>${escapeXml(text)}</text>${inner}${feedback}\n    </answer>`;
}

function typeParts(question: ExportQuestion): { type: string; parts: string[] } {
	const key = question.answerKey;
	switch (key.type) {
		case "mcq": {
			const weights = choiceWeights(question as Of<"mcq">);
			return {
				type: "multichoice",
				parts: [
					`    <single>${question.multiAnswer ? "false" : "true"}</single>`,
					"    <shuffleanswers>true</shuffleanswers>",
					"    <answernumbering>abc</answernumbering>",
					...question.options.map((o, i) => answer(weights[i] ?? 0, o.text, key.feedback?.[o.id])),
				],
			};
		}
		case "truefalse":
			return {
				type: "truefalse",
				parts: [
					answer(key.correct ? 100 : 0, "true", key.feedbackTrue, "moodle_auto_format"),
					answer(key.correct ? 0 : 100, "false", key.feedbackFalse, "moodle_auto_format"),
				],
			};
		case "short":
			return {
				type: "shortanswer",
				parts: [
					`    <usecase>${key.caseSensitive ? 1 : 0}</usecase>`,
					...key.answers.map((a) =>
						answer(a.credit, a.regex ? a.text : literalForMoodle(a.text), a.feedback, "moodle_auto_format"),
					),
				],
			};
		case "numeric":
			return {
				type: "numerical",
				parts: [
					answer(
						100,
						number(key.value),
						key.feedback,
						"moodle_auto_format",
						`\n      <tolerance>${number(key.tolerance)}</tolerance>`,
					),
					...(key.alternatives ?? []).map((a) =>
						answer(
							a.credit,
							number(a.value),
							a.feedback,
							"moodle_auto_format",
							`\n      <tolerance>${number(a.tolerance)}</tolerance>`,
						),
					),
				],
			};
		case "matching": {
			const pair = (item: string, choice: string) =>
				`    <subquestion format="markdown">\n      <text>${escapeXml(item)}</text>\n      <answer>\n        <text>${escapeXml(choice)}</text>\n      </answer>\n    </subquestion>`;
			return {
				type: "matching",
				parts: [
					"    <shuffleanswers>true</shuffleanswers>",
					...key.prompts.map((p) => pair(p.text, choiceText(question, p.choice))),
					...distractors(question as Of<"matching">).map((d) => pair("", d)),
				],
			};
		}
		case "ordering":
			return {
				type: "ordering",
				parts: [
					"    <layouttype>VERTICAL</layouttype>",
					"    <selecttype>ALL</selecttype>",
					`    <selectcount>${key.order.length}</selectcount>`,
					`    <gradingtype>${MOODLE_GRADING[key.grading]}</gradingtype>`,
					"    <showgrading>SHOW</showgrading>",
					"    <numberingstyle>none</numberingstyle>",
					// An item's fraction is its place in the right order.
					...key.order.map((id, i) => answer(i + 1, choiceText(question, id))),
				],
			};
		case "essay":
			// Moodle's own fields; the rubric, which Moodle has no place for, is in Unnati's element.
			return {
				type: "essay",
				parts: [
					"    <responseformat>editor</responseformat>",
					"    <responserequired>1</responserequired>",
					"    <responsefieldlines>15</responsefieldlines>",
					"    <minwordlimit></minwordlimit>",
					`    <maxwordlimit>${key.wordLimit}</maxwordlimit>`,
					// One optional photo or PDF, as Unnati takes.
					`    <attachments>${key.allowUpload ? 1 : 0}</attachments>`,
					"    <attachmentsrequired>0</attachmentsrequired>",
					`    <maxbytes>${key.allowUpload ? ESSAY_UPLOAD_MAX_BYTES : 0}</maxbytes>`,
					`    <filetypeslist>${key.allowUpload ? ".jpg,.jpeg,.png,.webp,.pdf" : ""}</filetypeslist>`,
					textIn("graderinfo", key.guidance),
					textIn("responsetemplate", ""),
				],
			};
		case "coding":
			return { type: "coding", parts: [] };
	}
}

/** Unnati's element: the extras as attributes, and an essay's rubric as `<criterion>` elements. */
function unnatiElement(question: ExportQuestion): string[] {
	const extras = extrasOf(question, false);
	const rubric = question.answerKey.type === "essay" ? (question.answerKey.rubric ?? []) : [];
	if (extras.length === 0 && rubric.length === 0) return [];
	const open = `    <unnati${extras.map(([name, value]) => ` ${name.replaceAll("-", "")}="${attribute(value)}"`).join("")}`;
	if (rubric.length === 0) return [`${open}/>`];
	return [
		`${open}>`,
		...rubric.flatMap((criterion) => [
			`      <criterion title="${attribute(criterion.title)}">`,
			...criterion.levels.map(
				(level) => `        <level label="${attribute(level.label)}" points="${number(level.points)}"/>`,
			),
			"      </criterion>",
		]),
		"    </unnati>",
	];
}

/** Moodle names every question; the start of its text serves. */
const nameOf = (text: string) => {
	const line = text.split("\n")[0]?.trim() ?? "";
	return line.length > 60 ? `${line.slice(0, 57)}…` : line;
};

function xmlQuestion(question: ExportQuestion): string {
	const { type, parts } = typeParts(question);
	const tags =
		question.tags.length > 0
			? [
					`    <tags>\n${question.tags.map((t) => `      <tag><text>${escapeXml(t)}</text></tag>`).join("\n")}\n    </tags>`,
				]
			: [];
	return [
		`  <question type="${type}">`,
		`    <name>\n      <text>${escapeXml(nameOf(question.text))}</text>\n    </name>`,
		textIn("questiontext", question.text),
		textIn("generalfeedback", question.explanation),
		`    <defaultgrade>${number(question.marks)}</defaultgrade>`,
		"    <hidden>0</hidden>",
		...parts,
		...tags,
		...unnatiElement(question),
		"  </question>",
	].join("\n");
}

/**
 * A bank as Moodle XML (Moodle's "Moodle XML format"): texts in Markdown format, marks as the default
 * grade, the explanation as general feedback, tags as Moodle tags, an essay's word limit and
 * guidance as `<maxwordlimit>` and `<graderinfo>`. What Moodle has no field for (negative marks,
 * difficulty, a multi-answer question marked by the exam's rule, short-answer patterns, ignoring
 * spaces, an essay's rubric) goes in an `<unnati>` element, which Moodle ignores. Coding questions
 * are left out, with a comment saying how many.
 */
export function toMoodleXml(questions: ExportQuestion[]): string {
	const { kept, coding } = splitExportable(questions);
	const note =
		coding > 0
			? [
					`  <!-- ${coding} coding ${coding === 1 ? "question was" : "questions were"} left out: Moodle XML cannot hold one. -->`,
				]
			: [];
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		"<quiz>",
		...note,
		...kept.map(xmlQuestion),
		"</quiz>",
		"",
	].join("\n");
}
