import { Anchor, Stack, Tabs } from "@mantine/core";
import type { StudentExamListItem, StudentExamStatus } from "@unnati/contracts";
import { useEffect } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard } from "../../../components/load-states";
import type { ExamListData } from "../api";
import { ExamCard } from "./exam-card";
import { useServerNow } from "./server-clock";

const GROUPS: { status: StudentExamStatus; label: string; empty: string }[] = [
	{ status: "live", label: "Live", empty: "No exam is open right now." },
	{ status: "upcoming", label: "Upcoming", empty: "No exams are scheduled for you yet." },
	{ status: "completed", label: "Completed", empty: "You have not completed any exam yet." },
	{ status: "missed", label: "Missed", empty: "You have not missed any exam." },
];

function byStart(a: StudentExamListItem, b: StudentExamListItem) {
	return Date.parse(a.starts_at) - Date.parse(b.starts_at);
}

/** The exams of the student's list in tabs by status, with live countdowns from the server's clock. */
export function ExamsBoard({ list, onStartReached }: { list: ExamListData; onStartReached: () => void }) {
	const serverNow = useServerNow(list) ?? Date.parse(list.server_time);
	const groups = GROUPS.map((group) => ({
		...group,
		exams: list.exams.filter((exam) => exam.status === group.status).sort(byStart),
	}));
	const firstBusy = groups.find((group) => group.exams.length > 0)?.status ?? "live";
	// An upcoming exam whose start has come is live now: ask the server rather than guess.
	const started = list.exams.some(
		(exam) =>
			(exam.status === "upcoming" && Date.parse(exam.starts_at) <= serverNow) ||
			(exam.status === "live" && Date.parse(exam.ends_at) <= serverNow),
	);
	useEffect(() => {
		if (started) onStartReached();
	}, [started, onStartReached]);

	return (
		<Tabs defaultValue={firstBusy} keepMounted={false}>
			<Tabs.List>
				{groups.map((group) => (
					<Tabs.Tab key={group.status} value={group.status}>
						{group.label} ({group.exams.length})
					</Tabs.Tab>
				))}
			</Tabs.List>
			{groups.map((group) => (
				<Tabs.Panel key={group.status} value={group.status} pt="md">
					<Stack gap="sm">
						{group.exams.length === 0 ? (
							<EmptyCard>{group.empty}</EmptyCard>
						) : (
							group.exams.map((exam) => <ExamCard key={exam.exam_id} exam={exam} serverNow={serverNow} />)
						)}
						{(group.status === "completed" || group.status === "missed") && (
							<Anchor component={Link} to={paths.previousExams} size="sm">
								See all previous exams
							</Anchor>
						)}
					</Stack>
				</Tabs.Panel>
			))}
		</Tabs>
	);
}
