import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { features } from "./app/features";
import { AppProviders } from "./app/providers";
import { routes } from "./app/router";
import { type ScreenEntry, screenManifest } from "./app/screen-manifest";
import { HOME_TITLE } from "./features/home/routes/home-screen";
import { setPreloadedAnswers } from "./lib/preloaded";
import { takePrerenderTitle } from "./prerender-title";

/**
 * The public pages as HTML, for scripts/prerender.mjs to write into dist/ at build time (why: see
 * that script). The tree is the one main.tsx renders (the same providers and the same RouterProvider,
 * here on a memory router at the page's path), so React's ids and Mantine's inline styles come out
 * the same and main.tsx hydrates the markup without a mismatch.
 */
function app(path: string) {
	const router = createMemoryRouter(routes, { initialEntries: [path] });
	return (
		<AppProviders>
			<RouterProvider router={router} />
		</AppProviders>
	);
}

/**
 * The landing screen `/` as HTML, rendered synchronously (its lazy sections and the footer's links
 * wait for the reader to scroll near them, so they are "Loading..." here as in the browser's first
 * render).
 */
export function renderLanding(): { html: string; title: string } {
	return { html: renderToString(app("/")), title: HOME_TITLE };
}

/**
 * Any page as HTML, with its lazily loaded screen in it: `prerender` waits for every lazy screen the
 * page shows (renderToString would write the spinner instead). In the browser, hydration keeps this
 * markup on screen until the screen's own chunk has arrived. `title` is what the screen passes to
 * useDocumentTitle (prerender-title.ts), or null when it sets none; `errors`, what failed to render.
 */
export async function renderPage(
	path: string,
): Promise<{ html: string; title: string | null; errors: string[] }> {
	takePrerenderTitle();
	const errors: string[] = [];
	const { prelude } = await prerender(app(path), {
		// A screen that reads the browser while rendering throws here; the caller leaves that page
		// client-rendered (React would write its spinner and render it again in the browser).
		onError: (error) => void errors.push(error instanceof Error ? error.message : String(error)),
		// Every boundary inline, complete, where it stands: React would otherwise move a large one to the
		// end of the page with an inline script to put it in place, which the CSP forbids.
		progressiveChunkSize: Number.POSITIVE_INFINITY,
	});
	const html = await new Response(prelude).text();
	return { html, title: takePrerenderTitle(), errors };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * A page as renderPage writes it, with the API answers the server read for it (a published lesson
 * for a visitor: apps/server/src/platform/http/web-app.ts calls this while it runs, from this file's
 * build in dist-prerender/). The screen's queries start from `answers` (lib/preloaded.ts), and the
 * server puts the same answers in the page for the browser's first render. One page at a time: the
 * answers and the recorded title are this module's own state.
 */
export function renderPageWithAnswers(
	path: string,
	answers: Record<string, unknown>,
): Promise<{ html: string; title: string | null; errors: string[] }> {
	const rendered = queue.then(async () => {
		setPreloadedAnswers(answers);
		try {
			return await renderPage(path);
		} finally {
			setPreloadedAnswers(null);
		}
	});
	queue = rendered.catch(() => undefined);
	return rendered;
}

/** Every screen the route table registers (app/screen-manifest.ts), for dist/screens.json. */
export function screens(): ScreenEntry[] {
	return screenManifest(features);
}
