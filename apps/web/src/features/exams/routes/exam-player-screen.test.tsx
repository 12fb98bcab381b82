import { act, screen, waitFor, within } from "@testing-library/react";
import { EXAM_MESSAGES, EXAM_TIMING } from "@unnati/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { hasValidSecurityValidation, recordSecurityValidation } from "../exam-storage";
import { makeExamQuestions, makeResult } from "../test-fixtures";
import { ExamPlayerScreen } from "./exam-player-screen";

const api = stubFetch();
const QUESTIONS = "GET /students/exam/exam-1/questions";
const START = "POST /students/exam/exam-1/start";
const SAVE = "POST /students/exam/exam-1/save-answers-batch";
const SUBMIT = "POST /students/exam/exam-1/submit";

function renderPlayer() {
	return renderRoutes(
		[
			{ path: "/exam/:examId", element: <ExamPlayerScreen /> },
			{ path: "/exam-results/:attemptId", element: <p>The result screen</p> },
		],
		{ initialEntries: ["/exam/exam-1"] },
	);
}

const palette = () => within(screen.getByRole("navigation", { name: "Question palette" }));

beforeEach(() => {
	localStorage.clear();
	sessionStorage.clear();
});

describe("ExamPlayerScreen loading", () => {
	it("starts an attempt when there is none, waits, then fetches the questions again", async () => {
		const exam = makeExamQuestions();
		let startedAt = 0;
		let refetchedAt = 0;
		api.respond(QUESTIONS, () => {
			if (startedAt === 0)
				return jsonResponse({ code: "EXAM_NOT_STARTED", message: EXAM_MESSAGES.noAttempt }, 404);
			refetchedAt = Date.now();
			return jsonResponse(exam);
		});
		api.respond(START, () => {
			startedAt = Date.now();
			return jsonResponse({ attempt: exam.attempt, is_resume: false });
		});
		renderPlayer();

		expect(await screen.findByText("Which structure is first in, first out?")).toBeInTheDocument();
		expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([QUESTIONS, START, QUESTIONS]);
		expect(refetchedAt - startedAt).toBeGreaterThanOrEqual(490);
		expect(screen.getByRole("heading", { name: "Data Structures Mid-Term" })).toBeInTheDocument();
		expect(screen.getByLabelText("Time left")).toHaveTextContent("1:00:00");
	});

	it("keeps the security validation fresh while the exam is open, so a reload returns to it", async () => {
		recordSecurityValidation("exam-1", Date.now() - EXAM_TIMING.securityValidityMs + 1000);
		api.respond(QUESTIONS, () => jsonResponse(makeExamQuestions()));
		renderPlayer();

		await screen.findByText("Which structure is first in, first out?");
		expect(hasValidSecurityValidation("exam-1", Date.now() + 60_000)).toBe(true);
	});

	it("moves a proctored exam opened at /exam/{id} to its proctored path", async () => {
		const exam = makeExamQuestions();
		exam.exam.proctored = true;
		api.respond(QUESTIONS, () => jsonResponse(exam));
		const { router } = renderRoutes(
			[
				{ path: "/exam/:examId", element: <ExamPlayerScreen /> },
				{ path: "/proctored-exam/:examId", element: <ExamPlayerScreen /> },
			],
			{ initialEntries: ["/exam/exam-1"] },
		);

		await screen.findByText("Which structure is first in, first out?");
		expect(router.state.location.pathname).toBe("/proctored-exam/exam-1");
	});

	it("shows the server's reason when the student is not in the exam's audience", async () => {
		api.respond(QUESTIONS, () =>
			jsonResponse({ code: "EXAM_NOT_FOR_YOU", message: EXAM_MESSAGES.notInAudience }, 403),
		);
		renderPlayer();

		expect(await screen.findByText(`Access denied: ${EXAM_MESSAGES.notInAudience}`)).toBeInTheDocument();
		expect(screen.getByText("You cannot take this exam")).toBeInTheDocument();
	});

	it("says 'Failed to start exam' when starting fails without a message", async () => {
		api.respond(QUESTIONS, () =>
			jsonResponse({ code: "EXAM_NOT_STARTED", message: EXAM_MESSAGES.noAttempt }, 404),
		);
		api.respond(START, () => new Response("", { status: 500 }));
		renderPlayer();

		expect(await screen.findByText("Failed to start exam")).toBeInTheDocument();
	});

	it("shows why an attempt cannot start when the exam has closed", async () => {
		api.respond(QUESTIONS, () =>
			jsonResponse({ code: "EXAM_NOT_STARTED", message: EXAM_MESSAGES.noAttempt }, 404),
		);
		api.respond(START, () => jsonResponse({ code: "CONFLICT", message: EXAM_MESSAGES.closed }, 409));
		renderPlayer();

		expect(await screen.findByText(EXAM_MESSAGES.closed)).toBeInTheDocument();
		expect(screen.getByText("The exam could not be loaded")).toBeInTheDocument();
	});

	it("links a submitted attempt to its result", async () => {
		api.respond(QUESTIONS, () =>
			jsonResponse({ code: "EXAM_ALREADY_SUBMITTED", message: EXAM_MESSAGES.alreadySubmitted }, 409),
		);
		api.respond("GET /students/exams", () =>
			jsonResponse({
				exams: [
					{
						exam_id: "exam-1",
						title: "Data Structures Mid-Term",
						status: "completed",
						starts_at: "2026-11-23T09:00:00.000Z",
						ends_at: "2026-11-23T12:00:00.000Z",
						duration_minutes: 60,
						proctored: false,
						question_count: 3,
						attempt_id: "att-1",
						attempt_status: "submitted",
					},
				],
				server_time: "2026-11-23T10:00:00.000Z",
			}),
		);
		renderPlayer();

		expect(await screen.findByRole("link", { name: "View result" })).toHaveAttribute(
			"href",
			"/exam-results/att-1",
		);
	});
});

