import { act, screen, waitFor, within } from "@testing-library/react";
import type { ExamQuestions, ExamResult, QueuedAnswer } from "@unnati/contracts";
import { PRACTICE_RUN, PRACTICE_RUN_MESSAGES } from "@unnati/contracts/practice-run";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { PracticeRunScreen } from "./practice-run-screen";

const api = stubFetch();
const SESSION = "GET /api/auth/session";
const PAPER = "GET /api/practice-run";
const SAVE = "POST /api/practice-run/answers";
const SUBMIT = "POST /api/practice-run/submit";

function practicePaper(): ExamQuestions {
	const now = Date.now();
	return {
		exam: {
			exam_id: PRACTICE_RUN.examId,
			title: PRACTICE_RUN.title,
			instructions: ["Nothing is recorded."],
			passing_score_percentage: 40,
			duration_minutes: 10,
			proctored: true,
			max_violations: 5,
			sections: [
				{
					section_id: "practice-aptitude",
					title: "Aptitude and reasoning",
					questions: [
						{
							question_id: "practice-back-button",
							type: "mcq",
							text: "Which data structure behaves like a browser's Back button?",
							options: [
								{ id: "a", text: "Queue" },
								{ id: "b", text: "Stack" },
							],
							multi_answer: false,
							marks: 1,
							negative_marks: 0,
						},
						{
							question_id: "practice-syllogism",
							type: "truefalse",
							text: "The conclusion follows from the two statements.",
							options: [
								{ id: "true", text: "True" },
								{ id: "false", text: "False" },
							],
							multi_answer: false,
							marks: 1,
							negative_marks: 0,
						},
					],
				},
			],
		},
		attempt: {
			attempt_id: PRACTICE_RUN.attemptId,
			status: "in_progress",
			started_at: new Date(now).toISOString(),
			deadline: new Date(now + 10 * 60_000).toISOString(),
			time_remaining_seconds: 600,
			answers: {},
		},
	};
}

function practiceResult(answers: QueuedAnswer[]): ExamResult {
	const given = (id: string) => answers.find((a) => a.question_id === id)?.student_answer ?? null;
	return {
		attempt_id: PRACTICE_RUN.attemptId,
		exam_id: PRACTICE_RUN.examId,
		exam_title: PRACTICE_RUN.title,
		student_name: "Priya Nair",
		roll_no: "22CSE001",
		status: "submitted",
		started_at: new Date().toISOString(),
		submitted_at: new Date().toISOString(),
		auto_submitted: false,
		submission_reason: "student",
		score: 1,
		max_score: 2,
		percentage: 50,
		passing_score_percentage: 40,
		passed: true,
		time_taken_seconds: 42,
		answers_visible: true,
		awaiting_grading: false,
		answers_visible_from: null,
		sections: [
			{
				section_id: "practice-aptitude",
				title: "Aptitude and reasoning",
				score: 1,
				max_score: 2,
				questions: [
					{
						question_id: "practice-back-button",
						text: "Which data structure behaves like a browser's Back button?",
						type: "mcq",
						options: [
							{ id: "a", text: "Queue" },
							{ id: "b", text: "Stack" },
						],
						multi_answer: false,
						student_answer: given("practice-back-button"),
						time_spent: 20,
						marks: 1,
						score: 1,
						outcome: "correct",
						correct_answer: "b",
						explanation: "Last in, first out: a stack.",
					},
					{
						question_id: "practice-syllogism",
						text: "The conclusion follows from the two statements.",
						type: "truefalse",
						options: [
							{ id: "true", text: "True" },
							{ id: "false", text: "False" },
						],
						multi_answer: false,
						student_answer: null,
						time_spent: 0,
						marks: 1,
						score: 0,
						outcome: "unanswered",
						correct_answer: "false",
						explanation: "It does not follow.",
					},
				],
			},
		],
	};
}

function renderAt(path = "/dummy") {
	return renderRoutes(
		[
			{ path: "/dummy", element: <PracticeRunScreen /> },
			{ path: "/login", element: <p>The login screen</p> },
			{ path: "/exams-dashboard", element: <p>The exams dashboard</p> },
		],
		{ initialEntries: [path] },
	);
}

const root = document.documentElement;
const setVisibility = (state: "visible" | "hidden") => {
	Object.defineProperty(document, "visibilityState", { configurable: true, value: state });
	document.dispatchEvent(new Event("visibilitychange"));
};

