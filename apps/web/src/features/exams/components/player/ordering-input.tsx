import { ActionIcon, Button, Group, Input, Paper, Text, VisuallyHidden } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import type { AnswerInputProps } from "./question-inputs";

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

type Direction = "up" | "down";

/**
 * An ordering question: the items in a list, each with Move up and Move down buttons (no dragging,
 * so a keyboard, a screen reader and a phone all work the same). The answer is every item's id in
 * the student's order; until the first move the question is unanswered and the list shows the
 * order the server sent.
 */
export function OrderingInput({ question, answer, disabled, onAnswer }: AnswerInputProps) {
	const sent = question.options.map((option) => option.id);
	const answered =
		Array.isArray(answer) &&
		answer.length === sent.length &&
		new Set(answer).size === sent.length &&
		answer.every((id) => sent.includes(id));
	const order = answered ? answer : sent;
	const textOf = new Map(question.options.map((option) => [option.id, option.text]));
	const [announcement, setAnnouncement] = useState("");
	const buttons = useRef(new Map<string, HTMLButtonElement>());
	// The moved item's button keeps the focus: React may move its element, which drops the focus.
	const focusNext = useRef<string | null>(null);
	useEffect(() => {
		if (focusNext.current === null) return;
		buttons.current.get(focusNext.current)?.focus();
		focusNext.current = null;
	});

	const move = (index: number, direction: Direction) => {
		const to = direction === "up" ? index - 1 : index + 1;
		const id = order[index];
		const other = order[to];
		if (id === undefined || other === undefined) return;
		const next = [...order];
		next[to] = id;
		next[index] = other;
		// At the top (bottom) its Move up (down) button is disabled: the other one takes the focus.
		const blocked = direction === "up" ? to === 0 : to === next.length - 1;
		focusNext.current = `${id}:${blocked ? (direction === "up" ? "down" : "up") : direction}`;
		setAnnouncement(`${short(textOf.get(id) ?? id)} moved to position ${to + 1} of ${next.length}.`);
		onAnswer(next);
	};
	const keep = (element: HTMLButtonElement | null, key: string) => {
		if (element) buttons.current.set(key, element);
		else buttons.current.delete(key);
	};

	return (
		<Input.Wrapper
			labelElement="div"
			label="Put the items in the right order"
			description={
				answered
					? "Use Move up and Move down to change your order."
					: "Not answered yet: this is only the starting order. Move an item to answer, or keep this order if you think it is already right."
			}
		>
			<ol
				aria-label="Your order"
				style={{ listStyle: "none", padding: 0, margin: "var(--mantine-spacing-xs) 0 0" }}
			>
				{order.map((id, index) => {
					const text = textOf.get(id) ?? id;
					return (
						<li key={id} style={{ marginBottom: "var(--mantine-spacing-xs)" }}>
							<Paper withBorder p="xs" radius="sm">
								<Group gap="sm" wrap="nowrap" align="center">
									<Text fw={700} c="dimmed" w={24} ta="right" aria-hidden="true">
										{index + 1}
									</Text>
									<VisuallyHidden>Position {index + 1}: </VisuallyHidden>
									<Text style={{ flex: 1, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{text}</Text>
									<ActionIcon
										ref={(element) => keep(element, `${id}:up`)}
										variant="default"
										size="xl"
										aria-label={`Move up: ${short(text)}`}
										disabled={disabled || index === 0}
										onClick={() => move(index, "up")}
									>
										<span aria-hidden="true">↑</span>
									</ActionIcon>
									<ActionIcon
										ref={(element) => keep(element, `${id}:down`)}
										variant="default"
										size="xl"
										aria-label={`Move down: ${short(text)}`}
										disabled={disabled || index === order.length - 1}
										onClick={() => move(index, "down")}
									>
										<span aria-hidden="true">↓</span>
									</ActionIcon>
								</Group>
							</Paper>
						</li>
					);
				})}
			</ol>
			{!answered && (
				<Button variant="light" size="xs" disabled={disabled} onClick={() => onAnswer([...order])}>
					Keep this order as my answer
				</Button>
			)}
			<VisuallyHidden role="status" aria-live="polite">
				{announcement}
			</VisuallyHidden>
		</Input.Wrapper>
	);
}
