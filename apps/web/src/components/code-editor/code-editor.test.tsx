import { MantineProvider } from "@mantine/core";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { theme } from "../../app/theme";
import { CodeEditor } from "./code-editor";
import { DEFAULT_STARTERS } from "./starters";
import { DRAFT_SAVE_DELAY_MS, useCodeWorkspace } from "./use-code-workspace";

const WORKSPACE = "u-1:playground";
const draftKey = (language: string) => `unnati:code:draft:${WORKSPACE}:${language}`;

// The editor is a lazily loaded chunk; on a busy machine it takes longer than findBy's 1 s.
const editorLoad = { timeout: 5000 };

beforeEach(() => {
	localStorage.clear();
});
afterEach(() => {
	vi.useRealTimers();
});

describe("useCodeWorkspace", () => {
	it("starts from the language's starter and saves a draft only after typing pauses", () => {
		vi.useFakeTimers();
		const { result } = renderHook(() =>
			useCodeWorkspace({ workspace: WORKSPACE, defaultLanguage: "python" }),
		);
		expect(result.current.language).toBe("python");
		expect(result.current.source).toBe(DEFAULT_STARTERS.python);
		expect(result.current.draftState).toBe("starter");

		act(() => result.current.setSource("print(1)"));
		act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
		expect(localStorage.getItem(draftKey("python"))).toBeNull();
		expect(result.current.draftState).toBe("pending");

		act(() => result.current.setSource("print(2)"));
		act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
		expect(localStorage.getItem(draftKey("python"))).toBe("print(2)");
		expect(result.current.draftState).toBe("saved");
	});

	it("restores each language's draft and the language last used, after the screen is opened again", () => {
		const first = renderHook(() => useCodeWorkspace({ workspace: WORKSPACE, defaultLanguage: "python" }));
		act(() => first.result.current.setSource("print('mine')"));
		act(() => first.result.current.setLanguage("cpp"));
		expect(first.result.current.source).toBe(DEFAULT_STARTERS.cpp);
		act(() => first.result.current.setSource("int main() { return 0; }"));
		first.unmount();

		const again = renderHook(() => useCodeWorkspace({ workspace: WORKSPACE, defaultLanguage: "python" }));
		expect(again.result.current.language).toBe("cpp");
		expect(again.result.current.source).toBe("int main() { return 0; }");
		act(() => again.result.current.setLanguage("python"));
		expect(again.result.current.source).toBe("print('mine')");
	});

	it("keeps drafts of different workspaces apart and uses the workspace's own starters", () => {
		const starters = { python: "n = int(input())\n" };
		const { result } = renderHook(() =>
			useCodeWorkspace({ workspace: "u-1:problem:sum", starters, defaultLanguage: "python" }),
		);
		expect(result.current.source).toBe("n = int(input())\n");
		act(() => result.current.setLanguage("java"));
		expect(result.current.source).toBe(DEFAULT_STARTERS.java);
		expect(localStorage.getItem(draftKey("python"))).toBeNull();
	});

	it("reset drops the draft and goes back to the starter; load keeps a past submission as the draft", () => {
		const { result } = renderHook(() => useCodeWorkspace({ workspace: WORKSPACE, defaultLanguage: "c" }));
		act(() => result.current.setSource("int main(){}"));
		act(() => result.current.flush());
		expect(localStorage.getItem(draftKey("c"))).toBe("int main(){}");

		act(() => result.current.reset());
		expect(result.current.source).toBe(DEFAULT_STARTERS.c);
		expect(localStorage.getItem(draftKey("c"))).toBeNull();

		act(() => result.current.load("javascript", "console.log(42);"));
		expect(result.current.language).toBe("javascript");
		expect(result.current.source).toBe("console.log(42);");
		expect(localStorage.getItem(draftKey("javascript"))).toBe("console.log(42);");
	});

	it("ignores a stored language the judge does not know", () => {
		localStorage.setItem(`unnati:code:language:${WORKSPACE}`, "rust");
		const { result } = renderHook(() => useCodeWorkspace({ workspace: WORKSPACE, defaultLanguage: "java" }));
		expect(result.current.language).toBe("java");
	});
});

function Harness({ onRun }: { onRun?: () => void }) {
	const workspace = useCodeWorkspace({ workspace: WORKSPACE, defaultLanguage: "python" });
	return (
		<MantineProvider theme={theme}>
			<CodeEditor workspace={workspace} label="Your program" {...(onRun ? { onRun } : {})} />
			<pre data-testid="source">{workspace.source}</pre>
		</MantineProvider>
	);
}

// CodeMirror and typed input are slow on a busy two-core machine; 5 s is too tight.
describe("CodeEditor", { timeout: 20_000 }, () => {
	it("says the editor is loading, then shows a labelled CodeMirror editor with the starter", async () => {
		render(<Harness />);
		expect(screen.getByRole("status")).toHaveTextContent("Loading editor…");

		const editor = await screen.findByRole("textbox", { name: "Your program" }, editorLoad);
		expect(editor).toHaveClass("cm-content");
		expect(editor.textContent).toContain('print(f"Hello, {name}!")');
		expect(screen.queryByText("Loading editor…")).not.toBeInTheDocument();
	});

	it("switching the language loads that language's starter into the editor", async () => {
		const user = userEvent.setup();
		render(<Harness />);
		const editor = await screen.findByRole("textbox", { name: "Your program" }, editorLoad);

		await user.selectOptions(screen.getByLabelText("Language"), "Java 17");

		await waitFor(() => expect(editor.textContent).toContain("public class Main"));
		expect(screen.getByTestId("source").textContent).toBe(DEFAULT_STARTERS.java);
	});

	it("asks before resetting, and keeps the code when the student changes their mind", async () => {
		localStorage.setItem(draftKey("python"), "print('draft')");
		const user = userEvent.setup();
		render(<Harness />);
		const editor = await screen.findByRole("textbox", { name: "Your program" }, editorLoad);
		expect(editor.textContent).toContain("print('draft')");
		expect(screen.getByText("Draft saved on this device")).toBeInTheDocument();

		await user.click(screen.getByRole("button", { name: "Reset code" }));
		await user.click(await screen.findByRole("button", { name: "Keep my code" }));
		expect(screen.getByTestId("source").textContent).toBe("print('draft')");

		await user.click(screen.getByRole("button", { name: "Reset code" }));
		await user.click(await screen.findByRole("button", { name: "Reset to starter code" }));
		await waitFor(() => expect(editor.textContent).toContain("sys.stdin.readline()"));
		expect(localStorage.getItem(draftKey("python"))).toBeNull();
	});

	it("remembers theme, font size and tab size on this device", async () => {
		const user = userEvent.setup();
		const { unmount } = render(<Harness />);
		await screen.findByRole("textbox", { name: "Your program" }, editorLoad);

		await user.click(screen.getByRole("switch", { name: "Dark theme" }));
		await user.selectOptions(screen.getByLabelText("Font size"), "18 px");
		await user.selectOptions(screen.getByLabelText("Tab size"), "2 spaces");
		unmount();

		render(<Harness />);
		await screen.findByRole("textbox", { name: "Your program" }, editorLoad);
		expect(screen.getByRole("switch", { name: "Dark theme" })).toBeChecked();
		expect(screen.getByLabelText("Font size")).toHaveValue("18");
		expect(screen.getByLabelText("Tab size")).toHaveValue("2");
	});
});
