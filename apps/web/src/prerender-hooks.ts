// @mantine/hooks as the pre-render build sees it (vite.config.ts swaps it in for `vite build --ssr`
// only): the same hooks, except that useDocumentTitle also records the title for the pre-rendered
// page's <title> (prerender-title.ts).
import { useDocumentTitle as setDocumentTitle } from "@mantine/hooks";
import { recordPrerenderTitle } from "./prerender-title";

export * from "@mantine/hooks";

export function useDocumentTitle(title: string): void {
	recordPrerenderTitle(title);
	setDocumentTitle(title);
}
