import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { countWords, ESSAY_MAX_CHARS, type StudentAnswer } from "@unnati/contracts";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { dropEssayDraft, loadEssayDraft, saveEssayDraft } from "../../exam-storage";
import { answerProblem, essayWordLimit } from "./answer-shape";
import { listLines, type TextEdit, wrapSelection } from "./essay-format";
import type { AnswerInputProps } from "./question-inputs";

type Tool = {
	label: string;
	symbol: ReactNode;
	edit: (text: string, start: number, end: number) => TextEdit;
};

const TOOLS: Tool[] = [
	{ label: "Bold", symbol: <b>B</b>, edit: (text, start, end) => wrapSelection(text, start, end, "**") },
	{ label: "Italic", symbol: <i>I</i>, edit: (text, start, end) => wrapSelection(text, start, end, "*") },
	{ label: "Code", symbol: "</>", edit: (text, start, end) => wrapSelection(text, start, end, "`") },
	{ label: "Bulleted list", symbol: "•", edit: (text, start, end) => listLines(text, start, end, "bullets") },
	{
		label: "Numbered list",
		symbol: "1.",
		edit: (text, start, end) => listLines(text, start, end, "numbered"),
	},
];

const textOf = (answer: StudentAnswer) => (typeof answer === "string" ? answer : "");

/**
 * An essay: a text box that grows with the answer, a toolbar that puts light Markdown around the
 * selection, and a live word count. Only an answer within the word limit goes up to the player (and
 * so to the server, which refuses a longer one); a longer one stays in the box and on the device
 * (exam-storage) until it is cut down, so nothing typed is lost and the last saved answer stands.
 */
export function EssayInput({ question, answer, disabled, onAnswer }: AnswerInputProps) {
	const id = question.question_id;
	const limit = essayWordLimit(question);
	const [draft, setDraft] = useState(() => loadEssayDraft(id, answer) ?? textOf(answer));
	// The answer the player held when this input last looked: another one means the player changed
	// it (Clear response), and the box shows the player's.
	const [held, setHeld] = useState<StudentAnswer>(answer);
	if (answer !== held) {
		setHeld(answer);
		setDraft(textOf(answer));
	}
	const textarea = useRef<HTMLTextAreaElement>(null);
	// The selection a toolbar edit leaves, set once the new text is in the box.
	const nextSelection = useRef<{ start: number; end: number } | null>(null);
	useLayoutEffect(() => {
		const element = textarea.current;
		const selection = nextSelection.current;
		if (!element || !selection) return;
		nextSelection.current = null;
		element.focus();
		element.setSelectionRange(selection.start, selection.end);
	});

	const change = (text: string) => {
		setDraft(text);
		if (answerProblem(question, text) === null) {
			dropEssayDraft(id);
			setHeld(text);
			onAnswer(text);
			return;
		}
		// Held as null (never answered), the answer becomes "" (still unanswered), so that Clear
		// response, which sets null, is noticed and empties the box.
		const base = held ?? "";
		if (held === null) {
			setHeld(base);
			onAnswer(base);
		}
		saveEssayDraft(id, base, text);
	};
	const apply = (tool: Tool) => {
		const element = textarea.current;
		if (!element) return;
		const edit = tool.edit(draft, element.selectionStart, element.selectionEnd);
		nextSelection.current = { start: edit.start, end: edit.end };
		change(edit.text);
	};

	const words = countWords(draft);
	const over = words > limit;
	return (
		<Stack gap={4}>
			<Textarea
				ref={textarea}
				label="Your answer"
				description="Select words and use the buttons to format them; a blank line starts a new paragraph."
				inputContainer={(input) => (
					<Stack gap={6} mt={6}>
						<Group gap={4} role="group" aria-label="Formatting">
							{TOOLS.map((tool) => (
								<Button
									key={tool.label}
									variant="default"
									size="compact-sm"
									miw={36}
									aria-label={tool.label}
									title={tool.label}
									disabled={disabled}
									// The text box keeps the focus, and with it the selection the button acts on.
									onMouseDown={(event) => event.preventDefault()}
									onClick={() => apply(tool)}
								>
									{tool.symbol}
								</Button>
							))}
						</Group>
						{input}
					</Stack>
				)}
				autosize
				minRows={8}
				maxLength={ESSAY_MAX_CHARS}
				// Spelling marks and corrections would write part of the answer for the student.
				spellCheck={false}
				autoCorrect="off"
				value={draft}
				disabled={disabled}
				error={over ? `Shorten your answer to ${limit} words to save it.` : undefined}
				onChange={(event) => change(event.currentTarget.value)}
			/>
			<Text size="sm" ta="right" c={over ? "red.8" : "dimmed"} fw={over ? 700 : undefined} aria-live="polite">
				{words} / {limit} words
			</Text>
		</Stack>
	);
}
