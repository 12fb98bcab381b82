import { Alert, Button, Card, Checkbox, Group, List, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { systemCheckLink, useRecentSystemCheckPass } from "../../../lib/system-check-pass";
import { ExamMeta } from "../components/exam-meta";
import { canTake, ExamUnavailable } from "../components/exam-unavailable";
import { useExamFromList } from "../components/use-exam-from-list";
import { recordSecurityValidation } from "../exam-storage";

const RULES = [
	"The exam runs in fullscreen. Stay in fullscreen until you submit.",
	"Do not switch tabs, open other windows or leave this page while the exam is running.",
	"Your answers are saved automatically. If your connection drops, they are kept on this device and sent when you are back online.",
	"The timer follows the college's clock and does not stop; the exam is submitted automatically when time is up.",
	"In a proctored exam, leaving fullscreen or switching tabs is recorded as a violation.",
	"In a proctored exam the webcam watches for your face; when it flags something (no face, another face, looking away, a phone), a small snapshot is kept for the examination admin to review.",
];

const passedAt = (iso: string) =>
	new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" });

/**
 * Before a proctored exam: whether this device passed the system check in the last 24 hours, with
 * the way to run it (Proceed brings the student back here). A recommendation, not a gate: the
 * proctor copes without a camera and says so on the attempt's record.
 */
function SystemCheckStatus({ examId }: { examId: string }) {
	const check = useRecentSystemCheckPass();
	const [to, options] = systemCheckLink(paths.examSecurity(examId), examId);
	if (check.isPending) return <Skeleton h={72} radius="md" aria-label="Loading your system check" />;
	if (check.hasRecentPass && check.data)
		return (
			<Alert color="green" variant="light" title="System check passed">
				Your device passed the system check on {passedAt(check.data.completedAt)}.
			</Alert>
		);
	return (
		<Alert color="yellow" variant="light" title="Run the system check first">
			<Text size="sm">
				{check.isError
					? "Your last system check could not be loaded."
					: "This device has not passed the system check in the last 24 hours."}{" "}
				It tests your screen, network, camera and microphone in about two minutes, so nothing fails once the
				exam has started.
			</Text>
			<Button component={Link} to={to} state={options.state} size="xs" mt="sm" variant="light">
				Run the system check
			</Button>
		</Alert>
	);
}

/** /exam-security/{id}: the student accepts the rules and enters fullscreen (SPEC §3, §4). */
export function ExamSecurityScreen() {
	const { id } = useParams();
	const { list, exam } = useExamFromList(id);
	const [accepted, setAccepted] = useState(false);
	const [fullscreenFailed, setFullscreenFailed] = useState(false);
	const navigate = useNavigate();
	useDocumentTitle("Exam rules · Unnati");

	if (list.isPending) return <LoadingState label="Loading your exams" shape={rows(3, 120)} />;
	if (list.isError) return <LoadFailed what="The exam" onRetry={() => void list.refetch()} />;
	if (!canTake(exam)) return <ExamUnavailable exam={exam} />;

	const playerPath = (exam.proctored ? paths.proctoredExamPlayer : paths.examPlayer)(exam.exam_id);
	const enter = () => {
		recordSecurityValidation(exam.exam_id);
		navigate(playerPath);
	};
	const begin = async () => {
		try {
			await document.documentElement.requestFullscreen();
			enter();
		} catch {
			// Some browsers (and in-app webviews) refuse fullscreen: say so and let the student decide.
			setFullscreenFailed(true);
		}
	};

	return (
		<Stack gap="md" maw={760}>
			<Title order={1} size="h2">
				Exam rules
			</Title>
			<ExamMeta exam={exam} />
			<Card withBorder padding="lg">
				<List spacing="xs">
					{RULES.map((rule) => (
						<List.Item key={rule}>{rule}</List.Item>
					))}
				</List>
			</Card>
			{exam.proctored && <SystemCheckStatus examId={exam.exam_id} />}
			<Checkbox
				checked={accepted}
				onChange={(event) => setAccepted(event.currentTarget.checked)}
				label="I accept these rules"
			/>
			{fullscreenFailed && (
				<Alert color="yellow" variant="light" role="alert" title="Fullscreen was not allowed">
					Your browser did not switch to fullscreen. Keep this window maximised, or try another browser.
					<Group mt="sm">
						<Button size="xs" onClick={enter}>
							Continue without fullscreen
						</Button>
					</Group>
				</Alert>
			)}
			<Button disabled={!accepted} onClick={() => void begin()} w="fit-content">
				Enter fullscreen and begin
			</Button>
		</Stack>
	);
}
