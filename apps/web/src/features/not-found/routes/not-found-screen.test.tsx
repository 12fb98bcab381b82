import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/render";
import { NotFoundScreen } from "./not-found-screen";

const routes = [
	{ path: "/", element: <p>Home stub</p> },
	{ path: "/previous", element: <p>Previous stub</p> },
	{ path: "*", element: <NotFoundScreen /> },
];

describe("NotFoundScreen", () => {
	it("shows the title, both buttons and the support line", () => {
		renderRoutes(routes, { initialEntries: ["/missing"] });

		expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Go to Homepage" })).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Go Back" })).toBeInTheDocument();
		expect(screen.getByText(/still lost\?/i)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/contactus");
		expect(document.title).toBe("Page Not Found · Unnati");
	});

	it("offers quick links to login, dashboard, about and help", () => {
		renderRoutes(routes, { initialEntries: ["/missing"] });

		const quickLinks = screen.getByRole("navigation", { name: "Quick links" });
		const hrefs = Array.from(quickLinks.querySelectorAll("a"), (link) => link.getAttribute("href"));
		expect(hrefs).toEqual(["/login", "/dashboard", "/aboutus", "/help"]);
		expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
		expect(screen.getByRole("link", { name: "Help Center" })).toHaveAttribute("href", "/help");
	});

	it("goes to the homepage", async () => {
		const { router, user } = renderRoutes(routes, {
			initialEntries: ["/previous", "/missing"],
			initialIndex: 1,
		});

		await user.click(screen.getByRole("button", { name: "Go to Homepage" }));

		expect(await screen.findByText("Home stub")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/");
	});

	it("goes back to the previous page", async () => {
		const { router, user } = renderRoutes(routes, {
			initialEntries: ["/previous", "/missing"],
			initialIndex: 1,
		});

		await user.click(screen.getByRole("button", { name: "Go Back" }));

		expect(await screen.findByText("Previous stub")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/previous");
	});

	it("goes to the homepage when there is nothing to go back to", async () => {
		const { router, user } = renderRoutes(routes, { initialEntries: ["/missing"] });

		await user.click(screen.getByRole("button", { name: "Go Back" }));

		expect(await screen.findByText("Home stub")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/");
	});

	it("can be used from the keyboard alone", async () => {
		const { router, user } = renderRoutes(routes, { initialEntries: ["/missing"] });

		await user.tab();
		expect(screen.getByRole("button", { name: "Go to Homepage" })).toHaveFocus();
		await user.keyboard("{Enter}");

		expect(await screen.findByText("Home stub")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/");
	});
});
