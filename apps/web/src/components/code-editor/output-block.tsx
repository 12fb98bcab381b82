import { Code, Stack, Text } from "@mantine/core";
import { CODE_MESSAGES } from "@unnati/contracts";
import { useId } from "react";

/** The judge cuts long output and marks the cut; the panel says so in words instead. */
export function splitTruncated(text: string): { text: string; truncated: boolean } {
	return text.endsWith(CODE_MESSAGES.outputTruncated)
		? { text: text.slice(0, -CODE_MESSAGES.outputTruncated.length), truncated: true }
		: { text, truncated: false };
}

interface OutputBlockProps {
	label: string;
	text: string;
	/** Shown when `text` is empty; without it an empty block is not shown at all. */
	emptyText?: string;
	color?: string;
}

/** One labelled stream (stdout, stderr, compiler output, an input or an expected output). */
export function OutputBlock({ label, text, emptyText, color }: OutputBlockProps) {
	const id = useId();
	const { text: shown, truncated } = splitTruncated(text);
	if (shown === "" && !truncated && emptyText === undefined) return null;
	return (
		<Stack gap={4}>
			<Text id={id} size="xs" fw={600} c="dimmed" tt="uppercase">
				{label}
			</Text>
			<Code
				block
				aria-labelledby={id}
				c={color}
				style={{ maxHeight: 280, overflow: "auto", whiteSpace: "pre-wrap", wordBreak: "break-word" }}
			>
				{shown === "" ? (emptyText ?? "") : shown}
			</Code>
			{truncated && (
				<Text size="xs" c="orange.9">
					The {label.toLowerCase()} was too long and has been cut short.
				</Text>
			)}
		</Stack>
	);
}
