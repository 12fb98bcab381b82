import { Container, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { sharedResumeQuery } from "../api";
import { ResumePreview } from "../components/resume-preview";

/** /shared-resume/:token: a resume for anyone with its link (404 once revoked, expired or deleted). */
export function SharedResumeScreen() {
	const { token = "" } = useParams();
	const resume = useQuery(sharedResumeQuery(token));
	useDocumentTitle(
		resume.data
			? `${resume.data.document.basics.name || resume.data.title} · Resume`
			: "Shared resume · Unnati",
	);
	return (
		<Container size="md" py="xl" component="main">
			{resume.isPending ? (
				<LoadingState label="Loading the resume" shape={[600]} />
			) : resume.isError ? (
				<LoadFailed what="This resume" error={resume.error} onRetry={() => resume.refetch()} />
			) : (
				<Stack gap="sm">
					<Text size="sm" c="dimmed">
						Shared from Unnati by its owner.
					</Text>
					{/* The name is the page's heading; a resume without one is named by its title. */}
					{!resume.data.document.basics.name && <Title order={1}>{resume.data.title}</Title>}
					<ResumePreview document={resume.data.document} settings={resume.data.settings} nameIsHeading />
				</Stack>
			)}
		</Container>
	);
}
