import type { LabDetails, LabSession, LabSessionStep, LabStepResult } from "@unnati/contracts/labs";

export const makeDetails = (overrides: Partial<LabDetails> = {}): LabDetails => ({
	id: "bracket-checker-stack",
	title: "Build a bracket checker with a stack",
	summary: "Match brackets as a compiler does.",
	minutes: 35,
	language: "python",
	stepCount: 2,
	objectives: ["Use a list as a stack"],
	prerequisites: ["Python strings"],
	steps: [
		{ number: 1, title: "Round brackets with a counter" },
		{ number: 2, title: "Three kinds of brackets" },
	],
	place: {
		course: { id: "dsa-foundations", title: "DSA Foundations" },
		journey: { id: "dsa", title: "Data Structures and Algorithms" },
	},
	...overrides,
});

export const makeResult = (overrides: Partial<LabStepResult> = {}): LabStepResult => ({
	verdict: "Accepted",
	passed: true,
	passedTests: 3,
	totalTests: 3,
	compileOutput: "",
	examples: [{ input: "f(x)\n", expected: "YES\n", stdout: "YES\n", stderr: "", status: "Accepted" }],
	firstHiddenFailure: null,
	judgedAt: "2026-11-24T10:00:00.000Z",
	...overrides,
});

export const makeStep = (overrides: Partial<LabSessionStep> = {}): LabSessionStep => ({
	number: 1,
	title: "Round brackets with a counter",
	instructionsHtml: "<p>Keep a <strong>counter</strong>.</p>",
	language: "python",
	starterCode: "line = input()\n# your code\n",
	state: "open",
	lastCode: null,
	attempts: 0,
	lastResult: null,
	...overrides,
});

export const makeLab = (overrides: Partial<LabSession> = {}): LabSession => ({
	lab: makeDetails(),
	steps: [
		makeStep(),
		makeStep({
			number: 2,
			title: "Three kinds of brackets",
			state: "locked",
			instructionsHtml: "",
			starterCode: "",
		}),
	],
	currentStep: 1,
	passedSteps: 0,
	completedAt: null,
	...overrides,
});
