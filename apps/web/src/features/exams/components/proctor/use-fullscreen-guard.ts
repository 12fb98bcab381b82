import { useCallback, useEffect, useRef, useState } from "react";
import type { ProctorReport } from "./use-proctor-session";

type Report = (report: ProctorReport) => string;

const isFullscreen = () => typeof document !== "undefined" && document.fullscreenElement != null;

/** Whether this browser can go fullscreen at all (some webviews and iPhones cannot). */
export function fullscreenSupported(): boolean {
	return (
		typeof document !== "undefined" &&
		document.fullscreenEnabled === true &&
		typeof document.documentElement.requestFullscreen === "function"
	);
}

let mountedGuards = 0;

/**
 * The exam runs in fullscreen. Leaving it is reported as it happens, and again with the time spent
 * outside when the student returns; meanwhile a blocking prompt asks them back. A browser that
 * refuses fullscreen leaves the student a way on: continuing without it, which is recorded too.
 * Where fullscreen does not exist at all, nothing is asked.
 */
export function useFullscreenGuard(active: boolean, report: Report) {
	const supported = fullscreenSupported();
	const [inFullscreen, setInFullscreen] = useState(isFullscreen);
	const [declined, setDeclined] = useState(false);
	const [requestFailed, setRequestFailed] = useState(false);
	const exit = useRef<{ id: string; at: number } | null>(null);

	useEffect(() => {
		if (!supported) return;
		const onChange = () => {
			const now = isFullscreen();
			setInFullscreen(now);
			if (!now && active && !exit.current) {
				const at = Date.now();
				exit.current = { id: report({ type: "fullscreen_exit", at }), at };
			}
			if (now) {
				setDeclined(false);
				setRequestFailed(false);
				const left = exit.current;
				exit.current = null;
				if (left && active)
					report({ type: "fullscreen_exit", id: left.id, at: left.at, awayMs: Date.now() - left.at });
			}
		};
		document.addEventListener("fullscreenchange", onChange);
		return () => document.removeEventListener("fullscreenchange", onChange);
	}, [supported, active, report]);

	// Leaving the player (the exam was submitted) leaves fullscreen too. Deferred, so React's
	// development double mount does not throw the student out of fullscreen.
	useEffect(() => {
		mountedGuards++;
		return () => {
			mountedGuards--;
			setTimeout(() => {
				if (mountedGuards === 0 && isFullscreen()) document.exitFullscreen().catch(() => {});
			}, 0);
		};
	}, []);

	const enter = useCallback(() => {
		setRequestFailed(false);
		document.documentElement.requestFullscreen().catch(() => setRequestFailed(true));
	}, []);

	/** Stays out of fullscreen: recorded as leaving it (once per absence). */
	const continueWithout = useCallback(() => {
		setDeclined(true);
		if (!exit.current) {
			const at = Date.now();
			exit.current = { id: report({ type: "fullscreen_exit", at }), at };
		}
	}, [report]);

	return {
		supported,
		inFullscreen,
		promptOpen: active && supported && !inFullscreen && !declined,
		/** The student has left it at least once in this absence (the prompt says so). */
		left: exit.current !== null,
		requestFailed,
		enter,
		continueWithout,
	};
}
