import { screen, within } from "@testing-library/react";
import type { ApplicationRounds } from "@unnati/contracts/placements";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { JobScreen } from "../routes/job-screen";
import { DRIVE_ID, makeJob } from "../test-data";

const api = stubFetch();
const EXAM_ID = "3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

const mine: ApplicationRounds = {
	applicationId: "a1",
	driveId: DRIVE_ID,
	driveTitle: "Graduate Software Engineer",
	companyName: "Kaveri Infotech Solutions",
	slug: "graduate-software-engineer",
	status: "shortlisted",
	rounds: [
		{
			index: 0,
			name: "Online aptitude test",
			kind: "aptitude",
			state: "done",
			result: "pass",
			scheduledAt: null,
			venue: null,
			exam: {
				id: EXAM_ID,
				title: "Kaveri: Online aptitude test",
				opensAt: "2026-12-01T04:30:00.000Z",
				closesAt: "2026-12-01T05:45:00.000Z",
			},
		},
		{
			index: 1,
			name: "Technical interview",
			kind: "technical_interview",
			state: "current",
			result: null,
			scheduledAt: "2026-12-08T05:00:00.000Z",
			venue: "Placement cell, Room 204",
			exam: null,
		},
		{
			index: 2,
			name: "HR interview",
			kind: "hr_interview",
			state: "upcoming",
			result: null,
			scheduledAt: null,
			venue: null,
			exam: null,
		},
	],
};

describe("the student's rounds on the job page", { timeout: 20_000 }, () => {
	it("lists each round with its kind, slot and result, the current one marked", async () => {
		api.respond(`GET /api/placements/jobs/${DRIVE_ID}`, () =>
			jsonResponse(
				makeJob({ application: { id: "a1", status: "shortlisted", resumeTitle: "Campus resume" } }),
			),
		);
		api.respond(`GET /api/placements/jobs/${DRIVE_ID}/rounds`, () => jsonResponse(mine));
		renderRoutes([{ path: paths.job.pattern, element: <JobScreen /> }], {
			initialEntries: [paths.job(DRIVE_ID, "graduate-software-engineer")],
		});

		const table = await screen.findByRole("table", { name: /A result shows once/ });
		const [, test, interview, hr] = within(table).getAllByRole("row");
		expect(test).toHaveTextContent("1. Online aptitude test");
		expect(test).toHaveTextContent("Aptitude test");
		expect(test).toHaveTextContent("Cleared");
		expect(within(test as HTMLElement).queryByRole("link", { name: "Go to the test" })).toBeNull();
		expect(interview).toHaveAttribute("aria-current", "step");
		expect(interview).toHaveTextContent("Technical interview");
		expect(interview).toHaveTextContent("8 Dec 2026, 10:30 am IST, Placement cell, Room 204");
		expect(interview).toHaveTextContent("Your current round");
		expect(hr).toHaveTextContent("Upcoming");
	});
});
