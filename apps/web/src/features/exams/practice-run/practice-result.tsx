import { Alert, Button, Group, List, Stack, Text } from "@mantine/core";
import { type ExamResult, isHandGraded } from "@unnati/contracts";
import { PRACTICE_RUN_MESSAGES } from "@unnati/contracts/practice-run";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { ResultView } from "../components/result-view";

/** The questions a person grades in a real exam (essays), by their number on the paper. */
function handGradedNumbers(result: ExamResult): number[] {
	return result.sections
		.flatMap((section) => section.questions)
		.flatMap((question, index) => (isHandGraded(question.type) ? [index + 1] : []));
}

/**
 * The practice run's result: a real result screen for the sample paper, said to be kept nowhere,
 * with the way to try again or go back to the student's exams.
 */
export function PracticeResult({ result, onTryAgain }: { result: ExamResult; onTryAgain: () => void }) {
	const essays = handGradedNumbers(result);
	return (
		<Stack gap="lg">
			<Alert color="grape" variant="light" title="Practice run — nothing was recorded" role="status">
				<Text size="sm">
					This is how a result looks after a real exam. It is not kept anywhere: no score, attempt or
					proctoring report was saved, and nobody is notified.
				</Text>
				{essays.length > 0 && (
					<List size="sm" mt="xs">
						{essays.map((number) => (
							<List.Item key={number}>
								Question {number} (an essay): {PRACTICE_RUN_MESSAGES.handGraded} The score above counts the
								other questions.
							</List.Item>
						))}
					</List>
				)}
				<Group mt="sm" gap="sm">
					<Button size="xs" onClick={onTryAgain}>
						Try again
					</Button>
					<Button component={Link} to={paths.examsDashboard} size="xs" variant="default">
						Back to exams
					</Button>
				</Group>
			</Alert>
			<ResultView result={result} />
		</Stack>
	);
}
