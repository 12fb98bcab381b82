import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { makeQuestion } from "../test-data";
import { QuestionForm } from "./question-form";

// The question types beside multiple choice, numeric and coding (question-form.test.tsx): what each
// sends, and that a question opened for editing is sent back as it was.

const api = stubFetch();
const ADD = "POST /api/question-banks/bank-1/questions";
const PUT = "PUT /api/question-banks/bank-1/questions/q-1";

/** Pastes instead of typing key by key: each key re-renders the whole form, slow on a busy machine. */
async function fill(user: ReturnType<typeof renderScreen>["user"], input: HTMLElement, text: string) {
	await user.click(input);
	await user.paste(text);
}

const TRUE_FALSE = makeQuestion({
	type: "truefalse",
	text: "Binary search needs a sorted array.",
	options: [],
	answerKey: { type: "truefalse", correct: true, feedbackFalse: "It halves a sorted range each step." },
	marks: 1,
	negativeMarks: 0.25,
});
const SHORT = makeQuestion({
	type: "short",
	text: "Name the structure that serves first in, first out.",
	options: [],
	answerKey: {
		type: "short",
		answers: [
			{ text: "queue", credit: 100, feedback: "", regex: false },
			{ text: "deque|dequeue", credit: 50, feedback: "A deque can, but it is more than that.", regex: true },
		],
		caseSensitive: true,
		ignoreSpaces: false,
	},
});
// Options are in the order the form builds them: the items' choices, then the wrong ones.
const MATCHING = makeQuestion({
	type: "matching",
	text: "Match each structure with its order.",
	options: [
		{ id: "a", text: "Last in, first out" },
		{ id: "b", text: "First in, first out" },
		{ id: "c", text: "By priority" },
	],
	answerKey: {
		type: "matching",
		prompts: [
			{ id: "p1", text: "Stack", choice: "a" },
			{ id: "p2", text: "Queue", choice: "b" },
		],
	},
	marks: 2,
});
const ORDERING = makeQuestion({
	type: "ordering",
	text: "Put the steps of compiling a C program in order.",
	options: [
		{ id: "9f2c1a0b", text: "Preprocessing" },
		{ id: "03be77d1", text: "Compilation" },
		{ id: "c4d5e6f7", text: "Linking" },
	],
	answerKey: { type: "ordering", order: ["9f2c1a0b", "03be77d1", "c4d5e6f7"], grading: "run" },
	marks: 3,
});
const WEIGHTED_MCQ = makeQuestion({
	multiAnswer: true,
	options: [
		{ id: "a", text: "Array" },
		{ id: "b", text: "Tree" },
		{ id: "c", text: "Linked list" },
	],
	answerKey: {
		type: "mcq",
		correct: ["a", "c"],
		credits: { a: 50, b: -50, c: 50 },
		feedback: { b: "A tree is hierarchical." },
	},
});
const NUMERIC_RANGES = makeQuestion({
	type: "numeric",
	text: "Height of the Qutub Minar in metres?",
	options: [],
	answerKey: {
		type: "numeric",
		value: 72.5,
		tolerance: 0.5,
		feedback: "Right.",
		alternatives: [{ value: 72.5, tolerance: 5, credit: 50, feedback: "Close." }],
	},
});

function setup(question?: Parameters<typeof QuestionForm>[0]["question"]) {
	const onDone = vi.fn();
	api.respond(ADD, (request) => jsonResponse(makeQuestion(request.body as object), 201));
	const view = renderScreen(
		<QuestionForm bankId="bank-1" onDone={onDone} {...(question ? { question } : {})} />,
	);
	return { ...view, onDone };
}

