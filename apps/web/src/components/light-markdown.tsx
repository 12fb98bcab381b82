import { Code, List, Text } from "@mantine/core";
import { Fragment, type ReactNode } from "react";

// The light Markdown that the essay editor writes: **bold**, *italic*, `code`, lines starting with
// "- " or "1. " as lists, a blank line between paragraphs. Built as React elements from the text, so
// whatever a student typed (an <img onerror>, a <script>) is shown as the characters they typed and
// never becomes markup. Shared by the graders' queue and the student's result screen.

export type LightBlock =
	| { kind: "paragraph"; lines: string[] }
	| { kind: "bullets"; items: string[] }
	| { kind: "numbered"; start: number; items: string[] };

const BULLET = /^\s*-\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})\.\s+(.*)$/;

/** The text's paragraphs and lists, in order. */
export function lightBlocks(text: string): LightBlock[] {
	const blocks: LightBlock[] = [];
	let open: LightBlock | null = null;
	const close = () => {
		if (open) blocks.push(open);
		open = null;
	};
	for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
		if (line.trim() === "") {
			close();
			continue;
		}
		const bullet = BULLET.exec(line);
		const numbered = bullet ? null : NUMBERED.exec(line);
		// TypeScript cannot follow `open` through the closure above; read it once here.
		const current = open as LightBlock | null;
		if (bullet) {
			if (current?.kind === "bullets") current.items.push(bullet[1] ?? "");
			else {
				close();
				open = { kind: "bullets", items: [bullet[1] ?? ""] };
			}
		} else if (numbered) {
			if (current?.kind === "numbered") current.items.push(numbered[2] ?? "");
			else {
				close();
				open = { kind: "numbered", start: Number(numbered[1]), items: [numbered[2] ?? ""] };
			}
		} else if (current?.kind === "paragraph") {
			current.lines.push(line);
		} else if (current && /^\s/.test(line)) {
			// An indented line under a list item carries that item on.
			const items = current.items;
			items[items.length - 1] = `${items[items.length - 1] ?? ""} ${line.trim()}`;
		} else {
			close();
			open = { kind: "paragraph", lines: [line] };
		}
	}
	close();
	return blocks;
}

/**
 * A line's bold, italic and code, as React nodes. Each marker looks for its closer once; a marker
 * with no closer after it is text, and is not looked for again, so a long essay full of stray `*`
 * takes time in proportion to its length.
 */
export function lightInline(text: string, depth = 0): ReactNode[] {
	const nodes: ReactNode[] = [];
	const unclosed = new Set<string>();
	let plain = "";
	let i = 0;
	const flush = () => {
		if (plain) nodes.push(plain);
		plain = "";
	};
	/** The index of `marker`'s closer after `from`, or -1 (remembered: no later one exists either). */
	const closer = (marker: string, from: number) => {
		if (unclosed.has(marker)) return -1;
		const at = text.indexOf(marker, from);
		if (at < 0) unclosed.add(marker);
		return at;
	};
	while (i < text.length) {
		const ch = text[i];
		const next = text[i + 1];
		if (ch === "`") {
			const end = closer("`", i + 1);
			if (end > i + 1) {
				flush();
				nodes.push(<Code key={i}>{text.slice(i + 1, end)}</Code>);
				i = end + 1;
				continue;
			}
		} else if (ch === "*" && next === "*" && depth < 3) {
			const after = text[i + 2];
			const end = after && !/\s/.test(after) ? closer("**", i + 2) : -1;
			if (end > i + 2) {
				flush();
				nodes.push(<strong key={i}>{lightInline(text.slice(i + 2, end), depth + 1)}</strong>);
				i = end + 2;
				continue;
			}
			plain += "**";
			i += 2;
			continue;
		} else if (ch === "*" && next && !/[\s*]/.test(next) && depth < 3) {
			const end = closer("*", i + 1);
			if (end > i + 1) {
				flush();
				nodes.push(<em key={i}>{lightInline(text.slice(i + 1, end), depth + 1)}</em>);
				i = end + 1;
				continue;
			}
		}
		plain += ch;
		i++;
	}
	flush();
	return nodes;
}

/** A paragraph's lines, each line break kept as the writer made it. */
function lines(list: string[]): ReactNode[] {
	return list.map((line, index) => (
		// biome-ignore lint/suspicious/noArrayIndexKey: the lines of a text that does not reorder
		<Fragment key={index}>
			{index > 0 && <br />}
			{lightInline(line)}
		</Fragment>
	));
}

interface LightMarkdownProps {
	text: string;
	/** Shown, dimmed, when the text is empty. */
	empty?: string;
}

/** Text in the essay editor's light Markdown, rendered safely (no HTML is ever parsed). */
export function LightMarkdown({ text, empty = "No answer was written." }: LightMarkdownProps) {
	const blocks = lightBlocks(text);
	if (blocks.length === 0) {
		return (
			<Text c="dimmed" fs="italic">
				{empty}
			</Text>
		);
	}
	return (
		<div style={{ overflowWrap: "anywhere" }}>
			{blocks.map((block, index) => {
				const key = index;
				if (block.kind === "paragraph") {
					return (
						<Text key={key} component="p" mt={0} mb="sm">
							{lines(block.lines)}
						</Text>
					);
				}
				return (
					<List
						key={key}
						type={block.kind === "numbered" ? "ordered" : "unordered"}
						{...(block.kind === "numbered" && block.start !== 1 ? { start: block.start } : {})}
						mb="sm"
						withPadding
					>
						{block.items.map((item, itemIndex) => (
							// biome-ignore lint/suspicious/noArrayIndexKey: the items of a text that does not reorder
							<List.Item key={itemIndex}>{lightInline(item)}</List.Item>
						))}
					</List>
				);
			})}
		</div>
	);
}
