import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { menteeDetailData } from "../test-data";
import { MenteeScreen } from "./mentee-screen";
import { MentorDashboardScreen } from "./mentor-dashboard-screen";

const api = stubFetch();

describe("the mentor's screens", { timeout: 20_000 }, () => {
	it("lists the mentees with their alerts, each linking to the mentee", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse(
				makeSession({
					role: "ROLE_MENTOR",
					name: "Prof. Sunita Deshpande",
					rollNo: null,
					home: "/mentordashboard",
				}),
			),
		);
		api.respond("GET /api/mentor/mentees", () =>
			jsonResponse({ term: "July–December 2026", mentees: [menteeDetailData.mentee] }),
		);
		renderRoutes([{ path: "/mentordashboard", element: <MentorDashboardScreen /> }], {
			initialEntries: ["/mentordashboard"],
		});
		const table = await screen.findByRole("table", { name: "Your mentees" });
		expect(within(table).getByRole("link", { name: "Diya Menon" })).toHaveAttribute(
			"href",
			paths.mentee("s2"),
		);
		expect(within(table).getByText("Inactive for 40 days (last exam activity 15 Oct)")).toBeInTheDocument();
		expect(within(table).getByRole("link", { name: "34 · Needs attention" })).toHaveAttribute(
			"href",
			paths.studentPlacementAnalytics("s2"),
		);
	});

	it("logs a meeting and shows the server's refusal in words", async () => {
		api.respond("GET /api/mentor/mentees/s2", () => jsonResponse(menteeDetailData));
		let calls = 0;
		api.respond("POST /api/mentor/mentees/s2/meetings", () => {
			calls += 1;
			return calls === 1
				? jsonResponse(
						{ code: "VALIDATION_FAILED", message: "Log a meeting after it has happened, not before." },
						400,
					)
				: jsonResponse(
						{
							id: "m1",
							studentId: "s2",
							studentName: "Diya Menon",
							rollNo: "24CSE002",
							heldAt: "2026-11-20T04:30:00.000Z",
							durationMinutes: 30,
							mode: "in_person",
							summary: "Went through the paper.",
							nextSteps: null,
						},
						201,
					);
		});
		renderRoutes([{ path: paths.mentee.pattern, element: <MenteeScreen /> }], {
			initialEntries: [paths.mentee("s2")],
		});
		expect(await screen.findByRole("heading", { level: 1, name: "Diya Menon" })).toBeInTheDocument();
		await userEvent.type(screen.getByLabelText(/What you discussed/), "Went through the paper.");
		await userEvent.click(screen.getByRole("button", { name: "Log meeting" }));
		expect(await screen.findByRole("alert")).toHaveTextContent(
			"Log a meeting after it has happened, not before.",
		);
		await userEvent.click(screen.getByRole("button", { name: "Log meeting" }));
		expect(await screen.findByText("Meeting logged.")).toBeInTheDocument();
		const sent = api.sent("POST /api/mentor/mentees/s2/meetings");
		expect(sent).toHaveLength(2);
	});
});
