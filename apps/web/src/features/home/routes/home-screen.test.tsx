import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render";
import { stubIntersectionObserver } from "../components/intersection-observer-stub";
import { HomeScreen, homeSections } from "./home-screen";

describe("HomeScreen", () => {
	let observer: ReturnType<typeof stubIntersectionObserver>;
	beforeEach(() => {
		observer = stubIntersectionObserver();
	});
	afterEach(() => {
		vi.unstubAllGlobals();
	});

	it("introduces Unnati with a headline, a subtitle, the three links and two buttons", () => {
		renderScreen(<HomeScreen />);

		expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/indian colleges/i);
		expect(screen.getByText(/proctored internal and placement tests/i)).toBeInTheDocument();
		const links: [string, string][] = [
			["Learn More About Us", "/aboutus"],
			["View Pricing Plans", "/pricing"],
			["Help Center", "/help"],
			["Request a Demo", "/contactus"],
			["Login", "/login"],
		];
		for (const [name, href] of links) {
			expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
		}
		expect(screen.getByRole("region", { name: "Unnati's screens" })).toBeInTheDocument();
	});

	it("shows 'Loading...' for every section until the reader scrolls near it and its chunk arrives", async () => {
		const { container } = renderScreen(<HomeScreen />);

		const loading = screen.getAllByRole("status").filter((status) => status.textContent === "Loading...");
		expect(loading).toHaveLength(homeSections.length);

		observer.reveal(1);
		expect(await screen.findByRole("heading", { level: 2, name: /build the skills/i })).toBeInTheDocument();
		expect(screen.getAllByText("Loading...")).toHaveLength(homeSections.length - 1);

		observer.reveal();
		await waitFor(() => expect(screen.queryByText("Loading...")).not.toBeInTheDocument());
		const order = [...container.querySelectorAll("[data-home-section]")].map((section) =>
			section.getAttribute("data-home-section"),
		);
		expect(order).toEqual([
			"build-skills",
			"analytics",
			"proctoring",
			"features",
			"resume-builder",
			"mock-interview",
			"audiences",
			"partners",
			"quick-links",
			"newsletter",
		]);
		expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(10);
	});

	it("invites institutions to partner instead of quoting anyone", async () => {
		renderScreen(<HomeScreen />);
		observer.reveal();

		expect(await screen.findByRole("heading", { name: "Become a partner institution" })).toBeInTheDocument();
		expect(screen.getByText("What students get")).toBeInTheDocument();
		expect(
			screen.getAllByRole("link", { name: "Request a Demo" }).map((link) => link.getAttribute("href")),
		).toEqual(["/contactus", "/contactus"]);
	});
});
