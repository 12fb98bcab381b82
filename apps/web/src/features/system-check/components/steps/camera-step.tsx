import { Box, Group, Loader, Text } from "@mantine/core";
import { SYSTEM_CHECK, SYSTEM_CHECK_MESSAGES } from "@unnati/contracts/system-check/rules";
import { useEffect, useRef, useState } from "react";
import { type MediaStreamLike, stopStream } from "../../devices";
import { useDevices } from "../../devices-context";
import { mediaErrorMessage } from "./media-errors";
import type { StepControls } from "./step-controls";

type Phase = "starting" | "preview" | "done" | "failed";

/** Step 3 (SPEC §4, §9): camera access, then a live preview with a 10 s countdown, then done. */
export function CameraStep({ onStart, onPass, onFail }: StepControls) {
	const devices = useDevices();
	const video = useRef<HTMLVideoElement>(null);
	const [phase, setPhase] = useState<Phase>("starting");
	const [left, setLeft] = useState<number>(SYSTEM_CHECK.cameraPreviewSeconds);
	const report = useRef({ onPass, onFail });
	report.current = { onPass, onFail };

	useEffect(() => {
		onStart();
		let stream: MediaStreamLike | null = null;
		let ticker: ReturnType<typeof setInterval> | undefined;
		let cancelled = false;
		const fail = (message: string) => {
			setPhase("failed");
			report.current.onFail(message);
		};
		if (!devices.getUserMedia) {
			fail(SYSTEM_CHECK_MESSAGES.cameraUnsupported);
			return;
		}
		devices
			.getUserMedia({ video: true, audio: false })
			.then((granted) => {
				if (cancelled) return stopStream(granted);
				stream = granted;
				if (video.current) devices.attachStream(video.current, granted);
				setPhase("preview");
				let remaining: number = SYSTEM_CHECK.cameraPreviewSeconds;
				ticker = setInterval(() => {
					remaining -= 1;
					setLeft(remaining);
					if (remaining > 0) return;
					clearInterval(ticker);
					stopStream(stream);
					if (video.current) devices.attachStream(video.current, null);
					setPhase("done");
					report.current.onPass(`${SYSTEM_CHECK.cameraPreviewSeconds} s live preview`);
				}, 1000);
			})
			.catch((error: unknown) => {
				if (!cancelled) fail(mediaErrorMessage(error, "camera"));
			});
		return () => {
			cancelled = true;
			clearInterval(ticker);
			stopStream(stream);
		};
	}, [devices, onStart]);

	return (
		<>
			{phase === "starting" && (
				<Group gap="xs">
					<Loader size="sm" aria-hidden="true" />
					<Text>Waiting for camera access… Allow it when your browser asks.</Text>
				</Group>
			)}
			<Box
				component="video"
				ref={video}
				muted
				playsInline
				aria-label="Camera preview"
				display={phase === "preview" ? "block" : "none"}
				w="100%"
				maw={480}
				bg="dark.9"
				style={{ borderRadius: "var(--mantine-radius-md)", aspectRatio: "4 / 3" }}
			/>
			{phase === "preview" && (
				<Text mt="xs">
					Keep your face in view. The preview ends in <strong>{left} s</strong>.
				</Text>
			)}
			{phase === "done" && <Text>{SYSTEM_CHECK_MESSAGES.cameraOk} The preview has ended.</Text>}
		</>
	);
}
