import { screen, waitFor, within } from "@testing-library/react";
import { CODE_MESSAGES, type RunResult } from "@unnati/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_STARTERS } from "../../../components/code-editor/starters";
import { deferred, jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { PlaygroundScreen } from "./playground-screen";

const api = stubFetch();
const RUN = "POST /api/code/run";

function makeRun(overrides: Partial<RunResult> = {}): RunResult {
	return {
		status: "Accepted",
		stdout: "Hello, Priya!\n",
		stderr: "",
		compile_output: "",
		time_ms: 12,
		memory_kb: 3480,
		exit_code: 0,
		signal: null,
		...overrides,
	};
}

// The editor is a lazily loaded chunk; on a busy machine it takes longer than findBy's 1 s.
const editorLoad = { timeout: 5000 };

function outputPanel() {
	return screen.getByRole("region", { name: "Output" });
}

beforeEach(() => {
	localStorage.clear();
	api.respond("GET /api/auth/session", () => jsonResponse(makeSession()));
});

// CodeMirror and typed input are slow on a busy two-core machine; 5 s is too tight.
describe("PlaygroundScreen", { timeout: 20_000 }, () => {
	it("runs the code in the chosen language on the typed input and shows what it printed", async () => {
		const pending = deferred<Response>();
		api.respond(RUN, () => pending.promise);
		const { user } = renderScreen(<PlaygroundScreen />, "/dashboard/playground");
		await screen.findByRole("textbox", { name: "Code" }, editorLoad);

		await user.selectOptions(screen.getByLabelText("Language"), "C++ (G++, C++17)");
		await user.type(screen.getByLabelText("Input (stdin)"), "Priya");
		await user.click(screen.getByRole("button", { name: "Run" }));

		expect(await within(outputPanel()).findByText("Running your program…")).toBeInTheDocument();
		expect(api.sent(RUN)[0]?.body).toEqual({ language: "cpp", source: DEFAULT_STARTERS.cpp, stdin: "Priya" });

		pending.resolve(jsonResponse(makeRun()));
		expect(await within(outputPanel()).findByText("Hello, Priya!")).toBeInTheDocument();
		expect(within(outputPanel()).getByText("Finished")).toBeInTheDocument();
		expect(within(outputPanel()).getByText("12 ms · 3,480 KB")).toBeInTheDocument();
	});

	it("runs with Ctrl+Enter from the input box", async () => {
		api.respond(RUN, () => jsonResponse(makeRun({ stdout: "Hello, world!\n" })));
		const { user } = renderScreen(<PlaygroundScreen />, "/dashboard/playground");
		await screen.findByRole("textbox", { name: "Code" }, editorLoad);

		await user.click(screen.getByLabelText("Input (stdin)"));
		await user.keyboard("{Control>}{Enter}{/Control}");

		expect(await within(outputPanel()).findByText("Hello, world!")).toBeInTheDocument();
		expect(api.sent(RUN)).toHaveLength(1);
	});

	it("shows the compiler's message for code that does not compile", async () => {
		api.respond(RUN, () =>
			jsonResponse(
				makeRun({
					status: "Compilation Error",
					stdout: "",
					compile_output: "main.cpp:3:5: error: expected ';' before '}' token",
					exit_code: null,
					time_ms: 0,
					memory_kb: 0,
				}),
			),
		);
		const { user } = renderScreen(<PlaygroundScreen />, "/dashboard/playground");
		await screen.findByRole("textbox", { name: "Code" }, editorLoad);
		await user.click(screen.getByRole("button", { name: "Run" }));

		expect(await within(outputPanel()).findByText("Compilation Error")).toBeInTheDocument();
		expect(within(outputPanel()).getByText(/expected ';' before/)).toBeInTheDocument();
		expect(within(outputPanel()).queryByText("(no output)")).not.toBeInTheDocument();
	});

	it("says plainly to wait when the runs per minute are used up (429)", async () => {
		api.respond(RUN, () => jsonResponse({ code: "RATE_LIMITED", message: CODE_MESSAGES.tooManyRuns }, 429));
		const { user } = renderScreen(<PlaygroundScreen />, "/dashboard/playground");
		await screen.findByRole("textbox", { name: "Code" }, editorLoad);
		await user.click(screen.getByRole("button", { name: "Run" }));

		const alert = await within(outputPanel()).findByRole("alert");
		expect(alert).toHaveTextContent("Please wait a moment");
		expect(alert).toHaveTextContent(CODE_MESSAGES.tooManyRuns);
	});

	it("says that running code is off on this server, naming the missing package (503)", async () => {
		api.respond(RUN, () =>
			jsonResponse({ code: "CODE_RUNNING_OFF", message: CODE_MESSAGES.runningOff }, 503),
		);
		const { user } = renderScreen(<PlaygroundScreen />, "/dashboard/playground");
		await screen.findByRole("textbox", { name: "Code" }, editorLoad);
		await user.click(screen.getByRole("button", { name: "Run" }));

		const alert = await within(outputPanel()).findByRole("alert");
		expect(within(alert).getByText("Code running is off")).toBeInTheDocument();
		expect(alert).toHaveTextContent(CODE_MESSAGES.runningOff);
		expect(alert).toHaveTextContent("bubblewrap");
	});

	it("shows what the server refused in a 400, field by field", async () => {
		api.respond(RUN, () =>
			jsonResponse(
				{
					code: "VALIDATION_FAILED",
					message: "Invalid request",
					errors: [{ path: "stdin", message: CODE_MESSAGES.stdinTooLong }],
				},
				400,
			),
		);
		const { user } = renderScreen(<PlaygroundScreen />, "/dashboard/playground");
		await screen.findByRole("textbox", { name: "Code" }, editorLoad);
		await user.click(screen.getByRole("button", { name: "Run" }));

		const alert = await within(outputPanel()).findByRole("alert");
		expect(alert).toHaveTextContent("The code was not run");
		expect(alert).toHaveTextContent(CODE_MESSAGES.stdinTooLong);
	});

	it("notes output the judge cut short, and shows a crash's signal and errors", async () => {
		api.respond(RUN, () =>
			jsonResponse(
				makeRun({
					status: "Runtime Error",
					stdout: `1\n2\n3${CODE_MESSAGES.outputTruncated}`,
					stderr: "Segmentation fault",
					exit_code: null,
					signal: "SIGSEGV",
				}),
			),
		);
		const { user } = renderScreen(<PlaygroundScreen />, "/dashboard/playground");
		await screen.findByRole("textbox", { name: "Code" }, editorLoad);
		await user.click(screen.getByRole("button", { name: "Run" }));

		await waitFor(() => expect(within(outputPanel()).getByText("Runtime Error")).toBeInTheDocument());
		expect(within(outputPanel()).getByText("Stopped by SIGSEGV")).toBeInTheDocument();
		expect(
			within(outputPanel()).getByText("The output was too long and has been cut short."),
		).toBeInTheDocument();
		expect(within(outputPanel()).getByText("Segmentation fault")).toBeInTheDocument();
		expect(within(outputPanel()).queryByText(/\[output truncated\]/)).not.toBeInTheDocument();
	});
});
