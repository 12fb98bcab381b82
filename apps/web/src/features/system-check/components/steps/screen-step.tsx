import { Button, Group, List, Loader, Text } from "@mantine/core";
import { SYSTEM_CHECK, SYSTEM_CHECK_MESSAGES } from "@unnati/contracts/system-check/rules";
import { useEffect, useRef, useState } from "react";
import { useDevices } from "../../devices-context";
import type { StepControls } from "./step-controls";

export const isScreenLargeEnough = ({ width, height }: { width: number; height: number }) =>
	width >= SYSTEM_CHECK.minScreenWidth && height >= SYSTEM_CHECK.minScreenHeight;

/** Step 1 (SPEC §5): a screen of at least 1024 × 600, in fullscreen, measured 1 s after each change. */
export function ScreenStep({ status, onStart, onPass, onFail }: StepControls) {
	const { screen } = useDevices();
	const [reading, setReading] = useState<{ width: number; height: number; fullscreen: boolean } | null>(null);
	const report = useRef({ onPass, onFail });
	report.current = { onPass, onFail };

	useEffect(() => {
		onStart();
		let timer: ReturnType<typeof setTimeout> | undefined;
		const measure = () => {
			const size = screen.size();
			const fullscreen = screen.isFullscreen();
			setReading({ ...size, fullscreen });
			const detail = `${size.width} × ${size.height}${fullscreen ? ", fullscreen" : ""}`;
			if (!isScreenLargeEnough(size)) {
				// The screen itself says why a laptop or desktop is needed (SystemCheckScreen's notice).
				report.current.onFail(SYSTEM_CHECK_MESSAGES.screenTooSmall(size.width, size.height), detail);
			} else if (fullscreen) report.current.onPass(detail);
		};
		// SPEC §9: the window settles (a fullscreen switch animates) before it is measured.
		const schedule = () => {
			clearTimeout(timer);
			timer = setTimeout(measure, SYSTEM_CHECK.screenCheckDelayMs);
		};
		schedule();
		const unsubscribe = screen.subscribe(schedule);
		return () => {
			clearTimeout(timer);
			unsubscribe();
		};
	}, [screen, onStart]);

	const enterFullscreen = () => {
		screen.requestFullscreen().catch(() => onFail(SYSTEM_CHECK_MESSAGES.fullscreenRefused));
	};

	if (!reading) {
		return (
			<Group gap="xs">
				<Loader size="sm" aria-hidden="true" />
				<Text>Checking your screen…</Text>
			</Group>
		);
	}
	const largeEnough = isScreenLargeEnough(reading);
	return (
		<>
			<List spacing={4}>
				<List.Item>
					Screen size: {reading.width} × {reading.height} pixels{" "}
					{largeEnough
						? "(large enough)"
						: `(at least ${SYSTEM_CHECK.minScreenWidth} × ${SYSTEM_CHECK.minScreenHeight} needed)`}
				</List.Item>
				<List.Item>Fullscreen: {reading.fullscreen ? "on" : "off"}</List.Item>
			</List>
			{largeEnough && !reading.fullscreen && status !== "passed" && status !== "failed" && (
				<Group mt="md" gap="sm">
					<Text>{SYSTEM_CHECK_MESSAGES.notFullscreen}</Text>
					{/* Focused on arrival: Tab is blocked during the check (SPEC §5). */}
					<Button onClick={enterFullscreen} data-autofocus>
						Enter fullscreen
					</Button>
				</Group>
			)}
		</>
	);
}
