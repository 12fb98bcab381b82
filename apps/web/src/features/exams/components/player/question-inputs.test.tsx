import { screen, within } from "@testing-library/react";
import type { ExamQuestions, PlayerQuestion, QueuedAnswer, StudentAnswer } from "@unnati/contracts";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../../test/fetch-stub";
import { renderRoutes, renderScreen } from "../../../../test/render";
import { ExamPlayerScreen } from "../../routes/exam-player-screen";
import { makeExamQuestions } from "../../test-fixtures";
import { AnswerInput } from "./question-inputs";

const api = stubFetch();

function question(overrides: Partial<PlayerQuestion>): PlayerQuestion {
	return {
		question_id: "q1",
		type: "mcq",
		text: "A question",
		options: [],
		multi_answer: false,
		marks: 2,
		negative_marks: 0,
		...overrides,
	};
}

const TRUE_FALSE = question({
	type: "truefalse",
	text: "A queue serves the last item added first.",
	options: [
		{ id: "true", text: "True" },
		{ id: "false", text: "False" },
	],
});
const SHORT = question({ type: "short", text: "Which city is the capital of India?" });
const MATCHING = question({
	type: "matching",
	text: "Match each structure with the order it serves items in.",
	prompts: [
		{ id: "p1", text: "Stack" },
		{ id: "p2", text: "Queue" },
		{ id: "p3", text: "Call stack" },
	],
	options: [
		{ id: "c1", text: "First in, first out" },
		{ id: "c2", text: "Last in, first out" },
		{ id: "c3", text: "By priority" },
	],
});
// The server sends the items shuffled.
const ORDERING = question({
	type: "ordering",
	text: "Put the steps of compiling a C program in order.",
	options: [
		{ id: "o3", text: "Assembly" },
		{ id: "o1", text: "Preprocessing" },
		{ id: "o2", text: "Compilation" },
	],
});

/** The input as the player holds it: every answer it sends becomes its answer, and is recorded. */
function renderInput(shown: PlayerQuestion, initial: StudentAnswer = null) {
	const sent: StudentAnswer[] = [];
	function Harness() {
		const [answer, setAnswer] = useState<StudentAnswer>(initial);
		return (
			<AnswerInput
				question={shown}
				answer={answer}
				disabled={false}
				onAnswer={(next) => {
					sent.push(next);
					setAnswer(next);
				}}
			/>
		);
	}
	return { ...renderScreen(<Harness />), sent };
}

describe("the answer inputs of the exam player", () => {
	it("answers a true/false question with a radio group", async () => {
		const { user, sent } = renderInput(TRUE_FALSE);
		const group = screen.getByRole("radiogroup", { name: "Is this statement true or false?" });

		await user.click(within(group).getByRole("radio", { name: "False" }));

		expect(sent).toEqual(["false"]);
		expect(within(group).getByRole("radio", { name: "False" })).toBeChecked();
		expect(within(group).getByRole("radio", { name: "True" })).not.toBeChecked();
	});

	it("takes a typed short answer of at most 200 characters, and counts them near the limit", async () => {
		const { user, sent } = renderInput(SHORT);
		const input = screen.getByRole("textbox", { name: "Your answer" });
		expect(input).toHaveAttribute("placeholder", "Type your answer");
		expect(input).toHaveAttribute("maxlength", "200");
		expect(input).toHaveAttribute("spellcheck", "false");

		await user.type(input, "New Delhi");
		expect(sent.at(-1)).toBe("New Delhi");
		expect(input).not.toHaveAccessibleDescription(/of 200 characters/);

		await user.clear(input);
		await user.click(input);
		await user.paste("x".repeat(170));
		expect(input).toHaveAccessibleDescription("170 of 200 characters");
	});

	it("answers a matching question with an item=choice entry per item, a choice used twice, and an item cleared", async () => {
		const { user, sent } = renderInput(MATCHING, []);
		const group = screen.getByRole("group", { name: "Match each item with a choice" });
		const stack = within(group).getByRole("combobox", { name: "Stack" });
		expect(stack).toHaveValue("");
		expect(
			within(stack)
				.getAllByRole("option")
				.map((o) => o.textContent),
		).toEqual(["Choose…", "First in, first out", "Last in, first out", "By priority"]);

		await user.selectOptions(within(group).getByRole("combobox", { name: "Queue" }), "First in, first out");
		await user.selectOptions(stack, "Last in, first out");
		await user.selectOptions(
			within(group).getByRole("combobox", { name: "Call stack" }),
			"Last in, first out",
		);
		// Entries follow the items' order, whatever order they were chosen in.
		expect(sent.at(-1)).toEqual(["p1=c2", "p2=c1", "p3=c2"]);

		await user.selectOptions(stack, "Choose…");
		expect(sent.at(-1)).toEqual(["p2=c1", "p3=c2"]);
		expect(stack).toHaveValue("");
	});

	it("orders items with Move up and Move down, announcing each move; the first move answers with every item", async () => {
		const { user, sent } = renderInput(ORDERING, []);
		const list = screen.getByRole("list", { name: "Your order" });
		const shown = () =>
			within(list)
				.getAllByRole("listitem")
				.map((item) => item.textContent);
		expect(shown()).toEqual([
			expect.stringContaining("Assembly"),
			expect.stringContaining("Preprocessing"),
			expect.stringContaining("Compilation"),
		]);
		expect(screen.getByText(/Not answered yet/)).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Move up: Assembly" })).toBeDisabled();

		await user.click(screen.getByRole("button", { name: "Move up: Preprocessing" }));
		expect(sent).toEqual([["o1", "o3", "o2"]]);
		expect(screen.getByRole("status")).toHaveTextContent("Preprocessing moved to position 1 of 3.");
		expect(screen.queryByText(/Not answered yet/)).toBeNull();
		// At the top its Move up is disabled, so the focus goes to its Move down.
		expect(screen.getByRole("button", { name: "Move down: Preprocessing" })).toHaveFocus();

		// The keyboard alone: the focus stays with the moved item.
		await user.click(screen.getByRole("button", { name: "Move down: Assembly" }));
		expect(sent.at(-1)).toEqual(["o1", "o2", "o3"]);
		expect(screen.getByRole("button", { name: "Move up: Assembly" })).toHaveFocus();
		await user.keyboard("{Enter}");
		expect(sent.at(-1)).toEqual(["o1", "o3", "o2"]);
		expect(screen.getByRole("status")).toHaveTextContent("Assembly moved to position 2 of 3.");
		expect(screen.getByRole("button", { name: "Move up: Assembly" })).toHaveFocus();
		await user.tab();
		expect(screen.getByRole("button", { name: "Move down: Assembly" })).toHaveFocus();
		await user.keyboard(" ");
		expect(sent.at(-1)).toEqual(["o1", "o2", "o3"]);
		expect(shown()).toEqual([
			expect.stringContaining("Preprocessing"),
			expect.stringContaining("Compilation"),
			expect.stringContaining("Assembly"),
		]);
	});

	it("answers an ordering question with the order shown when the student keeps it", async () => {
		const { user, sent } = renderInput(ORDERING, []);
		await user.click(screen.getByRole("button", { name: "Keep this order as my answer" }));
		expect(sent).toEqual([["o3", "o1", "o2"]]);
		expect(screen.queryByRole("button", { name: "Keep this order as my answer" })).toBeNull();
	});
});

