import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type LabDetailsInput, labAuthoringEndpoints as la } from "@unnati/contracts/labs";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { callApi } from "../../../lib/api-client";
import { HttpError } from "../../../lib/http-error";
import { courseQuery, instructorKeys, messageOf } from "../api";
import { EMPTY_LAB_DETAILS, LabDetailsForm } from "../components/lab-details-form";

/** /instructordashboard/courses/{courseId}/new-lab: a new lab's details; the steps follow in its editor. */
export function NewLabScreen() {
	const { courseId = "" } = useParams();
	const course = useQuery(courseQuery(courseId));
	const navigate = useNavigate();
	const client = useQueryClient();
	const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
	useDocumentTitle(`New lab · ${course.data?.title ?? "Course"} · Authoring · Unnati`);
	const create = useMutation({
		mutationFn: (body: LabDetailsInput) => callApi(la.create, { params: { courseId }, body }),
		onSuccess: (lab) => {
			client.setQueryData(instructorKeys.lab(lab.id), lab);
			void client.invalidateQueries({ queryKey: instructorKeys.courseLabs(courseId) });
			void navigate(paths.instructorLab(lab.id));
		},
		onError: (e) => {
			const field = e instanceof HttpError ? e.errors[0] : undefined;
			setServerErrors(
				field?.path
					? { [String(field.path).split(".")[0] ?? "form"]: field.message }
					: { form: messageOf(e, "The lab could not be created. Please try again.") },
			);
		},
	});
	return (
		<Stack gap="md">
			<Anchor component={Link} to={paths.instructorCourse(courseId)} size="sm">
				← Back to the course
			</Anchor>
			<QueryState query={course} what="The course" loading={{ label: "Loading the course" }}>
				{(data) => (
					<Stack gap="md">
						<div>
							<Title order={1}>New lab</Title>
							<Text c="dimmed">
								For {data.title}. Describe the lab first; you add its steps next, and it stays a draft until
								it is reviewed.
							</Text>
						</div>
						<Paper withBorder p="md">
							<LabDetailsForm
								initial={EMPTY_LAB_DETAILS}
								submitLabel="Create lab"
								pending={create.isPending}
								serverErrors={serverErrors}
								onSubmit={(values) => {
									setServerErrors({});
									create.mutate(values);
								}}
							/>
						</Paper>
					</Stack>
				)}
			</QueryState>
		</Stack>
	);
}
