import { Badge, Button, ScrollArea, Table, Text, VisuallyHidden } from "@mantine/core";
import type { AttemptProctoring } from "@unnati/contracts";
import { CredibilityBadge } from "./credibility";

const REASONS: Record<string, string> = {
	student: "by the student",
	time_up: "time up",
	max_violations: "at the maximum of violations",
};

function accommodationText(a: AttemptProctoring["accommodation"]): string {
	if (!a) return "—";
	const parts = [
		...(a.extraMinutes > 0 ? [`+${a.extraMinutes} min`] : []),
		...(a.faceSignalsOff ? ["camera off"] : []),
	];
	return `${parts.join(", ")}${a.scope === "global" ? " (all exams)" : ""}`;
}

/** Every attempt of the exam, least credible first, with a button to review its flags. */
export function AttemptsTable(props: {
	attempts: AttemptProctoring[];
	maxViolations: number;
	selected: string | null;
	onSelect: (attemptId: string) => void;
}) {
	return (
		<ScrollArea
			type="auto"
			offsetScrollbars
			viewportProps={{ tabIndex: 0, "aria-label": "Attempts, scrollable" }}
		>
			<Table striped verticalSpacing="sm" aria-label="Attempts">
				<Table.Thead>
					<Table.Tr>
						<Table.Th miw={180}>Student</Table.Th>
						<Table.Th>Status</Table.Th>
						<Table.Th>Violations</Table.Th>
						<Table.Th>Flags</Table.Th>
						<Table.Th>Credibility</Table.Th>
						<Table.Th>Accommodation</Table.Th>
						<Table.Th>
							<VisuallyHidden>Actions</VisuallyHidden>
						</Table.Th>
					</Table.Tr>
				</Table.Thead>
				<Table.Tbody>
					{props.attempts.map((a) => (
						<Table.Tr key={a.attemptId} aria-current={props.selected === a.attemptId ? "true" : undefined}>
							<Table.Td>
								<Text size="sm" fw={600}>
									{a.studentName}
								</Text>
								<Text size="xs" c="dimmed">
									{a.rollNo ?? "—"}
								</Text>
							</Table.Td>
							<Table.Td>
								{a.status === "submitted" ? (
									<Text size="sm">
										Submitted
										{a.submissionReason && REASONS[a.submissionReason]
											? ` (${REASONS[a.submissionReason]})`
											: ""}
									</Text>
								) : (
									<Badge variant="light">In progress</Badge>
								)}
							</Table.Td>
							<Table.Td style={{ whiteSpace: "nowrap" }}>
								{props.maxViolations > 0 ? `${a.violationCount} of ${props.maxViolations}` : a.violationCount}
							</Table.Td>
							<Table.Td>{a.flags}</Table.Td>
							<Table.Td>
								<CredibilityBadge level={a.credibility.level} />
								<Text size="xs" c="dimmed">
									{a.credibility.points} points
								</Text>
							</Table.Td>
							<Table.Td>{accommodationText(a.accommodation)}</Table.Td>
							<Table.Td>
								<Button
									size="xs"
									variant={props.selected === a.attemptId ? "filled" : "light"}
									onClick={() => props.onSelect(a.attemptId)}
									aria-label={`Review flags of ${a.studentName}`}
									disabled={a.flags === 0}
								>
									Review flags
								</Button>
							</Table.Td>
						</Table.Tr>
					))}
				</Table.Tbody>
			</Table>
		</ScrollArea>
	);
}
