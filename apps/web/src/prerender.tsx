import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { routes } from "./app/router";
import { HOME_TITLE } from "./features/home/routes/home-screen";

/**
 * The landing screen `/` as HTML, for scripts/prerender.mjs to write into dist/landing.html at build
 * time (why: see that script). The tree is the one main.tsx renders (the same providers and the same
 * RouterProvider, here on a memory router at `/`), so React's ids and Mantine's inline styles come out
 * the same and main.tsx hydrates the markup without a mismatch.
 */
export function renderLanding(): { html: string; title: string } {
	const router = createMemoryRouter(routes, { initialEntries: ["/"] });
	const html = renderToString(
		<AppProviders>
			<RouterProvider router={router} />
		</AppProviders>,
	);
	return { html, title: HOME_TITLE };
}
