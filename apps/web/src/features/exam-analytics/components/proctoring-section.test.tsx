import { screen, within } from "@testing-library/react";
import type { AnalyticsProctoring } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { ProctoringSection } from "./proctoring-section";

const proctoring: AnalyticsProctoring = {
	violationsByType: [
		{
			type: "tab_switch",
			label: "Switched to another tab or window",
			total: 3,
			confirmed: 2,
			dismissed: 0,
			unreviewed: 1,
		},
		{ type: "copy", label: "Tried to copy", total: 1, confirmed: 0, dismissed: 1, unreviewed: 0 },
	],
	credibilityLevels: { High: 140, Medium: 1, Low: 1 },
	flaggedAttempts: 3,
	attempts: [
		{
			attemptId: "att-1",
			studentName: "Aarav Sharma",
			rollNo: "22CSE003",
			flags: 4,
			violationCount: 3,
			credibility: { level: "Low", points: 7 },
		},
		{
			attemptId: "att-2",
			studentName: "Diya Nair",
			rollNo: "22CSE007",
			flags: 1,
			violationCount: 1,
			credibility: { level: "High", points: 1 },
		},
	],
};

describe("ProctoringSection", () => {
	it("counts flags by type and lists the least credible attempts with links to their evidence", async () => {
		renderScreen(<ProctoringSection examId="exam-1" proctoring={proctoring} withReviewLinks />);
		const byType = await screen.findByRole("table", { name: "Flags by type" });
		expect(
			within(byType).getByRole("row", { name: "Switched to another tab or window 3 2 0 1" }),
		).toBeInTheDocument();
		const attempts = screen.getByRole("table", { name: "Flagged attempts" });
		const [, first] = within(attempts).getAllByRole("row") as HTMLElement[];
		expect(within(first as HTMLElement).getByText("Low")).toBeInTheDocument();
		expect(
			within(first as HTMLElement).getByRole("link", { name: "Review the flags of Aarav Sharma" }),
		).toHaveAttribute("href", "/examination-admin/proctoring/exams/exam-1?attempt=att-1");
		expect(screen.getByText("The 2 least credible of 3 flagged attempts.")).toBeInTheDocument();
		expect(within(screen.getByLabelText("Attempts by credibility")).getByText("140")).toBeInTheDocument();
	});

	it("leaves out the links to evidence in the college's view", async () => {
		renderScreen(<ProctoringSection examId="exam-1" proctoring={proctoring} withReviewLinks={false} />);
		await screen.findByRole("table", { name: "Flagged attempts" });
		expect(screen.queryByRole("link")).toBeNull();
		expect(screen.queryByRole("columnheader", { name: "Evidence" })).toBeNull();
	});

	it("says when no attempt was flagged", async () => {
		renderScreen(
			<ProctoringSection
				examId="exam-1"
				proctoring={{ ...proctoring, violationsByType: [], attempts: [], flaggedAttempts: 0 }}
				withReviewLinks
			/>,
		);
		expect(await screen.findByText("No flags were raised in these attempts.")).toBeInTheDocument();
		expect(screen.queryByRole("table")).toBeNull();
	});
});
