import { PROCTORING_TIMING, type ViolationType } from "@unnati/contracts";
import { useEffect, useRef } from "react";
import { type AwayTracker, createAwayTracker } from "./away-tracker";
import { newReportId, type ProctorReport } from "./use-proctor-session";

type Report = (report: ProctorReport) => string;

/**
 * Leaving the exam's window: tab switches, window blur and a hidden page, each absence reported as
 * it begins and again with its away time. A reload or a navigation away hides the page too; that is
 * not a violation, so the tracker stands down once the page starts to unload. `paused` (the camera
 * permission prompt is open) stands it down as well.
 */
export function useFocusGuard(active: boolean, report: Report, paused: boolean) {
	const tracker = useRef<AwayTracker | null>(null);
	const unloading = useRef(false);

	useEffect(() => {
		if (!active) return;
		const t = createAwayTracker({
			now: Date.now,
			newId: newReportId,
			report: (r) =>
				void report({
					type: r.type,
					id: r.id,
					at: r.at,
					...(r.awayMs !== undefined ? { awayMs: r.awayMs } : {}),
				}),
		});
		tracker.current = t;
		const onBlur = () => t.blur();
		const onFocus = () => t.focus();
		const onVisibility = () => (document.visibilityState === "hidden" ? t.hidden() : t.visible());
		const onUnload = () => {
			unloading.current = true;
			t.suspend(true);
		};
		// A page restored from the back-forward cache is a page shown again, not an absence.
		const onShow = () => {
			unloading.current = false;
		};
		window.addEventListener("blur", onBlur);
		window.addEventListener("focus", onFocus);
		document.addEventListener("visibilitychange", onVisibility);
		window.addEventListener("pagehide", onUnload);
		window.addEventListener("beforeunload", onUnload);
		window.addEventListener("pageshow", onShow);
		return () => {
			window.removeEventListener("blur", onBlur);
			window.removeEventListener("focus", onFocus);
			document.removeEventListener("visibilitychange", onVisibility);
			window.removeEventListener("pagehide", onUnload);
			window.removeEventListener("beforeunload", onUnload);
			window.removeEventListener("pageshow", onShow);
			t.dispose();
			tracker.current = null;
		};
	}, [active, report]);

	useEffect(() => {
		tracker.current?.suspend(paused || unloading.current);
	}, [paused]);
}

/** Which blocked action a keystroke is: the print shortcut (Ctrl+P, ⌘P). Copy and paste have their own events. */
function blockedShortcut(event: KeyboardEvent): ViolationType | null {
	const modifier = event.ctrlKey || event.metaKey;
	if (modifier && !event.altKey && event.key.toLowerCase() === "p") return "print";
	return null;
}

/**
 * Copy, cut, paste, the context menu and printing are blocked and recorded. The same action
 * repeated within PROCTORING_TIMING.repeatWindowMs is blocked again but recorded once: a student
 * pressing Ctrl+V three times is one attempt to paste, not three violations.
 */
export function useBlockedActions(active: boolean, report: Report) {
	useEffect(() => {
		if (!active) return;
		const last = new Map<ViolationType, number>();
		const record = (type: ViolationType) => {
			const now = Date.now();
			const before = last.get(type);
			last.set(type, now);
			if (before !== undefined && now - before < PROCTORING_TIMING.repeatWindowMs) return;
			report({ type, at: now });
		};
		const block = (type: ViolationType) => (event: Event) => {
			event.preventDefault();
			record(type);
		};
		const listeners: [string, (event: Event) => void][] = [
			["copy", block("copy")],
			["cut", block("cut")],
			["paste", block("paste")],
			["contextmenu", block("context_menu")],
		];
		const onKey = (event: KeyboardEvent) => {
			const type = blockedShortcut(event);
			if (!type) return;
			event.preventDefault();
			record(type);
		};
		// The browser's own Print menu cannot be stopped; it is recorded.
		const onPrint = () => record("print");
		for (const [name, fn] of listeners) document.addEventListener(name, fn, { capture: true });
		document.addEventListener("keydown", onKey, { capture: true });
		window.addEventListener("beforeprint", onPrint);
		return () => {
			for (const [name, fn] of listeners) document.removeEventListener(name, fn, { capture: true });
			document.removeEventListener("keydown", onKey, { capture: true });
			window.removeEventListener("beforeprint", onPrint);
		};
	}, [active, report]);
}
