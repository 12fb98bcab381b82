import { Badge, Text } from "@mantine/core";
import {
	CASE_SOURCE_LABELS,
	CASE_STATUS_LABELS,
	type CaseSource,
	type CaseStatus,
} from "@unnati/contracts/counselling";

export function StatusBadge({ status }: { status: CaseStatus }) {
	return (
		<Badge color={status === "open" ? "green" : "gray"} variant="light">
			{CASE_STATUS_LABELS[status]}
		</Badge>
	);
}

export function SourceBadge({ source }: { source: CaseSource }) {
	return (
		<Badge color={source === "mentor" ? "blue" : "grape"} variant="outline">
			{CASE_SOURCE_LABELS[source]}
		</Badge>
	);
}

/** Who has the case: a counselor's name, or a badge that it waits for one. */
export function CounselorCell({ counselor }: { counselor: { name: string } | null }) {
	return counselor ? (
		<Text size="sm" span>
			{counselor.name}
		</Text>
	) : (
		<Badge color="orange" variant="light">
			Unassigned
		</Badge>
	);
}

/** "Overdue" or "Today" beside a follow-up day. */
export function DueBadge({ overdue }: { overdue: boolean }) {
	return overdue ? (
		<Badge color="red" variant="light">
			Overdue
		</Badge>
	) : (
		<Badge color="yellow" variant="light">
			Today
		</Badge>
	);
}
