import type { QueryClient } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, jsonResponse, stubFetch } from "../test/fetch-stub";
import { renderRoutes } from "../test/render";
import { makeSession } from "../test/session-fixtures";
import { createQueryClient } from "./providers";
import { RequireRole, RequireStudent } from "./require-role";

const api = stubFetch();

function renderGuarded(path: string, queryClient?: QueryClient) {
	return renderRoutes(
		[
			{
				element: <RequireStudent />,
				children: [{ path: "/dashboard/*", element: <p>Student screen</p> }],
			},
			{
				element: <RequireRole roles={["ROLE_PRINCIPAL"]} />,
				children: [{ path: "/principal-dashboard", element: <p>Principal screen</p> }],
			},
			{ path: "/login", element: <p>Login stub</p> },
			{ path: "/principal-login", element: <p>Principal login stub</p> },
		],
		{ initialEntries: [path], ...(queryClient ? { queryClient } : {}) },
	);
}

describe("RequireRole", () => {
	it("shows the page spinner while the session loads, then the screen for the right role", async () => {
		const answer = deferred<Response>();
		api.respond("GET /api/auth/session", () => answer.promise);
		renderGuarded("/dashboard");
		expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
		expect(screen.queryByText("Student screen")).not.toBeInTheDocument();

		answer.resolve(jsonResponse(makeSession()));

		expect(await screen.findByText("Student screen")).toBeInTheDocument();
	});

	it("sends a signed-out visitor to /login with the intended path and query as next", async () => {
		api.respond("GET /api/auth/session", () => jsonResponse({ message: "Please sign in to continue." }, 401));
		const { router } = renderGuarded("/dashboard/learning-path?tab=2");

		expect(await screen.findByText("Login stub")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/login");
		expect(new URLSearchParams(router.state.location.search).get("next")).toBe(
			"/dashboard/learning-path?tab=2",
		);
	});

	it("sends someone signed in with another role to the login screen too", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse(makeSession({ role: "ROLE_COLLEGE", home: "/collegedashboard" })),
		);
		const { router } = renderGuarded("/dashboard");

		expect(await screen.findByText("Login stub")).toBeInTheDocument();
		expect(router.state.location.search).toBe("?next=%2Fdashboard");
		expect(screen.queryByText("Student screen")).not.toBeInTheDocument();
	});

	it("sends roles with their own login screen to it", async () => {
		api.respond("GET /api/auth/session", () => jsonResponse({ message: "Please sign in to continue." }, 401));
		const { router } = renderGuarded("/principal-dashboard");

		expect(await screen.findByText("Principal login stub")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/principal-login");
		expect(router.state.location.search).toBe("?next=%2Fprincipal-dashboard");
	});

	it("offers to try again when the session cannot be checked", async () => {
		api.respond("GET /api/auth/session", () => Promise.reject(new TypeError("Failed to fetch")));
		// The app retries a dropped connection twice with back-off; this test need not wait for that.
		const noRetries = createQueryClient();
		noRetries.setDefaultOptions({ queries: { retry: false } });
		const { user } = renderGuarded("/principal-dashboard", noRetries);

		const retry = await screen.findByRole("button", { name: "Try again" });
		api.respond("GET /api/auth/session", () =>
			jsonResponse(makeSession({ role: "ROLE_PRINCIPAL", home: "/principal-dashboard" })),
		);
		await user.click(retry);

		expect(await screen.findByText("Principal screen")).toBeInTheDocument();
	});
});
