import {
	Accordion,
	Alert,
	Anchor,
	Badge,
	Box,
	Button,
	Card,
	Grid,
	Group,
	Modal,
	SegmentedControl,
	Stack,
	Text,
	Title,
} from "@mantine/core";
import { useDocumentTitle, useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
	headingOf,
	type ResumeDetail,
	type ResumeDocument,
	type ResumeSettings,
	resumeDocumentSchema,
	sectionOrderOf,
} from "@unnati/contracts/resumes";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import {
	commentsQuery,
	createResume,
	jsonResumeUrl,
	matchResume,
	pdfUrl,
	restoreVersion,
	resumeKeys,
	resumeQuery,
	resumesQuery,
	saveResume,
	versionsQuery,
} from "../api";
import {
	BasicsEditor,
	type Errors,
	SectionEditor,
	SectionOrderEditor,
	SettingsPanel,
} from "../components/builder-panels";
import { ResumePreview } from "../components/resume-preview";

/** Autosave waits this long after the last change. */
const AUTOSAVE_MS = 1200;

type SaveState =
	| { kind: "saved"; version: number }
	| { kind: "pending" }
	| { kind: "saving" }
	| { kind: "invalid"; count: number }
	| { kind: "conflict"; message: string }
	| { kind: "failed"; message: string };

