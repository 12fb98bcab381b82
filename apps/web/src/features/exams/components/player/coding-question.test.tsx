import { act, screen, waitFor, within } from "@testing-library/react";
import { EditorView } from "@uiw/react-codemirror";
import { CODE_MESSAGES, type ProblemRunResult, type QueuedAnswer } from "@unnati/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { deferred, jsonResponse, stubFetch } from "../../../../test/fetch-stub";
import { renderRoutes } from "../../../../test/render";
import { ExamPlayerScreen } from "../../routes/exam-player-screen";
import { CPP_STARTER, makeCodingExamQuestions, makeResult, PYTHON_STARTER } from "../../test-fixtures";

const api = stubFetch();
const QUESTIONS = "GET /students/exam/exam-1/questions";
const RUN = "POST /students/exam/exam-1/run-code";
const SAVE = "POST /students/exam/exam-1/save-answers-batch";
const SUBMIT = "POST /students/exam/exam-1/submit";

const PROGRAM = "import sys\nvotes = sys.stdin.read().split()[1:]\nprint(max(set(votes), key=votes.count))\n";

function renderPlayer() {
	return renderRoutes(
		[
			{ path: "/exam/:examId", element: <ExamPlayerScreen /> },
			{ path: "/exam-results/:attemptId", element: <p>The result screen</p> },
		],
		{ initialEntries: ["/exam/exam-1"] },
	);
}

/** How long a redraw of the editor may take on a busy machine. */
const SLOW = { timeout: 5000 };
const editor = () => screen.findByRole("textbox", { name: "Your program" }, SLOW);
const palette = () => within(screen.getByRole("navigation", { name: "Question palette" }));

/** Replaces the program as a student's edit would: CodeMirror reports it like a keystroke. */
async function write(source: string) {
	const content = await editor();
	const view = EditorView.findFromDOM(content);
	if (!view) throw new Error("no editor view");
	act(() => {
		view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: source } });
	});
}

function queued(): QueuedAnswer[] {
	return JSON.parse(localStorage.getItem("exam-queue:exam-1") ?? "[]") as QueuedAnswer[];
}

const samplesPassed: ProblemRunResult = {
	mode: "samples",
	compile_output: "",
	compile_failure: null,
	results: [
		{
			index: 0,
			status: "Accepted",
			time_ms: 21,
			memory_kb: 9000,
			input: "7\n42 17 42 42 8 42 17\n",
			expected: "42\n",
			stdout: "42\n",
			stderr: "",
		},
		{
			index: 1,
			status: "Wrong Answer",
			time_ms: 20,
			memory_kb: 9000,
			input: "4\n5 9 9 5\n",
			expected: "-1\n",
			stdout: "9\n",
			stderr: "",
		},
	],
};

beforeEach(() => {
	localStorage.clear();
	sessionStorage.clear();
});

