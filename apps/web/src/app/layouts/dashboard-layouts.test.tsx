import { screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { withPhoneViewport } from "../../test/viewport";
import type { NavItem } from "../nav";
import { InstitutionLayout } from "./institution-layout";
import { StudentLayout } from "./student-layout";

const layouts: [string, ComponentType<{ navItems: readonly NavItem[] }>][] = [
	["Student", StudentLayout],
	["Institution", InstitutionLayout],
];

describe.each(layouts)("%s layout", (area, Layout) => {
	function renderLayout(navItems: NavItem[]) {
		return renderRoutes(
			[
				{
					path: "/area",
					element: <Layout navItems={navItems} />,
					children: [
						{ index: true, element: <p>Overview content</p> },
						{ path: "reports", element: <p>Reports content</p> },
					],
				},
			],
			{ initialEntries: ["/area"] },
		);
	}

	it("renders the screen inside main, under a header that names the area", () => {
		renderLayout([]);

		expect(within(screen.getByRole("main")).getByText("Overview content")).toBeInTheDocument();
		const header = screen.getByRole("banner");
		expect(within(header).getByRole("link", { name: "Unnati home" })).toHaveAttribute("href", "/");
		expect(header).toHaveTextContent(area);
		expect(screen.getByRole("navigation", { name: `${area} navigation` })).toBeInTheDocument();
	});

	it("navigates with the side bar and marks the current entry", async () => {
		const { router, user } = renderLayout([
			{ label: "Overview", to: "/area", end: true },
			{ label: "Reports", to: "/area/reports" },
		]);
		const sideBar = screen.getByRole("navigation", { name: `${area} navigation` });
		expect(within(sideBar).getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");

		await user.click(within(sideBar).getByRole("link", { name: "Reports" }));

		expect(await screen.findByText("Reports content")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/area/reports");
		expect(within(sideBar).getByRole("link", { name: "Reports" })).toHaveAttribute("aria-current", "page");
		expect(within(sideBar).getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
	});

	describe("on a phone", () => {
		withPhoneViewport();

		it("opens the side bar with a toggle and closes it after navigating", async () => {
			const { user } = renderLayout([{ label: "Reports", to: "/area/reports" }]);
			const toggle = screen.getByRole("button", { name: "Toggle navigation" });
			expect(toggle).toHaveAttribute("aria-expanded", "false");

			await user.click(toggle);
			expect(toggle).toHaveAttribute("aria-expanded", "true");

			await user.click(screen.getByRole("link", { name: "Reports" }));
			expect(await screen.findByText("Reports content")).toBeInTheDocument();
			expect(toggle).toHaveAttribute("aria-expanded", "false");
		});
	});
});
