import {
	Alert,
	Badge,
	Card,
	Group,
	ScrollArea,
	SegmentedControl,
	SimpleGrid,
	Table,
	Text,
} from "@mantine/core";
import { type LiveState, type LiveStudent, liveRosterSchema, liveStudentSchema } from "@unnati/contracts";
import { useEffect, useMemo, useState } from "react";
import { EmptyCard, LoadingState } from "../../../components/load-states";
import { liveUrl } from "../api";
import { formatWhen } from "../format";

const STATES: { value: LiveState; label: string; color: string }[] = [
	{ value: "in_progress", label: "In progress", color: "blue" },
	{ value: "disconnected", label: "Disconnected", color: "red" },
	{ value: "submitted", label: "Submitted", color: "green" },
	{ value: "not_started", label: "Not started", color: "gray" },
];
const ORDER: Record<LiveState, number> = { disconnected: 0, in_progress: 1, submitted: 2, not_started: 3 };
type Connection = "connecting" | "live" | "reconnecting" | "failed";

/** An event's JSON, or null when it is not JSON (such an event is ignored). */
function readData(event: Event): unknown {
	try {
		return JSON.parse((event as MessageEvent<string>).data);
	} catch {
		return null;
	}
}

/**
 * Who is in the exam right now, updating without a reload: the server's event stream sends the
 * roster, then each student whose state or violation count changes (from any API process).
 * EventSource reconnects by itself after a dropped connection and receives the roster afresh.
 */
export function LiveView({ examId }: { examId: string }) {
	const [students, setStudents] = useState<Map<string, LiveStudent> | null>(null);
	const [max, setMax] = useState(0);
	const [connection, setConnection] = useState<Connection>("connecting");
	const [filter, setFilter] = useState<LiveState | "all">("all");

	useEffect(() => {
		const source = new EventSource(liveUrl(examId));
		source.addEventListener("roster", (event) => {
			const roster = liveRosterSchema.safeParse(readData(event));
			if (!roster.success) return;
			setStudents(new Map(roster.data.students.map((s) => [s.studentId, s])));
			setMax(roster.data.maxViolations);
			setConnection("live");
		});
		source.addEventListener("student", (event) => {
			const student = liveStudentSchema.safeParse(readData(event));
			if (!student.success) return;
			setStudents((previous) => new Map(previous ?? []).set(student.data.studentId, student.data));
		});
		source.onerror = () =>
			setConnection(source.readyState === EventSource.CLOSED ? "failed" : "reconnecting");
		return () => source.close();
	}, [examId]);

	const rows = useMemo(
		() =>
			[...(students?.values() ?? [])].sort(
				(a, b) =>
					ORDER[a.state] - ORDER[b.state] ||
					b.violationCount - a.violationCount ||
					a.name.localeCompare(b.name),
			),
		[students],
	);
	const counts = useMemo(() => {
		const tally: Record<LiveState, number> = {
			in_progress: 0,
			disconnected: 0,
			submitted: 0,
			not_started: 0,
		};
		for (const s of rows) tally[s.state]++;
		return tally;
	}, [rows]);

	if (connection === "failed" && !students) {
		return (
			<Alert color="red" variant="light" role="alert" title="The live view could not connect">
				Please reload the page to try again.
			</Alert>
		);
	}
	if (!students) return <LoadingState label="Connecting to the live view" />;
	const shown = filter === "all" ? rows : rows.filter((s) => s.state === filter);
	const summary = STATES.map((s) => `${counts[s.value]} ${s.label.toLowerCase()}`).join(", ");

	return (
		<>
			<Group justify="space-between" wrap="wrap" mb="sm">
				<Text size="sm" role="status" aria-live="polite" aria-label={`Live: ${summary}`}>
					{connection === "live" ? "Live" : "Reconnecting…"} · updates without reloading
				</Text>
			</Group>
			<SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
				{STATES.map((s) => (
					<Card key={s.value} withBorder padding="sm" aria-label={`${s.label}: ${counts[s.value]}`}>
						<Text size="xl" fw={700} c={`${s.color}.8`}>
							{counts[s.value]}
						</Text>
						<Text size="sm">{s.label}</Text>
					</Card>
				))}
			</SimpleGrid>
			<SegmentedControl
				mb="sm"
				value={filter}
				onChange={(value) => setFilter(value as LiveState | "all")}
				data={[{ value: "all", label: "All" }, ...STATES.map((s) => ({ value: s.value, label: s.label }))]}
				aria-label="Show students"
				style={{ maxWidth: "100%", overflowX: "auto" }}
			/>
			{shown.length === 0 ? (
				<EmptyCard>No students in this state.</EmptyCard>
			) : (
				<ScrollArea
					type="auto"
					offsetScrollbars
					viewportProps={{ tabIndex: 0, "aria-label": "Students, scrollable" }}
				>
					<Table striped verticalSpacing="xs" aria-label="Students in the exam">
						<Table.Thead>
							<Table.Tr>
								<Table.Th miw={160}>Student</Table.Th>
								<Table.Th>State</Table.Th>
								<Table.Th>Violations</Table.Th>
								<Table.Th miw={160}>Last seen</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{shown.map((s) => {
								const state = STATES.find((x) => x.value === s.state);
								return (
									<Table.Tr key={s.studentId}>
										<Table.Td>
											<Text size="sm" fw={600}>
												{s.name}
											</Text>
											<Text size="xs" c="dimmed">
												{s.rollNo ?? "—"}
											</Text>
										</Table.Td>
										<Table.Td>
											<Badge color={state?.color} variant="light">
												{state?.label}
											</Badge>
										</Table.Td>
										<Table.Td>{max > 0 ? `${s.violationCount} of ${max}` : s.violationCount}</Table.Td>
										<Table.Td>{s.lastSeenAt ? formatWhen(s.lastSeenAt) : "—"}</Table.Td>
									</Table.Tr>
								);
							})}
						</Table.Tbody>
					</Table>
				</ScrollArea>
			)}
		</>
	);
}
