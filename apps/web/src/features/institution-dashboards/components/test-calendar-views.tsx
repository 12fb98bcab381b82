import { Alert, Badge, Card, List, Stack, Table, Text } from "@mantine/core";
import {
	CLASH_REASON_LABELS,
	type TestCalendar,
	type TestCalendarExam,
	type TestClash,
} from "@unnati/contracts/insights";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** "10:00" in India's time. */
const timeOf = (iso: string) =>
	new Date(iso).toLocaleTimeString("en-IN", {
		hour: "2-digit",
		minute: "2-digit",
		hour12: false,
		timeZone: "Asia/Kolkata",
	});

/** "7 Dec" of an India day "2026-12-07". */
const dayName = (day: string) =>
	new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", {
		weekday: "short",
		day: "numeric",
		month: "short",
		timeZone: "UTC",
	});

/** The days of a month "2026-12" as "YYYY-MM-DD", in weeks from Monday; null pads the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
	const [year, m] = month.split("-").map(Number) as [number, number];
	const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
	const lead = (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7;
	const cells: (string | null)[] = [
		...Array.from({ length: lead }, () => null),
		...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`),
	];
	while (cells.length % 7 !== 0) cells.push(null);
	return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The ids of the exams in some clash. */
export const clashingIds = (clashes: readonly TestClash[]) =>
	new Set(clashes.flatMap((c) => [c.first.id, c.second.id]));

/** The clashes, each naming both exams, the group they share and why, above the calendar. */
export function ClashAlert({ clashes }: { clashes: TestClash[] }) {
	if (clashes.length === 0)
		return (
			<Text c="dimmed" size="sm">
				No clashes: no student has two tests at the same time or on the same day.
			</Text>
		);
	return (
		<Alert color="red" title={`${clashes.length} ${clashes.length === 1 ? "clash" : "clashes"}`}>
			<List size="sm" spacing={4}>
				{clashes.map((c) => (
					<List.Item key={`${c.first.id}:${c.second.id}`}>
						<strong>{c.first.title}</strong> and <strong>{c.second.title}</strong>:{" "}
						{CLASH_REASON_LABELS[c.reason]} ({dayName(c.day)}) for {c.cohort.label}
					</List.Item>
				))}
			</List>
		</Alert>
	);
}

function ExamItem({ exam, clashing }: { exam: TestCalendarExam; clashing: boolean }) {
	return (
		<Stack
			gap={2}
			p={4}
			style={{
				borderLeft: `3px solid var(--mantine-color-${clashing ? "red" : "blue"}-6)`,
				background: clashing ? "var(--mantine-color-red-light)" : undefined,
			}}
		>
			<Text size="sm" fw={600}>
				{exam.title}
			</Text>
			<Text size="xs">
				{timeOf(exam.opensAt)}–{timeOf(exam.closesAt)} · {exam.durationMinutes} min
			</Text>
			<Text size="xs" c="dimmed">
				{exam.audienceLabel}
			</Text>
			{(exam.status === "draft" || clashing) && (
				<div>
					{exam.status === "draft" && (
						<Badge size="xs" variant="outline" color="gray" mr={4}>
							Draft
						</Badge>
					)}
					{clashing && (
						<Badge size="xs" color="red">
							Clash
						</Badge>
					)}
				</div>
			)}
		</Stack>
	);
}

const byDay = (exams: readonly TestCalendarExam[]) => {
	const days = new Map<string, TestCalendarExam[]>();
	for (const exam of exams) days.set(exam.day, [...(days.get(exam.day) ?? []), exam]);
	return days;
};

/** The month as a table of weeks, each day listing its tests. */
export function MonthGrid({ data, month, caption }: { data: TestCalendar; month: string; caption: string }) {
	const days = byDay(data.exams);
	const clashing = clashingIds(data.clashes);
	return (
		<Table withTableBorder withColumnBorders layout="fixed" captionSide="top">
			<Table.Caption>{caption}</Table.Caption>
			<Table.Thead>
				<Table.Tr>
					{WEEKDAYS.map((d) => (
						<Table.Th key={d} scope="col">
							{d}
						</Table.Th>
					))}
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{monthWeeks(month).map((week) => (
					<Table.Tr key={week.find(Boolean) ?? "pad"}>
						{week.map((day, i) => {
							const exams = day ? (days.get(day) ?? []) : [];
							const hasClash = exams.some((e) => clashing.has(e.id));
							return (
								<Table.Td
									key={day ?? `pad-${i}`}
									valign="top"
									aria-label={
										day
											? `${dayName(day)}: ${exams.length} ${exams.length === 1 ? "test" : "tests"}${hasClash ? ", with a clash" : ""}`
											: undefined
									}
									style={{
										height: 96,
										outline: hasClash ? "2px solid var(--mantine-color-red-6)" : undefined,
										outlineOffset: -2,
									}}
								>
									{day && (
										<Stack gap={4}>
											<Text size="xs" c="dimmed">
												{Number(day.slice(8))}
											</Text>
											{exams.map((exam) => (
												<ExamItem key={exam.id} exam={exam} clashing={clashing.has(exam.id)} />
											))}
										</Stack>
									)}
								</Table.Td>
							);
						})}
					</Table.Tr>
				))}
			</Table.Tbody>
		</Table>
	);
}

/** The month's tests day by day: the calendar on a phone. */
export function DayList({ data, caption }: { data: TestCalendar; caption: string }) {
	const clashing = clashingIds(data.clashes);
	const days = [...byDay(data.exams).entries()];
	return (
		<Stack gap="sm" component="section" aria-label={caption}>
			{days.map(([day, exams]) => (
				<Card key={day} withBorder padding="sm">
					<Text fw={600} size="sm" mb={4} component="h3">
						{dayName(day)}
					</Text>
					<Stack gap={6}>
						{exams.map((exam) => (
							<ExamItem key={exam.id} exam={exam} clashing={clashing.has(exam.id)} />
						))}
					</Stack>
				</Card>
			))}
		</Stack>
	);
}