function examOf(questions: PlayerQuestion[]): ExamQuestions {
	const base = makeExamQuestions();
	return {
		...base,
		exam: {
			...base.exam,
			sections: [{ section_id: "sec-new", title: "New types", questions }],
		},
	};
}

function queued(): QueuedAnswer[] {
	return JSON.parse(localStorage.getItem("exam-queue:exam-1") ?? "[]") as QueuedAnswer[];
}

beforeEach(() => {
	localStorage.clear();
	sessionStorage.clear();
});

describe("the new question types in the exam player", () => {
	it("queues matching and ordering answers, and Clear response leaves each unanswered", async () => {
		api.respond("GET /students/exam/exam-1/questions", () =>
			jsonResponse(
				examOf([
					{ ...MATCHING, question_id: "q-match" },
					{ ...ORDERING, question_id: "q-order" },
				]),
			),
		);
		const { user } = renderRoutes([{ path: "/exam/:examId", element: <ExamPlayerScreen /> }], {
			initialEntries: ["/exam/exam-1"],
		});
		const palette = () => within(screen.getByRole("navigation", { name: "Question palette" }));

		await user.selectOptions(await screen.findByRole("combobox", { name: "Queue" }), "First in, first out");
		expect(palette().getByRole("button", { name: "Question 1, answered" })).toBeInTheDocument();
		expect(queued().find((a) => a.question_id === "q-match")?.student_answer).toEqual(["p2=c1"]);
		await user.click(screen.getByRole("button", { name: "Clear response" }));
		expect(palette().getByRole("button", { name: "Question 1, not answered" })).toBeInTheDocument();
		expect(screen.getByRole("combobox", { name: "Queue" })).toHaveValue("");
		expect(queued().find((a) => a.question_id === "q-match")?.student_answer).toEqual([]);

		await user.click(screen.getByRole("button", { name: "Save & Next" }));
		await user.click(screen.getByRole("button", { name: "Move down: Assembly" }));
		expect(palette().getByRole("button", { name: "Question 2, answered" })).toBeInTheDocument();
		expect(queued().find((a) => a.question_id === "q-order")?.student_answer).toEqual(["o1", "o3", "o2"]);
		await user.click(screen.getByRole("button", { name: "Clear response" }));
		expect(palette().getByRole("button", { name: "Question 2, not answered" })).toBeInTheDocument();
		expect(queued().find((a) => a.question_id === "q-order")?.student_answer).toEqual([]);
		expect(screen.getByText(/Not answered yet/)).toBeInTheDocument();
	});
});
