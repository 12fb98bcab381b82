import { Alert, Anchor, List, Stack, Text, Title } from "@mantine/core";
import { PRACTICE_RUN, PRACTICE_RUN_INSTRUCTIONS } from "@unnati/contracts/practice-run";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { BeginInFullscreen, ExamRulesCard, SystemCheckStatus } from "../components/exam-rules";

/**
 * The practice run's first screen: what it is, the rules a real exam asks the student to accept, the
 * system check's state, and the same "Enter fullscreen and begin" as a real exam's rules.
 */
export function PracticeRules(props: { onBegin: () => void; starting: boolean; error: string | null }) {
	return (
		<Stack gap="md" maw={760}>
			<Title order={1} size="h2">
				Practice run
			</Title>
			<Text c="dimmed">
				Try the whole proctored exam before a real one: {PRACTICE_RUN.durationMinutes} minutes of sample
				questions of every kind you will meet.
			</Text>
			<Alert color="grape" variant="light" title="Nothing is recorded">
				<List spacing={4} size="sm">
					{PRACTICE_RUN_INSTRUCTIONS.map((line) => (
						<List.Item key={line}>{line}</List.Item>
					))}
				</List>
			</Alert>
			<Title order={2} size="h4">
				The rules of a proctored exam
			</Title>
			<ExamRulesCard />
			<SystemCheckStatus returnTo={paths.practiceRun} />
			{props.error && (
				<Alert color="red" variant="light" role="alert" title="The practice paper could not be loaded">
					{props.error}
				</Alert>
			)}
			<BeginInFullscreen onBegin={props.onBegin} busy={props.starting} />
			<Anchor component={Link} to={paths.examsDashboard} size="sm">
				Back to exams
			</Anchor>
		</Stack>
	);
}
