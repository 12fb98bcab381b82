import { screen, waitFor, within } from "@testing-library/react";
import { CODE_MESSAGES } from "@unnati/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { deferred, jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { makeDetail, makeRunResult, makeSubmission, makeTest } from "../test-fixtures";
import { QuestionScreen } from "./question-screen";

const api = stubFetch();
const DETAIL = "GET /api/problems/pair-sum-count";
const RUN = "POST /api/problems/pair-sum-count/run";
const SUBMIT = "POST /api/problems/pair-sum-count/submissions";
const HISTORY = "GET /api/problems/pair-sum-count/submissions";

function openQuestion() {
	return renderRoutes([{ path: "/question/:id", element: <QuestionScreen /> }], {
		initialEntries: ["/question/pair-sum-count"],
	});
}

// The editor is a lazily loaded chunk; on a busy machine it takes longer than findBy's 1 s.
const editorLoad = { timeout: 5000 };

const resultPanel = () => screen.getByRole("region", { name: "Result" });

beforeEach(() => {
	localStorage.clear();
	// The student last wrote Python, so the problem opens in Python at the problem's own starter.
	localStorage.setItem("unnati:code:language:last-used", "python");
	api.respond("GET /api/auth/session", () => jsonResponse(makeSession()));
	api.respond(DETAIL, () => jsonResponse(makeDetail()));
	api.respond(HISTORY, () => jsonResponse({ submissions: [] }));
});

