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
