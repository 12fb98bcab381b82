import { screen, within } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../test/render";
import { routes } from "./router";

function Explodes(): never {
	throw new Error("boom");
}

/** The real table with one extra route that throws, to reach the root's error element. */
function routesWithBrokenScreen(): RouteObject[] {
	const [root, ...rest] = routes;
	if (!root || root.index) throw new Error("the route table has no parent route at its root");
	return [
		{ ...root, children: [{ path: "/broken", element: <Explodes /> }, ...(root.children ?? [])] },
		...rest,
	];
}

describe("the route table", () => {
	it("shows the home screen inside the public layout at /", async () => {
		renderRoutes(routes, { initialEntries: ["/"] });

		expect(await screen.findByRole("heading", { level: 1, name: /indian colleges/i })).toBeInTheDocument();
		expect(within(screen.getByRole("banner")).getByRole("link", { name: "Unnati home" })).toHaveAttribute(
			"href",
			"/",
		);
		expect(screen.getByRole("contentinfo")).toHaveTextContent("©2025 copyrights reserved by Unnati");
	});

	it("shows the 404 screen for an unknown path", async () => {
		renderRoutes(routes, { initialEntries: ["/no-such-page"] });

		expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
		expect(screen.queryByRole("heading", { name: /indian colleges/i })).not.toBeInTheDocument();
	});

	it("shows the 404 screen for nested unknown paths and for routes not built yet", async () => {
		renderRoutes(routes, { initialEntries: ["/dashboard/learning-path/42"] });

		expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
	});

	it("says something went wrong, not 'Page Not Found', when a screen crashes", async () => {
		// React reports the caught error on the console; keep the test output clean.
		const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
		try {
			renderRoutes(routesWithBrokenScreen(), { initialEntries: ["/broken"] });

			expect(
				await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
			).toBeInTheDocument();
			expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
			expect(screen.queryByText("Page Not Found")).not.toBeInTheDocument();
		} finally {
			consoleError.mockRestore();
		}
	});

	it("goes from the 404 screen to the home screen", async () => {
		const { router, user } = renderRoutes(routes, { initialEntries: ["/no-such-page"] });

		await user.click(await screen.findByRole("button", { name: "Go to Homepage" }));

		expect(await screen.findByRole("heading", { level: 1, name: /indian colleges/i })).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/");
	});
});
