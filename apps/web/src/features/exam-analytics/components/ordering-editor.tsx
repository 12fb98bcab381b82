import { ActionIcon, Group, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { AnswerKey } from "@unnati/contracts";
import { useEffect, useId, useRef, useState } from "react";
import type { KeyQuestion } from "../regrade-key";

type OrderingKey = Extract<AnswerKey, { type: "ordering" }>;

/** An ordering key: the question's items in the right order, moved with Move up / Move down. */
export function OrderingEditor({
	question,
	value,
	onChange,
}: {
	question: KeyQuestion;
	value: OrderingKey;
	onChange: (next: AnswerKey) => void;
}) {
	const text = (id: string) => question.options.find((o) => o.id === id)?.text ?? id;
	const labelId = useId();
	const [announcement, setAnnouncement] = useState("");
	const buttons = useRef(new Map<string, HTMLButtonElement>());
	// React moves the item's element, which drops the focus: the moved item's button takes it back.
	const focusNext = useRef<string | null>(null);
	useEffect(() => {
		if (focusNext.current === null) return;
		buttons.current.get(focusNext.current)?.focus();
		focusNext.current = null;
	});
	const keep = (key: string) => (element: HTMLButtonElement | null) => {
		if (element) buttons.current.set(key, element);
		else buttons.current.delete(key);
	};
	const move = (index: number, to: number) => {
		const id = value.order[index];
		const other = value.order[to];
		if (id === undefined || other === undefined) return;
		const order = [...value.order];
		order[to] = id;
		order[index] = other;
		const up = to < index;
		// At either end the button just pressed is disabled, so the focus goes to the other one.
		const atEnd = up ? to === 0 : to === order.length - 1;
		focusNext.current = `${id}:${up !== atEnd ? "up" : "down"}`;
		setAnnouncement(`${text(id)} is now item ${to + 1} of ${order.length}.`);
		onChange({ ...value, order });
	};

	return (
		<Stack gap="xs">
			<Text size="sm" fw={500} id={labelId}>
				Items in the right order
			</Text>
			<Stack gap={6} component="ol" aria-labelledby={labelId} m={0} p={0} style={{ listStyle: "none" }}>
				{value.order.map((id, index) => (
					<Paper key={id} component="li" withBorder p="xs" radius="sm">
						<Group gap="xs" wrap="nowrap">
							<Text fw={700} c="dimmed" w={20} ta="right" aria-hidden="true">
								{index + 1}
							</Text>
							<Text size="sm" style={{ flex: 1, overflowWrap: "anywhere" }}>
								{text(id)}
							</Text>
							<ActionIcon
								ref={keep(`${id}:up`)}
								variant="default"
								size="lg"
								aria-label={`Move up: ${text(id)}`}
								disabled={index === 0}
								onClick={() => move(index, index - 1)}
							>
								<span aria-hidden="true">↑</span>
							</ActionIcon>
							<ActionIcon
								ref={keep(`${id}:down`)}
								variant="default"
								size="lg"
								aria-label={`Move down: ${text(id)}`}
								disabled={index === value.order.length - 1}
								onClick={() => move(index, index + 1)}
							>
								<span aria-hidden="true">↓</span>
							</ActionIcon>
						</Group>
					</Paper>
				))}
			</Stack>
			<VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
		</Stack>
	);
}
