import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { withPhoneViewport } from "../../test/viewport";
import { PublicLayout } from "./public-layout";

function renderLayout(navItems?: { label: string; to: string }[], path = "/") {
	return renderRoutes(
		[
			{
				element: <PublicLayout {...(navItems ? { navItems } : {})} />,
				children: [
					{ index: true, element: <p>Home content</p> },
					{ path: "pricing", element: <p>Pricing content</p> },
				],
			},
		],
		{ initialEntries: [path] },
	);
}

describe("PublicLayout", () => {
	it("renders the screen inside main, between the top bar and the footer", () => {
		renderLayout();

		expect(within(screen.getByRole("main")).getByText("Home content")).toBeInTheDocument();
		expect(within(screen.getByRole("banner")).getByRole("link", { name: "Unnati home" })).toHaveAttribute(
			"href",
			"/",
		);
		expect(screen.getByRole("contentinfo")).toHaveTextContent("©2025 copyrights reserved by Unnati");
	});

	it("offers Login and Sign Up buttons in the top bar", () => {
		renderLayout();

		const [desktopMenu] = screen.getAllByRole("navigation", { name: "Main", hidden: true });
		if (!desktopMenu) throw new Error("no menu rendered");
		expect(within(desktopMenu).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
		expect(within(desktopMenu).getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
	});

	it("shows no menu at all when there is nothing to link to", () => {
		renderRoutes([
			{
				element: <PublicLayout navItems={[]} actionItems={[]} />,
				children: [{ index: true, element: <p>Home content</p> }],
			},
		]);

		expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Toggle navigation" })).not.toBeInTheDocument();
	});

	it("lists menu entries and marks the current one", async () => {
		const { user, router } = renderLayout([{ label: "Pricing", to: "/pricing" }]);

		const [desktopMenu] = screen.getAllByRole("navigation", { name: "Main", hidden: true });
		if (!desktopMenu) throw new Error("no menu rendered");
		const pricing = within(desktopMenu).getByRole("link", { name: "Pricing" });
		expect(pricing).toHaveAttribute("href", "/pricing");
		expect(pricing).not.toHaveAttribute("aria-current");

		await user.click(pricing);

		expect(await screen.findByText("Pricing content")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/pricing");
		expect(within(desktopMenu).getByRole("link", { name: "Pricing" })).toHaveAttribute(
			"aria-current",
			"page",
		);
	});

	describe("on a phone", () => {
		withPhoneViewport();

		it("collapses the menu behind a toggle", async () => {
			const { user } = renderLayout([{ label: "Pricing", to: "/pricing" }]);
			expect(screen.queryByRole("link", { name: "Pricing" })).not.toBeInTheDocument();
			const toggle = screen.getByRole("button", { name: "Toggle navigation" });
			expect(toggle).toHaveAttribute("aria-expanded", "false");

			await user.click(toggle);

			expect(toggle).toHaveAttribute("aria-expanded", "true");
			const menu = await screen.findByRole("navigation", { name: "Main" });
			expect(within(menu).getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
			await user.click(within(menu).getByRole("link", { name: "Pricing" }));
			expect(await screen.findByText("Pricing content")).toBeInTheDocument();
			expect(toggle).toHaveAttribute("aria-expanded", "false");
		});
	});
});
