import { ActionIcon, Button, Group, Input, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import type { OrderingGrading, QuestionOption } from "@unnati/contracts";
import { useEffect, useRef } from "react";
import type { ErrorMap } from "./form-errors";
import { nextOptionId, type QuestionFormValues } from "./question-form-values";

type OrderingValues = Pick<QuestionFormValues, "orderItems" | "grading">;

interface OrderingFieldsProps {
	values: OrderingValues;
	errors: ErrorMap;
	onChange: (next: Partial<OrderingValues>) => void;
}

const GRADING: { value: OrderingGrading; label: string; description: string }[] = [
	{
		value: "position",
		label: "Items in the right place",
		description: "Each item in its right place earns its share of the marks.",
	},
	{
		value: "run",
		label: "Longest run in the right order",
		description:
			"The longest stretch of items that follow each other as in the right order earns its share of the marks; a single item earns nothing.",
	},
];

/** An ordering question's key: its items in the right order (students get them shuffled), and how part marks are given. */
export function OrderingFields({ values, errors, onChange }: OrderingFieldsProps) {
	const items = values.orderItems;
	const newId = nextOptionId(items);
	const buttons = useRef(new Map<string, HTMLButtonElement>());
	// The moved item's button keeps the focus, as React may move its element (which drops the focus).
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
		const item = items[index];
		const other = items[to];
		if (!item || !other) return;
		const next = [...items];
		next[to] = item;
		next[index] = other;
		const up = to < index;
		const blocked = up ? to === 0 : to === next.length - 1;
		const direction = up ? (blocked ? "down" : "up") : blocked ? "up" : "down";
		focusNext.current = `${item.id}:${direction}`;
		onChange({ orderItems: next });
	};
	const setText = (id: string, text: string) =>
		onChange({ orderItems: items.map((item) => (item.id === id ? { ...item, text } : item)) });
	const listError = errors.orderItems ?? errors.options ?? errors["answerKey.order"] ?? errors.answerKey;
	const grading = GRADING.find((g) => g.value === values.grading) ?? GRADING[0];

	return (
		<>
			<Input.Wrapper
				labelElement="div"
				label="Items in the right order"
				description="Students get these items shuffled and put them in order."
				required
			>
				<Stack gap="xs" mt={6}>
					{items.map((item: QuestionOption, index) => {
						const n = index + 1;
						return (
							<Group key={item.id} gap="xs" align="flex-start" wrap="nowrap">
								<Text fw={700} c="dimmed" w={20} ta="right" pt={6} aria-hidden="true">
									{n}
								</Text>
								<TextInput
									aria-label={`Item ${n}`}
									style={{ flex: 1 }}
									value={item.text}
									onChange={(event) => setText(item.id, event.currentTarget.value)}
									error={errors[`orderItems.${index}`]}
								/>
								<ActionIcon
									ref={keep(`${item.id}:up`)}
									variant="default"
									size="lg"
									mt={2}
									aria-label={`Move item ${n} up`}
									disabled={index === 0}
									onClick={() => move(index, index - 1)}
								>
									<span aria-hidden="true">↑</span>
								</ActionIcon>
								<ActionIcon
									ref={keep(`${item.id}:down`)}
									variant="default"
									size="lg"
									mt={2}
									aria-label={`Move item ${n} down`}
									disabled={index === items.length - 1}
									onClick={() => move(index, index + 1)}
								>
									<span aria-hidden="true">↓</span>
								</ActionIcon>
								<ActionIcon
									variant="subtle"
									color="red"
									size="lg"
									mt={2}
									aria-label={`Remove item ${n}`}
									disabled={items.length <= 2}
									onClick={() => onChange({ orderItems: items.filter((i) => i.id !== item.id) })}
								>
									<span aria-hidden="true">✕</span>
								</ActionIcon>
							</Group>
						);
					})}
					{listError && <Input.Error>{listError}</Input.Error>}
					<Button
						variant="light"
						size="xs"
						style={{ alignSelf: "flex-start" }}
						disabled={newId === null}
						onClick={() => newId && onChange({ orderItems: [...items, { id: newId, text: "" }] })}
					>
						Add item
					</Button>
				</Stack>
			</Input.Wrapper>
			<NativeSelect
				label="Part marks"
				description={grading?.description}
				data={GRADING.map(({ value, label }) => ({ value, label }))}
				value={values.grading}
				onChange={(event) => onChange({ grading: event.currentTarget.value === "run" ? "run" : "position" })}
				error={errors["answerKey.grading"]}
				maw={360}
			/>
		</>
	);
}
