import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeJob } from "../test-data";
import { JobsScreen } from "./jobs-screen";

const api = stubFetch();

describe("JobsScreen", { timeout: 20_000 }, () => {
	it("links each job by its slug and greys out the ones the student cannot apply to, saying why", async () => {
		const { description: _d, resumes: _r, ...open } = makeJob();
		const {
			description: _d2,
			resumes: _r2,
			...closedToMe
		} = makeJob({
			id: "1f0c6a4e-2f43-4a8e-9a51-3c2f8e1d9b11",
			slug: "data-engineer-trainee",
			title: "Data Engineer Trainee",
			eligible: false,
			exclusions: [{ rule: "minCgpa", message: "Needs a CGPA of 8.5 or above; yours is 8.46." }],
		});
		api.respond("GET /api/placements/jobs", () => jsonResponse({ jobs: [open, closedToMe] }));
		renderRoutes([{ path: paths.jobs, element: <JobsScreen /> }], { initialEntries: [paths.jobs] });

		const eligible = await screen.findByRole("article", { name: "Graduate Software Engineer" });
		expect(within(eligible).getByRole("link", { name: "Graduate Software Engineer" })).toHaveAttribute(
			"href",
			"/job-details-CT/7b0c6a4e-2f43-4a8e-9a51-3c2f8e1d9b10/graduate-software-engineer",
		);
		expect(within(eligible).getByText("Eligible")).toBeInTheDocument();
		expect(within(eligible).getByText("7 LPA")).toBeInTheDocument();
		const greyed = screen.getByRole("article", { name: "Data Engineer Trainee" });
		expect(within(greyed).getByText("Not eligible")).toBeInTheDocument();
		expect(within(greyed).getByText("Needs a CGPA of 8.5 or above; yours is 8.46.")).toBeInTheDocument();
	});

	it("says so when no drive is open", async () => {
		api.respond("GET /api/placements/jobs", () => jsonResponse({ jobs: [] }));
		renderRoutes([{ path: paths.jobs, element: <JobsScreen /> }], { initialEntries: [paths.jobs] });
		expect(await screen.findByText(/No drives are open at your college/)).toBeInTheDocument();
	});
});
