import { Badge, Box, Group, Paper, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { RefObject } from "react";
import type { FaceStatus } from "./use-face-signals";

function faceText(status: FaceStatus): string {
	switch (status.state) {
		case "off":
			return "Camera off";
		case "starting":
			return "Starting camera…";
		case "running":
			return status.phoneCheck ? "Camera on" : "Camera on · phone check off (this device is too slow for it)";
		case "unavailable":
			return status.reason;
	}
}

/**
 * The proctor's corner: the violation count against the maximum, the camera's state with a small
 * preview (the student sees what the proctor sees), and whether reports are waiting for the network.
 */
export function ProctorStatus(props: {
	count: number;
	max: number;
	face: FaceStatus;
	offline: boolean;
	video: RefObject<HTMLVideoElement | null>;
}) {
	const { count, max, face } = props;
	const near = max > 0 && count >= max - 1;
	const showVideo = face.state === "starting" || face.state === "running";
	// A corner card on wide screens; on a phone a strip above the header, so nothing is covered.
	const wide = useMediaQuery("(min-width: 48em)");
	return (
		<Paper
			withBorder={wide}
			shadow={wide ? "sm" : undefined}
			p={6}
			radius={wide ? "md" : 0}
			aria-label="Proctoring"
			role="region"
			style={
				wide
					? { position: "fixed", left: 12, bottom: 12, zIndex: 200, maxWidth: "calc(100vw - 24px)" }
					: { borderBottom: "1px solid var(--mantine-color-gray-3)" }
			}
		>
			<Group gap={8} wrap="nowrap" align="center">
				<Box
					component="video"
					ref={props.video}
					muted
					playsInline
					aria-label="Your camera"
					style={{
						display: showVideo ? "block" : "none",
						width: 64,
						height: 48,
						objectFit: "cover",
						borderRadius: 4,
						background: "var(--mantine-color-gray-2)",
						transform: "scaleX(-1)",
					}}
				/>
				<div>
					<Badge color={count === 0 ? "gray" : near ? "red" : "orange"} variant="light" role="status">
						{max > 0 ? `Violations ${count} of ${max}` : `Violations ${count}`}
					</Badge>
					<Text size="xs" c="dimmed" mt={2}>
						{faceText(face)}
						{props.offline && " · reports waiting for the network"}
					</Text>
					<VisuallyHidden aria-live="polite">
						{props.offline ? "Proctoring reports are waiting for the network." : ""}
					</VisuallyHidden>
				</div>
			</Group>
		</Paper>
	);
}
