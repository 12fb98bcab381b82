import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeAnalytics } from "../test-data";
import { CollegeExamScreen } from "./college-exam-screen";

const api = stubFetch();
const BY_TITLE = "GET /api/college/exam-analytics/Aptitude%20Practice%20Test%201";

const renderAt = (url: string) =>
	renderRoutes([{ path: paths.collegeExam.pattern, element: <CollegeExamScreen /> }], {
		initialEntries: [url],
	});

describe("CollegeExamScreen", { timeout: 20_000 }, () => {
	it("finds the exam by the title in the path and shows the college's figures", async () => {
		api.respond(BY_TITLE, () => jsonResponse(makeAnalytics({ scope: "college" })));
		renderAt("/collegedashboard/Aptitude%20Practice%20Test%201?year=3");

		expect(
			await screen.findByRole("heading", { level: 1, name: "Aptitude Practice Test 1" }),
		).toBeInTheDocument();
		expect(await screen.findByText(/your college's students only/)).toBeInTheDocument();
		expect(api.sent(`${BY_TITLE}?year=3`)).toHaveLength(1);
		expect(screen.getByLabelText("Year")).toHaveValue("3");
		expect(
			within(screen.getByLabelText("Summary")).getByText("Attempts").nextElementSibling,
		).toHaveTextContent("142");
		expect(screen.getByRole("link", { name: "Download item statistics (CSV)" })).toHaveAttribute(
			"href",
			"/api/exams/exam-1/analytics/items.csv?year=3",
		);
	});

	it("lists the college's exams when no exam has that title", async () => {
		api.respond("GET /api/college/exam-analytics/Mid%20term", () =>
			jsonResponse(
				{ code: "NOT_FOUND", message: "Your college has no published exam titled “Mid term”." },
				404,
			),
		);
		api.respond("GET /api/college/exams", () =>
			jsonResponse({
				exams: [
					{
						id: "exam-1",
						title: "Aptitude Practice Test 1",
						opensAt: "2026-11-09T04:30:00.000Z",
						closesAt: "2026-11-09T10:30:00.000Z",
						attempts: 142,
					},
				],
			}),
		);
		renderAt("/collegedashboard/Mid%20term");

		expect(await screen.findByRole("alert")).toHaveTextContent(
			"Your college has no published exam titled “Mid term”.",
		);
		const list = await screen.findByRole("region", { name: "Your college's exams" });
		expect(within(list).getByRole("link", { name: "Aptitude Practice Test 1" })).toHaveAttribute(
			"href",
			"/collegedashboard/Aptitude%20Practice%20Test%201",
		);
		expect(within(list).getByText(/142 attempts/)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "← College dashboard" })).toHaveAttribute(
			"href",
			"/collegedashboard",
		);
	});
});
