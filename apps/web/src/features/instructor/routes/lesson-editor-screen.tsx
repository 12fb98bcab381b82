import {
	Alert,
	Anchor,
	Button,
	Checkbox,
	FileButton,
	Grid,
	Group,
	NumberInput,
	Stack,
	Text,
	Textarea,
	TextInput,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
	AUTHORING_LIMITS,
	type AuthoringLessonDetail,
	authoringEndpoints as a,
	lessonInputSchema,
} from "@unnati/contracts/learning";
import { useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { callApi } from "../../../lib/api-client";
import { instructorKeys, lessonQuery, messageOf } from "../api";
import { MarkdownPreview } from "../components/markdown-preview";
import { StateBadge } from "../components/state-badge";

/** The server's sanitized rendering of the lesson's Markdown as it is typed. */
function LivePreview({
	courseId,
	markdown,
	initialHtml,
}: {
	courseId: string;
	markdown: string;
	initialHtml: string;
}) {
	return (
		<MarkdownPreview
			title="Preview"
			headingOrder={2}
			minHeight={300}
			testId="lesson-preview"
			queryKey={["authoring", "preview", courseId]}
			render={(text) => callApi(a.preview, { params: { courseId }, body: { markdown: text } })}
			markdown={markdown}
			initialHtml={initialHtml}
		/>
	);
}

function LessonForm({ lesson }: { lesson: AuthoringLessonDetail }) {
	const client = useQueryClient();
	const [values, setValues] = useState({
		title: lesson.title,
		minutes: lesson.minutes,
		preview: lesson.preview,
		videoUrl: lesson.videoUrl ?? "",
		markdown: lesson.markdown,
	});
	const [errors, setErrors] = useState<Record<string, string>>({});
	const textarea = useRef<HTMLTextAreaElement>(null);
	const save = useMutation({
		mutationFn: () =>
			callApi(a.saveLesson, { params: { courseId: lesson.courseId, lessonId: lesson.id }, body: values }),
		onSuccess: (saved) => {
			client.setQueryData(instructorKeys.lesson(lesson.courseId, lesson.id), saved);
			void client.invalidateQueries({ queryKey: instructorKeys.course(lesson.courseId) });
			notifications.show({ color: "green", message: "Draft saved." });
		},
		onError: (e) => setErrors({ form: messageOf(e, "The lesson could not be saved. Please try again.") }),
	});
	const upload = useMutation({
		mutationFn: (file: File) => {
			const form = new FormData();
			form.append("image", file);
			return callApi(a.uploadImage, { params: { courseId: lesson.courseId }, form });
		},
		onSuccess: (image) => {
			const at = textarea.current?.selectionEnd ?? values.markdown.length;
			const markdown = `${values.markdown.slice(0, at)}\n\n${image.markdown}\n\n${values.markdown.slice(at)}`;
			setValues((v) => ({ ...v, markdown }));
			notifications.show({
				color: "green",
				message: "Image uploaded and added to the lesson. Describe it in the brackets.",
			});
		},
		onError: (e) => setErrors({ image: messageOf(e, "The image could not be uploaded.") }),
	});
	const disabled = !lesson.editable;
	return (
		<form
			noValidate
			onSubmit={(event) => {
				event.preventDefault();
				const parsed = lessonInputSchema.safeParse(values);
				if (!parsed.success) {
					setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
					return;
				}
				setErrors({});
				save.mutate();
			}}
		>
			<Stack gap="md">
				<Group gap="sm">
					<Title order={1} size="h2">
						{values.title || "Lesson"}
					</Title>
					<StateBadge state={lesson.state} />
				</Group>
				{disabled && (
					<Alert color="yellow" title="Waiting for review">
						This lesson is in review and cannot be changed until the instructor admin decides.
					</Alert>
				)}
				<Group grow align="flex-start">
					<TextInput
						label="Lesson title"
						value={values.title}
						error={errors.title}
						disabled={disabled}
						onChange={(e) => setValues({ ...values, title: e.currentTarget.value })}
					/>
					<NumberInput
						label="Minutes to read"
						min={1}
						max={240}
						value={values.minutes}
						error={errors.minutes}
						disabled={disabled}
						onChange={(v) => setValues({ ...values, minutes: typeof v === "number" ? v : Number(v) || 0 })}
					/>
				</Group>
				<Group grow align="flex-end">
					<TextInput
						label="Video link (optional, https)"
						value={values.videoUrl}
						error={errors.videoUrl}
						disabled={disabled}
						onChange={(e) => setValues({ ...values, videoUrl: e.currentTarget.value })}
					/>
					<Checkbox
						label="Free preview (visitors may read it)"
						checked={values.preview}
						disabled={disabled}
						onChange={(e) => setValues({ ...values, preview: e.currentTarget.checked })}
					/>
				</Group>
				<Grid>
					<Grid.Col span={{ base: 12, md: 6 }}>
						<Stack gap="xs">
							<Textarea
								ref={textarea}
								label="Lesson text (Markdown)"
								description="GitHub-flavoured Markdown: headings, lists, tables, ```code blocks``` with a language."
								autosize
								minRows={16}
								maxRows={40}
								value={values.markdown}
								error={errors.markdown}
								disabled={disabled}
								maxLength={AUTHORING_LIMITS.markdownMaxChars}
								styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
								onChange={(e) => setValues({ ...values, markdown: e.currentTarget.value })}
							/>
							<Group gap="xs">
								<FileButton
									accept="image/png,image/jpeg,image/gif,image/webp"
									onChange={(file) => {
										setErrors(({ image: _drop, ...rest }) => rest);
										if (file) upload.mutate(file);
									}}
									disabled={disabled}
								>
									{(props) => (
										<Button {...props} variant="light" loading={upload.isPending}>
											Upload an image
										</Button>
									)}
								</FileButton>
								<Text size="xs" c="dimmed">
									PNG, JPEG, GIF or WebP, up to 2 MB.
								</Text>
							</Group>
							{errors.image && (
								<Text c="red" size="sm" role="alert">
									{errors.image}
								</Text>
							)}
						</Stack>
					</Grid.Col>
					<Grid.Col span={{ base: 12, md: 6 }}>
						<LivePreview courseId={lesson.courseId} markdown={values.markdown} initialHtml={lesson.html} />
					</Grid.Col>
				</Grid>
				{errors.form && (
					<Text c="red" size="sm" role="alert">
						{errors.form}
					</Text>
				)}
				<Group>
					<Button type="submit" loading={save.isPending} disabled={disabled}>
						Save draft
					</Button>
					<Anchor component={Link} to={paths.instructorCourse(lesson.courseId)} size="sm">
						Back to the course to submit it for review
					</Anchor>
				</Group>
			</Stack>
		</form>
	);
}

/** /instructordashboard/courses/{courseId}/lessons/{lessonId}: the Markdown editor with a live preview. */
export function LessonEditorScreen() {
	const { courseId = "", lessonId = "" } = useParams();
	const lesson = useQuery(lessonQuery(courseId, lessonId));
	useDocumentTitle(`${lesson.data?.title ?? "Lesson"} · Authoring · Unnati`);
	return (
		<Stack gap="md">
			<Anchor component={Link} to={paths.instructorCourse(courseId)} size="sm">
				← Course outline
			</Anchor>
			<QueryState query={lesson} what="The lesson" loading={{ label: "Loading the lesson" }}>
				{(data) => <LessonForm key={`${data.id}-${data.number}`} lesson={data} />}
			</QueryState>
		</Stack>
	);
}
