import { screen, within } from "@testing-library/react";
import type { Attempt } from "@unnati/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../../test/fetch-stub";
import { renderRoutes } from "../../../../test/render";
import { ExamPlayerScreen } from "../../routes/exam-player-screen";
import { makeExamQuestions } from "../../test-fixtures";

// Timed sections in the player: only the current section opens, its own timer shows, the student
// may finish it early, and it closes by itself when its time is up.

const api = stubFetch();
const DEADLINE = "2026-11-23T10:05:00.000Z";
const at = (minutesBeforeDeadline: number) =>
	new Date(Date.parse(DEADLINE) - minutesBeforeDeadline * 60_000).toISOString();

/** The fixture's two sections, timed: "Basics" ends `basicsLeft` seconds from now, "Complexity" 5 minutes after it. */
function timedExam(basicsLeft: number) {
	return makeExamQuestions({
		deadline: DEADLINE,
		time_remaining_seconds: basicsLeft + 300,
		section_deadlines: [
			{ section_id: "sec-a", ends_at: at(5) },
			{ section_id: "sec-b", ends_at: DEADLINE },
		],
	});
}

function renderPlayer() {
	return renderRoutes([{ path: "/exam/:examId", element: <ExamPlayerScreen /> }], {
		initialEntries: ["/exam/exam-1"],
	});
}

const palette = () => within(screen.getByRole("navigation", { name: "Question palette" }));

beforeEach(() => {
	localStorage.clear();
	sessionStorage.clear();
});

describe("timed sections in the player", () => {
	it("opens only the current section, shows its own time, and moves on when the student finishes it", async () => {
		api.respond("GET /students/exam/exam-1/questions", () => jsonResponse(timedExam(600)));
		const moved: Attempt = {
			...timedExam(0).attempt,
			deadline: at(5),
			time_remaining_seconds: 300,
			section_deadlines: [
				{ section_id: "sec-a", ends_at: at(10) },
				{ section_id: "sec-b", ends_at: at(5) },
			],
		};
		api.respond("POST /students/exam/exam-1/save-answers-batch", () =>
			jsonResponse({ saved: 1, time_remaining_seconds: 900 }),
		);
		api.respond("POST /students/exam/exam-1/next-section", () => jsonResponse(moved));
		const { user } = renderPlayer();

		expect(await screen.findByRole("timer", { name: "Time left in this section" })).toHaveTextContent(
			"10:00",
		);
		expect(screen.getByRole("tab", { name: "Complexity" })).toBeDisabled();
		expect(palette().getByRole("button", { name: /^Question 3,/ })).toBeDisabled();
		await user.click(screen.getByRole("button", { name: "Save & Next" }));
		expect(screen.getByRole("button", { name: "Save & Next" })).toBeDisabled();

		await user.click(screen.getByRole("button", { name: "Finish section" }));
		const dialog = await screen.findByRole("dialog", { name: "Finish this section?" });
		expect(dialog).toHaveTextContent("You cannot come back to Basics");
		await user.click(within(dialog).getByRole("button", { name: "Finish section" }));

		expect(await screen.findByText("Basics is finished. Complexity has started.")).toBeInTheDocument();
		expect(api.sent("POST /students/exam/exam-1/next-section")[0]?.body).toEqual({ section_id: "sec-a" });
		expect(screen.getByRole("heading", { level: 2, name: "Question 3 of 3" })).toBeInTheDocument();
		expect(screen.getByRole("tab", { name: /^Basics/ })).toBeDisabled();
		expect(palette().getByRole("button", { name: /^Question 1,/ })).toBeDisabled();
		expect(screen.getByRole("timer", { name: "Time left in this section" })).toHaveTextContent("5:00");
		// The last section has nothing to finish: the exam is submitted instead.
		expect(screen.queryByRole("button", { name: "Finish section" })).toBeNull();
	});

	it("closes a section by itself when its time is up", async () => {
		api.respond("GET /students/exam/exam-1/questions", () => jsonResponse(timedExam(1)));
		renderPlayer();
		expect(await screen.findByRole("heading", { level: 2, name: "Question 1 of 3" })).toBeInTheDocument();
		expect(await screen.findByText("Time is up for Basics. Complexity has started.")).toBeInTheDocument();
		expect(screen.getByRole("heading", { level: 2, name: "Question 3 of 3" })).toBeInTheDocument();
	});

	it("shows no section timer for an exam timed as a whole", async () => {
		api.respond("GET /students/exam/exam-1/questions", () => jsonResponse(makeExamQuestions()));
		renderPlayer();
		expect(await screen.findByRole("timer", { name: "Time left" })).toBeInTheDocument();
		expect(screen.queryByRole("timer", { name: "Time left in this section" })).toBeNull();
		expect(screen.getByRole("tab", { name: "Complexity" })).toBeEnabled();
	});

	it("runs untimed sections in order under the exam's one timer", async () => {
		const inOrder = makeExamQuestions({
			deadline: DEADLINE,
			time_remaining_seconds: 1200,
			section_deadlines: [
				{ section_id: "sec-a", ends_at: DEADLINE },
				{ section_id: "sec-b", ends_at: DEADLINE },
			],
			section_mode: "in_order",
		});
		api.respond("GET /students/exam/exam-1/questions", () => jsonResponse(inOrder));
		const { user } = renderPlayer();
		expect(await screen.findByRole("timer", { name: "Time left" })).toBeInTheDocument();
		expect(screen.queryByRole("timer", { name: "Time left in this section" })).toBeNull();
		expect(screen.getByRole("tab", { name: "Complexity" })).toBeDisabled();
		await user.click(screen.getByRole("button", { name: "Finish section" }));
		const dialog = await screen.findByRole("dialog", { name: "Finish this section?" });
		expect(dialog).toHaveTextContent("The exam's timer keeps running");
		expect(dialog).not.toHaveTextContent("full time");
	});
});
