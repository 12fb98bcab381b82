import { screen, within } from "@testing-library/react";
import type { ExamQuestions, PlayerQuestion, QueuedAnswer, StudentAnswer } from "@unnati/contracts";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../../test/fetch-stub";
import { renderRoutes, renderScreen } from "../../../../test/render";
import { ExamPlayerScreen } from "../../routes/exam-player-screen";
import { makeExamQuestions } from "../../test-fixtures";
import { listLines, wrapSelection } from "./essay-format";
import { AnswerInput } from "./question-inputs";

const api = stubFetch();

const ESSAY: PlayerQuestion = {
	question_id: "q-essay",
	type: "essay",
	text: "Explain how a hash table handles collisions.",
	options: [],
	multi_answer: false,
	marks: 5,
	negative_marks: 0,
	essay: { word_limit: 12, allow_upload: false },
};

/** `n` distinct words. */
const wordsOf = (n: number) => Array.from({ length: n }, (_, i) => `word${i + 1}`).join(" ");

/**
 * The input as the player holds it: what it sends becomes the answer and is recorded; `show`
 * unmounts it (another question shown) and `clear` is the player's Clear response.
 */
function renderEssay(initial: StudentAnswer = null, question: PlayerQuestion = ESSAY) {
	const sent: StudentAnswer[] = [];
	const controls: { clear: () => void; show: (shown: boolean) => void } = { clear: () => {}, show: () => {} };
	function Harness() {
		const [answer, setAnswer] = useState<StudentAnswer>(initial);
		const [shown, setShown] = useState(true);
		controls.clear = () => setAnswer(null);
		controls.show = setShown;
		return shown ? (
			<AnswerInput
				question={question}
				answer={answer}
				disabled={false}
				onAnswer={(next) => {
					sent.push(next);
					setAnswer(next);
				}}
			/>
		) : null;
	}
	return { ...renderScreen(<Harness />), sent, controls };
}

beforeEach(() => {
	localStorage.clear();
	sessionStorage.clear();
});

describe("the essay toolbar's edits", () => {
	it("wraps the selection in marks, leaving edge spaces out, or puts the caret between them", () => {
		expect(wrapSelection("a big idea", 2, 6, "**")).toEqual({ text: "a **big** idea", start: 4, end: 7 });
		expect(wrapSelection("say hi", 4, 4, "`")).toEqual({ text: "say ``hi", start: 5, end: 5 });
	});

	it("makes every touched line a list item, renumbering and replacing marks, blank lines kept", () => {
		const text = "Intro\nfirst\n\n- second\n3. third\nOutro";
		expect(listLines(text, 7, 25, "numbered")).toEqual({
			text: "Intro\n1. first\n\n2. second\n3. third\nOutro",
			start: 6,
			end: 34,
		});
		expect(listLines("one\ntwo\n", 0, 8, "bullets").text).toBe("- one\n- two\n");
		// An empty line takes the mark, and the caret goes after it.
		expect(listLines("Points:\n", 8, 8, "bullets")).toEqual({ text: "Points:\n- ", start: 10, end: 10 });
	});
});

