import { Anchor, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MAPPING_MESSAGES, type MentorMapping } from "@unnati/contracts/mentors";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, QueryState } from "../../../components/load-states";
import { failureMessage, HttpError } from "../../../lib/http-error";
import { MappingBoard } from "../components/mapping-board";
import { MappingHistoryList } from "../components/mapping-history";
import { MappingRulePanel } from "../components/mapping-rule-panel";
import { plural } from "../format";
import { mappingKeys, mentorMappingQuery, moveMentees } from "../mapping-api";

/** `/departmentdashboard/mentors`: the department head maps their students to the department's mentors. */
export function MentorMappingScreen() {
	useDocumentTitle("Mentor mapping · Unnati");
	const query = useQuery(mentorMappingQuery());
	return (
		<Stack gap="xl" maw={1300}>
			<div>
				<Title order={1}>Mentor mapping</Title>
				<Text c="dimmed" mt={4}>
					Map your department's students to its faculty mentors by rule, or move them one by one. Each student
					hears who their new mentor is, and every change is kept below.
				</Text>
			</div>
			<QueryState
				query={query}
				what="The mentor mapping"
				loading={{ label: "Loading the mentor mapping", shape: [60, 320, 240] }}
				isEmpty={(data) => data.students.length === 0}
				empty={
					<EmptyCard
						action={
							<Anchor component={Link} to={paths.departmentStudents}>
								Add students
							</Anchor>
						}
					>
						The department has no students yet.
					</EmptyCard>
				}
			>
				{(data) => <MentorMappingView mapping={data} />}
			</QueryState>
		</Stack>
	);
}

function MentorMappingView({ mapping }: { mapping: MentorMapping }) {
	const queryClient = useQueryClient();
	// Read by screen readers after a move made with the "Move to" list or by dragging.
	const [status, setStatus] = useState("");
	const saved = (answer: { changed: number; mapping: MentorMapping }, message: string) => {
		queryClient.setQueryData(mappingKeys.mapping, answer.mapping);
		// The department dashboard's coverage of mentors changes with the mapping.
		void queryClient.invalidateQueries({ queryKey: ["insights", "department"] });
		setStatus(message);
		notifications.show({ color: "green", message });
	};
	const reread = () => void queryClient.invalidateQueries({ queryKey: mappingKeys.mapping });
	const move = useMutation({
		mutationFn: (input: { studentIds: string[]; mentorId: string | null }) =>
			moveMentees({ ...input, version: mapping.version }),
		onSuccess: (answer, input) => {
			const mentor = answer.mapping.mentors.find((m) => m.id === input.mentorId);
			const who =
				input.studentIds.length === 1
					? (mapping.students.find((s) => s.id === input.studentIds[0])?.name ?? "The student")
					: plural(input.studentIds.length, "student");
			saved(answer, mentor ? `${who} moved to ${mentor.name}.` : `${who} now has no mentor.`);
		},
		onError: (error) => {
			const message = failureMessage(error, "The move could not be saved. Please try again.");
			setStatus(message);
			notifications.show({ color: "red", message });
			if (error instanceof HttpError && error.status === 409) reread();
		},
	});
	const unassigned = mapping.students.filter((s) => s.mentorId === null).length;

	return (
		<>
			<Text>
				{`${mapping.department.name} (${mapping.department.code}): ${plural(mapping.students.length, "student")}, `}
				{unassigned === 0 ? "every one with a mentor." : `${unassigned} without a mentor.`}
			</Text>
			<VisuallyHidden role="status" aria-live="polite">
				{status}
			</VisuallyHidden>
			{mapping.mentors.length === 0 ? (
				<EmptyCard>
					The department has no faculty mentors yet. Ask the college administrator to add them; then map
					students here.
				</EmptyCard>
			) : (
				<MappingRulePanel
					mapping={mapping}
					onApplied={(answer) =>
						saved(
							answer,
							answer.changed === 0
								? "Nothing needed to change."
								: `${MAPPING_MESSAGES.applied} ${plural(answer.changed, "student")} moved.`,
						)
					}
					onStale={reread}
				/>
			)}
			<Stack gap="sm" component="section" aria-labelledby="mentors-and-mentees">
				<Title order={2} size="h3" id="mentors-and-mentees">
					Mentors and their mentees
				</Title>
				<MappingBoard
					mapping={mapping}
					busy={move.isPending}
					onMove={(studentIds, mentorId) => move.mutate({ studentIds, mentorId })}
				/>
			</Stack>
			<MappingHistoryList key={mapping.version} latest={mapping.history} />
		</>
	);
}
