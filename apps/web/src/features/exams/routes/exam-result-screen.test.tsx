import { screen } from "@testing-library/react";
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