function errorsOf(document: ResumeDocument): Errors {
	const parsed = resumeDocumentSchema.safeParse(document);
	if (parsed.success) return {};
	return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

/** The builder: /dashboard/jd/resume-builder?id=…&section=… */
export function ResumeBuilderScreen() {
	useDocumentTitle("Resume builder · Unnati");
	const [params] = useSearchParams();
	const id = params.get("id");
	if (!id) return <PickResume />;
	return <LoadedBuilder key={id} id={id} section={params.get("section")} />;
}

function PickResume() {
	const navigate = useNavigate();
	const resumes = useQuery(resumesQuery());
	const [busy, setBusy] = useState(false);
	const start = async () => {
		setBusy(true);
		try {
			const created = await createResume("My resume");
			navigate(paths.resumeBuilder(created.id));
		} catch (error) {
			notifications.show({
				color: "red",
				message:
					error instanceof HttpError && error.serverMessage
						? error.serverMessage
						: "Could not create a resume.",
			});
		} finally {
			setBusy(false);
		}
	};
	return (
		<Stack maw={720} gap="md">
			<Title order={1}>Resume builder</Title>
			<Text c="dimmed">Pick a resume to edit, or start one from your Unnati profile.</Text>
			{resumes.isPending ? (
				<LoadingState label="Loading your resumes" />
			) : resumes.isError ? (
				<LoadFailed what="Your resumes" error={resumes.error} onRetry={() => resumes.refetch()} />
			) : resumes.data.length === 0 ? (
				<EmptyCard>You have no resume yet.</EmptyCard>
			) : (
				<Stack gap="xs">
					{resumes.data.map((resume) => (
						<Anchor key={resume.id} component={Link} to={paths.resumeBuilder(resume.id)}>
							{resume.title}
						</Anchor>
					))}
				</Stack>
			)}
			<Button onClick={start} loading={busy} w="fit-content">
				Start a new resume
			</Button>
		</Stack>
	);
}

function LoadedBuilder({ id, section }: { id: string; section: string | null }) {
	// Always the newest saved version (never a cached one): autosave counts versions from it.
	const resume = useQuery({ ...resumeQuery(id), gcTime: 0, refetchOnWindowFocus: false });
	if (resume.isPending) return <LoadingState label="Loading the resume" shape={[60, 400]} />;
	if (resume.isError)
		return <LoadFailed what="The resume" error={resume.error} onRetry={() => resume.refetch()} />;
	return <Builder initial={resume.data} section={section} />;
}

function Builder({ initial, section }: { initial: ResumeDetail; section: string | null }) {
	const queryClient = useQueryClient();
	const wide = useMediaQuery("(min-width: 62em)", true);
	const [document, setDocument] = useState<ResumeDocument>(initial.document);
	const [settings, setSettings] = useState<ResumeSettings>(initial.settings);
	const [save, setSave] = useState<SaveState>({ kind: "saved", version: initial.version });
	const [view, setView] = useState<"edit" | "preview">("edit");
	const [historyOpen, setHistoryOpen] = useState(false);
	const [score, setScore] = useState<{ now: number; first: number } | null>(null);
	const version = useRef(initial.version);
	const dirty = useRef(false);
	const errors = errorsOf(document);
	const errorCount = Object.keys(errors).length;
	const comments = useQuery(commentsQuery(initial.id));

	const open = section === "basics" ? "basics" : section && section !== "custom" ? section : "basics";
	const [opened, setOpened] = useState<string[]>([open]);
	useEffect(() => {
		if (!section) return;
		const target = globalThis.document.getElementById(`section-${section === "custom" ? "order" : section}`);
		target?.scrollIntoView({ block: "start" });
		target?.focus();
	}, [section]);

	const rescore = useCallback(async () => {
		if (!initial.targetJobDescription) return;
		try {
			const result = await matchResume({
				resumeId: initial.id,
				jobDescription: initial.targetJobDescription,
			});
			setScore((previous) => ({ now: result.score, first: previous?.first ?? result.score }));
		} catch {
			// The score is a hint beside the form; a failed match leaves the last one shown.
		}
	}, [initial.id, initial.targetJobDescription]);
	useEffect(() => {
		void rescore();
	}, [rescore]);

	// Autosave: a change waits AUTOSAVE_MS for the next; an invalid document is not sent.
	useEffect(() => {
		if (!dirty.current) return;
		if (errorCount > 0) {
			setSave({ kind: "invalid", count: errorCount });
			return;
		}
		setSave({ kind: "pending" });
		const timer = setTimeout(async () => {
			setSave({ kind: "saving" });
			try {
				const saved = await saveResume(initial.id, version.current, document, settings);
				version.current = saved.version;
				dirty.current = false;
				setSave({ kind: "saved", version: saved.version });
				void queryClient.invalidateQueries({ queryKey: resumeKeys.versions(initial.id) });
				void queryClient.invalidateQueries({ queryKey: resumeKeys.list });
				void rescore();
			} catch (error) {
				if (error instanceof HttpError && error.status === 409)
					setSave({ kind: "conflict", message: error.serverMessage ?? "This resume was changed elsewhere." });
				else
					setSave({
						kind: "failed",
						message:
							error instanceof HttpError && error.serverMessage
								? error.serverMessage
								: "Could not save; your changes are kept here. Check your connection.",
					});
			}
		}, AUTOSAVE_MS);
		return () => clearTimeout(timer);
	}, [document, settings, errorCount, initial.id, queryClient, rescore]);

	const change = (next: ResumeDocument) => {
		dirty.current = true;
		setDocument(next);
	};
	const changeSettings = (next: ResumeSettings) => {
		dirty.current = true;
		setSettings(next);
	};

	const status = (() => {
		switch (save.kind) {
			case "saved":
				return (
					<Badge color="green" variant="light">
						Saved · version {save.version}
					</Badge>
				);
			case "pending":
			case "saving":
				return (
					<Badge color="gray" variant="light">
						Saving…
					</Badge>
				);
			case "invalid":
				return (
					<Badge color="orange" variant="light">
						Not saved: fix {save.count} highlighted field{save.count === 1 ? "" : "s"}
					</Badge>
				);
			default:
				return (
					<Badge color="red" variant="light">
						Not saved
					</Badge>
				);
		}
	})();

	const form = (
		<Stack gap="md">
			{(save.kind === "conflict" || save.kind === "failed") && (
				<Alert color="red" title="Your last changes are not saved" role="alert">
					<Text size="sm">{save.message}</Text>
					{save.kind === "conflict" && (
						<Button mt="sm" size="xs" onClick={() => globalThis.location.reload()}>
							Reload the newest version
						</Button>
					)}
				</Alert>
			)}
			{comments.data && comments.data.length > 0 && (
				<Card withBorder padding="md" component="section" aria-label="Your mentor's comments">
					<Title order={2} size="h5" mb="xs">
						Your mentor's comments ({comments.data.length})
					</Title>
					<Stack gap="xs">
						{comments.data.map((comment) => (
							<div key={comment.id}>
								<Text size="xs" c="dimmed">
									{comment.authorName} on{" "}
									{comment.section === "basics"
										? "Contact and summary"
										: headingOf(document, comment.section as Parameters<typeof headingOf>[1]) ||
											comment.section}{" "}
									· {new Date(comment.createdAt).toLocaleDateString("en-IN")}
								</Text>
								<Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
									{comment.body}
								</Text>
							</div>
						))}
					</Stack>
				</Card>
			)}
			<Accordion multiple value={opened} onChange={setOpened} variant="separated">
				<Accordion.Item value="basics">
					<Accordion.Control id="section-basics" tabIndex={0}>
						Contact and summary
					</Accordion.Control>
					<Accordion.Panel>
						<BasicsEditor document={document} onChange={change} errors={errors} />
					</Accordion.Panel>
				</Accordion.Item>
				{sectionOrderOf(document).map((key) => (
					<Accordion.Item key={key} value={key}>
						<Accordion.Control id={`section-${key}`}>
							{headingOf(document, key) || "Custom section"}
						</Accordion.Control>
						<Accordion.Panel>
							<SectionEditor document={document} sectionKey={key} onChange={change} errors={errors} />
						</Accordion.Panel>
					</Accordion.Item>
				))}
				<Accordion.Item value="order">
					<Accordion.Control id="section-order">Section order and custom sections</Accordion.Control>
					<Accordion.Panel>
						<SectionOrderEditor document={document} onChange={change} />
					</Accordion.Panel>
				</Accordion.Item>
				<Accordion.Item value="looks">
					<Accordion.Control>Template, font and paper</Accordion.Control>
					<Accordion.Panel>
						<SettingsPanel settings={settings} onChange={changeSettings} />
					</Accordion.Panel>
				</Accordion.Item>
			</Accordion>
		</Stack>
	);
	const preview = (
		<Box style={{ position: wide ? "sticky" : undefined, top: 16 }}>
			<ResumePreview document={document} settings={settings} />
		</Box>
	);

	return (
		<Stack gap="md" maw={1500}>
			<Group justify="space-between" align="flex-start">
				<div>
					<Title order={1}>{initial.title}</Title>
					<Group gap="xs" mt={4} aria-live="polite">
						{status}
						{score && (
							<Badge
								color={score.now >= 70 ? "green" : score.now >= 50 ? "yellow" : "red"}
								variant="filled"
								data-testid="builder-score"
							>
								Match with target job: {score.now}
								{score.now !== score.first ? ` (was ${score.first})` : ""}
							</Badge>
						)}
					</Group>
				</div>
				<Group gap="xs">
					<Button
						component="a"
						href={pdfUrl(initial.id)}
						download
						variant="filled"
						disabled={save.kind !== "saved"}
					>
						Download PDF
					</Button>
					<Button component="a" href={jsonResumeUrl(initial.id)} download variant="default">
						Export JSON Resume
					</Button>
					<Button variant="default" onClick={() => setHistoryOpen(true)}>
						Version history
					</Button>
					<Button component={Link} to={paths.resumeMatch} variant="subtle">
						Match with a job
					</Button>
				</Group>
			</Group>
			{!wide && (
				<SegmentedControl
					aria-label="Show the form or the preview"
					data={[
						{ value: "edit", label: "Edit" },
						{ value: "preview", label: "Preview" },
					]}
					value={view}
					onChange={(value) => setView(value as "edit" | "preview")}
				/>
			)}
			{wide ? (
				<Grid gutter="lg">
					<Grid.Col span={6}>{form}</Grid.Col>
					<Grid.Col span={6}>{preview}</Grid.Col>
				</Grid>
			) : view === "edit" ? (
				form
			) : (
				preview
			)}
			<VersionHistory
				id={initial.id}
				opened={historyOpen}
				onClose={() => setHistoryOpen(false)}
				onRestored={(detail) => {
					version.current = detail.version;
					dirty.current = false;
					setDocument(detail.document);
					setSettings(detail.settings);
					setSave({ kind: "saved", version: detail.version });
					setHistoryOpen(false);
				}}
			/>
		</Stack>
	);
}

function VersionHistory({
	id,
	opened,
	onClose,
	onRestored,
}: {
	id: string;
	opened: boolean;
	onClose: () => void;
	onRestored: (detail: ResumeDetail) => void;
}) {
	const versions = useQuery({ ...versionsQuery(id), enabled: opened });
	const [busy, setBusy] = useState<number | null>(null);
	return (
		<Modal opened={opened} onClose={onClose} title="Version history">
			{versions.isPending ? (
				<LoadingState label="Loading versions" />
			) : versions.isError ? (
				<LoadFailed what="The versions" error={versions.error} onRetry={() => versions.refetch()} />
			) : (
				<Stack gap="xs">
					<Text size="sm" c="dimmed">
						Every autosave is a version (the newest 50 are kept). Restoring one saves it again as the newest.
					</Text>
					{versions.data.map((v, i) => (
						<Card key={v.version} withBorder padding="xs">
							<Group justify="space-between">
								<Text size="sm">
									Version {v.version} · {new Date(v.savedAt).toLocaleString("en-IN")}
									{i === 0 ? " (current)" : ""}
								</Text>
								{i > 0 && (
									<Button
										size="xs"
										variant="light"
										loading={busy === v.version}
										onClick={async () => {
											setBusy(v.version);
											try {
												onRestored(await restoreVersion(id, v.version));
												notifications.show({ color: "green", message: `Version ${v.version} restored.` });
											} catch {
												notifications.show({ color: "red", message: "Could not restore that version." });
											} finally {
												setBusy(null);
											}
										}}
									>
										Restore
									</Button>
								)}
							</Group>
						</Card>
					))}
				</Stack>
			)}
		</Modal>
	);
}
