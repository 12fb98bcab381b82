import { act } from "@testing-library/react";
import { StrictMode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "./app/providers";
import { routes } from "./app/router";
import { renderLanding, renderPage, screens } from "./prerender";

describe("the pre-rendered landing screen", () => {
	let root: Root | undefined;
	afterEach(() => {
		act(() => root?.unmount());
		document.body.innerHTML = "";
	});

	it("carries the hero, the top bar and 'Loading...' for every lazy section, under the page's title", () => {
		const { html, title } = renderLanding();
		document.body.innerHTML = `<div id="root">${html}</div>`;

		expect(title).toBe("Unnati: exams, learning and placements for colleges");
		expect(document.querySelector("h1")).toHaveTextContent(/indian colleges/i);
		expect(document.querySelector("header")).not.toBeNull();
		// Ten landing sections and the footer's links, none of them loaded yet.
		expect([...document.querySelectorAll('[role="status"]')].map((s) => s.textContent)).toEqual(
			Array(11).fill("Loading..."),
		);
	});

	it("hydrates in the browser's tree without a mismatch", () => {
		const { html } = renderLanding();
		document.body.innerHTML = `<div id="root">${html}</div>`;
		const container = document.getElementById("root") as HTMLElement;
		const onRecoverableError = vi.fn();

		act(() => {
			root = hydrateRoot(
				container,
				<StrictMode>
					<AppProviders>
						<RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/"] })} />
					</AppProviders>
				</StrictMode>,
				{ onRecoverableError },
			);
		});

		expect(onRecoverableError).not.toHaveBeenCalled();
		expect(container.querySelector("h1")).toHaveTextContent(/indian colleges/i);
	});
});

/** What scripts/prerender.mjs renders besides `/`: every public page without parameters, and the 404 screen. */
const prerenderedPaths = screens()
	.filter((screen) => screen.access === "public" && screen.path !== "/" && !/[:*?]/.test(screen.path))
	.map((screen) => screen.path);

// Hydration of these pages is checked in Chromium on the real build (e2e/tests/accessibility-screens.spec.ts
// fails on any error a page throws, React's hydration mismatches included): here, React's server
// renderer leaves its router context behind after an asynchronous prerender, which a hydration in the
// same test process would trip over.
describe("every other pre-rendered page", () => {
	it("lists the login screens and the public site's pages", () => {
		expect(prerenderedPaths).toEqual(
			expect.arrayContaining([
				"/login",
				"/adminlogin",
				"/examination-admin",
				"/contactus",
				"/signup",
				"/help",
			]),
		);
	});

	it.each([...prerenderedPaths.filter((path) => path !== "/system-check"), "/no-such-page"])(
		"%s carries its whole screen, not a spinner, and no inline script",
		async (path) => {
			const { html, errors } = await renderPage(path);
			expect(errors).toEqual([]);
			document.body.innerHTML = `<div id="root">${html}</div>`;
			expect(document.querySelector("main h1, h1")).not.toBeNull();
			expect(document.querySelector('[role="status"][aria-label="Loading"]')).toBeNull();
			expect(html).not.toMatch(/<script[\s>]/);
			document.body.innerHTML = "";
		},
	);
});
