import { describe, expect, it } from "vitest";
import { parseCsv, readCsvRecords } from "./csv";

const HEADER =
	"type,text,option_a,option_b,option_c,option_d,correct,tolerance,marks,negative_marks,tags,difficulty,explanation";

describe("CSV import", () => {
	it("reads single-answer, multi-answer and numeric questions with every documented column", () => {
		const csv = [
			HEADER,
			'mcq,"A train 150 m long passes a pole in 15 s. Its speed, in km/h, is",36,40,54,60,a,,2,0.5,aptitude;speed-distance,easy,"150/15 = 10 m/s = 36 km/h"',
			"mcq,Which of these are stable sorting algorithms?,Merge sort,Quick sort,Insertion sort,Heap sort,a;c,,2,0,dsa;sorting,medium,",
			"numeric,What is the height of a complete binary tree with 1023 nodes (root at height 0)?,,,,,9,0,1,0,dsa,hard,",
			"numeric,A shirt marked ₹800 is sold at 12.5% discount. Selling price in ₹?,,,,,700,0.5,1,,aptitude,,",
		].join("\n");
		const { questions, problems } = parseCsv(csv);
		expect(problems).toEqual([]);
		expect(questions).toHaveLength(4);
		expect(questions[0]).toMatchObject({
			type: "mcq",
			text: "A train 150 m long passes a pole in 15 s. Its speed, in km/h, is",
			options: [
				{ id: "a", text: "36" },
				{ id: "b", text: "40" },
				{ id: "c", text: "54" },
				{ id: "d", text: "60" },
			],
			multiAnswer: false,
			answerKey: { type: "mcq", correct: ["a"] },
			marks: 2,
			negativeMarks: 0.5,
			tags: ["aptitude", "speed-distance"],
			difficulty: "easy",
			explanation: "150/15 = 10 m/s = 36 km/h",
		});
		expect(questions[1]).toMatchObject({
			multiAnswer: true,
			answerKey: { type: "mcq", correct: ["a", "c"] },
		});
		expect(questions[2]).toMatchObject({
			type: "numeric",
			options: [],
			answerKey: { type: "numeric", value: 9, tolerance: 0 },
			difficulty: "hard",
		});
		expect(questions[3]).toMatchObject({
			answerKey: { type: "numeric", value: 700, tolerance: 0.5 },
			negativeMarks: 0,
			difficulty: "medium",
		});
	});

	it("keeps commas, doubled quotes and line breaks inside quoted fields, and counts lines from where a row starts", () => {
		const csv = [
			"text,option_a,option_b,correct",
			'"Which query lists departments with more than 5 employees?\nSELECT dept, COUNT(*) FROM emp GROUP BY dept ___",WHERE COUNT(*) > 5,"HAVING COUNT(*) > 5",b',
			'"He said ""hello"", then left",yes,no,x',
		].join("\r\n");
		const { questions, problems } = parseCsv(csv);
		expect(questions).toHaveLength(1);
		expect(questions[0]?.text).toBe(
			"Which query lists departments with more than 5 employees?\nSELECT dept, COUNT(*) FROM emp GROUP BY dept ___",
		);
		expect(questions[0]?.options[1]?.text).toBe("HAVING COUNT(*) > 5");
		expect(problems).toEqual([
			{ line: 4, message: expect.stringContaining('column correct: "x" is not one of the filled options') },
		]);
	});

	it("splits records as RFC 4180 says", () => {
		expect(readCsvRecords('a,"b,c"\n"d""e",f').records).toEqual([
			{ line: 1, fields: ["a", "b,c"] },
			{ line: 2, fields: ['d"e', "f"] },
		]);
	});

	it("adds the import's tags to every question, without duplicates", () => {
		const { questions } = parseCsv("text,option_a,option_b,correct,tags\nPick one,x,y,a,DBMS;sql", [
			"dbms",
			"Unit-3",
		]);
		expect(questions[0]?.tags).toEqual(["dbms", "sql", "unit-3"]);
	});

	it("reports an unknown column on line 1 and still reads the rows", () => {
		const { questions, problems } = parseCsv("text,option_a,option_b,correct,chapter\nPick one,x,y,a,3");
		expect(questions).toHaveLength(1);
		expect(problems).toEqual([{ line: 1, message: expect.stringContaining('Unknown column "chapter"') }]);
	});

	it("refuses a file without a header naming the text and correct columns", () => {
		expect(parseCsv("Pick one,x,y,a").problems).toEqual([
			{ line: 1, message: expect.stringContaining('Unknown column "Pick one"') },
			{ line: 1, message: expect.stringContaining('Unknown column "x"') },
			{ line: 1, message: expect.stringContaining('Unknown column "y"') },
			{ line: 1, message: expect.stringContaining('Unknown column "a"') },
			{ line: 1, message: 'The header has no "text" column; it is required.' },
			{ line: 1, message: 'The header has no "correct" column; it is required.' },
		]);
		expect(parseCsv("text,correct,text\nQ,1").problems).toEqual([
			{ line: 1, message: 'The column "text" appears more than once.' },
		]);
		expect(parseCsv("\n\n").problems[0]?.message).toMatch(/first row must name the columns/);
	});

	it.each([
		["type", "truefalse,Is 2 prime?,yes,no,,a,,,,,,", 'column type: "truefalse" is not mcq or numeric.'],
		["text", "mcq,,yes,no,,a,,,,,,", "column text: the question text is missing."],
		[
			"gap in options",
			"mcq,Q,yes,,maybe,a,,,,,,",
			"column option_c: option_c is filled but option_b is empty",
		],
		["correct missing", "mcq,Q,yes,no,,,,,,,,", "column correct: the correct answer is missing."],
		[
			"correct not an option",
			"mcq,Q,yes,no,,d,,,,,,",
			'column correct: "d" is not one of the filled options (a, b).',
		],
		[
			"tolerance on mcq",
			"mcq,Q,yes,no,,a,0.1,,,,,",
			"column tolerance: tolerance applies to numeric questions only.",
		],
		["marks", "mcq,Q,yes,no,,a,,two,,,,", 'column marks: "two" is not a number.'],
		["negative marks", "mcq,Q,yes,no,,a,,1,-1,,,", "column negative_marks: -1 cannot be negative."],
		["difficulty", "mcq,Q,yes,no,,a,,,,,tough,", 'column difficulty: "tough" is not easy, medium or hard.'],
		[
			"numeric with options",
			"numeric,Q,yes,,,5,,,,,,",
			"column option_a: a numeric question has no options.",
		],
		["numeric answer", "numeric,Q,,,,five,,,,,,", 'column correct: "five" is not a number.'],
		["tolerance", "numeric,Q,,,,5,abc,,,,,", 'column tolerance: "abc" is not a number.'],
		["marks above the limit", "mcq,Q,yes,no,,a,,500,,,,", "marks: Too big"],
	])("skips a row with a bad %s and names its line and column", (_name, row, message) => {
		const csv = `type,text,option_a,option_b,option_c,correct,tolerance,marks,negative_marks,tags,difficulty,explanation\n\nmcq,Fine,x,y,,b,,,,,,\n${row}`;
		const { questions, problems } = parseCsv(csv);
		expect(questions).toHaveLength(1);
		expect(problems).toEqual([{ line: 4, message: expect.stringContaining(message) }]);
	});

	it("reports a row with more fields than the header", () => {
		const { problems } = parseCsv("text,option_a,option_b,correct\nWhat is 2,3?,5,6,a,extra");
		expect(problems).toEqual([
			{ line: 2, message: expect.stringContaining("6 fields but the header has 4") },
		]);
	});

	it("reports a quote that is never closed, at the line it opens", () => {
		const { questions, problems } = parseCsv(
			'text,option_a,option_b,correct\nOK,x,y,a\n"Unclosed,x,y,a\nmore,x,y,a',
		);
		expect(questions).toHaveLength(1);
		expect(problems).toEqual([{ line: 3, message: expect.stringContaining("never closed") }]);
	});
});
