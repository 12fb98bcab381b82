import { IMPORT_FORMATS, questionDraftSchema } from "@unnati/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQuestions } from ".";

// Text built from the characters each format gives meaning to, so the parsers' edge paths are hit
// far more often than by uniformly random strings.
const SYNTAX = [
	"\n",
	"\r\n",
	" ",
	",",
	'"',
	"{",
	"}",
	"=",
	"~",
	"#",
	"%",
	":",
	"::",
	"\\",
	"..",
	"//",
	"A)",
	"B.",
	"ANSWER: A",
	"-",
	"5",
	"0.5",
	"->",
	">3 ABS\n",
	"T#",
	"=%50%",
	"[html]<p>",
	"// [tag:x] [marks:2]\n",
	"$CATEGORY: $course$/top/a b\n",
	"<quiz>",
	'<question type="multichoice">',
	'<question type="shortanswer">',
	'<answer fraction="50">',
	"<text>",
	"</text>",
	"</question>",
	"<![CDATA[",
	"]]>",
	"&amp;",
	"&#x41;",
	"<!DOCTYPE x>",
];
const gibberish = fc
	.array(
		fc.oneof(
			fc.constantFrom(...SYNTAX),
			fc.string({ maxLength: 6 }),
			fc.constantFrom("a", "b", "mcq", "numeric", "text,correct,option_a,option_b"),
		),
		{ maxLength: 60 },
	)
	.map((parts) => parts.join(""));

describe("every importer, on any text", () => {
	for (const format of IMPORT_FORMATS) {
		it(`${format}: never throws, and every question it returns passes the authoring schema`, () => {
			fc.assert(
				fc.property(
					fc.oneof(fc.string({ maxLength: 400 }), gibberish),
					fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 }),
					(text, tags) => {
						const preview = parseQuestions(format, text, tags);
						for (const question of preview.questions)
							expect(questionDraftSchema.safeParse(question).success).toBe(true);
						for (const problem of preview.problems) {
							expect(Number.isInteger(problem.line) && problem.line >= 1).toBe(true);
							expect(problem.message.length).toBeGreaterThan(0);
						}
					},
				),
				{ numRuns: 500 },
			);
		});
	}

	it("reads back what a well-formed CSV row says, whatever the texts", () => {
		const field = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim().length > 0);
		fc.assert(
			fc.property(field, field, field, fc.constantFrom("a", "b"), (text, a, b, correct) => {
				const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
				const csv = `text,option_a,option_b,correct\n${[text, a, b, correct].map(quote).join(",")}`;
				const { questions, problems } = parseQuestions("csv", csv);
				expect(problems).toEqual([]);
				expect(questions[0]).toMatchObject({
					text: text.trim(),
					options: [
						{ id: "a", text: a.trim() },
						{ id: "b", text: b.trim() },
					],
					answerKey: { type: "mcq", correct: [correct] },
				});
			}),
		);
	});
});
