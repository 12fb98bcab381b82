import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { SupportScreen } from "./support-screen";

describe("SupportScreen", () => {
	it("links to the help centre, the contact form and the issue report", () => {
		renderScreen(<SupportScreen />, "/support");

		expect(screen.getByRole("heading", { level: 1, name: "Support" })).toBeInTheDocument();
		expect(document.title).toBe("Support · Unnati");
		expect(screen.getByRole("link", { name: "Visit the Help Centre" })).toHaveAttribute("href", "/help");
		expect(screen.getByRole("link", { name: "Open the contact form" })).toHaveAttribute("href", "/contactus");
		expect(screen.getByRole("link", { name: "Report an Issue" })).toHaveAttribute("href", "/report");
	});

	it("gives support hours in IST and the 24-hour reply", () => {
		renderScreen(<SupportScreen />, "/support");

		expect(screen.getByText("Monday to Saturday, 9:00 AM to 6:00 PM IST")).toBeInTheDocument();
		expect(screen.getByText("we reply within 24 hours")).toBeInTheDocument();
	});

	it("opens a common question to show its answer", async () => {
		const { user } = renderScreen(<SupportScreen />, "/support");

		const question = screen.getByRole("button", { name: "I forgot my password." });
		expect(question).toHaveAttribute("aria-expanded", "false");
		await user.click(question);

		expect(question).toHaveAttribute("aria-expanded", "true");
		expect(screen.getByRole("link", { name: "login page" })).toHaveAttribute("href", "/login");
		expect(screen.getByRole("heading", { level: 3, name: "I forgot my password." })).toBeInTheDocument();
	});
});
