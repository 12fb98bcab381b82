import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { noCounselling } from "../test-data";
import { MyCounsellingScreen } from "./my-counselling-screen";

const api = stubFetch();

const render = () =>
	renderRoutes([{ path: paths.myCounselling, element: <MyCounsellingScreen /> }], {
		initialEntries: [paths.myCounselling],
	});

describe("the student's career counselling page", { timeout: 20_000 }, () => {
	it("asks for a counselor, checking the request first, then shows it waiting", async () => {
		api.respond("GET /api/counselling/mine", () => jsonResponse(noCounselling));
		api.respond("POST /api/counselling/mine", ({ body }) =>
			jsonResponse(
				{
					current: {
						id: "c9",
						status: "open",
						source: "self",
						reason: (body as { reason: string }).reason,
						referredByName: null,
						counselorName: null,
						createdAt: "2026-03-10T05:00:00.000Z",
						closedAt: null,
						recommendations: { journeys: [], careerPaths: [] },
					},
					past: [],
				},
				201,
			),
		);
		const { user } = render();

		await user.click(await screen.findByRole("button", { name: "Ask for a counselor" }));
		expect(screen.getByText("Describe what help is needed.")).toBeInTheDocument();
		expect(api.sent("POST /api/counselling/mine")).toHaveLength(0);

		await user.type(
			screen.getByLabelText(/What would you like help with/),
			"Should I write CAT this year or work first?",
		);
		await user.click(screen.getByRole("button", { name: "Ask for a counselor" }));

		expect(await screen.findByText("Waiting for a counselor")).toBeInTheDocument();
		expect(screen.getByText("Should I write CAT this year or work first?")).toBeInTheDocument();
		expect(screen.getByText("No recommendations yet.")).toBeInTheDocument();
	});

	it("shows the server's refusal of a second request", async () => {
		api.respond("GET /api/counselling/mine", () => jsonResponse(noCounselling));
		api.respond("POST /api/counselling/mine", () =>
			jsonResponse(
				{
					code: "CONFLICT",
					message:
						"You already have an open request with the career counselors. A counselor will reach you on it.",
				},
				409,
			),
		);
		const { user } = render();
		await user.type(
			await screen.findByLabelText(/What would you like help with/),
			"Help with placements please",
		);
		await user.click(screen.getByRole("button", { name: "Ask for a counselor" }));

		expect(await screen.findByText(/You already have an open request/)).toBeInTheDocument();
	});

	it("shows who took the case and links the recommended journeys, without any notes", async () => {
		api.respond("GET /api/counselling/mine", () =>
			jsonResponse({
				current: {
					id: "c1",
					status: "open",
					source: "mentor",
					reason: null,
					referredByName: "Prof. Sunil Rao",
					counselorName: "Shalini Bose",
					createdAt: "2026-03-01T05:00:00.000Z",
					closedAt: null,
					recommendations: {
						journeys: [{ id: "full-stack", title: "Full Stack Development", available: true }],
						careerPaths: ["Full stack developer via off-campus drives"],
					},
				},
				past: [],
			}),
		);
		render();

		expect(await screen.findByText("With Shalini Bose")).toBeInTheDocument();
		expect(screen.getByText(/Your mentor, Prof. Sunil Rao, referred you/)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Full Stack Development" })).toHaveAttribute(
			"href",
			paths.learningPath("full-stack"),
		);
		expect(screen.getByText("Full stack developer via off-campus drives")).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Ask for a counselor" })).not.toBeInTheDocument();
	});
});
