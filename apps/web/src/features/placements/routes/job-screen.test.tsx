import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { DRIVE_ID, makeJob, RESUME_ID } from "../test-data";
import { JobScreen } from "./job-screen";

const api = stubFetch();
const routes = [
	{ path: paths.job.pattern, element: <JobScreen /> },
	{ path: paths.jobById.pattern, element: <JobScreen /> },
];

describe("JobScreen", { timeout: 20_000 }, () => {
	it("corrects a missing or outdated title segment to the job's slug", async () => {
		api.respond(`GET /api/placements/jobs/${DRIVE_ID}`, () => jsonResponse(makeJob()));
		const { router } = renderRoutes(routes, { initialEntries: [paths.jobById(DRIVE_ID)] });
		await waitFor(() =>
			expect(router.state.location.pathname).toBe(`/job-details-CT/${DRIVE_ID}/graduate-software-engineer`),
		);
		expect(
			await screen.findByRole("heading", { level: 1, name: "Graduate Software Engineer" }),
		).toBeInTheDocument();

		const old = renderRoutes(routes, { initialEntries: [paths.job(DRIVE_ID, "old-title")] });
		await waitFor(() =>
			expect(old.router.state.location.pathname).toBe(
				`/job-details-CT/${DRIVE_ID}/graduate-software-engineer`,
			),
		);
	});

	it("applies with the chosen resume and shows the server's refusal when there is one", async () => {
		api.respond(`GET /api/placements/jobs/${DRIVE_ID}`, () => jsonResponse(makeJob()));
		api.respond(`POST /api/placements/jobs/${DRIVE_ID}/application`, () =>
			jsonResponse(
				{
					code: "APPLICATIONS_CLOSED",
					message: "Applications for Graduate Software Engineer closed on 4 Dec 2026, 6:00 pm IST.",
				},
				409,
			),
		);
		const { user } = renderRoutes(routes, {
			initialEntries: [paths.job(DRIVE_ID, "graduate-software-engineer")],
		});
		await user.click(await screen.findByRole("button", { name: "Apply" }));
		expect(await screen.findByRole("alert")).toHaveTextContent(
			"Applications for Graduate Software Engineer closed",
		);
		expect(api.sent(`POST /api/placements/jobs/${DRIVE_ID}/application`)[0]?.body).toEqual({
			resumeId: RESUME_ID,
		});
	});

	it("tells an ineligible student exactly which rules keep them out, with no Apply button", async () => {
		api.respond(`GET /api/placements/jobs/${DRIVE_ID}`, () =>
			jsonResponse(
				makeJob({
					eligible: false,
					exclusions: [
						{ rule: "branches", message: "Open to CSE, ECE only; your branch is ME." },
						{ rule: "maxActiveBacklogs", message: "No active backlogs allowed; you have 1." },
					],
				}),
			),
		);
		renderRoutes(routes, { initialEntries: [paths.job(DRIVE_ID, "graduate-software-engineer")] });
		expect(await screen.findByText("You are not eligible for this drive")).toBeInTheDocument();
		expect(screen.getByText("Open to CSE, ECE only; your branch is ME.")).toBeInTheDocument();
		expect(screen.getByText("No active backlogs allowed; you have 1.")).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Apply" })).not.toBeInTheDocument();
	});
});
