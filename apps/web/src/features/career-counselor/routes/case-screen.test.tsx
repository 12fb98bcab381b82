import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { caseDetailData } from "../test-data";
import { CaseScreen } from "./case-screen";

const api = stubFetch();

const counselorSession = makeSession({
	userId: "u-9",
	role: "ROLE_CAREER_COUNSELOR",
	name: "Shalini Bose",
	rollNo: null,
	home: "/career-counselor-dashboard",
});

function renderCase() {
	api.respond("GET /api/auth/session", () => jsonResponse(counselorSession));
	api.respond("GET /api/counselling/journeys", () =>
		jsonResponse({ journeys: [{ id: "full-stack", title: "Full Stack Development", tagline: "" }] }),
	);
	return renderRoutes([{ path: paths.counselorCase.pattern, element: <CaseScreen /> }], {
		initialEntries: [paths.counselorCase("c1")],
	});
}

describe("a counselor's case screen", { timeout: 20_000 }, () => {
	it("shows the student's basics, keeps notes private, and says when nothing psychometric is shared", async () => {
		api.respond("GET /api/counselling/cases/c1", () => jsonResponse(caseDetailData));
		renderCase();

		expect(await screen.findByRole("heading", { level: 1, name: "Rohan Kulkarni" })).toBeInTheDocument();
		const student = screen.getByRole("region", { name: "Student" });
		expect(within(student).getByText("Mechanical Engineering")).toBeInTheDocument();
		expect(within(student).getByText("Prof. Sunil Rao")).toBeInTheDocument();
		expect(
			within(student).getByRole("link", { name: "Placement readiness of Rohan Kulkarni" }),
		).toHaveAttribute("href", paths.studentPlacementAnalytics("s1"));
		expect(screen.getByText(/Not shared by the student/)).toBeInTheDocument();
		expect(screen.getByText(/the student and their mentor never see these notes/)).toBeInTheDocument();
		expect(screen.getByText(/Follow up Thu, 5 Mar 2026/)).toBeInTheDocument();
		expect(screen.getByRole("button", { name: /Mark follow-up done: Thu, 5 Mar 2026/ })).toBeInTheDocument();
	});

	it("takes the case and then shows it as the counselor's own", async () => {
		let counselor: { id: string; name: string } | null = null;
		api.respond("GET /api/counselling/cases/c1", () => jsonResponse({ ...caseDetailData, counselor }));
		api.respond("POST /api/counselling/cases/c1/take", () => {
			counselor = { id: "u-9", name: "Shalini Bose" };
			return jsonResponse({ ...caseDetailData, counselor });
		});
		const { user } = renderCase();

		await user.click(await screen.findByRole("button", { name: "Take this case" }));

		expect(await screen.findByText("Your case")).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Take this case" })).not.toBeInTheDocument();
		expect(api.sent("POST /api/counselling/cases/c1/take")).toHaveLength(1);
	});

	it("refuses a follow-up day in the past before sending, and shows the server's refusal in words", async () => {
		api.respond("GET /api/counselling/cases/c1", () => jsonResponse(caseDetailData));
		api.respond("POST /api/counselling/cases/c1/notes", () =>
			jsonResponse(
				{
					code: "CONFLICT",
					message: "This case is closed. Reopen it to change it.",
				},
				409,
			),
		);
		const { user } = renderCase();
		await user.type(await screen.findByRole("textbox", { name: /^Note/ }), "Discussed GATE vs placements.");
		fireEvent.change(screen.getByLabelText(/Follow up on/), { target: { value: "2020-01-01" } });
		await user.click(screen.getByRole("button", { name: "Save note" }));

		expect(
			await screen.findByText("The follow-up day is in the past: choose today or a later day."),
		).toBeInTheDocument();
		expect(api.sent("POST /api/counselling/cases/c1/notes")).toHaveLength(0);

		fireEvent.change(screen.getByLabelText(/Follow up on/), { target: { value: "" } });
		await user.click(screen.getByRole("button", { name: "Save note" }));
		expect(await screen.findByRole("alert")).toHaveTextContent(
			"This case is closed. Reopen it to change it.",
		);
		expect(api.sent("POST /api/counselling/cases/c1/notes")[0]?.body).toEqual({
			body: "Discussed GATE vs placements.",
			followUpOn: null,
		});
	});

	it("shows the trait scores of a report the student shared", async () => {
		api.respond("GET /api/counselling/cases/c1", () =>
			jsonResponse({
				...caseDetailData,
				psychometric: [
					{
						id: "r1",
						completedAt: "2026-02-20T05:00:00.000Z",
						traits: [
							{
								trait: "extraversion",
								label: "Extraversion",
								score: 42,
								percentOfRange: 80,
								band: "higher",
								about: "",
								explanation: "",
							},
						],
					},
				],
			}),
		);
		renderCase();

		const table = await screen.findByRole("table", { name: /Trait scores/ });
		expect(within(table).getByRole("rowheader", { name: "Extraversion" })).toBeInTheDocument();
		expect(within(table).getByText("42")).toBeInTheDocument();
		expect(within(table).getByText("Higher")).toBeInTheDocument();
		expect(screen.queryByText(/Not shared by the student/)).not.toBeInTheDocument();
	});
});
