import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { PricingScreen } from "./pricing-screen";

describe("PricingScreen", () => {
	it("shows the one Enterprise Model card with what it includes", () => {
		renderScreen(<PricingScreen />, "/pricing");

		expect(screen.getByRole("heading", { level: 1, name: "Pricing" })).toBeInTheDocument();
		expect(document.title).toBe("Pricing · Unnati");
		expect(screen.getAllByRole("article")).toHaveLength(1);
		const card = screen.getByRole("article");
		expect(within(card).getByRole("heading", { level: 2, name: "Enterprise Model" })).toBeInTheDocument();
		expect(within(card).getAllByRole("listitem").length).toBeGreaterThanOrEqual(6);
		expect(within(card).getByText(/reaches out within 24-48 hours/)).toBeInTheDocument();
		expect(screen.getByText(/7-day free trial/)).toBeInTheDocument();
	});

	it("sends Request a Demo to the contact page", async () => {
		const { user, router } = renderScreen(<PricingScreen />, "/pricing");

		const demo = screen.getByRole("link", { name: "Request a Demo" });
		expect(demo).toHaveAttribute("href", "/contactus");
		await user.click(demo);
		expect(router.state.location.pathname).toBe("/contactus");
	});
});
