import type { QuestionDraftInput } from "@unnati/contracts";

const mcq = (
	text: string,
	options: string[],
	correct: string[],
	extra: Partial<QuestionDraftInput> = {},
): QuestionDraftInput => ({
	type: "mcq",
	text,
	options: options.map((optionText, i) => ({ id: String.fromCharCode(97 + i), text: optionText })),
	multiAnswer: correct.length > 1,
	answerKey: { type: "mcq", correct },
	...extra,
});

const numeric = (text: string, value: number, tolerance: number, extra: Partial<QuestionDraftInput> = {}) =>
	({
		type: "numeric",
		text,
		answerKey: { type: "numeric", value, tolerance },
		...extra,
	}) satisfies QuestionDraftInput;

const letters = (texts: string[]) => texts.map((text, i) => ({ id: String.fromCharCode(97 + i), text }));

const trueFalse = (
	text: string,
	correct: boolean,
	feedback: { ifTrue: string; ifFalse: string },
	extra: Partial<QuestionDraftInput> = {},
): QuestionDraftInput => ({
	type: "truefalse",
	text,
	answerKey: { type: "truefalse", correct, feedbackTrue: feedback.ifTrue, feedbackFalse: feedback.ifFalse },
	...extra,
});

/** Items matched to choices; `extraChoices` match no item. */
const matching = (
	text: string,
	pairs: [item: string, choice: string][],
	extraChoices: string[],
	extra: Partial<QuestionDraftInput> = {},
): QuestionDraftInput => {
	const choices = [...new Set([...pairs.map(([, choice]) => choice), ...extraChoices])];
	const options = letters(choices);
	return {
		type: "matching",
		text,
		options,
		answerKey: {
			type: "matching",
			prompts: pairs.map(([item, choice], i) => ({
				id: `p${i + 1}`,
				text: item,
				choice: options.find((o) => o.text === choice)?.id ?? "a",
			})),
		},
		...extra,
	};
};

/** Items listed in the right order. */
const ordering = (
	text: string,
	items: string[],
	grading: "position" | "run",
	extra: Partial<QuestionDraftInput> = {},
): QuestionDraftInput => {
	const options = letters(items);
	return {
		type: "ordering",
		text,
		options,
		answerKey: { type: "ordering", order: options.map((o) => o.id), grading },
		...extra,
	};
};

