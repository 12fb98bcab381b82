import { Alert, Button, Card, Grid, Select, Stack, Text, Textarea, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { headingOf, sectionOrderOf } from "@unnati/contracts/resumes";
import { useState } from "react";
import { useParams } from "react-router";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { addComment, commentsQuery, resumeKeys, resumeQuery } from "../api";
import { ResumePreview } from "../components/resume-preview";

/** A mentor reads a mentee's resume (never edits it) and comments on its sections. */
export function ResumeReviewScreen() {
	const { id = "" } = useParams();
	const queryClient = useQueryClient();
	const resume = useQuery(resumeQuery(id));
	const comments = useQuery(commentsQuery(id));
	const [section, setSection] = useState<string | null>("basics");
	const [body, setBody] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	useDocumentTitle(resume.data ? `${resume.data.owner.name}'s resume · Unnati` : "Resume · Unnati");
	if (resume.isPending) return <LoadingState label="Loading the resume" shape={[60, 500]} />;
	if (resume.isError)
		return <LoadFailed what="The resume" error={resume.error} onRetry={() => resume.refetch()} />;
	const sections = [
		{ value: "basics", label: "Contact and summary" },
		...sectionOrderOf(resume.data.document).map((key) => ({
			value: key,
			label: headingOf(resume.data.document, key),
		})),
	];
	const send = async (event: React.FormEvent) => {
		event.preventDefault();
		if (!section) return;
		setError(null);
		setBusy(true);
		try {
			await addComment(id, section, body);
			setBody("");
			await queryClient.invalidateQueries({ queryKey: resumeKeys.comments(id) });
		} catch (caught) {
			setError(
				caught instanceof HttpError
					? (caught.errors[0]?.message ?? caught.serverMessage ?? "Could not post.")
					: "Could not post.",
			);
		} finally {
			setBusy(false);
		}
	};
	const labelOf = (key: string) => sections.find((s) => s.value === key)?.label ?? key;
	return (
		<Stack gap="lg" maw={1400}>
			<div>
				<Title order={1}>
					{resume.data.owner.name}: {resume.data.title}
				</Title>
				<Text c="dimmed">
					Read-only. Version {resume.data.version}, edited{" "}
					{new Date(resume.data.updatedAt).toLocaleString("en-IN")}.
				</Text>
			</div>
			<Grid gutter="lg">
				<Grid.Col span={{ base: 12, md: 7 }}>
					<ResumePreview document={resume.data.document} settings={resume.data.settings} />
				</Grid.Col>
				<Grid.Col span={{ base: 12, md: 5 }}>
					<Stack gap="md">
						{resume.data.editable ? null : (
							<Card withBorder padding="lg" component="form" onSubmit={send}>
								<Title order={2} size="h4" mb="sm">
									Comment on a section
								</Title>
								<Select
									label="Section"
									data={sections}
									value={section}
									onChange={setSection}
									allowDeselect={false}
								/>
								<Textarea
									label="Comment"
									mt="sm"
									autosize
									minRows={3}
									value={body}
									onChange={(e) => setBody(e.currentTarget.value)}
									maxLength={1000}
								/>
								{error && (
									<Alert color="red" mt="sm" role="alert">
										{error}
									</Alert>
								)}
								<Button type="submit" mt="sm" loading={busy} disabled={!body.trim()}>
									Post comment
								</Button>
							</Card>
						)}
						<Card withBorder padding="lg">
							<Title order={2} size="h4" mb="sm">
								Comments
							</Title>
							{comments.isPending ? (
								<LoadingState label="Loading comments" />
							) : comments.isError ? (
								<LoadFailed what="The comments" error={comments.error} onRetry={() => comments.refetch()} />
							) : comments.data.length === 0 ? (
								<Text size="sm" c="dimmed">
									No comments yet.
								</Text>
							) : (
								<Stack gap="sm">
									{comments.data.map((comment) => (
										<div key={comment.id}>
											<Text size="xs" c="dimmed">
												{comment.authorName} on {labelOf(comment.section)} ·{" "}
												{new Date(comment.createdAt).toLocaleString("en-IN")}
											</Text>
											<Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
												{comment.body}
											</Text>
										</div>
									))}
								</Stack>
							)}
						</Card>
					</Stack>
				</Grid.Col>
			</Grid>
		</Stack>
	);
}