describe("ExamPlayerScreen answering", () => {
	it("updates the palette's labels as the student answers, flags and moves on", async () => {
		api.respond(QUESTIONS, () => jsonResponse(makeExamQuestions()));
		const { user } = renderPlayer();

		await screen.findByText("Which structure is first in, first out?");
		expect(palette().getByRole("button", { name: "Question 1, not answered" })).toHaveAttribute(
			"aria-current",
			"step",
		);
		expect(palette().getByRole("button", { name: "Question 2, not visited" })).toBeInTheDocument();

		await user.click(screen.getByRole("radio", { name: "Queue" }));
		expect(palette().getByRole("button", { name: "Question 1, answered" })).toBeInTheDocument();

		await user.click(screen.getByRole("button", { name: "Flag for review" }));
		expect(palette().getByRole("button", { name: "Question 1, answered, flagged" })).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Flag for review" })).toHaveAttribute("aria-pressed", "true");

		await user.click(screen.getByRole("button", { name: "Save & Next" }));
		expect(screen.getByText("Which of these are linear structures?")).toBeInTheDocument();
		expect(palette().getByRole("button", { name: "Question 2, not answered" })).toBeInTheDocument();

		await user.click(screen.getByRole("checkbox", { name: "Array" }));
		await user.click(screen.getByRole("checkbox", { name: "Linked list" }));
		expect(palette().getByRole("button", { name: "Question 2, answered" })).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "Clear response" }));
		expect(palette().getByRole("button", { name: "Question 2, not answered" })).toBeInTheDocument();

		await user.click(palette().getByRole("button", { name: "Question 3, not visited" }));
		await user.type(screen.getByRole("textbox", { name: "Your answer" }), "10");
		expect(palette().getByRole("button", { name: "Question 3, answered" })).toBeInTheDocument();
		await user.type(screen.getByRole("textbox", { name: "Your answer" }), "e");
		expect(screen.getByText("This is not a number yet; it is saved once it is one.")).toBeInTheDocument();
		const queued = JSON.parse(localStorage.getItem("exam-queue:exam-1") ?? "[]") as {
			question_id: string;
			student_answer: unknown;
		}[];
		expect(queued.find((a) => a.question_id === "q3")?.student_answer).toBe("10");
		expect(screen.getByText("Saving…")).toBeInTheDocument();
	});

	it("restores answers, flags and unsent answers from this device after a reload", async () => {
		api.respond(QUESTIONS, () => jsonResponse(makeExamQuestions()));
		const first = renderPlayer();
		await screen.findByText("Which structure is first in, first out?");
		await first.user.click(screen.getByRole("radio", { name: "Queue" }));
		await first.user.click(palette().getByRole("button", { name: "Question 2, not visited" }));
		await first.user.click(screen.getByRole("button", { name: "Flag for review" }));
		first.unmount();
		expect(api.sent(SAVE)).toHaveLength(0);

		const saves: unknown[] = [];
		api.respond(SAVE, (request) => {
			saves.push(request.body);
			return jsonResponse({ saved: 2, time_remaining_seconds: 3000 });
		});
		renderPlayer();

		await screen.findByText("Which of these are linear structures?");
		expect(palette().getByRole("button", { name: "Question 1, answered" })).toBeInTheDocument();
		expect(palette().getByRole("button", { name: "Question 2, not answered, flagged" })).toBeInTheDocument();

		act(() => {
			window.dispatchEvent(new Event("offline"));
		});
		expect(screen.getByRole("status")).toHaveTextContent("Offline — answers kept on this device");

		// Back online: what the last page queued but never sent goes to the server now.
		act(() => {
			window.dispatchEvent(new Event("online"));
		});
		await waitFor(() => expect(saves).toHaveLength(1));
		const answers = (saves[0] as { answers: { question_id: string; student_answer: unknown }[] }).answers;
		expect(answers.find((a) => a.question_id === "q1")?.student_answer).toBe("b");
		await waitFor(() => expect(screen.getByText("All answers saved")).toBeInTheDocument());
		expect(screen.getByLabelText("Time left")).toHaveTextContent("50:00");
	});
});

