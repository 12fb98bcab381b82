/** Marks the heading that receives focus when its section is reached from the table of contents. */
export const SECTION_HEADING_ATTRIBUTE = "data-section-heading";

function prefersReducedMotion(): boolean {
	return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Brings the section with `id` to the top of the viewport and moves keyboard focus to its heading, so
 * that the next Tab continues from the section rather than from the table of contents. Scrolls
 * smoothly unless the reader asked the system for reduced motion. Returns false if there is no such
 * section.
 */
export function scrollToSection(id: string, { smooth = true, focus = true } = {}): boolean {
	const section = document.getElementById(id);
	if (!section) return false;
	section.scrollIntoView({
		behavior: smooth && !prefersReducedMotion() ? "smooth" : "instant",
		block: "start",
	});
	if (focus) {
		// preventScroll: a plain focus() would jump to the heading at once and cut the smooth scroll short.
		section.querySelector<HTMLElement>(`[${SECTION_HEADING_ATTRIBUTE}]`)?.focus({ preventScroll: true });
	}
	return true;
}
