import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { BusinessObjectivesScreen } from "./business-objectives-screen";

function objectiveHeadings() {
	return screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
}

function strong(text: string) {
	return screen.getByText(text, { selector: "strong" });
}

describe("BusinessObjectivesScreen", () => {
	it("opens on the Students tab, with three tabs and a page title", () => {
		renderScreen(<BusinessObjectivesScreen />, "/business-objectives");

		expect(screen.getByRole("heading", { level: 1, name: "Business Objectives" })).toBeInTheDocument();
		expect(document.title).toBe("Business Objectives · Unnati");
		expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
			"Students",
			"Institutions",
			"Organizations",
		]);
		expect(screen.getByRole("tab", { name: "Students" })).toHaveAttribute("aria-selected", "true");
		expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Students");
	});

	it("lists the students' features with their key terms in bold", () => {
		renderScreen(<BusinessObjectivesScreen />, "/business-objectives");

		expect(objectiveHeadings()).toEqual([
			"Learning Paths with Certification",
			"Coding IDE and Playground",
			"Resume Builder Aligned to Job Descriptions",
			"AI Mock Interviews",
			"Events and Hackathons",
			"Mentor Booking",
			"Leaderboards",
			"Proctored Exams",
		]);
		for (const term of [
			"Artificial Intelligence",
			"AR/VR",
			"Cybersecurity",
			"Cloud Computing",
			"Full Stack Development",
			"ATS-ready resume builder",
			"Negotiation",
			"section",
			"tab-switch detection",
		]) {
			expect(strong(term)).toBeInTheDocument();
		}
		expect(screen.getAllByRole("listitem").length).toBeGreaterThan(16);
	});

	it("switches to the institutions' objectives", async () => {
		const { user } = renderScreen(<BusinessObjectivesScreen />, "/business-objectives");

		await user.click(screen.getByRole("tab", { name: "Institutions" }));

		expect(screen.getByRole("tab", { name: "Institutions" })).toHaveAttribute("aria-selected", "true");
		expect(objectiveHeadings()).toEqual([
			"College and Department Dashboards",
			"Student and Mentor Management",
			"Mentor-Mentee Mapping",
			"Event Hosting",
			"Test Planning",
			"Growth Tracking",
		]);
		expect(strong("college dashboard")).toBeInTheDocument();
		expect(strong("Assign every student a faculty mentor")).toBeInTheDocument();
		expect(screen.queryByRole("heading", { name: "Mock Interviews" })).not.toBeInTheDocument();
	});

	it("reaches the organizations' objectives from the keyboard with the arrow keys", async () => {
		const { user } = renderScreen(<BusinessObjectivesScreen />, "/business-objectives");

		screen.getByRole("tab", { name: "Students" }).focus();
		await user.keyboard("{ArrowRight}{ArrowRight}");

		expect(screen.getByRole("tab", { name: "Organizations" })).toHaveFocus();
		expect(screen.getByRole("tab", { name: "Organizations" })).toHaveAttribute("aria-selected", "true");
		expect(objectiveHeadings()).toEqual([
			"Hiring Automation",
			"Multi-Round Assessments",
			"Proctoring",
			"Candidate Analytics",
		]);
		for (const term of [
			"Coding rounds",
			"Technical rounds",
			"HR",
			"behavioral rounds",
			"proctoring report",
		]) {
			expect(strong(term)).toBeInTheDocument();
		}
	});
});
