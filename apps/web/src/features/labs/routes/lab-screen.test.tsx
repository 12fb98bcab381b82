import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { makeLab, makeResult, makeStep } from "../test-fixtures";
import { LabScreen } from "./lab-screen";

const api = stubFetch();
const SESSION = "GET /api/labs/bracket-checker-stack/session";
const SUBMIT_1 = "POST /api/labs/bracket-checker-stack/steps/1/submissions";

const openLab = () =>
	renderRoutes([{ path: "/lab/:labId", element: <LabScreen /> }], {
		initialEntries: ["/lab/bracket-checker-stack"],
	});

// The editor is a lazily loaded chunk; on a busy machine it takes longer than findBy's 1 s.
const editorLoad = { timeout: 5000 };
const resultPanel = () => screen.getByRole("region", { name: "Result" });

beforeEach(() => {
	localStorage.clear();
	api.respond("GET /api/auth/session", () => jsonResponse(makeSession()));
});

describe("LabScreen", { timeout: 20_000 }, () => {
	it("opens at the first step not passed, with its instructions and starter, and keeps later steps locked", async () => {
		api.respond(SESSION, () => jsonResponse(makeLab()));
		const { user } = openLab();
		expect(
			await screen.findByRole("heading", { level: 1, name: "Build a bracket checker with a stack" }),
		).toBeVisible();
		expect(screen.getByText("0 of 2 steps passed")).toBeInTheDocument();
		expect(
			screen.getByRole("heading", { name: "Step 1: Round brackets with a counter" }),
		).toBeInTheDocument();
		expect(screen.getByText("counter")).toBeInTheDocument();
		const editor = await screen.findByRole("textbox", { name: "Your code" }, editorLoad);
		expect(editor.textContent).toContain("# your code");

		await user.click(screen.getByRole("button", { name: /2\. Three kinds of brackets/ }));
		expect(screen.getByText("This step opens when you pass the steps before it.")).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Check my code" })).not.toBeInTheDocument();
	});

	it("sends the code to be judged and shows a failing verdict with the example's output, leaving the step open", async () => {
		api.respond(SESSION, () => jsonResponse(makeLab()));
		const failed = makeResult({
			verdict: "Wrong Answer",
			passed: false,
			passedTests: 1,
			firstHiddenFailure: { testNumber: 2, status: "Wrong Answer" },
		});
		api.respond(SUBMIT_1, () =>
			jsonResponse({
				result: failed,
				session: makeLab({
					steps: [makeStep({ attempts: 1, lastResult: failed }), makeLab().steps[1] as never],
				}),
			}),
		);
		const { user } = openLab();
		await screen.findByRole("textbox", { name: "Your code" }, editorLoad);
		await user.click(screen.getByRole("button", { name: "Check my code" }));

		expect(await within(resultPanel()).findByText("Not yet")).toBeInTheDocument();
		expect(within(resultPanel()).getByText("1 of 3 tests passed")).toBeInTheDocument();
		expect(within(resultPanel()).getByText(/fails hidden test 2 \(Wrong Answer\)/)).toBeInTheDocument();
		const body = api.requests.find((request) => `${request.method} ${request.path}` === SUBMIT_1)?.body;
		expect(body).toMatchObject({ language: "python", source: expect.stringContaining("# your code") });
		expect(body).not.toHaveProperty("passed");
		expect(screen.getByText("0 of 2 steps passed")).toBeInTheDocument();
	});

	it("moves on when the judge passes the step", async () => {
		api.respond(SESSION, () => jsonResponse(makeLab()));
		const passedLab = makeLab({
			steps: [
				makeStep({ state: "passed", attempts: 1, lastResult: makeResult() }),
				makeStep({ number: 2, title: "Three kinds of brackets", instructionsHtml: "<p>Use a stack.</p>" }),
			],
			currentStep: 2,
			passedSteps: 1,
		});
		api.respond(SUBMIT_1, () => jsonResponse({ result: makeResult(), session: passedLab }));
		const { user } = openLab();
		await screen.findByRole("textbox", { name: "Your code" }, editorLoad);
		await user.click(screen.getByRole("button", { name: "Check my code" }));

		expect(await within(resultPanel()).findByText("Step passed")).toBeInTheDocument();
		expect(screen.getByText("1 of 2 steps passed")).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "Go to the next step" }));
		expect(
			await screen.findByRole("heading", { name: "Step 2: Three kinds of brackets" }),
		).toBeInTheDocument();
		expect(screen.getByText("Use a stack.")).toBeInTheDocument();
	});

	it("shows a completed lab as completed, with the way back to its course", async () => {
		api.respond(SESSION, () =>
			jsonResponse(
				makeLab({
					steps: [
						makeStep({ state: "passed", lastCode: "print('YES')", lastResult: makeResult() }),
						makeStep({
							number: 2,
							title: "Three kinds of brackets",
							state: "passed",
							lastResult: makeResult(),
						}),
					],
					currentStep: null,
					passedSteps: 2,
					completedAt: "2026-11-24T10:00:00.000Z",
				}),
			),
		);
		openLab();
		expect(await screen.findByText("Lab completed")).toBeInTheDocument();
		expect(screen.getByText("2 of 2 steps passed")).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Back to the course" })).toHaveAttribute(
			"href",
			"/dashboard/learning-path/dsa-foundations",
		);
	});
});
