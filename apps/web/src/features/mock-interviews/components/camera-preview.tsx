import { Alert, Button, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

/**
 * A mirror to practise eye contact and posture: the camera is shown only here, never recorded or
 * sent; it is switched off when hidden or when the page is left.
 */
export function CameraPreview() {
	const video = useRef<HTMLVideoElement>(null);
	const [stream, setStream] = useState<MediaStream | null>(null);
	const [error, setError] = useState<string | null>(null);

	useEffect(() => {
		if (video.current) video.current.srcObject = stream;
		return () => {
			for (const track of stream?.getTracks() ?? []) track.stop();
		};
	}, [stream]);

	const show = async () => {
		setError(null);
		try {
			setStream(await navigator.mediaDevices.getUserMedia({ video: true, audio: false }));
		} catch {
			setError("The camera could not be opened. Allow camera access for this site, or practise without it.");
		}
	};

	return (
		<Stack gap="xs">
			{stream ? (
				<>
					<video
						ref={video}
						autoPlay
						muted
						playsInline
						aria-label="Your camera preview (not recorded)"
						style={{ width: "100%", maxWidth: 320, borderRadius: 8, transform: "scaleX(-1)" }}
					/>
					<Button variant="default" size="xs" onClick={() => setStream(null)}>
						Hide camera
					</Button>
				</>
			) : (
				<Button variant="default" size="xs" onClick={() => void show()}>
					Show camera preview
				</Button>
			)}
			<Text size="xs" c="dimmed">
				The preview stays on your device. Nothing is recorded.
			</Text>
			{error && (
				<Alert color="yellow" role="alert">
					{error}
				</Alert>
			)}
		</Stack>
	);
}
