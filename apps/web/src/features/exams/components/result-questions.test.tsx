import { screen, within } from "@testing-library/react";
import type { ResultQuestion } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { ResultQuestions } from "./result-questions";

function codingResult(overrides: Partial<ResultQuestion> = {}): ResultQuestion {
	return {
		question_id: "q-code",
		text: "Write a complete program. Each test your program passes earns a mark.",
		type: "coding",
		options: [],
		multi_answer: false,
		student_answer: "n = int(input())\nprint(-1)\n",
		time_spent: 610,
		marks: 14,
		score: 9,
		outcome: "partial",
		// The server names no single right answer for a program.
		correct_answer: null,
		explanation: "",
		...overrides,
	};
}

describe("ResultQuestions for a coding question", () => {
	it("shows the marks the program earned of the question's marks, and the program, with no correct answer", () => {
		renderScreen(<ResultQuestions questions={[codingResult()]} startNumber={1} />);

		const card = screen.getByRole("article");
		expect(within(card).getByText("Some tests passed")).toBeInTheDocument();
		expect(card).toHaveTextContent("Marks earned: 9 of 14");
		expect(within(card).getByText(/print\(-1\)/)).toBeInTheDocument();
		expect(within(card).queryByText(/Correct answer/)).toBeNull();
	});

	it("says so when no program was written", () => {
		renderScreen(
			<ResultQuestions
				questions={[codingResult({ student_answer: null, score: 0, outcome: "unanswered" })]}
				startNumber={3}
			/>,
		);

		const card = screen.getByRole("article");
		expect(within(card).getByText("Question 3")).toBeInTheDocument();
		expect(within(card).getByText("Not answered")).toBeInTheDocument();
		expect(card).toHaveTextContent("Marks earned: 0 of 14");
		expect(card).toHaveTextContent("Your program: —");
	});
});

function result(overrides: Partial<ResultQuestion>): ResultQuestion {
	return {
		question_id: "q1",
		text: "A question",
		type: "mcq",
		options: [],
		multi_answer: false,
		student_answer: null,
		time_spent: 40,
		marks: 2,
		score: 0,
		outcome: "wrong",
		...overrides,
	};
}

describe("ResultQuestions for the other question types", () => {
	it("shows a true/false answer in words, with the author's feedback for it", () => {
		renderScreen(
			<ResultQuestions
				questions={[
					result({
						type: "truefalse",
						text: "A queue serves the last item added first.",
						options: [
							{ id: "true", text: "True" },
							{ id: "false", text: "False" },
						],
						student_answer: "true",
						correct_answer: "false",
						feedback: "That is a stack: a queue serves the first item added first.",
					}),
				]}
				startNumber={1}
			/>,
		);

		const card = screen.getByRole("article");
		expect(card).toHaveTextContent("Your answer: True");
		expect(card).toHaveTextContent("Correct answer: False");
		expect(card).toHaveTextContent("Feedback: That is a stack: a queue serves the first item added first.");
	});

	it("shows a typed short answer and an accepted one, and no feedback line when there is none", () => {
		renderScreen(
			<ResultQuestions
				questions={[
					result({
						type: "short",
						text: "Which city is the capital of India?",
						student_answer: "new delhi",
						correct_answer: "New Delhi",
						score: 2,
						outcome: "correct",
					}),
				]}
				startNumber={1}
			/>,
		);

		const card = screen.getByRole("article");
		expect(card).toHaveTextContent("Your answer: new delhi");
		expect(card).toHaveTextContent("An accepted answer: New Delhi");
		expect(card).not.toHaveTextContent("Feedback");
	});

	it("shows a matching answer as a table of each item, the choice given with ✓ or ✗, and the right one", () => {
		renderScreen(
			<ResultQuestions
				questions={[
					result({
						type: "matching",
						text: "Match each structure with the order it serves items in.",
						prompts: [
							{ id: "p1", text: "Stack" },
							{ id: "p2", text: "Queue" },
							{ id: "p3", text: "Priority queue" },
						],
						options: [
							{ id: "c1", text: "First in, first out" },
							{ id: "c2", text: "Last in, first out" },
							{ id: "c3", text: "By priority" },
						],
						student_answer: ["p1=c2", "p2=c2"],
						correct_answer: ["p1=c2", "p2=c1", "p3=c3"],
						score: 0.67,
						outcome: "partial",
					}),
				]}
				startNumber={1}
			/>,
		);

		const table = screen.getByRole("table", { name: "Your matches" });
		const rows = within(table)
			.getAllByRole("row")
			.map((row) =>
				within(row)
					.queryAllByRole("cell")
					.map((cell) => cell.textContent),
			);
		expect(rows).toEqual([
			[],
			["Stack", "Last in, first out✓(right)", "Last in, first out"],
			["Queue", "Last in, first out✗(wrong)", "First in, first out"],
			["Priority queue", "—", "By priority"],
		]);
	});

	it("shows a matching answer without the right matches while answers are hidden", () => {
		renderScreen(
			<ResultQuestions
				questions={[
					result({
						type: "matching",
						prompts: [
							{ id: "p1", text: "Stack" },
							{ id: "p2", text: "Queue" },
						],
						options: [
							{ id: "c1", text: "First in, first out" },
							{ id: "c2", text: "Last in, first out" },
						],
						student_answer: ["p1=c2"],
						outcome: "partial",
					}),
				]}
				startNumber={1}
			/>,
		);

		const table = screen.getByRole("table", { name: "Your matches" });
		expect(
			within(table)
				.getAllByRole("columnheader")
				.map((th) => th.textContent),
		).toEqual(["Item", "Your match"]);
		expect(table).not.toHaveTextContent("✓");
	});

	it("shows the order given beside the right order", () => {
		renderScreen(
			<ResultQuestions
				questions={[
					result({
						type: "ordering",
						text: "Put the steps of compiling a C program in order.",
						options: [
							{ id: "o1", text: "Preprocessing" },
							{ id: "o2", text: "Compilation" },
							{ id: "o3", text: "Assembly" },
						],
						student_answer: ["o2", "o1", "o3"],
						correct_answer: ["o1", "o2", "o3"],
						outcome: "partial",
					}),
				]}
				startNumber={1}
			/>,
		);

		const items = (name: string) =>
			within(screen.getByRole("list", { name }))
				.getAllByRole("listitem")
				.map((item) => item.textContent);
		expect(items("Your order")).toEqual(["Compilation", "Preprocessing", "Assembly"]);
		expect(items("Right order")).toEqual(["Preprocessing", "Compilation", "Assembly"]);
	});

	it("shows an unanswered ordering question as no order at all", () => {
		renderScreen(
			<ResultQuestions
				questions={[
					result({
						type: "ordering",
						options: [
							{ id: "o1", text: "Preprocessing" },
							{ id: "o2", text: "Compilation" },
						],
						student_answer: [],
						outcome: "unanswered",
					}),
				]}
				startNumber={1}
			/>,
		);

		expect(screen.getByRole("article")).toHaveTextContent("Your order—");
		expect(screen.queryByRole("list")).toBeNull();
	});
});
