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
} as const;
