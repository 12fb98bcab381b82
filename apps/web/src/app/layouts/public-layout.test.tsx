import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

		expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
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

	it("links About, Roles, Pricing, Help and Contact in the app's menu", () => {
		renderLayout();

		const [desktopMenu] = screen.getAllByRole("navigation", { name: "Main", hidden: true });
		if (!desktopMenu) throw new Error("no menu rendered");
		const links = within(desktopMenu)
			.getAllByRole("link")
			.map((link) => [link.textContent, link.getAttribute("href")]);
		expect(links).toEqual([
			["About", "/aboutus"],
			["Roles", "/choose-roles"],
			["Pricing", "/pricing"],
			["Help", "/help"],
			["Contact", "/contactus"],
			["Login", "/login"],
			["Sign Up", "/signup"],
		]);
	});

	describe("when the page scrolls", () => {
		afterEach(() => {
			scrollTo(0);
		});

		function scrollTo(y: number) {
			Object.defineProperty(window, "scrollY", { value: y, configurable: true });
			act(() => {
				fireEvent.scroll(window);
			});
		}

		it("narrows the top bar only after more than 100 px", () => {
			renderLayout();
			const bar = screen.getByRole("banner");
			expect(bar).not.toHaveAttribute("data-narrow");

			scrollTo(100);
			expect(bar).not.toHaveAttribute("data-narrow");

			scrollTo(101);
			expect(bar).toHaveAttribute("data-narrow", "true");

			scrollTo(20);
			expect(bar).not.toHaveAttribute("data-narrow");
		});
	});

	describe("the footer", () => {
		// Without IntersectionObserver the footer loads its links at once (happy-dom's never reports).
		beforeEach(() => {
			vi.stubGlobal("IntersectionObserver", undefined);
		});
		afterEach(() => {
			vi.unstubAllGlobals();
		});

		it("shows 'Loading...' until its links arrive, then the eight links and four social links", async () => {
			renderLayout();

			const footer = screen.getByRole("contentinfo");
			const nav = await within(footer).findByRole("navigation", { name: "Footer" });
			expect(within(footer).queryByText("Loading...")).not.toBeInTheDocument();
			expect(
				within(nav)
					.getAllByRole("link")
					.map((link) => link.getAttribute("href")),
			).toEqual([
				"/privacy-policy",
				"/terms-and-conditions",
				"/help",
				"/contactus",
				"/aboutus",
				"/business-objectives",
				"/pricing",
				"/payment-methods",
			]);
			expect(within(footer).getByRole("link", { name: "Email Unnati" })).toHaveAttribute(
				"href",
				"mailto:hello@unnati.example.org",
			);
			for (const name of ["Unnati on LinkedIn", "Unnati on X", "Unnati on YouTube"]) {
				const link = within(footer).getByRole("link", { name });
				expect(link).toHaveAttribute("target", "_blank");
				expect(link).toHaveAttribute("rel", "noopener noreferrer");
			}
		});

		it("marks the current route's link", async () => {
			renderLayout(undefined, "/pricing");

			const footer = screen.getByRole("contentinfo");
			const current = await within(footer).findByRole("link", { name: "Pricing Plans" });
			expect(current).toHaveAttribute("aria-current", "page");
			expect(within(footer).getByRole("link", { name: "Help Center" })).not.toHaveAttribute("aria-current");
		});
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
