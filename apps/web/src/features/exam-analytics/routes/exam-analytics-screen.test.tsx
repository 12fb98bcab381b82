import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { deferred, jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeAnalytics, makeAnswerKeys } from "../test-data";
import { ExamAnalyticsScreen } from "./exam-analytics-screen";

const api = stubFetch();
const ANALYTICS = "GET /api/exams/exam-1/analytics";

// The regrade history below the item analysis (see exam-analytics-regrade.test.tsx).
beforeEach(() => api.respond("GET /api/exams/exam-1/answer-keys", () => jsonResponse(makeAnswerKeys())));

const renderAt = (url = "/examination-admin/exam-analytics/exam-1") =>
	renderRoutes([{ path: paths.examAnalytics.pattern, element: <ExamAnalyticsScreen /> }], {
		initialEntries: [url],
	});

describe("ExamAnalyticsScreen", { timeout: 20_000 }, () => {
	it("shows the summary cards, the score histogram and the section averages", async () => {
		api.respond(ANALYTICS, () => jsonResponse(makeAnalytics()));
		renderAt();

		expect(
			await screen.findByRole("heading", { name: "Analytics: Aptitude Practice Test 1" }),
		).toBeInTheDocument();
		const summary = screen.getByLabelText("Summary");
		expect(within(summary).getByText("Attempts").nextElementSibling).toHaveTextContent("142");
		expect(within(summary).getByText("Average").nextElementSibling).toHaveTextContent("58.4 %");
		expect(within(summary).getByText("Pass rate").nextElementSibling).toHaveTextContent("73.2 %");
		expect(within(summary).getByText("Time taken").nextElementSibling).toHaveTextContent("13 min 30 s");

		const histogram = screen.getByRole("img", { name: /^Score distribution of 142 attempts/ });
		expect(histogram).toHaveAccessibleName(expect.stringContaining("60–70 %: 30"));
		expect(histogram).toHaveAccessibleName(expect.stringContaining("Pass mark 40 %"));
		expect(
			screen.getByRole("img", { name: "Section averages: Mixed Aptitude: 58.4 %." }),
		).toBeInTheDocument();
	});

	it("links a published exam to its grading queue", async () => {
		api.respond(ANALYTICS, () => jsonResponse(makeAnalytics()));
		renderAt();

		expect(await screen.findByRole("link", { name: "Grade essays" })).toHaveAttribute(
			"href",
			"/examination-admin/grading/exam-1",
		);
	});

	it("shows a chart's data as a table on request", async () => {
		api.respond(ANALYTICS, () => jsonResponse(makeAnalytics()));
		const { user } = renderAt();
		const chart = await screen.findByRole("region", { name: "Score distribution" });
		const toggle = within(chart).getByRole("button", { name: "Show the data as a table" });
		expect(toggle).toHaveAttribute("aria-expanded", "false");
		await user.click(toggle);
		const table = within(chart).getByRole("table", { name: "Attempts by score" });
		expect(within(table).getByRole("row", { name: "60–70 % 30" })).toBeInTheDocument();
		expect(within(chart).getByRole("button", { name: "Hide the data table" })).toHaveAttribute(
			"aria-expanded",
			"true",
		);
	});

	it("lists the item analysis and flags the question that discriminates negatively", async () => {
		api.respond(ANALYTICS, () => jsonResponse(makeAnalytics()));
		const { user } = renderAt();
		const table = await screen.findByRole("table", { name: "Item analysis" });
		const [, q1, q2] = within(table).getAllByRole("row") as HTMLElement[];
		expect(within(q1 as HTMLElement).getByRole("cell", { name: "62 %" })).toBeInTheDocument();
		expect(within(q1 as HTMLElement).getByRole("cell", { name: "+0.41" })).toBeInTheDocument();
		expect(within(q2 as HTMLElement).getByRole("cell", { name: "−0.18 Negative" })).toBeInTheDocument();
		const notice = screen.getByRole("alert");
		expect(notice).toHaveTextContent("Questions that discriminate negatively");
		expect(notice).toHaveTextContent(
			"Q2: students who did well on the rest of the exam did worse on this question.",
		);

		await user.click(screen.getByRole("button", { name: "What these statistics mean" }));
		const guide = await screen.findByRole("region", { name: "What these statistics mean" });
		expect(within(guide).getByText("Discrimination index")).toBeVisible();
		expect(
			within(guide).getByText(/correlation between the score on this question and the score on the rest/),
		).toBeVisible();
	});

	it("shows each option's share of the answers when a question is opened", async () => {
		api.respond(ANALYTICS, () => jsonResponse(makeAnalytics()));
		const { user } = renderAt();
		await user.click(await screen.findByRole("button", { name: /^Q1\. A train 240 m long/ }));
		const panel = await screen.findByRole("region", { name: /^Q1\. A train 240 m long/ });
		expect(within(panel).getByText("b. 54 km/h (correct)")).toBeVisible();
		expect(within(panel).getByText("62 % (88)")).toBeVisible();
		expect(within(panel).getByText("d. 64 km/h")).toBeVisible();
		expect(within(panel).getByText("0 % (0)")).toBeVisible();
		expect(within(panel).getByText("No answer")).toBeVisible();
	});

	it("filters by section through the URL, keeps the old figures while updating, and filters the CSVs", async () => {
		const filtered = deferred<Response>();
		api.respond(ANALYTICS, (request) =>
			request.path.includes("section=B") ? filtered.promise : jsonResponse(makeAnalytics()),
		);
		const { user, router } = renderAt();
		const items = await screen.findByRole("link", { name: "Download item statistics (CSV)" });
		expect(items).toHaveAttribute("href", "/api/exams/exam-1/analytics/items.csv");

		await user.selectOptions(screen.getByLabelText("Section"), "B");
		expect(router.state.location.search).toBe("?section=B");
		expect(await screen.findByText("Updating the figures for the new filters…")).toBeInTheDocument();
		expect(screen.getByLabelText("Summary")).toHaveTextContent("142");

		const summary = makeAnalytics().summary;
		filtered.resolve(
			jsonResponse(
				makeAnalytics({
					filters: { departmentId: null, year: null, section: "B" },
					summary: { ...summary, attempts: 70 },
				}),
			),
		);
		expect(await screen.findByText("70 submitted attempts match these filters.")).toBeInTheDocument();
		expect(api.sent(`${ANALYTICS}?section=B`)).toHaveLength(1);
		expect(screen.getByRole("link", { name: "Download attempts (CSV)" })).toHaveAttribute(
			"href",
			"/api/exams/exam-1/analytics/attempts.csv?section=B",
		);
		await user.click(screen.getByRole("button", { name: "Clear filters" }));
		expect(router.state.location.search).toBe("");
	});

	it("says when no attempt has been submitted yet", async () => {
		const empty = makeAnalytics();
		api.respond(ANALYTICS, () =>
			jsonResponse({
				...empty,
				summary: { ...empty.summary, attempts: 0, passed: 0, averagePercentage: null, passRate: null },
			}),
		);
		renderAt();
		expect(
			await screen.findByText(
				"No attempts have been submitted yet: the figures appear after the first submission.",
			),
		).toBeInTheDocument();
		expect(screen.queryByRole("table", { name: "Item analysis" })).toBeNull();
	});

	it("shows the server's reason when the exam cannot be found", async () => {
		api.respond(ANALYTICS, () => jsonResponse({ code: "NOT_FOUND", message: "No such exam." }, 404));
		renderAt();
		const alert = await screen.findByRole("alert");
		expect(alert).toHaveTextContent("The analytics could not be loaded");
		expect(alert).toHaveTextContent("No such exam.");
		expect(screen.getByRole("link", { name: "← Exams" })).toHaveAttribute(
			"href",
			"/examination-admin/dashboard",
		);
	});
});