/** The demo's placement-aptitude bank: what a training cell in an Indian engineering college would set. */
export const DEMO_QUESTIONS = {
	/** Demo Aptitude Test, section 1. */
	quant: [
		mcq(
			"A train 240 m long passes a signal post in 16 seconds. What is its speed in km/h?",
			["48 km/h", "54 km/h", "60 km/h", "64 km/h"],
			["b"],
			{
				tags: ["quant", "speed"],
				difficulty: "easy",
				explanation: "240 m / 16 s = 15 m/s = 15 × 18/5 = 54 km/h.",
			},
		),
		mcq(
			"The simple interest on ₹8,000 for 3 years is ₹1,920. What is the rate of interest per annum?",
			["6%", "7%", "8%", "9%"],
			["c"],
			{ tags: ["quant", "interest"], explanation: "R = (1920 × 100) / (8000 × 3) = 8%." },
		),
		numeric(
			"A shopkeeper buys an article for ₹1,250 and sells it for ₹1,500. What is his profit percentage?",
			20,
			0,
			{
				tags: ["quant", "profit"],
				explanation: "Profit = ₹250; 250 / 1250 × 100 = 20%.",
			},
		),
		mcq(
			"Which of these numbers are divisible by both 3 and 4? (Select all that apply.)",
			["132", "216", "326", "484"],
			["a", "b"],
			{
				tags: ["quant", "numbers"],
				marks: 2,
				explanation:
					"132 and 216 have digit sums divisible by 3 and last two digits divisible by 4; 326 and 484 fail the test for 3.",
			},
		),
		mcq(
			"Pipe A fills a tank in 12 hours and pipe B in 18 hours. Both together fill it in:",
			["6.4 hours", "7.2 hours", "7.5 hours", "8 hours"],
			["b"],
			{
				tags: ["quant", "work"],
				negativeMarks: 0.25,
				explanation: "1/12 + 1/18 = 5/36, so 36/5 = 7.2 hours.",
			},
		),
		mcq(
			"In a class of 60 students, the ratio of boys to girls is 7 : 5. How many girls are there?",
			["20", "25", "30", "35"],
			["b"],
			{ tags: ["quant", "ratio"], difficulty: "easy", explanation: "Girls = 60 × 5/12 = 25." },
		),
	],
	/** Demo Aptitude Test, section 2. */
	programming: [
		mcq(
			"What is the time complexity of binary search on a sorted array of n elements?",
			["O(n)", "O(log n)", "O(n log n)", "O(1)"],
			["b"],
			{
				tags: ["programming", "dsa"],
				difficulty: "easy",
				explanation: "Each step halves the range: O(log n).",
			},
		),
		mcq(
			"Which of these data structures work on the LIFO (last in, first out) principle? (Select all that apply.)",
			["Stack", "Queue", "Function call stack", "Priority queue"],
			["a", "c"],
			{
				tags: ["programming", "dsa"],
				marks: 2,
				explanation: "A stack, and the call stack that is one, are LIFO.",
			},
		),
		mcq('In C, what does `printf("%d", 7 / 2);` print?', ["3.5", "3", "4", "Compilation error"], ["b"], {
			tags: ["programming", "c"],
			negativeMarks: 0.25,
			explanation: "Integer division truncates: 7 / 2 = 3.",
		}),
		mcq(
			"Which SQL clause filters groups after aggregation?",
			["WHERE", "GROUP BY", "HAVING", "ORDER BY"],
			["c"],
			{
				tags: ["programming", "dbms"],
				explanation: "HAVING filters the groups GROUP BY produces; WHERE filters rows before.",
			},
		),
		numeric("How many edges does a tree with 25 vertices have?", 24, 0, {
			tags: ["programming", "dsa"],
			explanation: "A tree with n vertices has n − 1 edges.",
		}),
		mcq(
			"Which keyword in Java prevents a class from being subclassed?",
			["static", "final", "abstract", "private"],
			["b"],
			{ tags: ["programming", "java"], difficulty: "easy", explanation: "A final class cannot be extended." },
		),
	],
	/** The completed practice test and the upcoming quiz draw from these. */
	practice: [
		mcq("If 3x + 7 = 25, what is x?", ["5", "6", "7", "8"], ["b"], {
			tags: ["practice", "quant"],
			difficulty: "easy",
		}),
		mcq("Find the odd one out: 8, 27, 64, 100, 125", ["27", "64", "100", "125"], ["c"], {
			tags: ["practice", "logical"],
		}),
		mcq(
			"A is the brother of B. B is the daughter of C. How is C related to A?",
			["Uncle", "Parent", "Brother", "Cannot be determined"],
			["b"],
			{ tags: ["practice", "logical"] },
		),
		numeric("What is 15% of 640?", 96, 0, { tags: ["practice", "quant"], difficulty: "easy" }),
		mcq("Choose the synonym of 'Meticulous'.", ["Careless", "Thorough", "Hasty", "Generous"], ["b"], {
			tags: ["practice", "verbal"],
		}),
		mcq(
			"Which of these sorting algorithms are stable? (Select all that apply.)",
			["Merge sort", "Quick sort", "Insertion sort", "Heap sort"],
			["a", "c"],
			{ tags: ["practice", "dsa"], marks: 2 },
		),
		mcq(
			"What is the output of `print(len(set([1, 2, 2, 3, 3, 3])))` in Python?",
			["6", "3", "4", "Error"],
			["b"],
			{ tags: ["practice", "dsa", "python"] },
		),
		mcq(
			"A queue is implemented with two stacks. What is the amortised cost of a dequeue?",
			["O(1)", "O(log n)", "O(n)", "O(n²)"],
			["a"],
			{ tags: ["practice", "dsa"], difficulty: "hard" },
		),
		mcq(
			"Which traversal of a binary search tree visits keys in sorted order?",
			["Pre-order", "In-order", "Post-order", "Level-order"],
			["b"],
			{ tags: ["practice", "dsa"], difficulty: "easy" },
		),
		numeric("A car covers 150 km in 2.5 hours. What is its average speed in km/h?", 60, 0, {
			tags: ["practice", "quant"],
		}),
	],
	/**
	 * CS Fundamentals Quiz: every kind of question Moodle users expect, with partial credit and the
	 * author's feedback per answer.
	 */
	fundamentals: [
		trueFalse(
			"In a max-heap stored in an array (0-based), the largest element is always at index 0.",
			true,
			{
				ifTrue: "Yes: the heap property puts the maximum at the root, and the root is index 0.",
				ifFalse: "The heap property puts the maximum at the root, which an array stores at index 0.",
			},
			{ tags: ["fundamentals", "dsa"], difficulty: "easy" },
		),
		trueFalse(
			"A PRIMARY KEY column in an SQL table may hold NULL values.",
			false,
			{
				ifTrue:
					"No: a primary key is UNIQUE and NOT NULL by definition; a UNIQUE column alone may hold NULLs.",
				ifFalse: "Right: a primary key must identify every row, so it is NOT NULL as well as unique.",
			},
			{ tags: ["fundamentals", "dbms"], negativeMarks: 0.25 },
		),
		{
			type: "short",
			text: "Which SQL keyword, written right after SELECT, removes duplicate rows from the result?",
			answerKey: {
				type: "short",
				answers: [
					{
						text: "DISTINCT",
						feedback: "Right: SELECT DISTINCT branch FROM students lists each branch once.",
					},
					{ text: "select\\s+distinct", regex: true, feedback: "Right." },
					{
						text: "UNIQUE",
						credit: 25,
						feedback: "UNIQUE is a constraint on a column; the SELECT keyword is DISTINCT.",
					},
				],
			},
			marks: 2,
			tags: ["fundamentals", "dbms"],
			explanation: "SELECT DISTINCT keeps one copy of each distinct row of the result.",
		},
		{
			type: "short",
			text: "What is the worst-case time complexity of binary search on a sorted array of n elements? Answer in big-O notation, e.g. O(n).",
			answerKey: {
				type: "short",
				answers: [
					{
						text: "O\\(\\s*log(2|₂)?\\s*n\\s*\\)",
						regex: true,
						feedback: "Right: each step halves the range.",
					},
					{
						text: "log\\s*n",
						regex: true,
						credit: 50,
						feedback: "Yes, but write it in big-O notation: O(log n).",
					},
				],
			},
			marks: 2,
			tags: ["fundamentals", "dsa"],
			explanation:
				"Each comparison halves the part of the array that can hold the key, so at most ⌈log₂(n + 1)⌉ comparisons.",
		},
		matching(
			"Match each layer of the OSI model with a protocol that works at it.",
			[
				["Application layer", "HTTP"],
				["Transport layer", "TCP"],
				["Network layer", "IP"],
				["Data link layer", "Ethernet (IEEE 802.3)"],
			],
			["RS-232"],
			{
				marks: 4,
				tags: ["fundamentals", "networks"],
				explanation: "RS-232 is a physical-layer standard: it matches none of these.",
			},
		),
		matching(
			"Match each sorting algorithm with its worst-case time complexity for n items (k: the range of the keys).",
			[
				["Bubble sort", "O(n²)"],
				["Merge sort", "O(n log n)"],
				["Quick sort (first element as pivot)", "O(n²)"],
				["Counting sort", "O(n + k)"],
			],
			["O(log n)"],
			{
				marks: 4,
				tags: ["fundamentals", "dsa"],
				explanation:
					"Quick sort degrades to O(n²) on an already sorted array when the first element is the pivot.",
			},
		),
		ordering(
			"Arrange the stages of the classic five-stage RISC instruction pipeline in the order an instruction passes through them.",
			[
				"Instruction fetch (IF)",
				"Instruction decode (ID)",
				"Execute (EX)",
				"Memory access (MEM)",
				"Write back (WB)",
			],
			"position",
			{ marks: 3, tags: ["fundamentals", "coa"] },
		),
		ordering(
			"Put the events of a TCP connection in order, from opening it to starting to close it.",
			[
				"The client sends SYN",
				"The server replies with SYN-ACK",
				"The client sends ACK",
				"Both sides exchange data",
				"One side sends FIN",
			],
			"run",
			{
				marks: 3,
				tags: ["fundamentals", "networks"],
				explanation:
					"The three-way handshake (SYN, SYN-ACK, ACK) opens the connection; FIN starts closing it.",
			},
		),
		{
			type: "mcq",
			text: "Which data structure does breadth-first search use to hold the vertices it will visit next?",
			options: letters(["Queue", "Stack", "Priority queue", "Hash map"]),
			answerKey: {
				type: "mcq",
				correct: ["a"],
				credits: { a: 100, c: 25 },
				feedback: {
					a: "Right: first in, first out gives level-by-level order.",
					b: "A stack gives depth-first order.",
					c: "It works when every edge costs the same, but it is slower: it is what Dijkstra's algorithm uses.",
					d: "A hash map can remember visited vertices, but it has no order to visit them in.",
				},
			},
			marks: 2,
			tags: ["fundamentals", "dsa"],
		},
		{
			type: "numeric",
			text: "A hard disk sold as 1 TB holds 10¹² bytes. How many GiB (2³⁰ bytes) is that, to the nearest whole number?",
			answerKey: {
				type: "numeric",
				value: 931,
				tolerance: 1,
				feedback: "Right: 10¹² ÷ 2³⁰ ≈ 931.3 GiB, which is why the drive shows less than 1,000.",
				alternatives: [
					{
						value: 1000,
						tolerance: 0,
						credit: 25,
						feedback: "1,000 is GB (10⁹ bytes), not GiB (2³⁰ bytes).",
					},
				],
			},
			marks: 2,
			tags: ["fundamentals", "coa"],
		},
	],
} as const;
