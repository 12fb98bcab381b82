import {
	Alert,
	Anchor,
	Badge,
	Button,
	Card,
	FileButton,
	Group,
	List,
	Menu,
	Modal,
	SimpleGrid,
	Stack,
	Text,
	TextInput,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { FieldError } from "@unnati/contracts";
import { PDF_IMPORT_MAX_BYTES, type PdfImport, type ResumeSummary } from "@unnati/contracts/resumes";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import {
	createResume,
	deleteResume,
	docxUrl,
	duplicateResume,
	importResume,
	jsonResumeUrl,
	pdfUrl,
	readPdfResume,
	renameResume,
	resumeKeys,
	resumesQuery,
	shareResume,
	unshareResume,
} from "../api";
import { PdfImportReview } from "../components/pdf-import-review";

const messageOf = (error: unknown, fallback: string) =>
	error instanceof HttpError && error.serverMessage ? error.serverMessage : fallback;

/** /dashboard/my-resumes: the student's resumes, each with its job, share link and exports. */
export function MyResumesScreen() {
	useDocumentTitle("My resumes · Unnati");
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const resumes = useQuery(resumesQuery());
	const [creating, setCreating] = useState(false);
	const [importProblems, setImportProblems] = useState<{ message: string; problems: FieldError[] } | null>(
		null,
	);
	const refresh = () => queryClient.invalidateQueries({ queryKey: resumeKeys.all });
	const [readingPdf, setReadingPdf] = useState(false);
	const [pdfRead, setPdfRead] = useState<{ fileName: string; result: PdfImport } | null>(null);

	const importPdf = async (file: File | null) => {
		if (!file) return;
		setImportProblems(null);
		if (file.size > PDF_IMPORT_MAX_BYTES) {
			setImportProblems({
				message: `${file.name} is larger than 5 MB: that is not a resume PDF.`,
				problems: [],
			});
			return;
		}
		setReadingPdf(true);
		try {
			setPdfRead({ fileName: file.name, result: await readPdfResume(file) });
		} catch (error) {
			setImportProblems({ message: messageOf(error, `${file.name} could not be read.`), problems: [] });
		} finally {
			setReadingPdf(false);
		}
	};

	const create = async () => {
		setCreating(true);
		try {
			const created = await createResume(`Resume ${(resumes.data?.length ?? 0) + 1}`);
			navigate(paths.resumeBuilder(created.id));
		} catch (error) {
			notifications.show({ color: "red", message: messageOf(error, "Could not create a resume.") });
		} finally {
			setCreating(false);
		}
	};

	const importFile = async (file: File | null) => {
		if (!file) return;
		setImportProblems(null);
		let json: unknown;
		try {
			json = JSON.parse(await file.text());
		} catch {
			setImportProblems({ message: `${file.name} is not a JSON file Unnati can read.`, problems: [] });
			return;
		}
		try {
			const created = await importResume(
				file.name.replace(/\.json$/i, "").slice(0, 80) || "Imported resume",
				json,
			);
			notifications.show({ color: "green", message: `Imported "${created.title}".` });
			await refresh();
		} catch (error) {
			if (error instanceof HttpError && error.status === 400)
				setImportProblems({
					message: error.serverMessage ?? "This file is not a JSON Resume.",
					problems: error.errors.map((e) => ({ ...e, path: e.path.replace(/^document\./, "") })),
				});
			else notifications.show({ color: "red", message: messageOf(error, "The import failed.") });
		}
	};

	let body: React.ReactNode;
	if (resumes.isPending) body = <LoadingState label="Loading your resumes" shape={rows(3, 110)} />;
	else if (resumes.isError)
		body = <LoadFailed what="Your resumes" error={resumes.error} onRetry={() => resumes.refetch()} />;
	else if (resumes.data.length === 0)
		body = (
			<EmptyCard>No resumes yet. Start one from your profile, or import a PDF or JSON Resume file.</EmptyCard>
		);
	else
		body = (
			<SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
				{resumes.data.map((resume) => (
					<ResumeCard key={resume.id} resume={resume} onChanged={refresh} />
				))}
			</SimpleGrid>
		);

	return (
		<Stack gap="lg" maw={1200}>
			<Group justify="space-between" align="flex-end">
				<div>
					<Title order={1}>My resumes</Title>
					<Text c="dimmed" mt={4}>
						Keep one resume per kind of role, each aimed at a job description.
					</Text>
				</div>
				<Group>
					<FileButton onChange={importPdf} accept="application/pdf,.pdf">
						{(props) => (
							<Button variant="default" loading={readingPdf} {...props}>
								Import a PDF resume
							</Button>
						)}
					</FileButton>
					<FileButton onChange={importFile} accept="application/json,.json">
						{(props) => (
							<Button variant="default" {...props}>
								Import JSON Resume
							</Button>
						)}
					</FileButton>
					<Button onClick={create} loading={creating}>
						New resume
					</Button>
				</Group>
			</Group>
			{importProblems && (
				<Alert
					color="red"
					title="Nothing was imported"
					role="alert"
					withCloseButton
					onClose={() => setImportProblems(null)}
				>
					<Text size="sm">{importProblems.message}</Text>
					{importProblems.problems.length > 0 && (
						<List size="sm" mt="xs" aria-label="Problems in the file">
							{importProblems.problems.map((problem) => (
								<List.Item key={`${problem.path}:${problem.message}`}>
									<code>{problem.path}</code>: {problem.message}
								</List.Item>
							))}
						</List>
					)}
				</Alert>
			)}
			{body}
			<Modal
				opened={pdfRead !== null}
				onClose={() => setPdfRead(null)}
				title="Check your imported resume"
				size="80rem"
			>
				{pdfRead && (
					<PdfImportReview
						result={pdfRead.result}
						fileName={pdfRead.fileName}
						onCancel={() => setPdfRead(null)}
						onSave={async (title, document) => {
							try {
								const created = await importResume(title, document);
								setPdfRead(null);
								await refresh();
								navigate(paths.resumeBuilder(created.id));
							} catch (error) {
								notifications.show({ color: "red", message: messageOf(error, "The resume was not saved.") });
							}
						}}
					/>
				)}
			</Modal>
		</Stack>
	);
}

function ResumeCard({ resume, onChanged }: { resume: ResumeSummary; onChanged: () => Promise<unknown> }) {
	const [renaming, setRenaming] = useState(false);
	const [sharing, setSharing] = useState(false);
	const [confirmDelete, setConfirmDelete] = useState(false);
	const [title, setTitle] = useState(resume.title);
	const [busy, setBusy] = useState(false);
	const act = async (action: () => Promise<unknown>, done: string, failed: string) => {
		setBusy(true);
		try {
			await action();
			notifications.show({ color: "green", message: done });
			await onChanged();
			return true;
		} catch (error) {
			notifications.show({ color: "red", message: messageOf(error, failed) });
			return false;
		} finally {
			setBusy(false);
		}
	};
	const target = resume.targetJobDescription?.split("\n").find((line) => line.trim()) ?? null;
	return (
		<Card withBorder padding="lg" component="article" aria-label={resume.title}>
			<Stack gap="xs">
				<Group justify="space-between" wrap="nowrap">
					<Title order={2} size="h4">
						<Anchor component={Link} to={paths.resumeBuilder(resume.id)}>
							{resume.title}
						</Anchor>
					</Title>
					<Menu position="bottom-end">
						<Menu.Target>
							<Button variant="subtle" size="xs" aria-label={`More actions for ${resume.title}`}>
								More
							</Button>
						</Menu.Target>
						<Menu.Dropdown>
							<Menu.Item onClick={() => setRenaming(true)}>Rename</Menu.Item>
							<Menu.Item
								onClick={() => act(() => duplicateResume(resume.id), "Copy made.", "Could not copy it.")}
							>
								Duplicate
							</Menu.Item>
							<Menu.Item component="a" href={jsonResumeUrl(resume.id)} download>
								Export JSON Resume
							</Menu.Item>
							<Menu.Item component="a" href={docxUrl(resume.id)} download>
								Export Word (DOCX)
							</Menu.Item>
							<Menu.Item color="red" onClick={() => setConfirmDelete(true)}>
								Delete
							</Menu.Item>
						</Menu.Dropdown>
					</Menu>
				</Group>
				<Text size="sm" c="dimmed">
					{target ? `Aimed at: ${target.slice(0, 90)}` : "Not aimed at a job description yet."} · Version{" "}
					{resume.version} · edited {new Date(resume.updatedAt).toLocaleString("en-IN")}
				</Text>
				{resume.share && (
					<Group gap="xs">
						<Badge color={resume.share.expired ? "gray" : "teal"} variant="light">
							{resume.share.expired ? "Share link expired" : "Shared"}
						</Badge>
						<Text size="sm">
							{resume.share.views} view{resume.share.views === 1 ? "" : "s"}
						</Text>
					</Group>
				)}
				<Group gap="xs" mt="xs">
					<Button component={Link} to={paths.resumeBuilder(resume.id)} size="xs">
						Edit
					</Button>
					<Button
						component={Link}
						to={`${paths.resumeMatch}?resume=${encodeURIComponent(resume.id)}`}
						size="xs"
						variant="light"
					>
						Match with a job
					</Button>
					<Button component="a" href={pdfUrl(resume.id)} download size="xs" variant="default">
						PDF
					</Button>
					<Button size="xs" variant="default" onClick={() => setSharing(true)}>
						Share
					</Button>
				</Group>
			</Stack>

			<Modal opened={renaming} onClose={() => setRenaming(false)} title="Rename resume">
				<form
					onSubmit={async (event) => {
						event.preventDefault();
						if (await act(() => renameResume(resume.id, title), "Renamed.", "Could not rename it."))
							setRenaming(false);
					}}
				>
					<TextInput
						label="Name"
						value={title}
						onChange={(e) => setTitle(e.currentTarget.value)}
						maxLength={80}
						required
						data-autofocus
					/>
					<Button type="submit" mt="md" loading={busy}>
						Save
					</Button>
				</form>
			</Modal>

			<Modal
				opened={confirmDelete}
				onClose={() => setConfirmDelete(false)}
				title={`Delete "${resume.title}"?`}
			>
				<Text size="sm">
					Its versions and share link go with it; anyone with the link sees "not found". This cannot be
					undone.
				</Text>
				<Group mt="md">
					<Button
						color="red"
						loading={busy}
						onClick={async () => {
							if (await act(() => deleteResume(resume.id), "Resume deleted.", "Could not delete it."))
								setConfirmDelete(false);
						}}
					>
						Delete
					</Button>
					<Button variant="default" onClick={() => setConfirmDelete(false)}>
						Keep it
					</Button>
				</Group>
			</Modal>

			<ShareModal resume={resume} opened={sharing} onClose={() => setSharing(false)} onChanged={onChanged} />
		</Card>
	);
}

function ShareModal({
	resume,
	opened,
	onClose,
	onChanged,
}: {
	resume: ResumeSummary;
	opened: boolean;
	onClose: () => void;
	onChanged: () => Promise<unknown>;
}) {
	const [expiry, setExpiry] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const link = resume.share ? `${globalThis.location.origin}${paths.sharedResume(resume.share.token)}` : null;
	const create = async () => {
		setError(null);
		setBusy(true);
		try {
			await shareResume(resume.id, expiry ? new Date(`${expiry}T23:59:59`).toISOString() : null);
			await onChanged();
		} catch (caught) {
			setError(
				caught instanceof HttpError
					? (caught.errors[0]?.message ?? caught.serverMessage ?? "Could not share.")
					: "Could not share.",
			);
		} finally {
			setBusy(false);
		}
	};
	return (
		<Modal opened={opened} onClose={onClose} title="Share link">
			<Stack gap="sm">
				{link ? (
					<>
						<TextInput
							label="Anyone with this link can read the resume"
							value={link}
							readOnly
							onFocus={(e) => e.currentTarget.select()}
						/>
						<Text size="sm">
							{resume.share?.views ?? 0} view{resume.share?.views === 1 ? "" : "s"} ·{" "}
							{resume.share?.expiresAt
								? `expires ${new Date(resume.share.expiresAt).toLocaleDateString("en-IN")}`
								: "no expiry"}
						</Text>
						<Group>
							<Button size="xs" variant="light" onClick={() => navigator.clipboard?.writeText(link)}>
								Copy link
							</Button>
							<Button
								size="xs"
								color="red"
								variant="light"
								loading={busy}
								onClick={async () => {
									setBusy(true);
									try {
										await unshareResume(resume.id);
										await onChanged();
									} finally {
										setBusy(false);
									}
								}}
							>
								Revoke link
							</Button>
						</Group>
					</>
				) : (
					<Text size="sm">This resume is private. Make a link to send it to a recruiter or a senior.</Text>
				)}
				<TextInput
					type="date"
					label="Link stops working after (optional)"
					value={expiry}
					onChange={(e) => setExpiry(e.currentTarget.value)}
				/>
				{error && (
					<Alert color="red" role="alert">
						{error}
					</Alert>
				)}
				<Button onClick={create} loading={busy}>
					{link ? "Make a new link (the old one stops working)" : "Make a share link"}
				</Button>
			</Stack>
		</Modal>
	);
}
