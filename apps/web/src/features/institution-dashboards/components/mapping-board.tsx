import { Badge, Card, Group, NativeSelect, ScrollArea, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { MappingStudent, MentorMapping } from "@unnati/contracts/mentors";
import { type DragEvent, useId, useState } from "react";
import { cohortName, plural } from "../format";

/** What the board asks for: these students to this mentor (null: without a mentor). */
export type MoveRequest = (studentIds: string[], mentorId: string | null) => void;

type Column = {
	/** The mentor's id; null for the students without a mentor. */
	mentorId: string | null;
	title: string;
	detail: string;
	/** Why students may not be moved here (a suspended mentor, one of another department); null: they may. */
	closed: string | null;
	students: MappingStudent[];
};

const DRAG_TYPE = "text/plain";

/**
 * Mentors as cards with their mentees, and the students without a mentor first. A student card is
 * dragged onto a mentor's card; the same move is offered to the keyboard and to screen readers by
 * each card's "Move to" list, so dragging is never the only way.
 */
export function MappingBoard({
	mapping,
	onMove,
	busy,
}: {
	mapping: MentorMapping;
	onMove: MoveRequest;
	busy: boolean;
}) {
	const [cohort, setCohort] = useState("");
	const [over, setOver] = useState<string | null>(null);
	const shown = mapping.students.filter((s) => cohort === "" || cohortName(s.year, s.section) === cohort);
	const of = (mentorId: string | null) => shown.filter((s) => s.mentorId === mentorId);
	const columns: Column[] = [
		{
			mentorId: null,
			title: "Without a mentor",
			detail: plural(of(null).length, "student"),
			closed: null,
			students: of(null),
		},
		...mapping.mentors.map((m) => ({
			mentorId: m.id,
			title: m.name,
			detail: `${m.factId ? `${m.factId} · ` : ""}${plural(m.menteeCount, "mentee")}${m.suspended ? " · suspended" : ""}`,
			closed: m.suspended ? "suspended" : null,
			students: of(m.id),
		})),
		...mapping.outsideMentors.map((m) => ({
			mentorId: m.id,
			title: m.name,
			detail: "A mentor of another department",
			closed: "another department",
			students: of(m.id),
		})),
	];
	const targets = [
		{ value: "", label: "Without a mentor" },
		...mapping.mentors
			.filter((m) => !m.suspended)
			.map((m) => ({ value: m.id, label: `${m.name} (${plural(m.menteeCount, "mentee")})` })),
	];
	const mentorOf = new Map(mapping.students.map((s) => [s.id, s.mentorId]));
	const drop = (column: Column) => (event: DragEvent) => {
		event.preventDefault();
		setOver(null);
		const studentId = event.dataTransfer.getData(DRAG_TYPE);
		if (column.closed !== null || busy) return;
		if (!studentId || !mentorOf.has(studentId) || mentorOf.get(studentId) === column.mentorId) return;
		onMove([studentId], column.mentorId);
	};

	return (
		<Stack gap="sm">
			<Group align="end" justify="space-between">
				<Text size="sm" c="dimmed" maw={640}>
					Drag a student onto a mentor, or choose the mentor in the student's "Move to" list.
				</Text>
				<NativeSelect
					label="Year and section"
					value={cohort}
					onChange={(event) => setCohort(event.currentTarget.value)}
					data={[
						{ value: "", label: "All" },
						...mapping.cohorts.map((c) => ({
							value: cohortName(c.year, c.section),
							label: cohortName(c.year, c.section),
						})),
					]}
				/>
			</Group>
			<SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
				{columns.map((column) => {
					const key = column.mentorId ?? "none";
					return (
						<BoardColumn
							key={key}
							column={column}
							highlighted={over === key}
							onDragOver={(event) => {
								if (column.closed !== null || busy) return;
								event.preventDefault();
								event.dataTransfer.dropEffect = "move";
								setOver(key);
							}}
							onDragLeave={() => setOver((current) => (current === key ? null : current))}
							onDrop={drop(column)}
						>
							{column.students.map((student) => (
								<StudentCard
									key={student.id}
									student={student}
									targets={targets}
									currentLabel={column.closed === null ? null : `${column.title} (${column.closed})`}
									busy={busy}
									onMove={onMove}
								/>
							))}
						</BoardColumn>
					);
				})}
			</SimpleGrid>
		</Stack>
	);
}

function BoardColumn({
	column,
	highlighted,
	children,
	onDragOver,
	onDragLeave,
	onDrop,
}: {
	column: Column;
	highlighted: boolean;
	children: React.ReactNode[];
	onDragOver: (event: DragEvent) => void;
	onDragLeave: () => void;
	onDrop: (event: DragEvent) => void;
}) {
	const headingId = useId();
	return (
		<Card
			withBorder
			padding="sm"
			component="section"
			aria-labelledby={headingId}
			onDragOver={onDragOver}
			onDragLeave={onDragLeave}
			onDrop={onDrop}
			bg={highlighted ? "var(--mantine-color-blue-light)" : undefined}
			style={{ outline: highlighted ? "2px dashed var(--mantine-color-blue-6)" : undefined }}
		>
			<Title order={3} size="h5" id={headingId}>
				{column.title}
			</Title>
			<Text size="xs" c="dimmed" mb="xs">
				{column.detail}
			</Text>
			{children.length === 0 ? (
				<Text size="sm" c="dimmed">
					{column.closed === null
						? "Nobody here. Drop a student on this card to move them here."
						: "Nobody here."}
				</Text>
			) : (
				<ScrollArea.Autosize mah={440} type="auto" offsetScrollbars>
					<Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
						{children}
					</Stack>
				</ScrollArea.Autosize>
			)}
		</Card>
	);
}

function StudentCard({
	student,
	targets,
	currentLabel,
	busy,
	onMove,
}: {
	student: MappingStudent;
	targets: { value: string; label: string }[];
	/** How to name the student's mentor when students cannot be moved to them (suspended, another department). */
	currentLabel: string | null;
	busy: boolean;
	onMove: MoveRequest;
}) {
	const options =
		currentLabel && student.mentorId
			? [{ value: student.mentorId, label: currentLabel }, ...targets]
			: targets;
	return (
		<Card
			component="li"
			withBorder
			padding={8}
			radius="sm"
			draggable={!busy}
			onDragStart={(event) => {
				event.dataTransfer.setData(DRAG_TYPE, student.id);
				event.dataTransfer.effectAllowed = "move";
			}}
			style={{ cursor: busy ? "progress" : "grab" }}
			aria-label={`${student.name}, ${student.rollNo}`}
		>
			<Group justify="space-between" wrap="nowrap" gap="xs" align="start">
				<div>
					<Text size="sm" fw={500}>
						{student.name}
					</Text>
					<Text size="xs" c="dimmed">
						{student.rollNo} · {cohortName(student.year, student.section)}
					</Text>
				</div>
				{student.suspended && (
					<Badge size="xs" color="gray" variant="light">
						Deactivated
					</Badge>
				)}
			</Group>
			<NativeSelect
				size="xs"
				mt={6}
				aria-label={`Move ${student.name} to`}
				disabled={busy}
				value={student.mentorId ?? ""}
				data={options}
				leftSection={
					<Text size="xs" c="dimmed" aria-hidden>
						To
					</Text>
				}
				onChange={(event) => {
					const value = event.currentTarget.value || null;
					if (value !== student.mentorId) onMove([student.id], value);
				}}
			/>
		</Card>
	);
}
