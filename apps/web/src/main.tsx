// First: before any zod schema is built (lib/zod-jitless.ts).
import "./lib/zod-jitless";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { routes } from "./app/router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const router = createBrowserRouter(routes);

const app = (
	<StrictMode>
		<AppProviders>
			<RouterProvider router={router} />
		</AppProviders>
	</StrictMode>
);

// `/` is served as landing.html, which carries the landing screen pre-rendered at build time
// (scripts/prerender.mjs): take that markup over. As a transition, hydration yields to the browser
// every few milliseconds instead of holding the main thread in one long task (Lighthouse TBT).
// Every other path gets the empty index.html.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
