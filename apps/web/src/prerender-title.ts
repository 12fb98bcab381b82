/**
 * The document title a page sets while it is pre-rendered (src/prerender.tsx). Screens set their
 * title with Mantine's useDocumentTitle, an effect that never runs on the server; the pre-render
 * build swaps that hook for prerender-hooks.ts, which records the title here during render.
 */
let title: string | null = null;

/**
 * Records `next` unless a title was recorded first. Components render parent first, while the
 * browser runs effects child first, so the outermost title is the one document.title ends up with.
 */
export function recordPrerenderTitle(next: string): void {
	const trimmed = next.trim();
	if (title === null && trimmed.length > 0) title = trimmed;
}

/** The title recorded since the last call, and a fresh start for the next page. */
export function takePrerenderTitle(): string | null {
	const taken = title;
	title = null;
	return taken;
}
