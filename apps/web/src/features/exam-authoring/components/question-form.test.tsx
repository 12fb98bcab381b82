import { screen, within } from "@testing-library/react";
import type { ProblemList } from "@unnati/contracts";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { makeQuestion } from "../test-data";
import { QuestionForm } from "./question-form";

const api = stubFetch();

/** Pastes instead of typing key by key: each key re-renders the whole form, slow on a busy machine. */
async function fill(user: ReturnType<typeof renderScreen>["user"], input: HTMLElement, text: string) {
	await user.click(input);
	await user.paste(text);
}
const ADD = "POST /api/question-banks/bank-1/questions";
const PROBLEMS = "GET /api/problems";

const catalogue: ProblemList = {
	problems: [
		{
			id: "class-rep-election",
			title: "Class Representative Election",
			topic: "arrays",
			difficulty: "easy",
			solved: false,
			attempted: false,
			acceptance_rate: null,
		},
		{
			id: "exam-hall-bracket-audit",
			title: "Exam Hall Bracket Audit",
			topic: "stacks-queues",
			difficulty: "medium",
			solved: false,
			attempted: false,
			acceptance_rate: 40,
		},
	],
	progress: {
		solved: 0,
		total: 2,
		by_difficulty: {
			easy: { solved: 0, total: 1 },
			medium: { solved: 0, total: 1 },
			hard: { solved: 0, total: 0 },
		},
	},
};

function setup(question?: Parameters<typeof QuestionForm>[0]["question"]) {
	const onDone = vi.fn();
	api.respond(ADD, (request) => jsonResponse(makeQuestion(request.body as object), 201));
	const view = renderScreen(
		<QuestionForm bankId="bank-1" onDone={onDone} {...(question ? { question } : {})} />,
	);
	return { ...view, onDone };
}

