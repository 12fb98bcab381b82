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

describe("ResultQuestions for an essay", () => {
	const essay = (overrides: Partial<ResultQuestion>) =>
		result({
			question_id: "q-essay",
			type: "essay",
			text: "Explain how a hash table handles collisions.",
			student_answer:
				"Two ways:\n- **chaining**, a list per bucket\n- *open addressing*, probing with `h(k) + i`\n\nBoth keep lookups fast.",
			marks: 5,
			time_spent: 600,
			...overrides,
		});

	it("shows the answer formatted, never as markup, and 'Awaiting grading' in place of a score", () => {
		renderScreen(
			<ResultQuestions
				questions={[
					essay({
						score: 0,
						outcome: "pending",
						student_answer: "**Chaining** <img src=x onerror=alert(1)>",
					}),
				]}
				startNumber={2}
			/>,
		);

		const card = screen.getByRole("article");
		expect(within(card).getByText("Awaiting grading")).toBeInTheDocument();
		expect(card).toHaveTextContent("5 marks · 10 min");
		expect(card).not.toHaveTextContent("0 / 5");
		expect(within(card).getByText("Chaining").tagName).toBe("STRONG");
		expect(card).toHaveTextContent("<img src=x onerror=alert(1)>");
		expect(card.querySelector("img")).toBeNull();
		expect(within(card).queryByRole("table")).toBeNull();
	});

	it("shows lists, emphasis and code, and once released the levels the grader chose and the comment", () => {
		renderScreen(
			<ResultQuestions
				questions={[
					essay({
						score: 3.5,
						outcome: "partial",
						grade: {
							comment: "Good on chaining.\nSay how probing handles deletion.",
							levels: [
								{ criterion: "Accuracy", level: "Mostly right", points: 3 },
								{ criterion: "Clarity", level: "Clear", points: 2 },
							],
						},
					}),
				]}
				startNumber={1}
			/>,
		);

		const card = screen.getByRole("article");
		expect(within(card).getByText("Part marks")).toBeInTheDocument();
		expect(card).toHaveTextContent("3.5 / 5");
		const items = within(card)
			.getAllByRole("listitem")
			.map((item) => item.textContent);
		expect(items).toEqual(["chaining, a list per bucket", "open addressing, probing with h(k) + i"]);
		expect(within(card).getByText("open addressing").tagName).toBe("EM");
		expect(within(card).getByText("h(k) + i").tagName).toBe("CODE");
		const rows = within(within(card).getByRole("table", { name: "Rubric levels given" }))
			.getAllByRole("row")
			.map((row) =>
				within(row)
					.queryAllByRole("cell")
					.map((cell) => cell.textContent),
			);
		expect(rows).toEqual([[], ["Accuracy", "Mostly right", "3"], ["Clarity", "Clear", "2"]]);
		expect(card).toHaveTextContent("Grader’s comment: Good on chaining. Say how probing handles deletion.");
	});

	it("links to the file attached to an essay, and says when the answer is only in it", () => {
		renderScreen(
			<ResultQuestions
				questions={[
					essay({
						student_answer: "",
						outcome: "pending",
						upload: { mime: "application/pdf", size: 240_000, uploaded_at: "2026-11-23T09:40:00.000Z" },
					}),
				]}
				startNumber={1}
				examId="exam-1"
			/>,
		);

		const card = screen.getByRole("article");
		expect(card).toHaveTextContent("No text: your answer is in the file you attached.");
		expect(within(card).getByRole("link", { name: "Open the PDF you attached (234 KB)" })).toHaveAttribute(
			"href",
			"/students/exam/exam-1/questions/q-essay/upload",
		);
	});

	it("says when no essay was written", () => {
		renderScreen(
			<ResultQuestions
				questions={[essay({ student_answer: null, outcome: "unanswered" })]}
				startNumber={1}
			/>,
		);

		const card = screen.getByRole("article");
		expect(within(card).getByText("Not answered")).toBeInTheDocument();
		expect(card).toHaveTextContent("No answer was written.");
	});
});
