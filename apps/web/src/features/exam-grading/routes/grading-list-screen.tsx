import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { GradingExamList } from "@unnati/contracts/exams";
import { Link } from "react-router";
import { type GradingRole, paths } from "../../../app/paths";
import { EmptyCard, QueryState, rows } from "../../../components/load-states";
import { gradingListQuery } from "../api";
import { formatWhen } from "../format";

type GradingExam = GradingExamList["exams"][number];

/** Where essays come from, for someone whose list is empty. */
function NothingToGrade({ area }: { area: GradingRole }) {
	return (
		<EmptyCard>
			No essays to grade yet. Essays come from essay questions in an exam: once students submit the exam,
			their answers wait here to be marked by hand.{" "}
			{area === "ROLE_EXAM_ADMIN"
				? "Add an essay question to an exam to grade it here, and choose its graders in its queue."
				: "An exam appears here when its examination admin makes you one of its graders."}
		</EmptyCard>
	);
}

function ExamCard({ exam, area }: { exam: GradingExam; area: GradingRole }) {
	return (
		<Card withBorder padding="lg" component="article" aria-label={exam.title}>
			<Group justify="space-between" align="flex-start" wrap="nowrap">
				<Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
					{exam.title}
				</Title>
				{exam.ungraded === 0 && exam.unreleased === 0 ? (
					<Badge color="green" variant="light">
						All released
					</Badge>
				) : exam.ungraded === 0 ? (
					<Badge color="blue" variant="light">
						Ready to release
					</Badge>
				) : null}
			</Group>
			<Text size="sm" c="dimmed" mt={4}>
				{new Date(exam.closes_at).getTime() > Date.now() ? "Closes" : "Closed"} {formatWhen(exam.closes_at)}{" "}
				(IST){exam.can_manage ? " · you manage its grading" : ""}
			</Text>
			<SimpleGrid cols={3} mt="md" spacing="xs">
				<Count value={exam.ungraded} label="to grade" color={exam.ungraded > 0 ? "orange.8" : undefined} />
				<Count value={exam.unreleased} label="graded, not released" />
				<Count value={exam.released} label="released" />
			</SimpleGrid>
			<Group mt="md">
				<Button
					component={Link}
					to={paths.gradingQueue(area, exam.exam_id)}
					size="xs"
					aria-label={`Grade ${exam.title}`}
				>
					{exam.ungraded > 0 ? "Grade" : "Open"}
				</Button>
			</Group>
		</Card>
	);
}

function Count({ value, label, color }: { value: number; label: string; color?: string | undefined }) {
	return (
		<div>
			<Text component="span" display="block" fw={700} size="xl" c={color}>
				{value}
			</Text>{" "}
			<Text component="span" size="xs" c="dimmed">
				{label}
			</Text>
		</div>
	);
}

/**
 * /…/grading: the exams with essays the signed-in examination admin or grader may grade. `area` is
 * the role whose area shows the screen, for its links.
 */
export function GradingListScreen({ area }: { area: GradingRole }) {
	useDocumentTitle("Grading · Unnati");
	const exams = useQuery(gradingListQuery());
	return (
		<Stack gap="lg" maw={1200}>
			<div>
				<Title order={1}>Grading</Title>
				<Text c="dimmed" mt={4}>
					Essays are marked by hand. Students see the marks once the examination admin releases them.
				</Text>
			</div>
			<QueryState
				query={exams}
				what="The exams to grade"
				loading={{ label: "Loading the exams to grade", shape: rows(2, 160) }}
				isEmpty={(list) => list.length === 0}
				empty={<NothingToGrade area={area} />}
			>
				{(list) => (
					<SimpleGrid cols={{ base: 1, md: 2 }}>
						{list.map((exam) => (
							<ExamCard key={exam.exam_id} exam={exam} area={area} />
						))}
					</SimpleGrid>
				)}
			</QueryState>
		</Stack>
	);
}
