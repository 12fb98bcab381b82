import type { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { AppProviders, createQueryClient } from "../app/providers";

interface RouteRenderOptions {
	initialEntries?: string[];
	initialIndex?: number;
	/** Defaults to a fresh client with the app's settings. */
	queryClient?: QueryClient;
}

/** Renders a route table in memory, inside the app's providers, at the given history. */
export function renderRoutes(routes: RouteObject[], options: RouteRenderOptions = {}) {
	const router = createMemoryRouter(routes, {
		initialEntries: options.initialEntries ?? ["/"],
		...(options.initialIndex === undefined ? {} : { initialIndex: options.initialIndex }),
	});
	const user = userEvent.setup();
	const view = render(
		<AppProviders queryClient={options.queryClient ?? createQueryClient()}>
			<RouterProvider router={router} />
		</AppProviders>,
	);
	return { ...view, router, user };
}

/** Renders one element as the only screen of the app, at `path`. */
export function renderScreen(element: ReactElement, path = "/") {
	return renderRoutes([{ path: "*", element }], { initialEntries: [path] });
}
