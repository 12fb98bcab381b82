import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { HelpScreen } from "./help-screen";

function card(title: string): HTMLElement {
	const article = screen.getByRole("heading", { level: 2, name: title }).closest("article");
	if (!(article instanceof HTMLElement)) throw new Error(`no card for ${title}`);
	return article;
}

describe("HelpScreen", () => {
	it("asks how it can help, with a page title", () => {
		renderScreen(<HelpScreen />, "/help");

		expect(screen.getByRole("heading", { level: 1, name: "How can we help you today?" })).toBeInTheDocument();
		expect(document.title).toBe("Help Center · Unnati");
	});

	it("offers three cards whose buttons go to the report, feedback and contact pages", () => {
		renderScreen(<HelpScreen />, "/help");

		expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
			"Report an Issue",
			"Submit Feedback",
			"Contact Us",
		]);
		expect(within(card("Report an Issue")).getByRole("link", { name: "Submit a Report" })).toHaveAttribute(
			"href",
			"/report",
		);
		expect(within(card("Submit Feedback")).getByRole("link", { name: "Give Feedback" })).toHaveAttribute(
			"href",
			"/feedback",
		);
		expect(within(card("Contact Us")).getByRole("link", { name: "Contact Us" })).toHaveAttribute(
			"href",
			"/contactus",
		);
		expect(within(card("Contact Us")).getByText(/responds in 24 hrs/)).toBeInTheDocument();
	});

	it("follows a card's button to its page", async () => {
		const { user, router } = renderScreen(<HelpScreen />, "/help");

		await user.click(screen.getByRole("link", { name: "Give Feedback" }));

		expect(router.state.location.pathname).toBe("/feedback");
	});
});
