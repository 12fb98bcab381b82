import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makePath, SUMMARIES } from "../test-data";
import { CareerPathScreen } from "./career-path-screen";

const api = stubFetch();
const renderScreen = (id = "sde") =>
	renderRoutes([{ path: paths.careerPath.pattern, element: <CareerPathScreen /> }], {
		initialEntries: [paths.careerPath(id)],
	});

describe("CareerPathScreen", { timeout: 20_000 }, () => {
	it("shows the progress, the gap to the role, the next step and every path", async () => {
		api.respond("GET /api/careers/paths/sde", () => jsonResponse(makePath()));
		api.respond("GET /api/careers/paths", () => jsonResponse({ paths: SUMMARIES }));
		renderScreen();

		expect(
			await screen.findByRole("heading", {
				level: 1,
				name: "Career path: Software development engineer (SDE)",
			}),
		).toBeInTheDocument();
		expect(screen.getByText("70% done")).toBeInTheDocument();
		const gap = screen.getByRole("region", { name: "Your gap to the role" });
		expect(within(gap).getByText(/1 of 2 milestones done · about 5 h of work left/)).toBeInTheDocument();
		expect(within(gap).getByText("Complexity analysis")).toBeInTheDocument();
		expect(
			within(gap).getByText(/Arrays and hashing: Solve array, string and hashing problems/),
		).toBeInTheDocument();
		expect(within(gap).getByRole("link", { name: "Open the DSA problems" })).toHaveAttribute(
			"href",
			"/dashboard/dsa-questions",
		);
		expect(screen.getByRole("link", { name: "See the roadmap, milestone by milestone" })).toHaveAttribute(
			"href",
			"/dashboard/careerpath/sde/journey",
		);
		const plan = screen.getByRole("region", { name: "Your weekly plan" });
		expect(within(plan).getByText("Solve array, string and hashing problems: 5 h")).toBeInTheDocument();
		const list = await screen.findByRole("region", { name: "All career paths" });
		expect(within(list).getByRole("link", { name: "Cloud engineer" })).toHaveAttribute(
			"href",
			"/dashboard/careerpath/cloud-engineer",
		);
		expect(within(list).getByRole("link", { name: "Software development engineer (SDE)" })).toHaveAttribute(
			"aria-current",
			"page",
		);
	});

	it("saves the hours a week, and refuses hours out of range without a request", async () => {
		api.respond("GET /api/careers/paths/sde", () => jsonResponse(makePath()));
		api.respond("GET /api/careers/paths", () => jsonResponse({ paths: SUMMARIES }));
		api.respond("PUT /api/careers/plan", (request) => jsonResponse(request.body));
		renderScreen();
		const user = userEvent.setup();

		const hours = await screen.findByRole("textbox", { name: "Hours a week you can give" });
		await user.clear(hours);
		await user.type(hours, "50");
		await user.click(screen.getByRole("button", { name: "Update the plan" }));
		expect(await screen.findByText(/At most 40 hours a week/)).toBeInTheDocument();
		expect(api.sent("PUT /api/careers/plan")).toHaveLength(0);

		await user.clear(hours);
		await user.type(hours, "10");
		await user.click(screen.getByRole("button", { name: "Update the plan" }));
		await waitFor(() => expect(api.sent("PUT /api/careers/plan")).toHaveLength(1));
		expect(api.sent("PUT /api/careers/plan")[0]?.body).toEqual({ weeklyHours: 10 });
	});

	it("says so for an unknown path", async () => {
		api.respond("GET /api/careers/paths/astronaut", () =>
			jsonResponse({ code: "NOT_FOUND", message: "No such career path." }, 404),
		);
		api.respond("GET /api/careers/paths", () => jsonResponse({ paths: SUMMARIES }));
		renderScreen("astronaut");
		expect(await screen.findByText(/No such career path/)).toBeInTheDocument();
	});
});
