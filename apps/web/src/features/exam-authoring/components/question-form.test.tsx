import { screen } from "@testing-library/react";
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
