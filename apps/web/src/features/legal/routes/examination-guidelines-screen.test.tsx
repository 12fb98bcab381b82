import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { ExaminationGuidelinesScreen } from "./examination-guidelines-screen";

describe("ExaminationGuidelinesScreen", () => {
	it("walks through the seven steps of the system check in order", () => {
		renderScreen(<ExaminationGuidelinesScreen />, "/examination-guidelines");

		expect(screen.getByRole("heading", { level: 1, name: "Examination Guidelines" })).toBeInTheDocument();
		expect(document.title).toBe("Examination Guidelines · Unnati");
		const steps = screen.getAllByRole("heading", { level: 3, name: /^Step \d of 7/ });
		expect(steps.map((step) => step.textContent)).toEqual([
			"Step 1 of 7: Screen size and fullscreen",
			"Step 2 of 7: Network speed",
			"Step 3 of 7: Camera",
			"Step 4 of 7: Microphone",
			"Step 5 of 7: Identity photo",
			"Step 6 of 7: Notifications blocked",
			"Step 7 of 7: Keyboard typing",
		]);
	});

	it("gives the exact limits and phrases", () => {
		renderScreen(<ExaminationGuidelinesScreen />, "/examination-guidelines");

		expect(screen.getByText(/at least 1024 × 600 pixels/)).toBeInTheDocument();
		expect(screen.getByText(/at least 2 Mbps/)).toBeInTheDocument();
		expect(screen.getByText("I am ready to start my exam")).toBeInTheDocument();
		expect(screen.getByText("I am Ready to Start Exam!")).toBeInTheDocument();
	});

	it("explains what is recorded, autosave, auto-submit and the instant report", () => {
		renderScreen(<ExaminationGuidelinesScreen />, "/examination-guidelines");

		for (const heading of [
			"Fullscreen throughout",
			"Tab switches are recorded",
			"Face signals are recorded",
			"Answers are saved automatically",
			"Automatic submission at the deadline",
		]) {
			expect(screen.getByRole("heading", { level: 3, name: heading })).toBeInTheDocument();
		}
		expect(screen.getByText(/instant report/)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Get support" })).toHaveAttribute("href", "/support");
	});
});