// CodeMirror and typed input are slow on a busy two-core machine; 5 s is too tight.
describe("QuestionScreen", { timeout: 20_000 }, () => {
	it("shows the statement, formats, constraints and examples beside an editor holding the problem's starter", async () => {
		openQuestion();

		expect(await screen.findByRole("heading", { level: 1, name: "Pair Sum Count" })).toBeInTheDocument();
		expect(screen.getByText("Time limit 1000 ms · Memory limit 256 MB")).toBeInTheDocument();
		expect(screen.getByRole("heading", { name: "Input format" })).toBeInTheDocument();
		expect(screen.getByText("1 ≤ n ≤ 200000")).toBeInTheDocument();
		expect(screen.getByRole("heading", { name: "Example 2" })).toBeInTheDocument();
		expect(screen.getByText("1 + 4 and 2 + 3.")).toBeInTheDocument();

		const editor = await screen.findByRole("textbox", { name: "Your solution" }, editorLoad);
		expect(editor.textContent).toContain("data = sys.stdin.read().split()");
		expect(await screen.findByText(/No submissions yet/)).toBeInTheDocument();
	});

	it("runs on the samples and shows each sample's verdict, with where a wrong output differs", async () => {
		const pending = deferred<Response>();
		api.respond(RUN, () => pending.promise);
		const { user } = openQuestion();
		await screen.findByRole("textbox", { name: "Your solution" }, editorLoad);

		await user.click(screen.getByRole("button", { name: "Run" }));
		expect(within(resultPanel()).getByText("Running on the examples…")).toBeInTheDocument();
		expect(api.sent(RUN)[0]?.body).toEqual({ language: "python", source: makeDetail().starters.python });

		pending.resolve(jsonResponse(makeRunResult()));
		expect(await within(resultPanel()).findByText("1 of 2 samples passed")).toBeInTheDocument();
		expect(within(resultPanel()).getByRole("article", { name: "Sample 1: Accepted" })).toBeInTheDocument();
		const wrong = within(resultPanel()).getByRole("article", { name: "Sample 2: Wrong Answer" });
		const diff = within(wrong).getByRole("table", { name: "Expected and actual output, line by line" });
		const row = within(diff).getByRole("row", { name: /differs/ });
		expect(row).toHaveTextContent("3");
		expect(row).toHaveTextContent("1");
	});

	it("runs on custom input when the student asks for it", async () => {
		api.respond(RUN, () =>
			jsonResponse(
				makeRunResult({
					mode: "custom",
					results: [makeTest({ input: "2 3\n1 2\n", expected: undefined, stdout: "1\n" })],
				}),
			),
		);
		const { user } = openQuestion();
		await screen.findByRole("textbox", { name: "Your solution" }, editorLoad);

		await user.click(screen.getByRole("switch", { name: "Run on custom input" }));
		const input = screen.getByLabelText("Custom input");
		expect(input).toHaveValue("4 5\n1 4 2 3\n");
		await user.clear(input);
		await user.type(input, "2 3{Enter}1 2");
		await user.click(screen.getByRole("button", { name: "Run" }));

		expect(
			await within(resultPanel()).findByRole("article", { name: "Custom input: Accepted" }),
		).toBeInTheDocument();
		expect(api.sent(RUN)[0]?.body).toMatchObject({ stdin: "2 3\n1 2" });
		expect(within(resultPanel()).queryByText("Expected output")).not.toBeInTheDocument();
	});

	it("shows the compiler's message when the code does not compile", async () => {
		api.respond(RUN, () =>
			jsonResponse(
				makeRunResult({
					compile_failure: "Compilation Error",
					compile_output: "Main.java:3: error: ';' expected",
					results: [],
				}),
			),
		);
		const { user } = openQuestion();
		await screen.findByRole("textbox", { name: "Your solution" }, editorLoad);
		await user.click(screen.getByRole("button", { name: "Run" }));

		expect(await within(resultPanel()).findByText("Compilation Error")).toBeInTheDocument();
		expect(within(resultPanel()).getByText("Main.java:3: error: ';' expected")).toBeInTheDocument();
	});

	it("submits and shows verdict, tests passed, time, memory and the first failing hidden test, then the history", async () => {
		const submission = makeSubmission({
			verdict: "Time Limit Exceeded",
			passed: 6,
			total: 12,
			time_ms: 2000,
			memory_kb: 20480,
			first_failure: { test_number: 7, status: "Time Limit Exceeded" },
		});
		const pending = deferred<Response>();
		api.respond(SUBMIT, () => pending.promise);
		const { user } = openQuestion();
		await screen.findByRole("textbox", { name: "Your solution" }, editorLoad);
		await screen.findByText(/No submissions yet/);

		await user.click(screen.getByRole("button", { name: "Submit" }));
		expect(within(resultPanel()).getByText("Judging your submission on every test…")).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Run" })).toBeDisabled();

		api.respond(HISTORY, () => jsonResponse({ submissions: [submission] }));
		pending.resolve(jsonResponse(submission));
		expect(await within(resultPanel()).findByText("Hidden test 7 failed")).toBeInTheDocument();
		expect(within(resultPanel()).getByText("6 / 12")).toBeInTheDocument();
		expect(within(resultPanel()).getByText("2,000 ms")).toBeInTheDocument();
		expect(within(resultPanel()).getByText("20,480 KB")).toBeInTheDocument();

		const history = await screen.findByRole("table", { name: "Your submissions" });
		expect(within(history).getByText("Time Limit Exceeded")).toBeInTheDocument();
		expect(within(history).getByText("Python 3")).toBeInTheDocument();
	});

	it("says plainly to wait when submissions are coming too fast (429)", async () => {
		api.respond(SUBMIT, () =>
			jsonResponse({ code: "RATE_LIMITED", message: CODE_MESSAGES.tooManyRuns }, 429),
		);
		const { user } = openQuestion();
		await screen.findByRole("textbox", { name: "Your solution" }, editorLoad);
		await user.click(screen.getByRole("button", { name: "Submit" }));

		const alert = await within(resultPanel()).findByRole("alert");
		expect(alert).toHaveTextContent(CODE_MESSAGES.tooManyRuns);
	});

	it("says that running code is off on this server, naming the missing package (503)", async () => {
		api.respond(SUBMIT, () =>
			jsonResponse({ code: "CODE_RUNNING_OFF", message: CODE_MESSAGES.runningOff }, 503),
		);
		const { user } = openQuestion();
		await screen.findByRole("textbox", { name: "Your solution" }, editorLoad);
		await user.click(screen.getByRole("button", { name: "Submit" }));

		const alert = await within(resultPanel()).findByRole("alert");
		expect(within(alert).getByText("Code running is off")).toBeInTheDocument();
		expect(alert).toHaveTextContent(CODE_MESSAGES.runningOff);
	});

	it("loads a past submission's code and language into the editor", async () => {
		api.respond(HISTORY, () =>
			jsonResponse({
				submissions: [
					makeSubmission({
						submission_id: "sub-2",
						language: "javascript",
						source: "console.log(2);\n",
						created_at: "2026-11-23T10:00:00.000Z",
					}),
					makeSubmission(),
				],
			}),
		);
		const { user } = openQuestion();
		const editor = await screen.findByRole("textbox", { name: "Your solution" }, editorLoad);

		const [newest] = await screen.findAllByRole("button", {
			name: /Load this code into the editor: JavaScript/,
		});
		await user.click(newest as HTMLElement);

		await waitFor(() => expect(editor.textContent).toContain("console.log(2);"));
		expect(screen.getByLabelText("Language")).toHaveValue("javascript");
	});
});
