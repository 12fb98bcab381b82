import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { AboutScreen } from "./about-screen";

describe("AboutScreen", () => {
	it("has one main heading and a page title", () => {
		renderScreen(<AboutScreen />, "/aboutus");

		expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
		expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Progress for every student");
		expect(document.title).toBe("About Us · Unnati");
	});

	it("covers vision, mission, ideology, unique features, who is served, core belief and presence", () => {
		renderScreen(<AboutScreen />, "/aboutus");

		expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
			"Our vision",
			"Our mission",
			"Our ideology",
			"What makes Unnati different",
			"Who we serve",
			"Our core belief",
			"Our presence: India",
			"Be part of the progress",
		]);
		for (const audience of ["Students", "Institutions", "Organizations"]) {
			expect(screen.getByRole("heading", { level: 3, name: audience })).toBeInTheDocument();
		}
	});

	it("invites the visitor to join, going to /signup", async () => {
		const { user, router } = renderScreen(<AboutScreen />, "/aboutus");

		const join = screen.getByRole("link", { name: "Join Us Now" });
		expect(join).toHaveAttribute("href", "/signup");
		await user.click(join);
		expect(router.state.location.pathname).toBe("/signup");
	});
});
