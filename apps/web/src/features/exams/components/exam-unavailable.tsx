import { Alert, Anchor, Button, Group } from "@mantine/core";
import type { StudentExamListItem } from "@unnati/contracts";
import { Link } from "react-router";
import { paths } from "../../../app/paths";

/** Why the student cannot go on with this exam now, and where to go instead. */
export function ExamUnavailable({ exam }: { exam: StudentExamListItem | undefined }) {
	const title = !exam
		? "This exam is not in your list"
		: exam.attempt_status === "submitted"
			? "You have already submitted this exam"
			: exam.status === "upcoming"
				? "This exam has not opened yet"
				: "This exam has closed";
	return (
		<Alert color="yellow" variant="light" title={title} role="alert">
			<Group gap="sm" mt="xs">
				{exam?.attempt_id && exam.attempt_status === "submitted" && (
					<Button component={Link} to={paths.examResult(exam.attempt_id)} size="xs">
						View result
					</Button>
				)}
				<Anchor component={Link} to={paths.examsDashboard} size="sm">
					Back to exams
				</Anchor>
			</Group>
		</Alert>
	);
}

/** Whether the student may go on to the exam: it is open and not yet submitted. */
export function canTake(exam: StudentExamListItem | undefined): exam is StudentExamListItem {
	return exam !== undefined && exam.status === "live" && exam.attempt_status !== "submitted";
}
