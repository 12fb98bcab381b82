import { ActionIcon, Group, Paper, Text, VisuallyHidden } from "@mantine/core";
import { type ReactNode, useState } from "react";

/**
 * A list the student reorders by dragging an item's handle, or with its Move up / Move down
 * buttons (the keyboard way: Tab to the button, Enter). A live region says where an item went.
 */
export function SortableList<T>({
	items,
	label,
	itemLabel,
	onMove,
	render,
}: {
	items: readonly T[];
	/** The list's name, e.g. "Experience entries". */
	label: string;
	/** A short name of an item, for the buttons and announcements. */
	itemLabel: (item: T, index: number) => string;
	onMove: (from: number, to: number) => void;
	render: (item: T, index: number) => ReactNode;
}) {
	const [dragging, setDragging] = useState<number | null>(null);
	const [over, setOver] = useState<number | null>(null);
	const [announcement, setAnnouncement] = useState("");
	const moveTo = (from: number, to: number) => {
		if (to < 0 || to >= items.length || from === to) return;
		onMove(from, to);
		setAnnouncement(`${itemLabel(items[from] as T, from)} moved to position ${to + 1} of ${items.length}.`);
	};
	return (
		<ol aria-label={label} style={{ listStyle: "none", margin: 0, padding: 0 }}>
			{items.map((item, index) => {
				const name = itemLabel(item, index);
				return (
					<Paper
						// Items are positional: their index is their identity while the list is shown.
						// biome-ignore lint/suspicious/noArrayIndexKey: positional entries
						key={index}
						component="li"
						withBorder
						p="sm"
						mb="sm"
						onDragOver={(event) => {
							if (dragging === null) return;
							event.preventDefault();
							setOver(index);
						}}
						onDrop={(event) => {
							event.preventDefault();
							if (dragging !== null) moveTo(dragging, index);
							setDragging(null);
							setOver(null);
						}}
						style={
							over === index && dragging !== index
								? { outline: "2px dashed var(--mantine-color-blue-5)" }
								: undefined
						}
					>
						<Group justify="space-between" wrap="nowrap" mb="xs">
							<Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
								<span
									draggable
									onDragStart={(event) => {
										setDragging(index);
										event.dataTransfer.effectAllowed = "move";
										event.dataTransfer.setData("text/plain", String(index));
									}}
									onDragEnd={() => {
										setDragging(null);
										setOver(null);
									}}
									style={{ cursor: "grab", display: "inline-flex", fontSize: 18, padding: "0 4px" }}
									title="Drag to reorder"
									aria-hidden
								>
									⠿
								</span>
								<Text fw={600} size="sm" truncate>
									{name}
								</Text>
							</Group>
							<Group gap={4} wrap="nowrap">
								<ActionIcon
									variant="subtle"
									aria-label={`Move ${name} up`}
									disabled={index === 0}
									onClick={() => moveTo(index, index - 1)}
								>
									↑
								</ActionIcon>
								<ActionIcon
									variant="subtle"
									aria-label={`Move ${name} down`}
									disabled={index === items.length - 1}
									onClick={() => moveTo(index, index + 1)}
								>
									↓
								</ActionIcon>
							</Group>
						</Group>
						{render(item, index)}
					</Paper>
				);
			})}
			<VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
		</ol>
	);
}
