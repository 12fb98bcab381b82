import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { PrivacyPolicyScreen } from "./privacy-policy-screen";

describe("PrivacyPolicyScreen", () => {
	it("names the law, the date and the page", () => {
		renderScreen(<PrivacyPolicyScreen />, "/privacy-policy");

		expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
		expect(screen.getByText("Digital Personal Data Protection Act, 2023")).toBeInTheDocument();
		expect(screen.getByText(/^Last updated:/)).toBeInTheDocument();
		expect(document.title).toBe("Privacy Policy · Unnati");
	});

	it("says what is collected, including proctoring images, code and resumes", () => {
		renderScreen(<PrivacyPolicyScreen />, "/privacy-policy");

		const collected = document.getElementById("data-we-collect") as HTMLElement;
		for (const term of ["Account details", "Academic details", "Proctoring data", "Code submissions"]) {
			expect(within(collected).getByText(term)).toBeInTheDocument();
		}
		expect(within(collected).getByText(/webcam snapshots, face-detection signals/)).toBeInTheDocument();
		expect(within(collected).getByText(/tab switches/)).toBeInTheDocument();
		expect(within(collected).getByText("Resumes and career data")).toBeInTheDocument();
	});

	it("limits sharing to the institution, and to organizations only when the student applies", () => {
		renderScreen(<PrivacyPolicyScreen />, "/privacy-policy");

		expect(screen.getByText("Your institution")).toBeInTheDocument();
		expect(screen.getByText("Organizations, only when you apply")).toBeInTheDocument();
		expect(
			screen.getByText("We do not sell personal data, and we do not use it for advertising."),
		).toBeInTheDocument();
	});

	it("lists retention, the data principal's rights, children's data and the grievance contact", () => {
		renderScreen(<PrivacyPolicyScreen />, "/privacy-policy");

		expect(screen.getByRole("heading", { name: /How Long We Keep It/ })).toBeInTheDocument();
		for (const right of ["Access", "Correct and update", "Erase", "Withdraw consent", "Nominate"]) {
			expect(screen.getByText(right)).toBeInTheDocument();
		}
		expect(screen.getByText("verifiable consent of a parent or lawful guardian")).toBeInTheDocument();
		const grievance = screen.getAllByRole("link", { name: "grievance@unnati.example.org" });
		expect(grievance.length).toBeGreaterThan(0);
		for (const link of grievance) expect(link).toHaveAttribute("href", "mailto:grievance@unnati.example.org");
	});
});
