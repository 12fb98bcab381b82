import { Button, Card, Checkbox, List, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { DEFAULT_EXAM_INSTRUCTIONS } from "@unnati/contracts";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { ExamMeta } from "../components/exam-meta";
import { canTake, ExamUnavailable } from "../components/exam-unavailable";
import { useExamFromList } from "../components/use-exam-from-list";

/** /exam-instructions/{id}: the general rules; the exam's own instructions are in the player's header. */
export function ExamInstructionsScreen() {
	const { id } = useParams();
	const { list, exam } = useExamFromList(id);
	const [read, setRead] = useState(false);
	const navigate = useNavigate();
	useDocumentTitle(`${exam?.title ?? "Exam"} instructions · Unnati`);

	if (list.isPending) return <LoadingState label="Loading your exams" shape={rows(3, 120)} />;
	if (list.isError) return <LoadFailed what="The exam" onRetry={() => void list.refetch()} />;
	if (!canTake(exam)) return <ExamUnavailable exam={exam} />;

	return (
		<Stack gap="md" maw={760}>
			<Title order={1} size="h2">
				{exam.title}
			</Title>
			<ExamMeta exam={exam} />
			<Card withBorder padding="lg">
				<Title order={2} size="h4" mb="sm">
					Instructions
				</Title>
				<List spacing="xs" type="ordered">
					{DEFAULT_EXAM_INSTRUCTIONS.map((line) => (
						<List.Item key={line}>{line}</List.Item>
					))}
				</List>
				<Text size="sm" c="dimmed" mt="sm">
					Instructions specific to this exam are in the exam's “Instructions” panel once you begin.
				</Text>
			</Card>
			<Checkbox
				checked={read}
				onChange={(event) => setRead(event.currentTarget.checked)}
				label="I have read and understood the instructions"
			/>
			<Button disabled={!read} onClick={() => navigate(paths.examSecurity(exam.exam_id))} w="fit-content">
				Continue
			</Button>
		</Stack>
	);
}
