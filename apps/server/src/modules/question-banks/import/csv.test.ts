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
		[
			"type",
			"cloze,Explain paging.,,,,,,,,,,",
			'column type: "cloze" is not one of mcq, numeric, truefalse, short, matching, ordering, essay.',
		],
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

	it("reads true/false, short-answer, matching and ordering rows, with credits and feedback", () => {
		const csv = [
			"type,text,option_a,option_b,option_c,option_d,correct,credits,feedback,grading,case_sensitive,ignore_spaces,tags",
			'truefalse,Binary search needs a sorted array.,,,,,TRUE,,"true: Yes.\nfalse: It halves a sorted range.",,,,dsa',
			'short,Expand DBMS.,Database Management System,Data Base Management System,/DBMS( software)?/,,,b=75;c=25,"a: Right.\nb: Spelt apart.",,no,yes,',
			"matching,Match each structure with its order.,Stack -> LIFO,Queue -> FIFO,-> Random,,,,,,,,",
			"ordering,Order the compiler phases.,Lexing,Parsing,Code generation,,,,,run,,,",
			'mcq,Worst case of quicksort?,O(n^2),O(n log n),O(n),,a,a=100;b=50,"b: That is the average.\nIt is O(n log n).",,,,',
			"mcq,Pick every even prime.,2,3,,,a;,,,,,,",
			'numeric,In what year did the RBI start?,,,,,1935,1935:2=50,"a: 1 April 1935.\nb: Close.",,,,',
		].join("\n");
		const { questions, problems } = parseCsv(csv);
		expect(problems).toEqual([]);
		expect(questions.map((q) => q.answerKey)).toEqual([
			{ type: "truefalse", correct: true, feedbackTrue: "Yes.", feedbackFalse: "It halves a sorted range." },
			{
				type: "short",
				answers: [
					{ text: "Database Management System", credit: 100, feedback: "Right.", regex: false },
					{ text: "Data Base Management System", credit: 75, feedback: "Spelt apart.", regex: false },
					{ text: "DBMS( software)?", credit: 25, feedback: "", regex: true },
				],
				caseSensitive: false,
				ignoreSpaces: true,
			},
			{
				type: "matching",
				prompts: [
					{ id: "p1", text: "Stack", choice: "a" },
					{ id: "p2", text: "Queue", choice: "b" },
				],
			},
			{ type: "ordering", order: ["a", "b", "c"], grading: "run" },
			{
				type: "mcq",
				correct: ["a"],
				credits: { a: 100, b: 50 },
				feedback: { b: "That is the average.\nIt is O(n log n)." },
			},
			{ type: "mcq", correct: ["a"] },
			{
				type: "numeric",
				value: 1935,
				tolerance: 0,
				feedback: "1 April 1935.",
				alternatives: [{ value: 1935, tolerance: 2, credit: 50, feedback: "Close." }],
			},
		]);
		expect(questions[2]?.options.map((o) => o.text)).toEqual(["LIFO", "FIFO", "Random"]);
		expect(questions[5]?.multiAnswer).toBe(true);
		expect(questions[0]?.tags).toEqual(["dsa"]);
	});

	it.each([
		["true/false answer", "truefalse,Q,,,maybe,,,,", 'column correct: "maybe" is not true or false.'],
		[
			"true/false options",
			"truefalse,Q,x,,true,,,,",
			"column option_a: a true/false question has no options.",
		],
		["short with correct", "short,Q,ans,,a,,,,", "column correct: leave correct empty for a short question"],
		["short without answers", "short,Q,,,,,,,", "column option_a: give the accepted answers"],
		[
			"matching pair",
			"matching,Q,Stack LIFO,Queue -> FIFO,,,,,",
			'column option_a: "Stack LIFO" is not a pair',
		],
		["ordering grading", "ordering,Q,a,b,,,,shuffle,", 'column grading: "shuffle" is not position or run.'],
		["credit label", "mcq,Q,x,y,a,e=50,,,", 'column credits: "e" is not one of the filled options'],
		["credit value", "mcq,Q,x,y,a,b=half,,,", 'column credits: "b=half" is not like b=50.'],
		["feedback label", 'mcq,Q,x,y,a,,"i: no",,', 'column feedback: "i" names no answer here'],
		[
			"feedback without label",
			"mcq,Q,x,y,a,,Well done,,",
			"column feedback: write each feedback on its own line",
		],
		["grading on mcq", "mcq,Q,x,y,a,,,run,", "column grading: grading applies to ordering questions only."],
		["flag", "short,Q,ans,,,,,,maybe", 'column case_sensitive: "maybe" is not yes or no.'],
	])("skips a row with a bad %s of the new types", (_name, row, message) => {
		const csv = `type,text,option_a,option_b,correct,credits,feedback,grading,case_sensitive\n${row}`;
		const { questions, problems } = parseCsv(csv);
		expect(questions).toEqual([]);
		expect(problems).toEqual([{ line: 2, message: expect.stringContaining(message) }]);
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
