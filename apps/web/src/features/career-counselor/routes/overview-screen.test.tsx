import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { overviewData } from "../test-data";
import { CounselorOverviewScreen } from "./overview-screen";

const api = stubFetch();

describe("the counselor's overview", { timeout: 20_000 }, () => {
	it("shows the counts, the follow-ups due and the referrals waiting, and marks a follow-up done", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse(makeSession({ role: "ROLE_CAREER_COUNSELOR", name: "Shalini Bose", rollNo: null })),
		);
		api.respond("GET /api/counselling/overview", () => jsonResponse(overviewData));
		api.respond("POST /api/counselling/cases/c1/notes/n1/follow-up-done", () =>
			jsonResponse({
				id: "n1",
				body: "",
				authorName: null,
				createdAt: "2026-03-02T06:00:00.000Z",
				followUpOn: "2026-03-05",
				followUpDone: "2026-03-10T06:00:00.000Z",
			}),
		);
		const { user } = renderRoutes([{ path: paths.counselorHome, element: <CounselorOverviewScreen /> }], {
			initialEntries: [paths.counselorHome],
		});

		expect(
			await screen.findByRole("heading", { level: 1, name: "Welcome, Shalini Bose" }),
		).toBeInTheDocument();
		const stats = await screen.findByRole("region", { name: "The caseload at a glance" });
		expect(within(stats).getByRole("link", { name: "2 unassigned referrals" })).toHaveAttribute(
			"href",
			`${paths.counselorCases}?assigned=unassigned`,
		);
		expect(within(stats).getByText("1 overdue")).toBeInTheDocument();
		const due = screen.getByRole("list", { name: "Follow-ups due" });
		expect(within(due).getByRole("link", { name: "Rohan Kulkarni" })).toHaveAttribute(
			"href",
			paths.counselorCase("c1"),
		);
		expect(within(due).getByText("Overdue")).toBeInTheDocument();
		const waiting = screen.getByRole("list", { name: "Unassigned referrals" });
		expect(within(waiting).getByRole("link", { name: "Meera Iyer" })).toHaveAttribute(
			"href",
			paths.counselorCase("c2"),
		);

		await user.click(
			within(due).getByRole("button", { name: /Mark done: the follow-up with Rohan Kulkarni/ }),
		);
		expect(await screen.findByText("Follow-up with Rohan Kulkarni marked done.")).toBeInTheDocument();
		expect(api.sent("POST /api/counselling/cases/c1/notes/n1/follow-up-done")).toHaveLength(1);
	});
});
