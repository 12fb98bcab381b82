import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeDetail, makeMatch, makeSummary } from "../test-data";
import { JdMatchScreen } from "./jd-match-screen";

const api = stubFetch();
const routes = [
	{ path: "/dashboard/jd", element: <JdMatchScreen /> },
	{ path: "/dashboard/jd/resume-builder", element: <p>Builder</p> },
];

describe("JdMatchScreen", () => {
	it("refuses an empty job description without asking the server", async () => {
		api.respond("GET /api/resumes", () => jsonResponse({ resumes: [makeSummary()] }));
		const { user } = renderRoutes(routes, { initialEntries: ["/dashboard/jd"] });
		await user.click(await screen.findByRole("button", { name: "Match" }));
		expect(await screen.findByRole("alert")).toHaveTextContent("Paste a job description to match against.");
		expect(api.sent("POST /api/resumes/match")).toHaveLength(0);
	});

	it("shows the score, the rule's parts with their weights, and missing skills that open the builder at their section", async () => {
		api.respond("GET /api/resumes", () => jsonResponse({ resumes: [makeSummary()] }));
		api.respond("POST /api/resumes/match", () => jsonResponse(makeMatch()));
		api.respond("PATCH /api/resumes/resume-1", () => jsonResponse(makeDetail()));
		const { user } = renderRoutes(routes, { initialEntries: ["/dashboard/jd"] });
		await user.type(await screen.findByLabelText("Job description"), "Java, SQL and Docker");
		await user.click(screen.getByRole("button", { name: "Match" }));

		expect(await screen.findByTestId("match-score")).toHaveTextContent("58");
		const rule = screen.getByRole("table", { name: "Score by part" });
		expect(within(rule).getByText("40%")).toBeInTheDocument();
		expect(within(rule).getByText(/Recruiters and ATS keyword filters/)).toBeInTheDocument();
		const missing = screen.getByTestId("skills-missing");
		expect(within(missing).getByText("Docker")).toBeInTheDocument();
		expect(within(missing).getByRole("link", { name: "Add" })).toHaveAttribute(
			"href",
			"/dashboard/jd/resume-builder?id=resume-1&section=skills",
		);
		expect(within(screen.getByTestId("skills-weak")).getByText("SQL")).toBeInTheDocument();
		expect(api.sent("POST /api/resumes/match")[0]?.body).toEqual({
			resumeId: "resume-1",
			jobDescription: "Java, SQL and Docker",
		});
	});

	it("says the server's reason when it refuses a job description", async () => {
		api.respond("GET /api/resumes", () => jsonResponse({ resumes: [makeSummary()] }));
		api.respond("POST /api/resumes/match", () =>
			jsonResponse(
				{
					code: "VALIDATION_FAILED",
					message: "Invalid.",
					errors: [{ path: "jobDescription", message: "The job description is over 20,000 characters." }],
				},
				400,
			),
		);
		const { user } = renderRoutes(routes, { initialEntries: ["/dashboard/jd"] });
		await user.type(await screen.findByLabelText("Job description"), "x");
		await user.click(screen.getByRole("button", { name: "Match" }));
		expect(await screen.findByRole("alert")).toHaveTextContent("over 20,000 characters");
	});
});
