import { Alert, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { StudentReadiness } from "@unnati/contracts/readiness";
import { useParams } from "react-router";
import { QueryState } from "../../../components/load-states";
import { useSession } from "../../../lib/session";
import { studentReadinessQuery } from "../api";
import { ComponentBars } from "../components/component-bars";
import { HistoryChart } from "../components/history-chart";
import { RoleGapsList } from "../components/role-gaps";
import { ScoreSummary } from "../components/score-summary";

function StudentLine({ student }: { student: StudentReadiness["student"] }) {
	const parts = [
		student.rollNo,
		student.deptCode,
		student.year ? `Year ${student.year}${student.section ? `, section ${student.section}` : ""}` : null,
		student.batch ? `${student.batch} batch` : null,
	].filter(Boolean);
	return (
		<Text c="dimmed" size="sm">
			{student.name}
			{parts.length > 0 && ` · ${parts.join(" · ")}`}
		</Text>
	);
}

function ReadinessView({ data, own }: { data: StudentReadiness; own: boolean }) {
	const nothingYet = data.components.every((c) => c.score === 0);
	return (
		<Stack gap="lg">
			<StudentLine student={data.student} />
			{nothingYet && (
				<Alert color="blue" variant="light" title="Nothing counts towards readiness yet">
					{own
						? "Complete lessons, take exams, solve practice problems, try a mock interview and build a resume: each adds to your score."
						: "This student has no lessons, scored exams, practice problems, mock interviews, resume or certificates on Unnati yet."}
				</Alert>
			)}
			<ScoreSummary score={data.score} band={data.band} readyFor={data.readyFor} />
			<SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
				<ComponentBars components={data.components} />
				<HistoryChart history={data.history} />
			</SimpleGrid>
			<RoleGapsList readiness={data} linksWork={own} />
		</Stack>
	);
}

/**
 * /student-placement-analytics/{id} (SPEC §2): one student's placement readiness. The student reads
 * their own (with links to act on each gap); their mentor, the placement officer and the counselor
 * read it from their lists. The server decides who may (403) and whether the student exists (404).
 */
export function StudentReadinessScreen({ studentId }: { studentId?: string } = {}) {
	const params = useParams();
	const id = studentId ?? params.id ?? "";
	const session = useSession();
	const own = session.data?.userId === id;
	useDocumentTitle(own ? "My placement readiness · Unnati" : "Placement readiness · Unnati");
	const query = useQuery(studentReadinessQuery(id));
	return (
		<Stack gap="md">
			<Group justify="space-between" align="end">
				<Title order={1}>{own ? "My placement readiness" : "Placement readiness"}</Title>
			</Group>
			<QueryState
				query={query}
				what="The placement readiness"
				loading={{ label: "Loading the placement readiness", shape: [24, 160, 320, 200] }}
			>
				{(data) => <ReadinessView data={data} own={own} />}
			</QueryState>
		</Stack>
	);
}
