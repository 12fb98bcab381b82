import { accept, type Built, emptyResult, type ParseResult, readNumber } from "./draft";
import { type CriterionSource, essayQuestion } from "./essay-rules";
import { htmlToText } from "./html-text";
import {
	categoryTags,
	choiceQuestion,
	type Extras,
	extraFields,
	matchingQuestion,
	type NumericAnswer,
	numericQuestion,
	orderingGradingOf,
	orderingQuestion,
	setExtra,
	shortQuestion,
	trueFalseQuestion,
	unsupported,
} from "./moodle-rules";
import { childElements, firstChild, innerMarkup, readXml, textContent, type XmlElement } from "./xml-tree";

/**
 * Moodle XML, as Moodle's "Moodle XML format" export writes it (question/format/xml/format.php):
 *
 *     <quiz>
 *       <question type="category"><category><text>$course$/top/DBMS/Unit 3</text></category></question>
 *       <question type="multichoice">
 *         <name><text>Q1</text></name>
 *         <questiontext format="html"><text><![CDATA[<p>Which normal form…</p>]]></text></questiontext>
 *         <generalfeedback format="html"><text>…</text></generalfeedback>
 *         <defaultgrade>2</defaultgrade>
 *         <single>true</single>
 *         <answer fraction="100" format="html"><text>2NF</text><feedback><text>Right.</text></feedback></answer>
 *         …
 *         <tags><tag><text>normalisation</text></tag></tags>
 *       </question>
 *     </quiz>
 *
 * Types: multichoice, truefalse, shortanswer, numerical, matching, ordering and essay (see essayOf);
 * description is refused by line, as is any other type. `format="html"` text becomes plain text; other formats
 * are kept as written. A category tags the questions after it (see categoryTags), as do `<tags>`.
 * `<defaultgrade>` gives the marks and `<generalfeedback>` the explanation; `<penalty>` (a deduction
 * per retry in Moodle's interactive mode, not negative marking) is ignored. Unnati's exports add an
 * `<unnati …/>` element with what Moodle has no field for; Moodle ignores it.
 */

const text = (element: XmlElement | undefined) => (element ? textContent(element).trim() : "");

/**
 * A Moodle text field (`<x format="…"><text>…</text></x>`) as plain text. Moodle reads a field
 * without a format as HTML, and so does this.
 */
function formatted(element: XmlElement | undefined): string {
	if (!element) return "";
	const inner = firstChild(element, "text");
	const source = inner ? innerMarkup(inner) : "";
	return (element.attributes.format ?? "html") === "html" ? htmlToText(source) : source.trim();
}

/** A fraction attribute: Moodle writes percentages ("100", "33.33333", "-50"). */
const fraction = (answer: XmlElement) => readNumber(answer.attributes.fraction ?? "0") ?? 0;

const yes = (value: string) => ["true", "1", "yes"].includes(value.trim().toLowerCase());

function answersOf(question: XmlElement) {
	return childElements(question, "answer").map((answer) => ({
		element: answer,
		text: formatted(answer),
		credit: fraction(answer),
		feedback: formatted(firstChild(answer, "feedback")),
	}));
}

function build(question: XmlElement, type: string, extras: Extras): Built {
	switch (type) {
		case "multichoice": {
			const single = firstChild(question, "single");
			return choiceQuestion(
				answersOf(question),
				single ? yes(text(single)) : true,
				extras.examMarking === true,
			);
		}
		case "truefalse": {
			const answers = answersOf(question);
			const side = (value: string) => answers.find((a) => a.text.toLowerCase() === value);
			const right = answers.find((a) => a.credit > 0);
			if (!right || !["true", "false"].includes(right.text.toLowerCase()))
				return {
					ok: false,
					message: 'A true/false question needs an answer "true" or "false" with fraction 100.',
				};
			return trueFalseQuestion(
				right.text.toLowerCase() === "true",
				side("true")?.feedback ?? "",
				side("false")?.feedback ?? "",
			);
		}
		case "shortanswer": {
			const useCase = firstChild(question, "usecase");
			return shortQuestion(
				answersOf(question).map((a, i) => ({ ...a, pattern: extras.patterns?.has(i + 1) === true })),
				useCase ? yes(text(useCase)) : false,
				extras.ignoreSpaces ?? false,
			);
		}
		case "numerical": {
			const answers: NumericAnswer[] = [];
			for (const answer of answersOf(question)) {
				// `*` is Moodle's "any other number", there only for its feedback.
				if (answer.text === "*" || answer.text === "") continue;
				const value = readNumber(answer.text);
				if (value === null) return { ok: false, message: `"${answer.text.slice(0, 40)}" is not a number.` };
				const toleranceText = text(firstChild(answer.element, "tolerance")) || "0";
				const tolerance = readNumber(toleranceText);
				if (tolerance === null || tolerance < 0)
					return {
						ok: false,
						message: `The tolerance "${toleranceText.slice(0, 40)}" must be a number of 0 or more.`,
					};
				answers.push({ value, tolerance, credit: answer.credit, feedback: answer.feedback });
			}
			return numericQuestion(answers);
		}
		case "matching":
			return matchingQuestion(
				childElements(question, "subquestion").map((sub) => {
					const answer = firstChild(sub, "answer");
					return { item: formatted(sub), choice: answer ? text(firstChild(answer, "text") ?? answer) : "" };
				}),
			);
		case "ordering": {
			// The fraction of each item is its place in the right order.
			const items = answersOf(question)
				.map((a, i) => ({ text: a.text, place: a.credit, i }))
				.sort((a, b) => a.place - b.place || a.i - b.i);
			return orderingQuestion(
				items.map((item) => item.text),
				orderingGradingOf(text(firstChild(question, "gradingtype"))),
			);
		}
		case "essay":
			return essayOf(question);
		case "description":
			return { ok: false, message: unsupported(type) };
		default:
			return {
				ok: false,
				message: `Unsupported question type (${type || "none given"}); Unnati imports multichoice, truefalse, shortanswer, numerical, matching, ordering and essay.`,
			};
	}
}

