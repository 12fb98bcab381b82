import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makePath } from "../test-data";
import { CareerJourneyScreen } from "./career-journey-screen";

const api = stubFetch();

describe("CareerJourneyScreen", { timeout: 20_000 }, () => {
	it("lists each milestone in order with its progress, its rule and where to do it", async () => {
		api.respond("GET /api/careers/paths/sde", () => jsonResponse(makePath()));
		renderRoutes([{ path: paths.careerJourney.pattern, element: <CareerJourneyScreen /> }], {
			initialEntries: [paths.careerJourney("sde")],
		});

		expect(
			await screen.findByRole("heading", { level: 1, name: "Roadmap: Software development engineer (SDE)" }),
		).toBeInTheDocument();
		const course = screen.getByRole("article", { name: "1. Learn DSA Foundations" });
		expect(within(course).getByText("Done")).toBeInTheDocument();
		expect(within(course).getByText(/11 of 11 steps · about 16 h in all/)).toBeInTheDocument();
		expect(within(course).getByRole("link", { name: "Open DSA Foundations" })).toHaveAttribute(
			"href",
			"/dashboard/learning-path/dsa-foundations",
		);
		const problems = screen.getByRole("article", { name: "2. Solve array, string and hashing problems" });
		expect(within(problems).getByText("In progress")).toBeInTheDocument();
		expect(within(problems).getByText(/3 of 8 problems · about 8 h in all, 5 h left/)).toBeInTheDocument();
		expect(within(problems).getByRole("progressbar", { name: /3 of 8 problems/ })).toBeInTheDocument();
		expect(within(problems).getByText(/Accepted submission/)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Back to the overview and weekly plan" })).toHaveAttribute(
			"href",
			"/dashboard/careerpath/sde",
		);
	});
});
