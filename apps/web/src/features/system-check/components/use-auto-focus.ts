import { type RefObject, useEffect } from "react";

/**
 * Keeps keyboard focus on the control the person needs next (the first enabled `[data-autofocus]`
 * inside `container`), since Tab is blocked during the check (SPEC §5). A field being typed in keeps
 * its focus.
 */
export function useAutoFocus(container: RefObject<HTMLElement | null>) {
	useEffect(() => {
		const root = container.current;
		if (!root) return;
		const focusNext = () => {
			const active = document.activeElement;
			if (active instanceof HTMLInputElement && root.contains(active) && !active.readOnly) return;
			const target = root.querySelector<HTMLElement>("[data-autofocus]:not([disabled]):not([data-disabled])");
			if (target && target !== active) target.focus();
		};
		focusNext();
		const observer = new MutationObserver(focusNext);
		observer.observe(root, {
			childList: true,
			subtree: true,
			attributes: true,
			attributeFilter: ["disabled", "data-autofocus", "readonly"],
		});
		return () => observer.disconnect();
	}, [container]);
}
