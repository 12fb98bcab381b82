import { Box, Button, Group, Image, Loader, Text } from "@mantine/core";
import { SYSTEM_CHECK, SYSTEM_CHECK_MESSAGES } from "@unnati/contracts/system-check/rules";
import { useCallback, useEffect, useRef, useState } from "react";
import { uploadIdentityPhoto } from "../../api";
import { type MediaStreamLike, stopStream } from "../../devices";
import { useDevices } from "../../devices-context";
import { mediaErrorMessage } from "./media-errors";
import type { StepControls } from "./step-controls";

type Phase = "starting" | "preview" | "saving" | "done" | "failed";

export type IdentityStepProps = StepControls & {
	/** Signed in as a student: the photo is uploaded for the exam's record, and must arrive. */
	upload: boolean;
	examId?: string | undefined;
	onSaved(photoId: string): void;
};

/** Step 5 (SPEC §5): a photo of the candidate, a JPEG of quality 0.8, kept for the exam's record. */
export function IdentityStep({ onStart, onPass, onFail, upload, examId, onSaved }: IdentityStepProps) {
	const devices = useDevices();
	const video = useRef<HTMLVideoElement>(null);
	const stream = useRef<MediaStreamLike | null>(null);
	const [phase, setPhase] = useState<Phase>("starting");
	const [photoUrl, setPhotoUrl] = useState<string | null>(null);

	const fail = useCallback(
		(message: string) => {
			setPhase("failed");
			onFail(message);
		},
		[onFail],
	);

	const openCamera = useCallback(async () => {
		onStart();
		setPhase("starting");
		setPhotoUrl(null);
		if (!devices.getUserMedia) return fail(SYSTEM_CHECK_MESSAGES.cameraUnsupported);
		try {
			const granted = await devices.getUserMedia({ video: true, audio: false });
			stopStream(stream.current);
			stream.current = granted;
			if (video.current) devices.attachStream(video.current, granted);
			setPhase("preview");
		} catch (error) {
			fail(mediaErrorMessage(error, "camera"));
		}
	}, [devices, onStart, fail]);

	useEffect(() => {
		void openCamera();
		return () => stopStream(stream.current);
	}, [openCamera]);

	useEffect(() => (photoUrl ? () => URL.revokeObjectURL(photoUrl) : undefined), [photoUrl]);

	const capture = async () => {
		const source = video.current;
		if (!source) return fail(SYSTEM_CHECK_MESSAGES.photoFailed);
		let jpeg: Blob;
		try {
			jpeg = await devices.captureJpeg(source, SYSTEM_CHECK.identityJpegQuality);
		} catch {
			return fail(SYSTEM_CHECK_MESSAGES.photoFailed);
		}
		stopStream(stream.current);
		stream.current = null;
		devices.attachStream(source, null);
		setPhotoUrl(URL.createObjectURL(jpeg));
		if (!upload) {
			setPhase("done");
			onPass(`JPEG of ${jpeg.size} bytes, not saved (not signed in as a student)`);
			return;
		}
		setPhase("saving");
		try {
			const saved = await uploadIdentityPhoto(jpeg, examId);
			onSaved(saved.id);
			setPhase("done");
			onPass(`JPEG of ${saved.bytes} bytes, saved`);
		} catch {
			fail(SYSTEM_CHECK_MESSAGES.photoUploadFailed);
		}
	};

	return (
		<>
			<Box
				component="video"
				ref={video}
				muted
				playsInline
				aria-label="Camera preview for your identity photo"
				display={phase === "preview" ? "block" : "none"}
				w="100%"
				maw={480}
				bg="dark.9"
				style={{ borderRadius: "var(--mantine-radius-md)", aspectRatio: "4 / 3" }}
			/>
			{photoUrl && phase !== "preview" && (
				<Image src={photoUrl} alt="Your identity photo" maw={480} radius="md" />
			)}
			{phase === "starting" && (
				<Group gap="xs">
					<Loader size="sm" aria-hidden="true" />
					<Text>Waiting for camera access…</Text>
				</Group>
			)}
			{phase === "saving" && (
				<Group gap="xs" mt="xs">
					<Loader size="sm" aria-hidden="true" />
					<Text>Saving your photo…</Text>
				</Group>
			)}
			{phase === "done" && (
				<Text mt="xs">
					{upload
						? SYSTEM_CHECK_MESSAGES.photoSaved
						: `${SYSTEM_CHECK_MESSAGES.photoOk} Sign in as a student and it is kept with your exam record.`}
				</Text>
			)}
			<Group mt="sm">
				{phase === "preview" && (
					<Button onClick={() => void capture()} data-autofocus>
						Take photo
					</Button>
				)}
				{/* SPEC §4: no Try Again here; a failed photo is retaken. */}
				{phase === "failed" && (
					<Button variant="light" onClick={() => void openCamera()} data-autofocus>
						Retake photo
					</Button>
				)}
			</Group>
		</>
	);
}