// The editor loads lazily and redraws on every change: slow on a busy machine.
describe("a coding question in the exam player", { timeout: 20_000 }, () => {
	it("shows the problem beside an editor that offers only the question's languages, from its starter", async () => {
		api.respond(QUESTIONS, () => jsonResponse(makeCodingExamQuestions()));
		renderPlayer();

		expect(
			await screen.findByRole("heading", { level: 3, name: "Class Representative Election" }),
		).toBeInTheDocument();
		expect(screen.getByRole("heading", { level: 4, name: "Input format" })).toBeInTheDocument();
		expect(screen.getByRole("heading", { level: 4, name: "Example 2" })).toBeInTheDocument();
		expect(screen.getByText("1 ≤ n ≤ 100000")).toBeInTheDocument();
		expect(screen.getByText("1 mark per test passed")).toBeInTheDocument();

		expect((await editor()).textContent).toContain("data = sys.stdin.read().split()");
		const language = screen.getByRole("combobox", { name: "Language" });
		expect(
			within(language)
				.getAllByRole("option")
				.map((option) => option.textContent),
		).toEqual(["Python 3", "C++ (G++, C++17)"]);
		// The starter alone is no answer.
		expect(palette().getByRole("button", { name: "Question 1, not answered" })).toBeInTheDocument();
	});

	it("queues the program with its language as it is typed, and keeps it when the student tries another language", async () => {
		api.respond(QUESTIONS, () => jsonResponse(makeCodingExamQuestions()));
		const { user } = renderPlayer();

		await write("import sys\n");
		await write(PROGRAM);
		expect(palette().getByRole("button", { name: "Question 1, answered" })).toBeInTheDocument();
		// Keystrokes replace the question's queued answer: one entry, the newest program.
		expect(queued()).toEqual([
			expect.objectContaining({
				question_id: "q-code",
				student_answer: PROGRAM,
				programming_language: "python",
			}),
		]);

		await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "cpp");
		await waitFor(async () => expect((await editor()).textContent).toContain("using namespace std;"), SLOW);
		expect(palette().getByRole("button", { name: "Question 1, not answered" })).toBeInTheDocument();
		expect(queued()).toEqual([
			expect.objectContaining({ question_id: "q-code", student_answer: null, programming_language: "cpp" }),
		]);

		await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "python");
		await waitFor(async () => expect((await editor()).textContent).toContain("key=votes.count"), SLOW);
		expect(queued()).toEqual([
			expect.objectContaining({ student_answer: PROGRAM, programming_language: "python" }),
		]);
		expect(palette().getByRole("button", { name: "Question 1, answered" })).toBeInTheDocument();
	});

	it("sends the program with its language before submitting", async () => {
		api.respond(QUESTIONS, () => jsonResponse(makeCodingExamQuestions()));
		api.respond(SAVE, () => jsonResponse({ saved: 1, time_remaining_seconds: 3000 }));
		api.respond(SUBMIT, () => jsonResponse(makeResult()));
		const { user } = renderPlayer();
		await write(PROGRAM);

		await user.click(screen.getByRole("button", { name: "Submit" }));
		await user.click(await screen.findByRole("button", { name: "Submit exam" }));

		expect(await screen.findByText("The result screen")).toBeInTheDocument();
		const sent = api.sent(SAVE).flatMap((request) => (request.body as { answers: QueuedAnswer[] }).answers);
		expect(sent.filter((answer) => answer.question_id === "q-code").at(-1)).toMatchObject({
			section_id: "sec-code",
			student_answer: PROGRAM,
			programming_language: "python",
		});
	});

	it("runs the program on the samples and shows each sample's verdict", async () => {
		api.respond(QUESTIONS, () => jsonResponse(makeCodingExamQuestions()));
		const pending = deferred<Response>();
		api.respond(RUN, () => pending.promise);
		const { user } = renderPlayer();
		await write(PROGRAM);

		await user.click(screen.getByRole("button", { name: "Run on samples" }));
		const result = screen.getByRole("region", { name: "Run result" });
		expect(within(result).getByText("Running on the samples…")).toBeInTheDocument();
		expect(api.sent(RUN)[0]?.body).toEqual({ question_id: "q-code", language: "python", source: PROGRAM });

		pending.resolve(jsonResponse(samplesPassed));
		expect(await within(result).findByText("1 of 2 samples passed")).toBeInTheDocument();
		expect(within(result).getByRole("article", { name: "Sample 1: Accepted" })).toBeInTheDocument();
		expect(within(result).getByRole("article", { name: "Sample 2: Wrong Answer" })).toBeInTheDocument();
		// A run saves nothing and answers nothing: the program is saved through the answer queue only.
		expect(api.sent(SAVE)).toHaveLength(0);
	});

	it("runs on the student's own input, and says plainly when runs are refused", async () => {
		api.respond(QUESTIONS, () => jsonResponse(makeCodingExamQuestions()));
		api.respond(RUN, () => jsonResponse({ code: "RATE_LIMITED", message: CODE_MESSAGES.tooManyRuns }, 429));
		const { user } = renderPlayer();
		await editor();

		await user.click(screen.getByRole("switch", { name: "Run on custom input" }));
		const input = screen.getByRole("textbox", { name: "Custom input" });
		await user.clear(input);
		await user.type(input, "1{Enter}5");
		await user.click(screen.getByRole("button", { name: "Run on my input" }));

		const result = screen.getByRole("region", { name: "Run result" });
		expect(await within(result).findByText(CODE_MESSAGES.tooManyRuns)).toBeInTheDocument();
		expect(within(result).getByText("Please wait a moment")).toBeInTheDocument();
		expect(api.sent(RUN)[0]?.body).toEqual({
			question_id: "q-code",
			language: "python",
			source: PYTHON_STARTER,
			stdin: "1\n5",
		});
	});

	it("says that running code is off on this server, naming the missing package (503)", async () => {
		api.respond(QUESTIONS, () => jsonResponse(makeCodingExamQuestions()));
		api.respond(RUN, () =>
			jsonResponse({ code: "CODE_RUNNING_OFF", message: CODE_MESSAGES.runningOff }, 503),
		);
		const { user } = renderPlayer();
		await editor();
		await user.click(screen.getByRole("button", { name: "Run on samples" }));

		const result = screen.getByRole("region", { name: "Run result" });
		expect(await within(result).findByText("Code running is off")).toBeInTheDocument();
		expect(within(result).getByText(CODE_MESSAGES.runningOff)).toBeInTheDocument();
	});

	it("comes back after a reload in the language the student chose, with the program", async () => {
		api.respond(QUESTIONS, () => jsonResponse(makeCodingExamQuestions()));
		const first = renderPlayer();
		await editor();
		await first.user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "cpp");
		const program = CPP_STARTER.replace("return 0;", 'cout << "-1\\n";\n    return 0;');
		await write(program);
		first.unmount();

		renderPlayer();
		await waitFor(async () => expect((await editor()).textContent).toContain('cout << "-1\\n";'), SLOW);
		expect(screen.getByRole("combobox", { name: "Language" })).toHaveValue("cpp");
		expect(palette().getByRole("button", { name: "Question 1, answered" })).toBeInTheDocument();
	});

	it("takes the program and its language from the server when this device has none", async () => {
		api.respond(QUESTIONS, () =>
			jsonResponse(
				makeCodingExamQuestions({
					answers: {
						"q-code": { student_answer: "int main() {}\n", time_spent: 30, programming_language: "cpp" },
					},
				}),
			),
		);
		renderPlayer();

		await waitFor(async () => expect((await editor()).textContent).toContain("int main() {}"), SLOW);
		expect(screen.getByRole("combobox", { name: "Language" })).toHaveValue("cpp");
		expect(palette().getByRole("button", { name: "Question 1, answered" })).toBeInTheDocument();
	});
});