describe("ExamPlayerScreen question timers", () => {
	afterEach(() => {
		vi.useRealTimers();
		Object.defineProperty(document, "visibilityState", { configurable: true, value: "visible" });
	});

	it("counts the seconds a question is on screen, but not while the tab is hidden", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		api.respond(QUESTIONS, () => jsonResponse(makeExamQuestions()));
		api.respond(SAVE, () => jsonResponse({ saved: 1, time_remaining_seconds: 3000 }));
		api.respond(SUBMIT, () => jsonResponse(makeResult()));
		const { user } = renderPlayer();
		await screen.findByText("Which structure is first in, first out?");

		await act(async () => {
			vi.advanceTimersByTime(4000);
		});
		Object.defineProperty(document, "visibilityState", { configurable: true, value: "hidden" });
		act(() => {
			document.dispatchEvent(new Event("visibilitychange"));
		});
		await act(async () => {
			vi.advanceTimersByTime(20_000);
		});
		Object.defineProperty(document, "visibilityState", { configurable: true, value: "visible" });
		act(() => {
			document.dispatchEvent(new Event("visibilitychange"));
		});
		await user.click(screen.getByRole("radio", { name: "Queue" }));
		await user.click(screen.getByRole("button", { name: "Submit" }));
		await user.click(await screen.findByRole("button", { name: "Submit exam" }));

		await waitFor(() => expect(api.sent(SUBMIT)).toHaveLength(1));
		const saved = api
			.sent(SAVE)
			.flatMap((r) => (r.body as { answers: { question_id: string; time_spent: number }[] }).answers);
		const q1 = saved.filter((a) => a.question_id === "q1").at(-1);
		expect(q1?.time_spent).toBeGreaterThanOrEqual(4);
		expect(q1?.time_spent).toBeLessThan(10);
	});
});

describe("ExamPlayerScreen submitting", () => {
	it("waits for the last answers to be saved before it submits, then shows the result", async () => {
		api.respond(QUESTIONS, () => jsonResponse(makeExamQuestions()));
		const held = deferred<Response>();
		api.respond(SAVE, () => held.promise);
		api.respond(SUBMIT, () => jsonResponse(makeResult()));
		const { user, router } = renderPlayer();
		await screen.findByText("Which structure is first in, first out?");
		await user.click(screen.getByRole("radio", { name: "Queue" }));
		await user.click(screen.getByRole("button", { name: "Flag for review" }));

		await user.click(screen.getByRole("button", { name: "Submit" }));
		const dialog = await screen.findByRole("dialog", { name: "Review before you submit" });
		expect(within(dialog).getByText("Flagged for review")).toBeInTheDocument();
		expect(within(dialog).getByRole("button", { name: "Go to question 3" })).toBeInTheDocument();
		await user.click(within(dialog).getByRole("button", { name: "Submit exam" }));

		await waitFor(() => expect(api.sent(SAVE)).toHaveLength(1));
		await new Promise((resolve) => setTimeout(resolve, 700));
		expect(api.sent(SUBMIT)).toHaveLength(0);

		held.resolve(jsonResponse({ saved: 1, time_remaining_seconds: 3500 }));
		expect(await screen.findByText("The result screen")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/exam-results/att-1");
		expect(api.sent(SUBMIT)[0]?.body).toMatchObject({ autoSubmitted: false });
		expect(localStorage.getItem("exam-state:exam-1")).toBeNull();
		expect(localStorage.getItem("exam-queue:exam-1")).toBeNull();
	});

	it("submits by itself when the time is up", async () => {
		api.respond(QUESTIONS, () => jsonResponse(makeExamQuestions({ time_remaining_seconds: 1 })));
		api.respond(SAVE, () => jsonResponse({ saved: 1, time_remaining_seconds: 0 }));
		api.respond(SUBMIT, () => jsonResponse(makeResult({ auto_submitted: true })));
		renderPlayer();

		expect(await screen.findByText("The result screen", {}, { timeout: 4000 })).toBeInTheDocument();
		expect(api.sent(SUBMIT)[0]?.body).toMatchObject({ autoSubmitted: true });
	});
});