describe("the essay input", () => {
	it("counts words live against the limit and sends each answer within it", async () => {
		const { user, sent } = renderEssay();
		const box = screen.getByRole("textbox", { name: "Your answer" });
		expect(box).toHaveAttribute("spellcheck", "false");
		expect(screen.getByText("0 / 12 words")).toHaveAttribute("aria-live", "polite");

		await user.type(box, "Chaining keeps a list per bucket.");
		expect(screen.getByText("6 / 12 words")).toBeInTheDocument();
		expect(sent.at(-1)).toBe("Chaining keeps a list per bucket.");
		expect(box).not.toHaveAttribute("aria-invalid", "true");
	});

	it("keeps an answer over the limit in the box, unsent, until it is shortened", async () => {
		const { user, sent } = renderEssay();
		const box = screen.getByRole("textbox", { name: "Your answer" });
		await user.type(box, "Open addressing probes.");
		const before = sent.length;

		await user.click(box);
		await user.paste(` ${wordsOf(10)}`);
		expect(box).toHaveValue(`Open addressing probes. ${wordsOf(10)}`);
		expect(screen.getByText("13 / 12 words")).toBeInTheDocument();
		expect(box).toHaveAccessibleDescription(/Shorten your answer to 12 words to save it\./);
		expect(sent).toHaveLength(before);
		expect(sent.at(-1)).toBe("Open addressing probes.");

		await user.type(box, "{Backspace}".repeat(" word10".length));
		expect(screen.getByText("12 / 12 words")).toBeInTheDocument();
		expect(sent.at(-1)).toBe(`Open addressing probes. ${wordsOf(9)}`);
		expect(box).not.toHaveAccessibleDescription(/Shorten your answer/);
	});

	it("gives back an over-limit draft when the question is shown again, and drops it on Clear response", async () => {
		const { user, sent, controls } = renderEssay();
		await user.click(screen.getByRole("textbox", { name: "Your answer" }));
		await user.paste(wordsOf(13));
		// Never answered: the player now holds "" (still unanswered), so that a Clear is noticed.
		expect(sent).toEqual([""]);

		controls.show(false);
		controls.show(true);
		expect(await screen.findByRole("textbox", { name: "Your answer" })).toHaveValue(wordsOf(13));

		controls.clear();
		expect(await screen.findByText("0 / 12 words")).toBeInTheDocument();
		expect(screen.getByRole("textbox", { name: "Your answer" })).toHaveValue("");
		controls.show(false);
		controls.show(true);
		expect(await screen.findByRole("textbox", { name: "Your answer" })).toHaveValue("");
	});

	it("formats the selection with the toolbar: bold, italic, code and both kinds of list", async () => {
		const { user, sent } = renderEssay(null, { ...ESSAY, essay: { word_limit: 300, allow_upload: false } });
		const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Your answer" });
		const toolbar = within(screen.getByRole("group", { name: "Formatting" }));
		await user.type(box, "Use a hash map");
		const select = (from: number, to: number) => box.setSelectionRange(from, to);

		select(6, 10);
		await user.click(toolbar.getByRole("button", { name: "Bold" }));
		expect(sent.at(-1)).toBe("Use a **hash** map");
		// The marked word stays selected, and the box keeps the focus.
		expect(box).toHaveFocus();
		expect([box.selectionStart, box.selectionEnd]).toEqual([8, 12]);

		select(15, 18);
		await user.click(toolbar.getByRole("button", { name: "Italic" }));
		select(0, 3);
		await user.click(toolbar.getByRole("button", { name: "Code" }));
		expect(sent.at(-1)).toBe("`Use` a **hash** *map*");

		await user.type(box, "{End}{Enter}chaining{Enter}probing");
		select(box.value.indexOf("chaining"), box.value.length);
		await user.click(toolbar.getByRole("button", { name: "Bulleted list" }));
		expect(sent.at(-1)).toBe("`Use` a **hash** *map*\n- chaining\n- probing");
		await user.click(toolbar.getByRole("button", { name: "Numbered list" }));
		expect(sent.at(-1)).toBe("`Use` a **hash** *map*\n1. chaining\n2. probing");
	});
});

function examOf(questions: PlayerQuestion[]): ExamQuestions {
	const base = makeExamQuestions();
	return {
		...base,
		exam: { ...base.exam, sections: [{ section_id: "sec-essay", title: "Written", questions }] },
	};
}

function queued(): QueuedAnswer[] {
	return JSON.parse(localStorage.getItem("exam-queue:exam-1") ?? "[]") as QueuedAnswer[];
}

describe("an essay in the exam player", () => {
	it("queues an answer within the limit, never one over it, and the palette follows what is saved", async () => {
		api.respond("GET /students/exam/exam-1/questions", () =>
			jsonResponse(
				examOf([
					ESSAY,
					{ ...ESSAY, question_id: "q-second", text: "Explain open addressing.", essay: undefined },
				]),
			),
		);
		const { user } = renderRoutes([{ path: "/exam/:examId", element: <ExamPlayerScreen /> }], {
			initialEntries: ["/exam/exam-1"],
		});
		const palette = () => within(screen.getByRole("navigation", { name: "Question palette" }));
		const essayAnswer = () => queued().find((a) => a.question_id === "q-essay")?.student_answer;
		const box = await screen.findByRole("textbox", { name: "Your answer" });

		await user.type(box, "Chaining keeps a list per bucket.");
		expect(essayAnswer()).toBe("Chaining keeps a list per bucket.");
		expect(palette().getByRole("button", { name: "Question 1, answered" })).toBeInTheDocument();

		await user.click(box);
		await user.paste(` ${wordsOf(10)}`);
		expect(screen.getByText(/Shorten your answer to 12 words to save it/)).toBeInTheDocument();
		expect(essayAnswer()).toBe("Chaining keeps a list per bucket.");

		// Away and back: the draft is still there, still unsent.
		await user.click(screen.getByRole("button", { name: "Save & Next" }));
		// An essay the server gives no limit for has the default.
		expect(await screen.findByText("0 / 300 words")).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "Previous" }));
		expect(await screen.findByRole("textbox", { name: "Your answer" })).toHaveValue(
			`Chaining keeps a list per bucket. ${wordsOf(10)}`,
		);
		expect(essayAnswer()).toBe("Chaining keeps a list per bucket.");

		await user.click(screen.getByRole("button", { name: "Clear response" }));
		expect(screen.getByRole("textbox", { name: "Your answer" })).toHaveValue("");
		expect(palette().getByRole("button", { name: "Question 1, not answered" })).toBeInTheDocument();
		expect(essayAnswer()).toBeNull();
	});
});
