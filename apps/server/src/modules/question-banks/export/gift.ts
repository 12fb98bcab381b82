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

/** GIFT's special characters escaped, and line breaks written `\n`, as Moodle's own export does. */
const escapeGift = (text: string) => text.replace(/[\\~=#{}:]/g, "\\$&").replace(/\r\n|\r|\n/g, "\\n");
const feedback = (text: string | undefined) => (text ? `#${escapeGift(text)}` : "");

function answerBlock(question: ExportQuestion): string[] {
	const key = question.answerKey;
	switch (key.type) {
		case "mcq": {
			const q = question as Of<"mcq">;
			const weights = choiceWeights(q);
			let firstFull = !question.multiAnswer;
			return question.options.map((option, i) => {
				const w = weights[i] ?? 0;
				// Single answer: the first full-credit choice is `=`; another full one keeps its weight,
				// since several plain `=` would read back as a multi-answer question.
				let marker = w === 0 ? "~" : `~%${weight(w)}%`;
				if (firstFull && w === 100) {
					marker = "=";
					firstFull = false;
				}
				return `\t${marker}${escapeGift(option.text)}${feedback(key.feedback?.[option.id])}`;
			});
		}
		case "numeric":
			return [
				"#",
				`\t=%100%${number(key.value)}:${number(key.tolerance)}#${escapeGift(key.feedback ?? "")}`,
				...(key.alternatives ?? []).map(
					(a) =>
						`\t=%${weight(a.credit)}%${number(a.value)}:${number(a.tolerance)}#${escapeGift(a.feedback)}`,
				),
			];
		case "truefalse": {
			const right = key.correct ? key.feedbackTrue : key.feedbackFalse;
			const wrong = key.correct ? key.feedbackFalse : key.feedbackTrue;
			// Moodle: the first #feedback is for a wrong answer, the second for a right one.
			const tail = wrong || right ? `#${escapeGift(wrong ?? "")}${right ? `#${escapeGift(right)}` : ""}` : "";
			return [`${key.correct ? "TRUE" : "FALSE"}${tail}`];
		}
		case "short":
			return key.answers.map(
				(a) =>
					`\t=%${weight(a.credit)}%${escapeGift(a.regex ? a.text : literalForMoodle(a.text))}${feedback(a.feedback)}`,
			);
		case "matching":
			return [
				...key.prompts.map(
					(p) => `\t=${escapeGift(p.text)} -> ${escapeGift(choiceText(question, p.choice))}`,
				),
				...distractors(question as Of<"matching">).map((d) => `\t= -> ${escapeGift(d)}`),
			];
		case "ordering":
			// Moodle 4.4's ordering syntax (qtype_ordering): count, select, layout, grading, show, numbering.
			return [
				`>${key.order.length} ALL VERTICAL ${MOODLE_GRADING[key.grading]} SHOW none`,
				...key.order.map((id) => escapeGift(choiceText(question, id))),
			];
		// An essay's block is empty: the rest of it is in Unnati's comments (extrasOf).
		case "essay":
		case "coding":
			return [];
	}
}

/** Extras holding free text go on a comment line of their own. */
const TEXT_EXTRAS = new Set(["guidance", "criterion"]);
/** A comment token's value: `\]` a bracket, `\n` a line break, `\\` a backslash (import/gift.ts). */
const escapeToken = (value: string) => value.replace(/[\\\]]/g, "\\$&").replace(/\r\n|\r|\n/g, "\\n");

function giftQuestion(question: ExportQuestion): string {
	const extras = extrasOf(question, true);
	const tokens = [
		...question.tags.map((tag) => `[tag:${tag.replaceAll("]", "\\]")}]`),
		...extras.filter(([name]) => !TEXT_EXTRAS.has(name)).map(([name, value]) => `[${name}:${value}]`),
	];
	const textLines = extras
		.filter(([name]) => TEXT_EXTRAS.has(name))
		.map(([name, value]) => `// [${name}:${escapeToken(value)}]`);
	const block = answerBlock(question);
	const general = question.explanation ? `####${escapeGift(question.explanation)}` : "";
	const type = question.answerKey.type;
	// A blank line ends a question, so an essay's empty block stays on one line.
	const body =
		type === "truefalse" || type === "essay"
			? `{${block[0] ?? ""}${general}}`
			: `{${type === "numeric" ? "" : "\n"}${block.join("\n")}${general ? `\n\t${general}` : ""}\n}`;
	return [
		tokens.length > 0 ? `// ${tokens.join(" ")}` : "",
		...textLines,
		`[markdown]${escapeGift(question.text)}${body}`,
	]
		.filter(Boolean)
		.join("\n");
}

/**
 * A bank as GIFT that Moodle and Unnati's importer both read. Tags go in Moodle's `// [tag:…]`
 * comments; what Moodle has no place for (marks, negative marks, difficulty, a multi-answer
 * question marked by the exam's rule, short-answer patterns and options, an essay's word limit,
 * attachment, guidance and rubric) in Unnati's own `// [marks:2]`-style comments, which Moodle
 * ignores: Moodle reads an essay without them. Coding questions are left out, with a comment saying how many.
 */
export function toGift(questions: ExportQuestion[]): string {
	const { kept, coding } = splitExportable(questions);
	const header =
		coding > 0
			? [
					`// ${coding} coding ${coding === 1 ? "question was" : "questions were"} left out: GIFT cannot hold one.`,
				]
			: [];
	return `${[...header, ...kept.map(giftQuestion)].join("\n\n")}\n`;
}
