import { act } from "@testing-library/react";
import { StrictMode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "./app/providers";
import { routes } from "./app/router";
import { renderLanding } from "./prerender";

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
