import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { ExamResult } from "@unnati/contracts";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { formatDuration, formatWhen } from "../format";
import { ResultQuestions } from "./result-questions";
import { SectionChart } from "./section-chart";

function Stat({ label, value }: { label: string; value: string }) {
	return (
		<Card withBorder padding="sm">
			<Text size="xs" c="dimmed">
				{label}
			</Text>
			<Text size="lg" fw={700}>
				{value}
			</Text>
		</Card>
	);
}

/** Each section's score, as a chart and a table. */
function SectionScores({ sections }: { sections: ExamResult["sections"] }) {
	return (
		<Card withBorder padding="md">
			<Title order={2} size="h4" mb="sm">
				Sections
			</Title>
			<SectionChart sections={sections} />
			<Table.ScrollContainer minWidth={360} mt="md">
				<Table aria-label="Section scores table">
					<Table.Thead>
						<Table.Tr>
							<Table.Th>Section</Table.Th>
							<Table.Th>Questions</Table.Th>
							<Table.Th>Score</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{sections.map((section) => (
							<Table.Tr key={section.section_id}>
								<Table.Td>{section.title}</Table.Td>
								<Table.Td>{section.questions.length}</Table.Td>
								<Table.Td>
									{section.score} / {section.max_score}
								</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			</Table.ScrollContainer>
		</Card>
	);
}

/**
 * The outcome of one submitted attempt (examResultSchema). While an essay awaits its grader (or the
 * release of its marks) the score would count only the automatically marked questions, so the
 * score, percentage, verdict and section scores wait too; each question still shows its own.
 */
export function ResultView({ result }: { result: ExamResult }) {
	const awaiting = result.awaiting_grading;
	let number = 1;
	const starts = result.sections.map((section) => {
		const start = number;
		number += section.questions.length;
		return start;
	});
	return (
		<Stack gap="lg">
			<Anchor component={Link} to={paths.examsDashboard} size="sm">
				Back to exams
			</Anchor>
			<Group justify="space-between" wrap="wrap" gap="xs">
				<Title order={1} size="h2">
					{result.exam_title}
				</Title>
				{!awaiting && (
					<Badge size="lg" color={result.passed ? "green" : "red"}>
						{result.passed ? "Passed" : "Not passed"}
					</Badge>
				)}
			</Group>
			{result.submitted_at && (
				<Text size="sm" c="dimmed">
					Submitted {formatWhen(result.submitted_at)}
					{result.submission_reason === "max_violations"
						? " (automatically, at the maximum number of proctoring violations)"
						: result.auto_submitted
							? " (automatically, when time was up)"
							: ""}
				</Text>
			)}
			{awaiting && (
				<Alert color="blue" variant="light" title="Awaiting grading">
					Your essays are being marked; your score appears here when the marks are released.
				</Alert>
			)}
			<SimpleGrid cols={{ base: 2, sm: awaiting ? 2 : 4 }}>
				{!awaiting && <Stat label="Score" value={`${result.score} / ${result.max_score}`} />}
				{!awaiting && <Stat label="Percentage" value={`${result.percentage.toFixed(1)}%`} />}
				<Stat label="Pass mark" value={`${result.passing_score_percentage}%`} />
				<Stat label="Time taken" value={formatDuration(result.time_taken_seconds)} />
			</SimpleGrid>
			{!awaiting && <SectionScores sections={result.sections} />}
			{!result.answers_visible && (
				<Alert color="blue" variant="light" title="Correct answers are not shown yet">
					{result.answers_visible_from
						? `Correct answers and explanations will be visible from ${formatWhen(result.answers_visible_from)}.`
						: "This exam does not show correct answers."}
				</Alert>
			)}
			{result.sections.map((section, index) => (
				<Stack key={section.section_id} gap="sm" component="section" aria-label={section.title}>
					<Title order={2} size="h4">
						{section.title}
					</Title>
					<ResultQuestions
						questions={section.questions}
						startNumber={starts[index] ?? 1}
						examId={result.exam_id}
					/>
				</Stack>
			))}
		</Stack>
	);
}
