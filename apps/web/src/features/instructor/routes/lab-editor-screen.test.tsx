import { fireEvent, screen, within } from "@testing-library/react";
import type { AuthoringLab, AuthoringLabStep, LabReferenceRun } from "@unnati/contracts/labs";
import { beforeEach, describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { LabEditorScreen } from "./lab-editor-screen";

const api = stubFetch();
const LAB_ID = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
const COURSE_ID = "4d1c8f0e-6b7a-4c2e-9f3d-2a1b0c9d8e7f";
const LAB_URL = `/api/authoring/labs/${LAB_ID}`;

function makeStep(overrides: Partial<AuthoringLabStep> = {}): AuthoringLabStep {
	return {
		number: 1,
		title: "Score after each over",
		instructions: "Print the running total of runs after every over.",
		instructionsHtml: "<p>Print the running total of runs after every over.</p>",
		starter: "runs = list(map(int, input().split()))\n",
		solution:
			"import itertools\nruns = list(map(int, input().split()))\nprint(*itertools.accumulate(runs))\n",
		tests: [
			{ input: "4 6 1\n", output: "4 10 11\n", hidden: false },
			{ input: "0 12 7\n", output: "0 12 19\n", hidden: true },
		],
		cpuMs: 2000,
		memoryMb: 256,
		check: null,
		...overrides,
	};
}

function makeLab(overrides: Partial<AuthoringLab> = {}): AuthoringLab {
	return {
		id: LAB_ID,
		slug: "cricket-running-totals",
		courseId: COURSE_ID,
		courseTitle: "DSA Foundations",
		number: 1,
		state: "draft",
		publishedNumber: null,
		reviewNote: "",
		editable: true,
		title: "Running totals of a cricket innings",
		summary: "Read the runs of each over and print the score after every over.",
		objectives: ["Keep a running total in one pass"],
		prerequisites: [],
		minutes: 20,
		difficulty: "beginner",
		language: "python",
		steps: [makeStep()],
		ready: false,
		...overrides,
	};
}

const openEditor = () =>
	renderRoutes([{ path: paths.instructorLab.pattern, element: <LabEditorScreen /> }], {
		initialEntries: [paths.instructorLab(LAB_ID)],
	});

beforeEach(() => {
	localStorage.clear();
	api.respond(`POST ${LAB_URL}/preview`, (request) =>
		jsonResponse({ html: `<p>${String((request.body as { markdown: string }).markdown)}</p>` }),
	);
});

describe("LabEditorScreen", { timeout: 60_000 }, () => {
	it("checks a step's reference solution, shows each test's verdict, then submits the lab for review", async () => {
		const checked = makeLab({
			ready: true,
			steps: [
				makeStep({ check: { passed: true, verdict: "Accepted", checkedAt: "2026-11-25T09:00:00.000Z" } }),
			],
		});
		api.respond(`GET ${LAB_URL}`, () => jsonResponse(makeLab()));
		const run: LabReferenceRun = {
			step: 1,
			passed: true,
			verdict: "Accepted",
			compileOutput: "",
			tests: [
				{
					number: 1,
					hidden: false,
					input: "4 6 1\n",
					expected: "4 10 11\n",
					stdout: "4 10 11\n",
					stderr: "",
					status: "Accepted",
				},
				{
					number: 2,
					hidden: true,
					input: "0 12 7\n",
					expected: "0 12 19\n",
					stdout: "0 12 19\n",
					stderr: "",
					status: "Accepted",
				},
			],
			lab: checked,
		};
		api.respond(`POST ${LAB_URL}/steps/1/check`, () => jsonResponse(run));
		api.respond(`POST ${LAB_URL}/submit`, () =>
			jsonResponse({ ...checked, state: "in_review", editable: false }),
		);
		const { user } = openEditor();

		expect(
			await screen.findByRole("heading", { level: 1, name: "Running totals of a cricket innings" }),
		).toBeVisible();
		const submit = screen.getByRole("button", { name: "Submit for review" });
		expect(submit).toBeDisabled();
		expect(screen.getByText(/its reference solution must pass them/)).toBeInTheDocument();
		expect(
			screen.getByRole("heading", { level: 3, name: "Step 1: Score after each over" }),
		).toBeInTheDocument();
		expect(screen.getByLabelText("Input of test 2")).toHaveValue("0 12 7\n");
		expect(screen.getByRole("checkbox", { name: "Test 2 is hidden" })).toBeChecked();

		await user.click(screen.getByRole("button", { name: "Check reference solution" }));
		const table = await screen.findByRole("table", { name: "Step 1: the reference solution on each test" });
		expect(within(table).getAllByText("Accepted")).toHaveLength(2);
		expect(within(table).getByText("No (hidden)")).toBeInTheDocument();
		expect(screen.getByText("The reference solution passes every test")).toBeInTheDocument();
		// Nothing was changed in the form, so the check ran on the saved step without saving it again.
		expect(api.sent(`PUT ${LAB_URL}/steps/1`)).toHaveLength(0);

		await user.click(await screen.findByRole("button", { name: "Submit for review" }));
		expect(await screen.findByText("Waiting for review")).toBeInTheDocument();
		expect(api.sent(`POST ${LAB_URL}/submit`)).toHaveLength(1);
	});

	it("saves a changed step before checking it, and reorders steps by keyboard-reachable buttons", async () => {
		const second = makeStep({ number: 2, title: "Best over of the innings" });
		const lab = makeLab({ steps: [makeStep(), second] });
		api.respond(`GET ${LAB_URL}`, () => jsonResponse(lab));
		api.respond(`PUT ${LAB_URL}/steps/1`, () => jsonResponse(lab));
		api.respond(`POST ${LAB_URL}/steps/1/check`, () =>
			jsonResponse({
				step: 1,
				passed: false,
				verdict: "Wrong Answer",
				compileOutput: "",
				tests: [
					{
						number: 1,
						hidden: false,
						input: "4 6 1\n",
						expected: "4 10 11\n",
						stdout: "11\n",
						stderr: "",
						status: "Wrong Answer",
					},
				],
				lab,
			}),
		);
		api.respond(`PUT ${LAB_URL}/step-order`, () =>
			jsonResponse({
				...lab,
				steps: [
					{ ...second, number: 1 },
					{ ...makeStep(), number: 2 },
				],
			}),
		);
		const { user } = openEditor();

		const title = await screen.findByLabelText(/^Step title/);
		fireEvent.change(title, { target: { value: "Score per over" } });
		await user.click(screen.getByRole("button", { name: "Check reference solution" }));
		expect(await screen.findByText("The reference solution does not pass: Wrong Answer")).toBeInTheDocument();
		expect(api.sent(`PUT ${LAB_URL}/steps/1`)[0]?.body).toMatchObject({
			title: "Score per over",
			cpuMs: 2000,
		});

		await user.click(screen.getByRole("button", { name: "Move step 2 up: Best over of the innings" }));
		expect(api.sent(`PUT ${LAB_URL}/step-order`)[0]?.body).toEqual({ order: [2, 1] });
	});

	it("refuses an incomplete new step in the browser, sending nothing", async () => {
		api.respond(`GET ${LAB_URL}`, () => jsonResponse(makeLab({ steps: [] })));
		const { user } = openEditor();
		expect(await screen.findByText(/No steps yet/)).toBeInTheDocument();
		expect(screen.getByRole("heading", { level: 3, name: "New step" })).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "Add step" }));
		expect(await screen.findByText("Give the step a title of at least 3 characters.")).toBeInTheDocument();
		expect(screen.getByText("Write the step's instructions (at least 20 characters).")).toBeInTheDocument();
		expect(api.sent(`POST ${LAB_URL}/steps`)).toHaveLength(0);
	});

	it("says why the lab cannot be opened", async () => {
		api.respond(`GET ${LAB_URL}`, () =>
			jsonResponse(
				{
					code: "FORBIDDEN",
					message: "You are not assigned to this lab's course. Ask the instructor admin to assign you.",
				},
				403,
			),
		);
		openEditor();
		expect(await screen.findByText(/not assigned to this lab's course/)).toBeInTheDocument();
	});
});
