import { useEffect } from "react";

// SPEC §5: during the check the context menu, function keys, Tab, Escape, arrows, modifier keys and
// any Ctrl/Alt/Meta combination are blocked, and text selection is disabled. (The browser still
// leaves fullscreen on Escape: no page can stop that, and the screen step notices.)

const ARROWS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"];
/** The UI Events specification's modifier keys. */
const MODIFIERS = [
	"Alt",
	"AltGraph",
	"CapsLock",
	"Control",
	"Fn",
	"FnLock",
	"Hyper",
	"Meta",
	"NumLock",
	"OS",
	"ScrollLock",
	"Shift",
	"Super",
	"Symbol",
	"SymbolLock",
];
const BLOCKED = new Set(["Tab", "Escape", "ContextMenu", ...ARROWS, ...MODIFIERS]);
const FUNCTION_KEY = /^F([1-9]|1\d|2[0-4])$/;

export type KeyLike = { key: string; ctrlKey: boolean; altKey: boolean; metaKey: boolean };

/** Whether SPEC §5 blocks this key press. Shift with a letter is typing, not a combination. */
export function isBlockedKey(event: KeyLike): boolean {
	return (
		BLOCKED.has(event.key) || FUNCTION_KEY.test(event.key) || event.ctrlKey || event.altKey || event.metaKey
	);
}

const isEditable = (target: EventTarget | null) =>
	target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/** Applies SPEC §5's lockdown while the calling component is mounted, and lifts it after. */
export function useCheckLockdown(enabled = true) {
	useEffect(() => {
		if (!enabled) return;
		const onKey = (event: KeyboardEvent) => {
			if (!isBlockedKey(event)) return;
			event.preventDefault();
			event.stopPropagation();
		};
		const block = (event: Event) => event.preventDefault();
		// Selecting inside the typing field stays possible, so a typo can be corrected.
		const onSelectStart = (event: Event) => {
			if (!isEditable(event.target)) event.preventDefault();
		};
		const body = document.body.style;
		const previous = body.userSelect;
		body.userSelect = "none";
		// Capture phase: blocked before any handler in the page sees the key.
		window.addEventListener("keydown", onKey, true);
		window.addEventListener("contextmenu", block, true);
		document.addEventListener("selectstart", onSelectStart, true);
		return () => {
			window.removeEventListener("keydown", onKey, true);
			window.removeEventListener("contextmenu", block, true);
			document.removeEventListener("selectstart", onSelectStart, true);
			body.userSelect = previous;
		};
	}, [enabled]);
}