/**
 * An essay (qtype_essay). `<maxwordlimit>` (or a plugin's `<wordlimit>`) gives the word limit, the
 * default when empty or 0 (Moodle's "no limit"); `<graderinfo>` is what graders read; `<attachments>`
 * other than 0 lets the student attach a file (Unnati takes one). The `<responsetemplate>`, which
 * Moodle puts in the answer box, goes below the question text: Unnati's answer box starts empty.
 * `<responserequired>` is not read (an Unnati essay may be left unanswered), and an essay answered
 * only with files (`noinline`) is refused: an Unnati essay is typed.
 * The rubric, which Moodle's questions do not have, is Unnati's own: `<criterion title="…">` elements
 * with `<level label="…" points="4"/>` inside the `<unnati>` element, which Moodle ignores.
 */
function essayOf(question: XmlElement): Built {
	if (text(firstChild(question, "responseformat")).toLowerCase() === "noinline")
		return {
			ok: false,
			message:
				"This essay is answered only with attached files (responseformat noinline); Unnati's essays are typed.",
		};
	const limitText = text(firstChild(question, "maxwordlimit")) || text(firstChild(question, "wordlimit"));
	const limit = limitText === "" ? 0 : readNumber(limitText);
	if (limit === null)
		return { ok: false, message: `The word limit "${limitText.slice(0, 40)}" is not a number.` };
	const rubric: CriterionSource[] = [];
	const own = firstChild(question, "unnati");
	for (const criterion of own ? childElements(own, "criterion") : []) {
		const levels: CriterionSource["levels"] = [];
		for (const level of childElements(criterion, "level")) {
			const points = readNumber(level.attributes.points ?? "");
			if (points === null)
				return {
					ok: false,
					message: `The points "${level.attributes.points ?? ""}" of a rubric level are not a number.`,
				};
			levels.push({ label: level.attributes.label ?? "", points });
		}
		rubric.push({ title: criterion.attributes.title ?? "", levels });
	}
	const attachments = readNumber(text(firstChild(question, "attachments")) || "0") ?? 0;
	const built = essayQuestion({
		wordLimit: limit === 0 ? undefined : limit,
		allowUpload: attachments !== 0,
		guidance: formatted(firstChild(question, "graderinfo")),
		rubric,
	});
	const template = formatted(firstChild(question, "responsetemplate"));
	if (!built.ok || template === "") return built;
	const questionText = formatted(firstChild(question, "questiontext"));
	return {
		ok: true,
		question: {
			...built.question,
			text: `${questionText}\n\nUse this outline for your answer:\n\n${template}`,
		},
	};
}

/** Unnati's own element: `<unnati negativemarks="0.5" difficulty="hard" marking="exam" …/>`. */
function readExtras(question: XmlElement, category: string[]): { extras: Extras; problem: string | null } {
	const tags = childElements(firstChild(question, "tags") ?? question, "tag")
		.map((tag) => text(firstChild(tag, "text") ?? tag))
		.filter(Boolean);
	const extras: Extras = { tags: [...category, ...tags] };
	const grade = firstChild(question, "defaultgrade");
	if (grade) {
		const problem = setExtra(extras, "marks", text(grade));
		if (problem) return { extras, problem: "<defaultgrade> must be a number of 0 or more." };
	}
	const own = firstChild(question, "unnati");
	for (const [name, value] of Object.entries(own?.attributes ?? {})) {
		const problem = setExtra(extras, name, value);
		if (problem) return { extras, problem };
	}
	return { extras, problem: null };
}

export function parseMoodleXml(source: string, extraTags: string[] = []): ParseResult {
	const result = emptyResult();
	const reading = readXml(source);
	if (!reading.ok) {
		result.problems.push({ line: reading.line, message: `This is not well-formed XML: ${reading.message}` });
		return result;
	}
	if (reading.root.name !== "quiz") {
		result.problems.push({
			line: reading.root.line,
			message: `A Moodle XML file starts with <quiz>, not <${reading.root.name}>.`,
		});
		return result;
	}
	let category: string[] = [];
	for (const question of childElements(reading.root, "question")) {
		const type = (question.attributes.type ?? "").trim().toLowerCase();
		if (type === "category") {
			category = categoryTags(text(firstChild(firstChild(question, "category") ?? question, "text")));
			continue;
		}
		const { extras, problem } = readExtras(question, category);
		if (problem) {
			result.problems.push({ line: question.line, message: problem });
			continue;
		}
		const built = build(question, type, extras);
		if (!built.ok) {
			result.problems.push({ line: question.line, message: built.message });
			continue;
		}
		accept(
			result,
			question.line,
			{
				text: formatted(firstChild(question, "questiontext")),
				explanation: formatted(firstChild(question, "generalfeedback")),
				// An essay's response template adds to its text (essayOf).
				...built.question,
				...extraFields(extras),
			},
			extraTags,
		);
	}
	return result;
}