beforeEach(() => {
	localStorage.clear();
	sessionStorage.clear();
	// jsdom has no Fullscreen API: this browser grants it.
	Object.defineProperty(root, "requestFullscreen", {
		configurable: true,
		writable: true,
		value: vi.fn(async () => {}),
	});
});
afterEach(() => {
	Reflect.deleteProperty(root, "requestFullscreen");
	setVisibility("visible");
});

/** The result of a run whose essay (question 3) was answered: pending, as a real exam's until graded. */
function resultWithEssay(): ExamResult {
	const result = practiceResult([]);
	const section = result.sections[0];
	section?.questions.push({
		question_id: "practice-essay",
		text: "In about 100 words, suggest one way your college could use less paper during internal examinations.",
		type: "essay",
		options: [],
		multi_answer: false,
		student_answer: "Online tests in the computer labs, run in batches.",
		time_spent: 90,
		marks: 5,
		score: 0,
		outcome: "pending",
		correct_answer: null,
		explanation: `${PRACTICE_RUN_MESSAGES.handGraded} A good answer gives one workable idea.`,
	});
	return result;
}

async function beginRun(user: ReturnType<typeof renderAt>["user"]) {
	await user.click(await screen.findByRole("checkbox", { name: "I accept these rules" }));
	await user.click(screen.getByRole("button", { name: "Enter fullscreen and begin" }));
	await screen.findByText("Which data structure behaves like a browser's Back button?");
}

