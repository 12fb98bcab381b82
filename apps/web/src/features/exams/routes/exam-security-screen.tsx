import { Stack, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useNavigate, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { ExamMeta } from "../components/exam-meta";
import { BeginInFullscreen, ExamRulesCard, SystemCheckStatus } from "../components/exam-rules";
import { canTake, ExamUnavailable } from "../components/exam-unavailable";
import { useExamFromList } from "../components/use-exam-from-list";
import { recordSecurityValidation } from "../exam-storage";

/** /exam-security/{id}: the student accepts the rules and enters fullscreen (SPEC §3, §4). */
export function ExamSecurityScreen() {
	const { id } = useParams();
	const { list, exam } = useExamFromList(id);
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

	return (
		<Stack gap="md" maw={760}>
			<Title order={1} size="h2">
				Exam rules
			</Title>
			<ExamMeta exam={exam} />
			<ExamRulesCard />
			{exam.proctored && (
				<SystemCheckStatus returnTo={paths.examSecurity(exam.exam_id)} examId={exam.exam_id} />
			)}
			<BeginInFullscreen onBegin={enter} />
		</Stack>
	);
}
