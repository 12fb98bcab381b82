import { screen, within } from "@testing-library/react";
import { HOME_BY_ROLE } from "@unnati/contracts";
import type { RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../test/fetch-stub";
import { renderRoutes } from "../test/render";
import { makeSession } from "../test/session-fixtures";
import { routes } from "./router";

const api = stubFetch();

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

	it("offers Login and Sign Up in the public top bar", async () => {
		renderRoutes(routes, { initialEntries: ["/"] });

		const topBar = screen.getByRole("banner");
		expect(within(topBar).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
		expect(within(topBar).getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
	});

	it.each([
		["/login", "Login"],
		["/principal-login", "Principal Login"],
		["/adminlogin", "Admin Login"],
		["/examination-admin", "Examination Admin Login"],
		["/instructor-login", "Instructor Login"],
		["/connectin-login", "Connect In Admin Login"],
		["/question-bank-login", "Question Bank Admin Login"],
		["/career-counselor-login", "Career Counselor Login"],
		["/pat-login", "Placement Training (PAT) Login"],
		["/recruiter-login", "Recruiter Login"],
		["/signup", "Join Unnati"],
		["/forgot-password", "Forgot password"],
		["/reset-password", "Reset password"],
		["/dev/mailbox", "Development mailbox"],
	])("shows %s inside the public layout", async (path, title) => {
		api.respond("GET /api/dev/mailbox", () => jsonResponse([]));
		renderRoutes(routes, { initialEntries: [path] });

		expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
		expect(screen.getByRole("contentinfo")).toBeInTheDocument();
	});
});

describe("the role areas", () => {
	it("route every role's home screen, exactly where the contract says it is", () => {
		const paths = (list: RouteObject[]): string[] =>
			list.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
		for (const home of Object.values(HOME_BY_ROLE)) expect(paths(routes)).toContain(home);
	});

	it.each([
		["/dashboard", "/login"],
		["/collegedashboard", "/login"],
		["/mentordashboard", "/login"],
		["/principal-dashboard", "/principal-login"],
		["/examination-admin/dashboard", "/examination-admin"],
		["/instructor-admin-dashboard", "/instructor-login"],
		["/recruiter-dashboard", "/recruiter-login"],
	])("sends a signed-out visitor from %s to %s, keeping where they were going", async (home, login) => {
		api.respond("GET /api/auth/session", () => jsonResponse({ message: "Please sign in to continue." }, 401));
		const { router } = renderRoutes(routes, { initialEntries: [home] });

		expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument();
		expect(router.state.location.pathname).toBe(login);
		expect(new URLSearchParams(router.state.location.search).get("next")).toBe(home);
	});

	it("shows the signed-in person's home inside their area's frame, and signs them out", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse(
				makeSession({
					role: "ROLE_PRINCIPAL",
					name: "Dr. Ramesh Iyengar",
					rollNo: null,
					home: "/principal-dashboard",
				}),
			),
		);
		api.respond("GET /api/me/scope", () =>
			jsonResponse({ kind: "college", description: "Demo Institute of Technology", studentCount: 216 }),
		);
		api.respond("POST /api/auth/logout", () => new Response(null, { status: 204 }));
		const { router, user } = renderRoutes(routes, { initialEntries: ["/principal-dashboard"] });

		expect(
			await screen.findByRole("heading", { level: 1, name: "Welcome, Dr. Ramesh Iyengar" }),
		).toBeInTheDocument();
		expect(screen.getByRole("banner")).toHaveTextContent("Institution");
		expect(await screen.findByText("Demo Institute of Technology · 216 students")).toBeInTheDocument();

		await user.click(within(screen.getByRole("banner")).getByRole("button", { name: "Sign out" }));

		expect(await screen.findByRole("heading", { level: 1, name: "Principal Login" })).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/principal-login");
		expect(router.state.location.search).toBe("");
		expect(api.sent("POST /api/auth/logout")).toHaveLength(1);
	});

	it("keeps a student out of another role's home", async () => {
		api.respond("GET /api/auth/session", () => jsonResponse(makeSession()));
		const { router } = renderRoutes(routes, { initialEntries: ["/collegedashboard"] });

		expect(await screen.findByRole("heading", { level: 1, name: "Login" })).toBeInTheDocument();
		expect(router.state.location.search).toBe("?next=%2Fcollegedashboard");
		expect(screen.getByRole("radio", { name: "College Administrator" })).toBeChecked();
	});
});
