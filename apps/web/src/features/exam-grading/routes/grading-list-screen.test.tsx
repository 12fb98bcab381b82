import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeExamList } from "../test-data";
import { GradingListScreen } from "./grading-list-screen";

const api = stubFetch();
const LIST = "GET /api/grading";

const renderList = (role: "ROLE_MENTOR" | "ROLE_EXAM_ADMIN" = "ROLE_MENTOR") =>
	renderRoutes([{ path: paths.grading(role), element: <GradingListScreen area={role} /> }], {
		initialEntries: [paths.grading(role)],
	});

describe("The grading list", () => {
	it("shows each exam's answers to grade, graded but not released, and released, linking to its queue", async () => {
		api.respond(LIST, () =>
			jsonResponse(
				makeExamList([
					{ exam_id: "exam-1", title: "Data Structures Mid-term", ungraded: 12, unreleased: 5, released: 3 },
					{ exam_id: "exam-2", title: "DBMS Quiz", ungraded: 0, unreleased: 4, released: 0 },
				]),
			),
		);
		renderList();

		expect(await screen.findByRole("heading", { level: 1, name: "Grading" })).toBeInTheDocument();
		const first = await screen.findByRole("article", { name: "Data Structures Mid-term" });
		expect(first).toHaveTextContent("12 to grade");
		expect(first).toHaveTextContent("5 graded, not released");
		expect(first).toHaveTextContent("3 released");
		expect(within(first).getByRole("link", { name: "Grade Data Structures Mid-term" })).toHaveAttribute(
			"href",
			"/mentordashboard/grading/exam-1",
		);
		const second = screen.getByRole("article", { name: "DBMS Quiz" });
		expect(second).toHaveTextContent("0 to grade");
		expect(within(second).getByText("Ready to release")).toBeInTheDocument();
	});

	it("explains where essays come from when there is nothing to grade", async () => {
		api.respond(LIST, () => jsonResponse({ exams: [] }));
		renderList();

		expect(
			await screen.findByText(/No essays to grade yet\. Essays come from essay questions/),
		).toBeInTheDocument();
		expect(screen.getByText(/when its examination admin makes you one of its graders/)).toBeInTheDocument();
	});

	it("says the list could not be loaded, with the server's reason, and loads it again on Retry", async () => {
		let calls = 0;
		api.respond(LIST, () => {
			calls++;
			return calls === 1
				? jsonResponse({ code: "FORBIDDEN", message: "You may not grade exams." }, 403)
				: jsonResponse(makeExamList());
		});
		const { user } = renderList("ROLE_EXAM_ADMIN");

		expect(screen.getByRole("status", { name: "Loading the exams to grade" })).toBeInTheDocument();
		const alert = await screen.findByRole("alert");
		expect(alert).toHaveTextContent("The exams to grade could not be loaded");
		expect(alert).toHaveTextContent("You may not grade exams.");
		await user.click(within(alert).getByRole("button", { name: "Retry" }));

		expect(await screen.findByRole("link", { name: "Grade Data Structures Mid-term" })).toHaveAttribute(
			"href",
			"/examination-admin/grading/exam-1",
		);
	});
});
