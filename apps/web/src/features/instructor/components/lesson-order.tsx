import { ActionIcon, Anchor, Group, Paper, Text, VisuallyHidden } from "@mantine/core";
import type { AuthoringCourse } from "@unnati/contracts/learning";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { StateBadge } from "./state-badge";

type Lesson = AuthoringCourse["modules"][number]["lessons"][number];

/**
 * A module's lessons in order: drag a lesson by its handle onto another's place, or use its Move up /
 * Move down buttons (the keyboard way). A live region says where it went.
 */
export function LessonOrder({
	courseId,
	moduleTitle,
	lessons,
	disabled,
	onMove,
}: {
	courseId: string;
	moduleTitle: string;
	lessons: Lesson[];
	disabled: boolean;
	onMove: (from: number, to: number) => void;
}) {
	const [dragging, setDragging] = useState<number | null>(null);
	const [over, setOver] = useState<number | null>(null);
	const [announcement, setAnnouncement] = useState("");
	const move = (from: number, to: number) => {
		if (disabled || to < 0 || to >= lessons.length || from === to) return;
		onMove(from, to);
		setAnnouncement(`${lessons[from]?.title} moved to position ${to + 1} of ${lessons.length}.`);
	};
	if (lessons.length === 0)
		return (
			<Text size="sm" c="dimmed">
				No lessons in this module yet.
			</Text>
		);
	return (
		<>
			<ol aria-label={`Lessons of ${moduleTitle}`} style={{ listStyle: "none", margin: 0, padding: 0 }}>
				{lessons.map((lesson, index) => (
					<Paper
						key={lesson.id}
						component="li"
						withBorder
						p="xs"
						mb="xs"
						data-testid="lesson-row"
						onDragOver={(event) => {
							if (dragging === null) return;
							event.preventDefault();
							setOver(index);
						}}
						onDrop={(event) => {
							event.preventDefault();
							if (dragging !== null) move(dragging, index);
							setDragging(null);
							setOver(null);
						}}
						style={
							over === index && dragging !== index
								? { outline: "2px dashed var(--mantine-color-blue-5)" }
								: undefined
						}
					>
						<Group justify="space-between" wrap="nowrap">
							<Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
								{!disabled && (
									<span
										draggable
										onDragStart={(event) => {
											setDragging(index);
											event.dataTransfer.effectAllowed = "move";
											event.dataTransfer.setData("text/plain", lesson.id);
										}}
										onDragEnd={() => {
											setDragging(null);
											setOver(null);
										}}
										style={{ cursor: "grab", fontSize: 18, padding: "0 4px" }}
										title="Drag to reorder"
										aria-hidden
									>
										⠿
									</span>
								)}
								<Text size="sm" c="dimmed">
									{index + 1}.
								</Text>
								<Anchor component={Link} to={paths.instructorLesson(courseId, lesson.id)} size="sm" truncate>
									{lesson.title}
								</Anchor>
								{lesson.changed && <StateBadge state={lesson.state} />}
							</Group>
							{!disabled && (
								<Group gap={4} wrap="nowrap">
									<ActionIcon
										variant="subtle"
										aria-label={`Move ${lesson.title} up`}
										disabled={index === 0}
										onClick={() => move(index, index - 1)}
									>
										↑
									</ActionIcon>
									<ActionIcon
										variant="subtle"
										aria-label={`Move ${lesson.title} down`}
										disabled={index === lessons.length - 1}
										onClick={() => move(index, index + 1)}
									>
										↓
									</ActionIcon>
								</Group>
							)}
						</Group>
					</Paper>
				))}
			</ol>
			{/* Beside the list, not in it: a list holds only its items. */}
			<VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
		</>
	);
}
