import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeResult } from "../test-fixtures";
import { ExamResultScreen } from "./exam-result-screen";

const api = stubFetch();
const RESULT = "GET /api/exam-results/att-1";

function renderResult() {
	return renderRoutes([{ path: "/exam-results/:attemptId", element: <ExamResultScreen /> }], {
		initialEntries: ["/exam-results/att-1"],
	});
}

describe("ExamResultScreen", () => {
	it("shows the score, verdict and sections, and says when hidden answers become visible", async () => {
		api.respond(RESULT, () => jsonResponse(makeResult()));
		renderResult();

		expect(await screen.findByRole("heading", { name: "Data Structures Mid-Term" })).toBeInTheDocument();
		expect(screen.getByText("2 / 4")).toBeInTheDocument();
		expect(screen.getByText("50.0%")).toBeInTheDocument();
		expect(screen.getByText("Passed")).toBeInTheDocument();
		expect(screen.getByText("40 min 0 s")).toBeInTheDocument();
		expect(screen.getByRole("progressbar", { name: "Basics: 1 of 3 marks" })).toBeInTheDocument();
		expect(screen.getByText("Wrong")).toBeInTheDocument();
		expect(screen.getByText(/Correct answers and explanations will be visible from/)).toBeInTheDocument();
		expect(screen.queryByText("Correct answer:")).toBeNull();
		expect(screen.queryByText("Explanation:")).toBeNull();
	});

	it("says the essays are being marked in place of the score, verdict and section scores", async () => {
		const result = makeResult({ awaiting_grading: true, score: 1, percentage: 25, passed: false });
		result.sections[0]?.questions.push({
			question_id: "q-essay",
			text: "Explain why a queue suits a printer's jobs.",
			type: "essay",
			options: [],
			multi_answer: false,
			student_answer: "Jobs print in the order they **arrive**.",
			time_spent: 300,
			marks: 3,
			score: 0,
			outcome: "pending",
		});
		api.respond(RESULT, () => jsonResponse(result));
		renderResult();

		expect(await screen.findByRole("heading", { name: "Data Structures Mid-Term" })).toBeInTheDocument();
		const [notice] = screen.getAllByRole("alert");
		expect(notice).toHaveTextContent(
			"Awaiting grading" +
				"Your essays are being marked; your score appears here when the marks are released.",
		);
		for (const hidden of ["Score", "Percentage", "25.0%", "Passed", "Not passed", "Sections"])
			expect(screen.queryByText(hidden)).toBeNull();
		expect(screen.queryByRole("progressbar")).toBeNull();
		expect(screen.queryByRole("table", { name: "Section scores table" })).toBeNull();
		// Each question still shows its own: the automatically marked one, and the essay as pending.
		expect(screen.getByText("Wrong")).toBeInTheDocument();
		const essay = screen.getAllByRole("article")[1] as HTMLElement;
		expect(within(essay).getByText("Awaiting grading")).toBeInTheDocument();
		expect(screen.getByText("arrive").tagName).toBe("STRONG");
		expect(screen.getByText("40%")).toBeInTheDocument();
	});

	it("shows correct answers and explanations when the exam allows it", async () => {
		const result = makeResult({ answers_visible: true, answers_visible_from: null });
		const question = result.sections[0]?.questions[0];
		if (question)
			Object.assign(question, { correct_answer: "b", explanation: "A queue serves the oldest item first." });
		api.respond(RESULT, () => jsonResponse(result));
		renderResult();

		expect(await screen.findByText("Correct answer:")).toBeInTheDocument();
		expect(screen.getByText("A queue serves the oldest item first.")).toBeInTheDocument();
		expect(screen.queryByText(/will be visible from/)).toBeNull();
	});
});
