import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { routes } from "../../../app/router";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";

// The app's real route table: the coding screens sit in the student area, behind its guard.
const api = stubFetch();
// The area and the screen are both loaded lazily; a cold run transforms them on first use.
const lazily = { timeout: 8000 };

function signedInStudent() {
	api.respond("GET /api/auth/session", () => jsonResponse(makeSession()));
}

describe("the coding routes", { timeout: 20_000 }, () => {
	it("shows the app's 404 screen for a problem the server does not know", async () => {
		signedInStudent();
		api.respond("GET /api/problems/no-such-problem", () =>
			jsonResponse({ code: "NOT_FOUND", message: "Unknown problem." }, 404),
		);
		// React reports the thrown 404 on the console before the error screen takes over.
		const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
		try {
			renderRoutes(routes, { initialEntries: ["/question/no-such-problem"] });
			expect(
				await screen.findByRole("heading", { level: 1, name: "Page Not Found" }, lazily),
			).toBeInTheDocument();
		} finally {
			consoleError.mockRestore();
		}
	});

	it("shows the 404 screen without asking the server when the id cannot be a problem's", async () => {
		signedInStudent();
		const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
		try {
			renderRoutes(routes, { initialEntries: ["/question/Not%20A%20Slug"] });
			expect(
				await screen.findByRole("heading", { level: 1, name: "Page Not Found" }, lazily),
			).toBeInTheDocument();
			expect(api.requests.some((request) => request.path.startsWith("/api/problems"))).toBe(false);
		} finally {
			consoleError.mockRestore();
		}
	});

	it("shows the coming-soon screen with the ways to practise that are open", async () => {
		signedInStudent();
		renderRoutes(routes, { initialEntries: ["/coding-practice/coming-soon"] });

		expect(await screen.findByRole("heading", { level: 1, name: "Coming soon" }, lazily)).toBeInTheDocument();
		expect(within(screen.getByRole("main")).getByRole("link", { name: "DSA practice" })).toHaveAttribute(
			"href",
			"/dashboard/dsa-questions",
		);
	});

	it("links DSA practice, the coding interview and the playground from the student menu", async () => {
		signedInStudent();
		api.respond("GET /api/problems", () =>
			jsonResponse({
				problems: [],
				progress: {
					solved: 0,
					total: 0,
					by_difficulty: {
						easy: { solved: 0, total: 0 },
						medium: { solved: 0, total: 0 },
						hard: { solved: 0, total: 0 },
					},
				},
			}),
		);
		const { user, router } = renderRoutes(routes, { initialEntries: ["/coding-practice/coming-soon"] });
		const nav = await screen.findByRole("navigation", { name: "Student navigation" }, lazily);
		expect(within(nav).getByRole("link", { name: "Coding interview" })).toHaveAttribute(
			"href",
			"/coding-interview",
		);
		expect(within(nav).getByRole("link", { name: "Playground" })).toHaveAttribute(
			"href",
			"/dashboard/playground",
		);

		await user.click(within(nav).getByRole("link", { name: "DSA practice" }));
		expect(
			await screen.findByRole("heading", { level: 1, name: "DSA practice" }, lazily),
		).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/dashboard/dsa-questions");
	});
});