describe("QuestionForm for the other question types", { timeout: 20_000 }, () => {
	it("sends a true/false question with its right side and feedback, and no options", async () => {
		const { user, onDone } = setup();
		await user.click(screen.getByRole("radio", { name: "True / False" }));
		await fill(
			user,
			screen.getByRole("textbox", { name: "Question" }),
			"A queue serves the last item added first.",
		);
		await user.click(screen.getByRole("button", { name: "Add question" }));
		expect(screen.getByText("Choose whether the statement is true or false.")).toBeInTheDocument();
		expect(api.sent(ADD)).toHaveLength(0);

		const side = screen.getByRole("radiogroup", { name: "The statement is" });
		await user.click(within(side).getByRole("radio", { name: "False" }));
		await fill(
			user,
			screen.getByRole("textbox", { name: "Feedback for “True” (optional)" }),
			"That is a stack; a queue serves the first item added first.",
		);
		await user.click(screen.getByRole("button", { name: "Add question" }));

		await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
		expect(api.sent(ADD)[0]?.body).toEqual({
			type: "truefalse",
			text: "A queue serves the last item added first.",
			options: [],
			multiAnswer: false,
			answerKey: {
				type: "truefalse",
				correct: false,
				feedbackTrue: "That is a stack; a queue serves the first item added first.",
			},
			marks: 1,
			negativeMarks: 0,
			tags: [],
			difficulty: "medium",
			explanation: "",
		});
	});

	it("sends a short-answer question with its accepted answers, credits, feedback and pattern", async () => {
		const { user, onDone } = setup();
		await user.click(screen.getByRole("radio", { name: "Short answer" }));
		await fill(
			user,
			screen.getByRole("textbox", { name: "Question" }),
			"Which city is the capital of India?",
		);
		await fill(user, screen.getByRole("textbox", { name: "Accepted answer 1" }), "New Delhi");
		await user.click(screen.getByRole("button", { name: "Add another answer" }));
		await user.click(screen.getByRole("switch", { name: "Answer 2 is a regular expression" }));
		await fill(user, screen.getByRole("textbox", { name: "Pattern 2" }), "(New )?Dilli");
		await user.clear(screen.getByRole("textbox", { name: "Credit for answer 2 (%)" }));
		await user.type(screen.getByRole("textbox", { name: "Credit for answer 2 (%)" }), "50");
		await fill(
			user,
			screen.getByRole("textbox", { name: "Feedback for answer 2 (optional)" }),
			"Dilli is its Hindi name; write it in English.",
		);
		await user.click(screen.getByRole("switch", { name: "Ignore spaces" }));
		await user.click(screen.getByRole("button", { name: "Add question" }));

		await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
		expect(api.sent(ADD)[0]?.body).toEqual({
			type: "short",
			text: "Which city is the capital of India?",
			options: [],
			multiAnswer: false,
			answerKey: {
				type: "short",
				answers: [
					{ text: "New Delhi", credit: 100, feedback: "", regex: false },
					{
						text: "(New )?Dilli",
						credit: 50,
						feedback: "Dilli is its Hindi name; write it in English.",
						regex: true,
					},
				],
				caseSensitive: false,
				ignoreSpaces: true,
			},
			marks: 1,
			negativeMarks: 0,
			tags: [],
			difficulty: "medium",
			explanation: "",
		});
	});

	it("refuses a pattern that could take forever to check, as it is typed", async () => {
		const { user } = setup();
		await user.click(screen.getByRole("radio", { name: "Short answer" }));
		await fill(user, screen.getByRole("textbox", { name: "Question" }), "Type any run of a's.");
		await user.click(screen.getByRole("switch", { name: "Answer 1 is a regular expression" }));
		await fill(user, screen.getByRole("textbox", { name: "Pattern 1" }), "(a+)+");

		expect(screen.getByRole("textbox", { name: "Pattern 1" })).toHaveAccessibleDescription(
			/A repeated group may not contain another repetition/,
		);
		await user.click(screen.getByRole("button", { name: "Add question" }));
		expect(api.sent(ADD)).toHaveLength(0);
	});

	it("sends a matching question with its items, a shared choice and a wrong choice as options and prompts", async () => {
		const { user, onDone } = setup();
		await user.click(screen.getByRole("radio", { name: "Matching" }));
		await fill(
			user,
			screen.getByRole("textbox", { name: "Question" }),
			"Match each structure with its order.",
		);
		for (const [n, item, choice] of [
			[1, "Stack", "Last in, first out"],
			[2, "Queue", "First in, first out"],
			[3, "Call stack", "Last in, first out"],
		] as const) {
			await fill(user, screen.getByRole("textbox", { name: `Item ${n}` }), item);
			await fill(user, screen.getByRole("textbox", { name: `Choice matching item ${n}` }), choice);
		}
		await user.click(screen.getByRole("button", { name: "Add a wrong choice" }));
		await fill(user, screen.getByRole("textbox", { name: "Wrong choice 1" }), "By priority");
		await user.click(screen.getByRole("button", { name: "Add question" }));

		await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
		expect(api.sent(ADD)[0]?.body).toEqual({
			type: "matching",
			text: "Match each structure with its order.",
			options: [
				{ id: "a", text: "Last in, first out" },
				{ id: "b", text: "First in, first out" },
				{ id: "c", text: "By priority" },
			],
			multiAnswer: false,
			answerKey: {
				type: "matching",
				prompts: [
					{ id: "p1", text: "Stack", choice: "a" },
					{ id: "p2", text: "Queue", choice: "b" },
					{ id: "p3", text: "Call stack", choice: "a" },
				],
			},
			marks: 1,
			negativeMarks: 0,
			tags: [],
			difficulty: "medium",
			explanation: "",
		});
	});

	it("asks for each item's choice, and shows the server's errors on the matching rows", async () => {
		api.respond(PUT, () =>
			jsonResponse(
				{
					code: "VALIDATION_FAILED",
					message: "Invalid request.",
					errors: [
						{ path: "answerKey.prompts.1.text", message: "This item is too long." },
						{ path: "options.2.text", message: "This choice is too long." },
					],
				},
				400,
			),
		);
		const { user } = setup(MATCHING);
		await user.clear(screen.getByRole("textbox", { name: "Choice matching item 2" }));
		await user.click(screen.getByRole("button", { name: "Save question" }));
		expect(screen.getByRole("textbox", { name: "Choice matching item 2" })).toHaveAccessibleDescription(
			"Give the choice this item matches.",
		);
		expect(api.sent(PUT)).toHaveLength(0);

		await fill(user, screen.getByRole("textbox", { name: "Choice matching item 2" }), "First in, first out");
		await user.click(screen.getByRole("button", { name: "Save question" }));
		expect(await screen.findByText("This item is too long.")).toBeInTheDocument();
		expect(screen.getByRole("textbox", { name: "Item 2" })).toHaveAccessibleDescription(
			"This item is too long.",
		);
		// The third option is the wrong choice: the server's path names it by its place among the options.
		expect(screen.getByRole("textbox", { name: "Wrong choice 1" })).toHaveAccessibleDescription(
			"This choice is too long.",
		);
	});

	it("sends an ordering question with its items in the right order and its grading", async () => {
		const { user, onDone } = setup();
		await user.click(screen.getByRole("radio", { name: "Ordering" }));
		await fill(
			user,
			screen.getByRole("textbox", { name: "Question" }),
			"Put the steps of compiling a C program in order.",
		);
		await fill(user, screen.getByRole("textbox", { name: "Item 1" }), "Compilation");
		await fill(user, screen.getByRole("textbox", { name: "Item 2" }), "Preprocessing");
		await fill(user, screen.getByRole("textbox", { name: "Item 3" }), "Assembly");
		await user.click(screen.getByRole("button", { name: "Add item" }));
		await fill(user, screen.getByRole("textbox", { name: "Item 4" }), "Linking");
		await user.click(screen.getByRole("button", { name: "Move item 2 up" }));
		expect(screen.getByRole("textbox", { name: "Item 1" })).toHaveValue("Preprocessing");
		expect(screen.getByRole("button", { name: "Move item 1 down" })).toHaveFocus();
		await user.selectOptions(
			screen.getByRole("combobox", { name: "Part marks" }),
			"Longest run in the right order",
		);
		await user.click(screen.getByRole("button", { name: "Add question" }));

		await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
		expect(api.sent(ADD)[0]?.body).toEqual({
			type: "ordering",
			text: "Put the steps of compiling a C program in order.",
			options: [
				{ id: "b", text: "Preprocessing" },
				{ id: "a", text: "Compilation" },
				{ id: "c", text: "Assembly" },
				{ id: "d", text: "Linking" },
			],
			multiAnswer: false,
			answerKey: { type: "ordering", order: ["b", "a", "c", "d"], grading: "run" },
			marks: 1,
			negativeMarks: 0,
			tags: [],
			difficulty: "medium",
			explanation: "",
		});
	});

	it("sends per-option credits and feedback of a multiple-choice question", async () => {
		const { user, onDone } = setup();
		await fill(user, screen.getByRole("textbox", { name: "Question" }), "Which are linear structures?");
		await user.click(screen.getByRole("checkbox", { name: "More than one option is correct" }));
		await user.click(screen.getByRole("button", { name: "Remove option D" }));
		for (const [label, text] of [
			["A", "Array"],
			["B", "Tree"],
			["C", "Linked list"],
		] as const) {
			await fill(user, screen.getByRole("textbox", { name: `Option ${label}` }), text);
		}
		await user.click(screen.getByRole("checkbox", { name: "Option A is correct" }));
		await user.click(screen.getByRole("checkbox", { name: "Option C is correct" }));
		await user.click(screen.getByRole("switch", { name: "Advanced: partial credit and feedback" }));
		for (const [label, credit] of [
			["A", "50"],
			["B", "-50"],
			["C", "40"],
		] as const) {
			await user.type(screen.getByRole("textbox", { name: `Credit for option ${label} (%)` }), credit);
		}
		await user.click(screen.getByRole("button", { name: "Add question" }));
		expect(screen.getByText(/With these credits no answer earns full marks/)).toBeInTheDocument();
		expect(api.sent(ADD)).toHaveLength(0);

		await user.clear(screen.getByRole("textbox", { name: "Credit for option C (%)" }));
		await user.type(screen.getByRole("textbox", { name: "Credit for option C (%)" }), "50");
		await fill(
			user,
			screen.getByRole("textbox", { name: "Feedback for option B" }),
			"A tree is hierarchical.",
		);
		await user.click(screen.getByRole("button", { name: "Add question" }));

		await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
		expect(api.sent(ADD)[0]?.body).toMatchObject({
			multiAnswer: true,
			answerKey: {
				type: "mcq",
				correct: ["a", "c"],
				credits: { a: 50, b: -50, c: 50 },
				feedback: { b: "A tree is hierarchical." },
			},
		});
	});

	it.each([
		["true/false", TRUE_FALSE],
		["short-answer", SHORT],
		["matching", MATCHING],
		["ordering", ORDERING],
		["weighted multiple-choice", WEIGHTED_MCQ],
		["numeric with part-credit ranges", NUMERIC_RANGES],
	])("saves a %s question it opened unchanged", async (_, question) => {
		api.respond(PUT, (request) => jsonResponse(makeQuestion(request.body as object)));
		const { user, onDone } = setup(question);
		await user.click(screen.getByRole("button", { name: "Save question" }));

		await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
		const { id: _id, bankId: _bank, updatedAt: _at, ...draft } = question;
		expect(api.sent(PUT)[0]?.body).toEqual(draft);
	});
});
