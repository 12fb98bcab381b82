import { Alert, Anchor, Button, FileButton, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import {
	ESSAY_UPLOAD_MAX_BYTES,
	ESSAY_UPLOAD_TYPES,
	type EssayUpload,
	UPLOAD_MESSAGES,
} from "@unnati/contracts";
import { useState } from "react";
import { formatBytes } from "../../../../lib/format-bytes";
import { HttpError } from "../../../../lib/http";
import { attachEssayFile, essayFileUrl, removeEssayFile } from "../../api";

interface EssayAttachmentProps {
	examId: string;
	questionId: string;
	/** The file attached now, if any (the attempt's, then this control's own changes). */
	upload: EssayUpload | undefined;
	disabled: boolean;
	onChange: (upload: EssayUpload | undefined) => void;
}

const KIND: Record<EssayUpload["mime"], string> = {
	"image/jpeg": "Photo",
	"image/png": "Image",
	"image/webp": "Image",
	"application/pdf": "PDF",
};

/** Why this file cannot be sent, checked on the device first (the server checks its bytes again). */
function localProblem(file: File): string | null {
	if (file.size > ESSAY_UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
	if (!(ESSAY_UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.wrongType;
	return null;
}

/**
 * An essay's attached page: a photo of handwritten working or a PDF, sent as soon as it is chosen
 * (not in the answer batches: a file is too big to queue on the device). Replacing or removing it
 * is allowed while the attempt takes answers.
 */
export function EssayAttachment({ examId, questionId, upload, disabled, onChange }: EssayAttachmentProps) {
	const [busy, setBusy] = useState<"sending" | "removing" | null>(null);
	const [error, setError] = useState<string | null>(null);

	const run = async (kind: "sending" | "removing", work: () => Promise<void>) => {
		setBusy(kind);
		setError(null);
		try {
			await work();
		} catch (failure) {
			setError(
				failure instanceof HttpError && failure.serverMessage
					? failure.serverMessage
					: "The file could not be sent. Check your connection and try again; your typed answer is safe.",
			);
		} finally {
			setBusy(null);
		}
	};
	const attach = (file: File | null) => {
		if (!file) return;
		const problem = localProblem(file);
		if (problem) {
			setError(problem);
			return;
		}
		void run("sending", async () => onChange(await attachEssayFile(examId, questionId, file)));
	};
	const remove = () =>
		void run("removing", async () => {
			await removeEssayFile(examId, questionId);
			onChange(undefined);
		});

	return (
		<Paper withBorder p="sm" radius="sm">
			<Stack gap="xs">
				<Text size="sm" fw={600}>
					Attach your working (optional)
				</Text>
				<Text size="xs" c="dimmed">
					A photo of handwritten working or a PDF, up to {formatBytes(ESSAY_UPLOAD_MAX_BYTES)}. Your grader
					sees it beside your typed answer.
				</Text>
				{upload && (
					<Group gap="xs">
						<Text size="sm">
							{KIND[upload.mime]} attached ({formatBytes(upload.size)})
						</Text>
						<Anchor href={essayFileUrl(examId, questionId)} target="_blank" rel="noopener" size="sm">
							View
						</Anchor>
					</Group>
				)}
				<Group gap="xs">
					<FileButton
						onChange={attach}
						accept={ESSAY_UPLOAD_TYPES.join(",")}
						disabled={disabled || busy !== null}
					>
						{(props) => (
							<Button {...props} variant="default" size="xs" disabled={disabled || busy !== null}>
								{upload ? "Replace the file" : "Attach a photo or PDF"}
							</Button>
						)}
					</FileButton>
					{upload && (
						<Button
							variant="subtle"
							color="red"
							size="xs"
							onClick={remove}
							disabled={disabled || busy !== null}
						>
							Remove the file
						</Button>
					)}
					{busy && (
						<Group gap={6} role="status">
							<Loader size="xs" aria-hidden="true" />
							<Text size="sm">{busy === "sending" ? "Sending the file…" : "Removing the file…"}</Text>
						</Group>
					)}
				</Group>
				{error && (
					<Alert color="red" variant="light" role="alert" p="xs">
						<Text size="sm">{error}</Text>
					</Alert>
				)}
			</Stack>
		</Paper>
	);
}