describe("/dummy, the practice run", () => {
	it("sends a visitor to sign in, and back here afterwards", async () => {
		api.respond(SESSION, () => jsonResponse({ code: "SIGN_IN_REQUIRED", message: "Please sign in." }, 401));
		const { router } = renderAt();

		expect(await screen.findByText("The login screen")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/login");
		expect(new URLSearchParams(router.state.location.search).get("next")).toBe("/dummy");
	});

	it("tells a signed-in member of staff that the practice run is for students, and asks for no paper", async () => {
		api.respond(SESSION, () =>
			jsonResponse(makeSession({ role: "ROLE_EXAM_ADMIN", home: "/examination-admin/dashboard" })),
		);
		renderAt();

		expect(await screen.findByText("The practice run is for students")).toBeInTheDocument();
		expect(screen.getByText(PRACTICE_RUN_MESSAGES.forStudents)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute(
			"href",
			"/examination-admin/dashboard",
		);
		expect(api.sent(PAPER)).toHaveLength(0);
	});

	it("runs a student through the rules, the real player and a result that is kept nowhere, then again", async () => {
		api.respond(SESSION, () => jsonResponse(makeSession()));
		api.respond("GET /api/system-check/latest", () => jsonResponse({ pass: null }));
		api.respond(PAPER, () => jsonResponse(practicePaper()));
		api.respond(SAVE, (request) => {
			const body = request.body as { answers: QueuedAnswer[] };
			return jsonResponse({ saved: body.answers.length, time_remaining_seconds: 590 });
		});
		api.respond(SUBMIT, (request) =>
			jsonResponse(practiceResult((request.body as { answers: QueuedAnswer[] }).answers)),
		);
		const { user } = renderAt();

		// The rules: what the run is, the real exam's rules, the system check, and fullscreen.
		expect(await screen.findByText("Nothing is recorded")).toBeInTheDocument();
		expect(screen.getByRole("heading", { level: 1, name: "Practice run" })).toBeInTheDocument();
		expect(await screen.findByText("Run the system check first")).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Run the system check" })).toHaveAttribute(
			"href",
			"/system-check",
		);
		const begin = screen.getByRole("button", { name: "Enter fullscreen and begin" });
		expect(begin).toBeDisabled();
		// The paper is asked for only when the student begins: its time runs from then.
		expect(api.sent(PAPER)).toHaveLength(0);
		await user.click(screen.getByRole("checkbox", { name: "I accept these rules" }));
		await user.click(begin);

		// The real player, labelled as practice, its proctor local.
		expect(
			await screen.findByText("Which data structure behaves like a browser's Back button?"),
		).toBeVisible();
		expect(root.requestFullscreen).toHaveBeenCalled();
		expect(screen.getByText("Practice run — nothing is recorded")).toBeVisible();
		expect(screen.getByRole("heading", { level: 1, name: PRACTICE_RUN.title })).toBeVisible();
		expect(screen.getByLabelText("Time left")).toHaveTextContent("10:00");
		expect(screen.getByText("Violations 0 of 5")).toBeVisible();

		// A tab switch warns as a real exam would, and is posted nowhere.
		act(() => {
			window.dispatchEvent(new Event("blur"));
			setVisibility("hidden");
		});
		expect(
			await screen.findByText(
				/Switched to another tab or window\. A real exam would record this as violation 1 of 5\. Nothing is recorded/,
			),
		).toBeVisible();
		expect(screen.getByText("Violations 1 of 5")).toBeVisible();
		act(() => {
			setVisibility("visible");
			window.dispatchEvent(new Event("focus"));
		});

		await user.click(screen.getByRole("radio", { name: "Stack" }));
		await user.click(screen.getByRole("button", { name: "Submit" }));
		const dialog = await screen.findByRole("dialog", { name: "Review before you submit" });
		await user.click(within(dialog).getByRole("button", { name: "Submit exam" }));

		// The result, in place: the real result view, said to be kept nowhere.
		expect(await screen.findByText("Practice run — nothing was recorded")).toBeVisible();
		expect(screen.getByRole("heading", { level: 1, name: PRACTICE_RUN.title })).toBeVisible();
		expect(screen.getByText("50.0%")).toBeVisible();
		for (const link of screen.getAllByRole("link", { name: "Back to exams" }))
			expect(link).toHaveAttribute("href", "/exams-dashboard");

		// Batch saves went to the practice endpoint with the paper's deadline; the submit carried
		// every acknowledged answer; nothing went to an exam or proctoring path.
		const [save] = api.sent(SAVE);
		expect(save?.body).toMatchObject({
			deadline: expect.any(String),
			answers: [expect.objectContaining({ question_id: "practice-back-button", student_answer: "b" })],
		});
		expect(api.sent(SUBMIT)[0]?.body).toMatchObject({
			autoSubmitted: false,
			maxViolationsReached: false,
			answers: [expect.objectContaining({ question_id: "practice-back-button", student_answer: "b" })],
		});
		expect(api.requests.filter((r) => /^\/students\/|proctoring|violations|heartbeat/.test(r.path))).toEqual(
			[],
		);
		// Nothing of the run is left on this device.
		expect(localStorage.getItem(`exam-state:${PRACTICE_RUN.examId}`)).toBeNull();
		expect(localStorage.getItem(`exam-queue:${PRACTICE_RUN.examId}`)).toBeNull();

		await user.click(screen.getByRole("button", { name: "Try again" }));
		expect(await screen.findByRole("button", { name: "Enter fullscreen and begin" })).toBeDisabled();
		await user.click(screen.getByRole("checkbox", { name: "I accept these rules" }));
		await user.click(screen.getByRole("button", { name: "Enter fullscreen and begin" }));
		await waitFor(() => expect(api.sent(PAPER)).toHaveLength(2));
		expect(
			await screen.findByText("Which data structure behaves like a browser's Back button?"),
		).toBeVisible();
		expect(screen.getByRole("radio", { name: "Stack" })).not.toBeChecked();
		expect(screen.getByText("Violations 0 of 5")).toBeVisible();
	});

	it("shows an essay as graded by hand in a real exam, outside the score", async () => {
		api.respond(SESSION, () => jsonResponse(makeSession()));
		api.respond("GET /api/system-check/latest", () => jsonResponse({ pass: null }));
		api.respond(PAPER, () => jsonResponse(practicePaper()));
		api.respond(SAVE, () => jsonResponse({ saved: 1, time_remaining_seconds: 590 }));
		api.respond(SUBMIT, () => jsonResponse(resultWithEssay()));
		const { user } = renderAt();
		await beginRun(user);

		await user.click(screen.getByRole("button", { name: "Submit" }));
		const dialog = await screen.findByRole("dialog", { name: "Review before you submit" });
		await user.click(within(dialog).getByRole("button", { name: "Submit exam" }));

		expect(await screen.findByText("Practice run — nothing was recorded")).toBeVisible();
		expect(
			screen.getByText(
				`Question 3 (an essay): ${PRACTICE_RUN_MESSAGES.handGraded} The score above counts the other questions.`,
			),
		).toBeVisible();
		// The essay's own card says so too, in its explanation.
		expect(
			screen.getByText(/Graded by hand in a real exam: an examiner marks your essay/, { selector: "p" }),
		).toBeVisible();
	});
});