// Typing option by option takes a few seconds on a busy machine.
describe("QuestionForm", { timeout: 20_000 }, () => {
	it("sends a single-answer question with the one marked option as its key", async () => {
		const { user, onDone } = setup();
		await fill(user, screen.getByRole("textbox", { name: "Question" }), "Which structure is FIFO?");
		await user.click(screen.getByRole("button", { name: "Remove option D" }));
		await user.click(screen.getByRole("button", { name: "Remove option C" }));
		await fill(user, screen.getByRole("textbox", { name: "Option A" }), "Stack");
		await fill(user, screen.getByRole("textbox", { name: "Option B" }), "Queue");
		await user.click(screen.getByRole("radio", { name: "Option A is correct" }));
		await user.click(screen.getByRole("radio", { name: "Option B is correct" }));
		await user.type(screen.getByRole("textbox", { name: "Tags" }), "DS{Enter}");
		await user.click(screen.getByRole("button", { name: "Add question" }));

		await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
		expect(api.sent(ADD)[0]?.body).toEqual({
			type: "mcq",
			text: "Which structure is FIFO?",
			options: [
				{ id: "a", text: "Stack" },
				{ id: "b", text: "Queue" },
			],
			multiAnswer: false,
			answerKey: { type: "mcq", correct: ["b"] },
			marks: 1,
			negativeMarks: 0,
			tags: ["ds"],
			difficulty: "medium",
			explanation: "",
		});
		expect(await screen.findByText("Question added.")).toBeInTheDocument();
	});

	it("sends every ticked option of a multi-answer question, with negative marks", async () => {
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
		await user.click(screen.getByRole("checkbox", { name: "Option C is correct" }));
		await user.click(screen.getByRole("checkbox", { name: "Option A is correct" }));
		await user.clear(screen.getByRole("textbox", { name: /negative marks/i }));
		await user.type(screen.getByRole("textbox", { name: /negative marks/i }), "0.5");
		await user.click(screen.getByRole("button", { name: "Add question" }));

		await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
		expect(api.sent(ADD)[0]?.body).toMatchObject({
			multiAnswer: true,
			options: [
				{ id: "a", text: "Array" },
				{ id: "b", text: "Tree" },
				{ id: "c", text: "Linked list" },
			],
			answerKey: { type: "mcq", correct: ["a", "c"] },
			negativeMarks: 0.5,
		});
	});

	it("sends a numeric question with its value and tolerance and no options", async () => {
		const { user, onDone } = setup();
		await user.click(screen.getByRole("radio", { name: "Numeric answer" }));
		await fill(user, screen.getByRole("textbox", { name: "Question" }), "Value of pi to two decimals?");
		await user.type(screen.getByRole("textbox", { name: "Correct answer" }), "3.14");
		await user.clear(screen.getByRole("textbox", { name: /tolerance/i }));
		await user.type(screen.getByRole("textbox", { name: /tolerance/i }), "0.01");
		await user.selectOptions(screen.getByRole("combobox", { name: "Difficulty" }), "hard");
		await user.click(screen.getByRole("button", { name: "Add question" }));

		await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
		expect(api.sent(ADD)[0]?.body).toMatchObject({
			type: "numeric",
			options: [],
			multiAnswer: false,
			answerKey: { type: "numeric", value: 3.14, tolerance: 0.01 },
			difficulty: "hard",
		});
	});

	it("sends a coding question with the problem picked, the languages ticked and the marks per test, and no marks of its own", async () => {
		api.respond(PROBLEMS, () => jsonResponse(catalogue));
		const { user, onDone } = setup();
		expect(screen.getByRole("textbox", { name: "Marks" })).toBeInTheDocument();
		await user.click(screen.getByRole("radio", { name: "Coding (a program)" }));
		expect(screen.queryByRole("textbox", { name: /negative marks/i })).toBeNull();
		expect(screen.queryByRole("textbox", { name: "Marks" })).toBeNull();
		await fill(user, screen.getByRole("textbox", { name: "Question" }), "Write a complete program.");

		const problem = screen.getByRole("textbox", { name: "Problem" });
		await vi.waitFor(() => expect(problem).toBeEnabled());
		await user.click(problem);
		await user.type(problem, "stacks");
		// The search reads titles, topics and difficulties: "stacks" leaves only the bracket audit.
		// (The list is drawn without its opening transition here, so it counts as hidden.)
		expect(screen.queryByRole("option", { name: /Class Representative Election/, hidden: true })).toBeNull();
		expect(
			screen.getByRole("option", {
				name: "Exam Hall Bracket Audit · Stacks and queues · Medium",
				hidden: true,
			}),
		).toBeInTheDocument();
		await user.keyboard("{ArrowDown}{Enter}");
		expect(problem).toHaveValue("Exam Hall Bracket Audit · Stacks and queues · Medium");

		const languages = screen.getByRole("group", { name: "Languages allowed" });
		await user.click(within(languages).getByRole("checkbox", { name: "Java 17" }));
		await user.click(within(languages).getByRole("checkbox", { name: "C (GCC, C17)" }));
		await user.clear(screen.getByRole("textbox", { name: "Marks per test passed" }));
		await user.type(screen.getByRole("textbox", { name: "Marks per test passed" }), "0.5");
		await user.click(screen.getByRole("button", { name: "Add question" }));

		await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
		expect(api.sent(ADD)[0]?.body).toEqual({
			type: "coding",
			text: "Write a complete program.",
			options: [],
			multiAnswer: false,
			answerKey: {
				type: "coding",
				problemId: "exam-hall-bracket-audit",
				languages: ["cpp", "python", "javascript"],
				marksPerTest: 0.5,
			},
			marks: 1,
			negativeMarks: 0,
			tags: [],
			difficulty: "medium",
			explanation: "",
		});
	});

	it("asks for a problem, a language and the marks per test of a coding question", async () => {
		api.respond(PROBLEMS, () => jsonResponse(catalogue));
		const { user } = setup();
		await user.click(screen.getByRole("radio", { name: "Coding (a program)" }));
		await fill(user, screen.getByRole("textbox", { name: "Question" }), "Write a complete program.");
		const languages = screen.getByRole("group", { name: "Languages allowed" });
		for (const checkbox of within(languages).getAllByRole("checkbox")) await user.click(checkbox);
		await user.clear(screen.getByRole("textbox", { name: "Marks per test passed" }));
		await user.click(screen.getByRole("button", { name: "Add question" }));

		expect(screen.getByText("Choose a problem from the catalogue.")).toBeInTheDocument();
		expect(screen.getByText("Allow at least one language.")).toBeInTheDocument();
		expect(screen.getByText("Enter the marks for each test passed.")).toBeInTheDocument();
		expect(api.sent(ADD)).toHaveLength(0);
	});

	it("opens a coding question with its problem, languages and marks", async () => {
		api.respond(PROBLEMS, () => jsonResponse(catalogue));
		setup(
			makeQuestion({
				type: "coding",
				text: "Write a complete program.",
				options: [],
				answerKey: {
					type: "coding",
					problemId: "class-rep-election",
					languages: ["python"],
					marksPerTest: 1,
				},
				marks: 14,
			}),
		);

		await vi.waitFor(() =>
			expect(screen.getByRole("textbox", { name: "Problem" })).toHaveValue(
				"Class Representative Election · Arrays · Easy",
			),
		);
		const languages = screen.getByRole("group", { name: "Languages allowed" });
		expect(within(languages).getByRole("checkbox", { name: "Python 3" })).toBeChecked();
		expect(within(languages).getByRole("checkbox", { name: "Java 17" })).not.toBeChecked();
		expect(screen.getByText(/Now worth 14 marks\./)).toBeInTheDocument();
	});

	it("asks for the missing parts before sending anything", async () => {
		const { user } = setup();
		await user.click(screen.getByRole("button", { name: "Add question" }));

		expect(screen.getByText("A question needs text.")).toBeInTheDocument();
		expect(screen.getByText("Mark the correct option.")).toBeInTheDocument();
		expect(screen.getAllByText("An option needs text.")).toHaveLength(4);
		expect(api.sent(ADD)).toHaveLength(0);
	});

	it("shows the server's field errors where they belong", async () => {
		const question = makeQuestion();
		const PUT = "PUT /api/question-banks/bank-1/questions/q-1";
		api.respond(PUT, () =>
			jsonResponse(
				{
					code: "VALIDATION_FAILED",
					message: "Invalid request.",
					errors: [{ path: "options.1.text", message: "This option is too long." }],
				},
				400,
			),
		);
		const { user } = setup(question);
		expect(screen.getByRole("textbox", { name: "Option B" })).toHaveValue("Queue");

		await user.click(screen.getByRole("button", { name: "Save question" }));

		expect(await screen.findByText("This option is too long.")).toBeInTheDocument();
		expect(screen.getByRole("textbox", { name: "Option B" })).toHaveAccessibleDescription(
			"This option is too long.",
		);
		expect(screen.getByRole("alert")).toHaveTextContent("Please correct the marked fields.");
	});
});
