import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Question } from "@unnati/contracts/exams";
import type { AuthoringQuiz } from "@unnati/contracts/learning";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render";
import { QuizEditor } from "./quiz-editor";

const stored = {
	id: "q1",
	type: "mcq" as const,
	text: "How many halvings narrow 1,000,000 sorted PNRs down to one?",
	options: [
		{ id: "a", text: "About 20" },
		{ id: "b", text: "About 1,000" },
	],
	multiAnswer: false,
	answerKey: { type: "mcq" as const, correct: ["a"] },
	marks: 1,
	negativeMarks: 0,
	tags: ["binary-search"],
	difficulty: "easy" as const,
	explanation: "2^20 is 1,048,576.",
	bankQuestionId: null,
};

const quiz = (over: Partial<AuthoringQuiz> = {}): AuthoringQuiz => ({
	courseId: "6f1c1a52-0c4e-4b65-9a57-1d2f1f2a0001",
	key: "halving",
	kind: "practice",
	placeTitle: "Halving a range",
	exists: true,
	id: "6f1c1a52-0c4e-4b65-9a57-1d2f1f2a0002",
	number: 2,
	state: "draft",
	editable: true,
	title: "Halving a range: practice quiz",
	durationMinutes: null,
	passPercent: 60,
	questions: [stored],
	publishedNumber: 1,
	...over,
});

const bankQuestion: Question = {
	id: "6f1c1a52-0c4e-4b65-9a57-1d2f1f2a0003",
	bankId: "6f1c1a52-0c4e-4b65-9a57-1d2f1f2a0004",
	type: "numeric",
	text: "How many comparisons at most for 1,024 sorted roll numbers?",
	options: [],
	multiAnswer: false,
	answerKey: { type: "numeric", value: 11, tolerance: 0 },
	marks: 1,
	negativeMarks: 0,
	tags: [],
	difficulty: "medium",
	explanation: "log2(1024) + 1.",
	updatedAt: "2026-11-24T06:00:00.000Z",
};

/** Types by pasting: one input event instead of one per key (the machine is slow). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
	await user.clear(field);
	await user.click(field);
	await user.paste(text);
}

const picker = {
	banks: [{ id: bankQuestion.bankId, name: "DSA basics", questionCount: 1 }],
	load: vi.fn(async () => [bankQuestion]),
};

describe("QuizEditor", () => {
	it("refuses a new question without a correct option, then saves it in the chosen order", async () => {
		const onSave = vi.fn();
		const user = userEvent.setup();
		renderScreen(<QuizEditor quiz={quiz()} picker={picker} saving={false} onSave={onSave} />);

		await user.click(screen.getByRole("button", { name: "Write a new question" }));
		await fill(user, screen.getByLabelText("Question 2"), "A search on the answer needs a … predicate.");
		await fill(user, screen.getByLabelText("Option A of question 2"), "Monotone");
		await fill(user, screen.getByLabelText("Option B of question 2"), "Random");
		await user.click(screen.getByRole("button", { name: "Save draft" }));
		expect(screen.getByRole("alert")).toHaveTextContent("Mark the correct option of question 2.");
		expect(onSave).not.toHaveBeenCalled();

		await user.click(screen.getByRole("radio", { name: "Option A of question 2 is correct" }));
		await fill(user, screen.getByLabelText("Explanation of question 2"), "Halving needs monotonicity.");
		await user.click(screen.getByRole("button", { name: "Move question 2 up" }));
		expect(screen.getByText("Question moved to position 1 of 2.")).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "Save draft" }));

		expect(onSave).toHaveBeenCalledTimes(1);
		const input = onSave.mock.calls[0]?.[0];
		expect(input.questions).toHaveLength(2);
		expect(input.questions[0]).toMatchObject({
			source: "new",
			question: {
				type: "mcq",
				text: "A search on the answer needs a … predicate.",
				answerKey: { type: "mcq", correct: ["a"] },
				explanation: "Halving needs monotonicity.",
			},
		});
		expect(input.questions[1].question.text).toBe(stored.text);
	});

	it("picks a question from a bank with its own explanation, and sets the mock test's time and pass mark", async () => {
		const onSave = vi.fn();
		const user = userEvent.setup();
		renderScreen(
			<QuizEditor
				quiz={quiz({ kind: "mock", key: "mock-test", durationMinutes: 30, questions: [] })}
				picker={picker}
				saving={false}
				onSave={onSave}
			/>,
		);
		await user.click(screen.getByRole("button", { name: "Save draft" }));
		expect(screen.getByRole("alert")).toHaveTextContent("Add at least one question to the quiz.");

		await user.click(screen.getByRole("textbox", { name: "Question bank" }));
		await user.click(await screen.findByRole("option", { name: "DSA basics (1)", hidden: true }));
		await user.click(await screen.findByRole("checkbox", { name: bankQuestion.text }));
		await user.click(screen.getByRole("button", { name: "Add 1 question" }));
		expect(screen.getByText("Correct answer: 11")).toBeInTheDocument();
		const explanation = screen.getByLabelText("Explanation of question 1");
		await fill(user, explanation, "At most floor(log2 1024) + 1 = 11 comparisons.");
		const pass = screen.getByLabelText("Pass mark for the final test (%)");
		await fill(user, pass, "75");
		await user.click(screen.getByRole("button", { name: "Save draft" }));
		expect(onSave).toHaveBeenCalledWith({
			title: "Halving a range: practice quiz",
			passPercent: 75,
			durationMinutes: 30,
			questions: [
				{
					source: "bank",
					bankQuestionId: bankQuestion.id,
					explanation: "At most floor(log2 1024) + 1 = 11 comparisons.",
				},
			],
		});
	});

	it("is read-only while the course is in review", () => {
		renderScreen(
			<QuizEditor
				quiz={quiz({ editable: false, state: "in_review" })}
				picker={picker}
				saving={false}
				onSave={vi.fn()}
			/>,
		);
		expect(screen.queryByRole("button", { name: "Save draft" })).toBeNull();
		expect(screen.queryByRole("button", { name: "Write a new question" })).toBeNull();
		expect(screen.getByLabelText("Question 1")).toBeDisabled();
	});
});
