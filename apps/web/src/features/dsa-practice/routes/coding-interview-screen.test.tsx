import { screen, within } from "@testing-library/react";
import type { ProblemSummary } from "@unnati/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { catalogue, makeDetail, makeList, makeSubmission } from "../test-fixtures";
import { CodingInterviewScreen } from "./coding-interview-screen";

const api = stubFetch();
const SESSION_KEY = "unnati:coding-interview:u-1";
const BRACKETS = makeDetail({ id: "balanced-brackets", title: "Balanced Brackets", topic: "stacks-queues" });

// Loading the problem, the lazy editor and the judged submission can take a while on a busy machine.
const slow = { timeout: 5000 };

/** The first candidate, so the test knows which problem "random" gives. */
const first = (candidates: readonly ProblemSummary[]) => candidates[0] as ProblemSummary;

beforeEach(() => {
	localStorage.clear();
	localStorage.setItem("unnati:code:language:last-used", "python");
	api.respond("GET /api/auth/session", () => jsonResponse(makeSession()));
	api.respond("GET /api/problems", () => jsonResponse(makeList()));
	api.respond("GET /api/problems/balanced-brackets", () => jsonResponse(BRACKETS));
	api.respond("GET /api/problems/balanced-brackets/submissions", () => jsonResponse({ submissions: [] }));
});

// CodeMirror and typed input are slow on a busy two-core machine; 5 s is too tight.
describe("CodingInterviewScreen", { timeout: 20_000 }, () => {
	it("draws an unsolved problem of the chosen difficulty, runs a 45-minute clock, and a submission ends it", async () => {
		api.respond("POST /api/problems/balanced-brackets/submissions", () =>
			jsonResponse(
				makeSubmission({
					problem_id: "balanced-brackets",
					verdict: "Wrong Answer",
					passed: 3,
					total: 10,
					first_failure: { test_number: 4, status: "Wrong Answer" },
				}),
			),
		);
		const { user } = renderScreen(<CodingInterviewScreen pick={first} />, "/coding-interview");

		// Pair Sum Count is easy but solved: only Balanced Brackets may be drawn.
		expect(await screen.findByRole("radio", { name: "Easy (1 unsolved)" })).toBeChecked();
		await user.click(screen.getByRole("button", { name: "Start the interview" }));

		expect(await screen.findByRole("heading", { name: "Balanced Brackets" }, slow)).toBeInTheDocument();
		expect(screen.getByRole("timer", { name: "Time left" })).toHaveTextContent(/^(45:00|44:5\d)$/);
		expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? "null")).toMatchObject({
			problemId: "balanced-brackets",
			difficulty: "easy",
		});
		await screen.findByRole("textbox", { name: "Your solution" }, slow);

		await user.click(screen.getByRole("button", { name: "Submit and finish" }));

		const summary = await screen.findByRole("region", { name: "Interview summary" }, slow);
		// The overall verdict, and the verdict of the first failing hidden test.
		expect(within(summary).getAllByText("Wrong Answer")).toHaveLength(2);
		expect(within(summary).getByText("3 / 10")).toBeInTheDocument();
		expect(within(summary).getByText("You submitted before the time ran out.")).toBeInTheDocument();
		expect(within(summary).getByText("Hidden test 4 failed")).toBeInTheDocument();
		expect(localStorage.getItem(SESSION_KEY)).toBeNull();

		await user.click(within(summary).getByRole("button", { name: "Start another interview" }));
		expect(await screen.findByRole("button", { name: "Start the interview" })).toBeInTheDocument();
	});

	it("continues a running interview after a reload, on the same problem and clock", async () => {
		const now = Date.now();
		localStorage.setItem(
			SESSION_KEY,
			JSON.stringify({
				problemId: "balanced-brackets",
				difficulty: "easy",
				startedAt: now - 40 * 60_000,
				deadline: now + 5 * 60_000,
			}),
		);
		renderScreen(<CodingInterviewScreen />, "/coding-interview");

		expect(await screen.findByRole("heading", { name: "Balanced Brackets" }, slow)).toBeInTheDocument();
		expect(screen.getByRole("timer", { name: "Time left" })).toHaveTextContent(/^(5:00|4:5\d)$/);
	});

	it("submits the last code by itself when time is up", async () => {
		localStorage.setItem(
			SESSION_KEY,
			JSON.stringify({
				problemId: "balanced-brackets",
				difficulty: "easy",
				startedAt: Date.now() - 46 * 60_000,
				deadline: Date.now() - 60_000,
			}),
		);
		localStorage.setItem(
			"unnati:code:draft:u-1:interview:balanced-brackets:python",
			"print('my last code')\n",
		);
		api.respond("POST /api/problems/balanced-brackets/submissions", () =>
			jsonResponse(makeSubmission({ problem_id: "balanced-brackets", passed: 10, total: 10 })),
		);
		renderScreen(<CodingInterviewScreen />, "/coding-interview");

		const summary = await screen.findByRole("region", { name: "Interview summary" }, slow);
		expect(
			within(summary).getByText("Time ran out, so your last code was submitted for you."),
		).toBeInTheDocument();
		expect(within(summary).getByText("45:00 of 45:00")).toBeInTheDocument();
		expect(api.sent("POST /api/problems/balanced-brackets/submissions")).toHaveLength(1);
		expect(api.sent("POST /api/problems/balanced-brackets/submissions")[0]?.body).toEqual({
			language: "python",
			source: "print('my last code')\n",
		});
	});

	it("does not start when every problem of the chosen difficulty is solved", async () => {
		api.respond("GET /api/problems", () =>
			jsonResponse(
				makeList(catalogue.map((problem) => ({ ...problem, solved: problem.difficulty === "easy" }))),
			),
		);
		const { user } = renderScreen(<CodingInterviewScreen />, "/coding-interview");

		expect(await screen.findByRole("radio", { name: "Easy (0 unsolved)" })).toBeChecked();
		expect(screen.getByText(/You have solved every easy problem/)).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Start the interview" })).toBeDisabled();

		await user.click(screen.getByRole("radio", { name: "Hard (1 unsolved)" }));
		expect(screen.getByRole("button", { name: "Start the interview" })).toBeEnabled();
	});
});
