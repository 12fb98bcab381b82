import { Alert, Anchor, Badge, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { GradingQueue } from "@unnati/contracts/exams";
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import { type GradingRole, paths } from "../../../app/paths";
import { EmptyCard, QueryState } from "../../../components/load-states";
import { useAddressParams } from "../../../components/use-address-params";
import { gradingQueueQuery } from "../api";
import { AnswerByAnswer } from "../components/answer-by-answer";
import { GradingProgress } from "../components/grading-progress";
import { ManageGrading } from "../components/manage-grading";
import { StudentByStudent } from "../components/student-by-student";

const MODES = [
	{ value: "answer", label: "Answer by answer" },
	{ value: "student", label: "Student by student" },
];

/** A grader's name from their user id: "you" for the signed-in person, the id when nobody knows it. */
function GradingWorkspace({ examId, queue }: { examId: string; queue: GradingQueue }) {
	const [params, setParam] = useAddressParams();
	const mode = params.get("mode") === "student" ? "student" : "answer";
	const [message, setMessage] = useState("");
	const modeLabel = useId();
	const modeProps = { examId, queue, announce: setMessage };

	return (
		<Stack gap="lg">
			<GradingProgress entries={queue.entries} />
			{queue.anonymous && (
				<Group gap="xs">
					<Badge variant="light" color="grape">
						Anonymous
					</Badge>
					<Text size="sm" c="dimmed">
						Students' names and roll numbers are hidden while this exam is graded.
					</Text>
				</Group>
			)}
			{queue.can_manage && <ManageGrading examId={examId} queue={queue} />}
			{queue.entries.length === 0 ? (
				<EmptyCard>
					No essays to grade yet. When students submit this exam, their answers to its essay questions wait
					here.
				</EmptyCard>
			) : (
				<>
					<Stack gap={4}>
						<Text size="sm" fw={500} id={modeLabel}>
							How to grade
						</Text>
						<SegmentedControl
							aria-labelledby={modeLabel}
							value={mode}
							onChange={(value) => {
								setMessage("");
								setParam("mode", value === "student" ? "student" : "");
							}}
							data={MODES}
							w={{ base: "100%", xs: "auto" }}
							style={{ alignSelf: "flex-start" }}
						/>
						{/* Always in the page, so a screen reader hears each new message. */}
						<div role="status" aria-live="polite">
							{message && (
								<Alert color="green" variant="light" py="xs" mt="sm">
									{message}
								</Alert>
							)}
						</div>
					</Stack>
					{mode === "answer" ? <AnswerByAnswer {...modeProps} /> : <StudentByStudent {...modeProps} />}
				</>
			)}
		</Stack>
	);
}

/** /…/grading/{examId}: one exam's essays, graded answer by answer or student by student. */
export function GradingQueueScreen({ area }: { area: GradingRole }) {
	const { examId = "" } = useParams();
	const queue = useQuery(gradingQueueQuery(examId));
	const title = queue.data ? `Grading: ${queue.data.exam_title}` : "Grading";
	useDocumentTitle(`${title} · Unnati`);

	return (
		<Stack gap="lg" maw={1400}>
			<div>
				<Anchor component={Link} to={paths.grading(area)} size="sm">
					← All exams to grade
				</Anchor>
				<Title order={1} mt={4} style={{ overflowWrap: "anywhere" }}>
					{title}
				</Title>
			</div>
			<QueryState
				query={queue}
				what="The grading queue"
				loading={{ label: "Loading the answers to grade", shape: [28, 48, 360] }}
			>
				{(data) => <GradingWorkspace examId={examId} queue={data} />}
			</QueryState>
		</Stack>
	);
}
