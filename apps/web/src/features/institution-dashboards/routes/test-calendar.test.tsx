import { screen, within } from "@testing-library/react";
import { type TestCalendar, testCalendarSchema } from "@unnati/contracts/insights";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { monthWeeks } from "../components/test-calendar-views";
import { TestCalendarScreen } from "./test-calendar-screen";

const api = stubFetch();

const cse3 = { deptCode: "CSE", year: 3, section: null, label: "CSE · year 3" };
const december: TestCalendar = testCalendarSchema.parse({
	from: "2026-12-01",
	to: "2026-12-31",
	scope: { label: "Deccan Institute of Technology", departmentId: null },
	departments: [
		{ id: "d-cse", code: "CSE", name: "Computer Science" },
		{ id: "d-ece", code: "ECE", name: "Electronics" },
	],
	exams: [
		{
			id: "a",
			title: "CSE Midterm",
			status: "published",
			opensAt: "2026-12-07T04:30:00.000Z",
			closesAt: "2026-12-07T06:30:00.000Z",
			durationMinutes: 60,
			day: "2026-12-07",
			audienceLabel: "CSE · year 3",
			cohorts: [cse3],
		},
		{
			id: "b",
			title: "Aptitude Test",
			status: "draft",
			opensAt: "2026-12-07T05:30:00.000Z",
			closesAt: "2026-12-07T07:30:00.000Z",
			durationMinutes: 45,
			day: "2026-12-07",
			audienceLabel: "Whole college",
			cohorts: [{ deptCode: null, year: null, section: null, label: "Whole college" }],
		},
		{
			id: "c",
			title: "ECE Quiz",
			status: "published",
			opensAt: "2026-12-15T04:30:00.000Z",
			closesAt: "2026-12-15T05:30:00.000Z",
			durationMinutes: 30,
			day: "2026-12-15",
			audienceLabel: "ECE · year 2",
			cohorts: [{ deptCode: "ECE", year: 2, section: null, label: "ECE · year 2" }],
		},
	],
	clashes: [
		{
			first: { id: "a", title: "CSE Midterm" },
			second: { id: "b", title: "Aptitude Test" },
			cohort: cse3,
			reason: "overlapping-times",
			day: "2026-12-07",
		},
	],
});

function show(body: TestCalendar = december, entry = "/collegedashboard/test-calendar?month=2026-12") {
	api.respond("GET /api/auth/session", () =>
		jsonResponse(
			makeSession({ role: "ROLE_COLLEGE", name: "College Admin", rollNo: null, home: "/collegedashboard" }),
		),
	);
	api.respond("GET /api/insights/test-calendar", () => jsonResponse(body));
	return renderRoutes([{ path: "/collegedashboard/test-calendar", element: <TestCalendarScreen /> }], {
		initialEntries: [entry],
	});
}

afterEach(() => vi.restoreAllMocks());

describe("the test calendar", { timeout: 20_000 }, () => {
	it("lists the clashes above a month grid whose days show their tests, the clashing day marked", async () => {
		show();
		const grid = await screen.findByRole("table", {
			name: "Tests in December 2026, Deccan Institute of Technology",
		});
		expect(api.requests.map((r) => r.path)).toContain(
			"/api/insights/test-calendar?from=2026-12-01&to=2026-12-31",
		);
		const alert = screen.getByRole("alert");
		expect(alert).toHaveTextContent("1 clash");
		expect(alert).toHaveTextContent(
			"CSE Midterm and Aptitude Test: Overlapping times (Mon, 7 Dec) for CSE · year 3",
		);
		const seventh = within(grid).getByRole("cell", { name: /7 Dec: 2 tests, with a clash/ });
		expect(within(seventh).getByText("CSE Midterm")).toBeInTheDocument();
		expect(within(seventh).getByText("10:00–12:00 · 60 min")).toBeInTheDocument();
		expect(within(seventh).getByText("Draft")).toBeInTheDocument();
		expect(within(seventh).getAllByText("Clash")).toHaveLength(2);
		const fifteenth = within(grid).getByRole("cell", { name: /15 Dec: 1 test$/ });
		expect(within(fifteenth).getByText("ECE Quiz")).toBeInTheDocument();
	});

	it("moves between months, narrows to a department and switches to a list", async () => {
		const { user } = show();
		await screen.findByRole("table", { name: /December 2026/ });
		await user.click(screen.getByRole("button", { name: "Next month" }));
		expect(await screen.findByText("January 2027")).toBeInTheDocument();
		expect(api.requests.map((r) => r.path)).toContain(
			"/api/insights/test-calendar?from=2027-01-01&to=2027-01-31",
		);
		await user.click(screen.getByRole("button", { name: "Previous month" }));
		await user.selectOptions(await screen.findByLabelText("Department"), "d-ece");
		expect(api.requests.map((r) => r.path)).toContain(
			"/api/insights/test-calendar?from=2026-12-01&to=2026-12-31&departmentId=d-ece",
		);
		await user.click(screen.getByText("List"));
		const list = await screen.findByRole("region", { name: /Tests in December 2026/ });
		expect(within(list).getByRole("heading", { name: "Mon, 7 Dec" })).toBeInTheDocument();
		expect(screen.queryByRole("table")).not.toBeInTheDocument();
	});

	it("says so when the month has no tests", async () => {
		show({ ...december, exams: [], clashes: [] });
		expect(
			await screen.findByText("No tests open in December 2026 for Deccan Institute of Technology."),
		).toBeInTheDocument();
		expect(screen.getByText(/No clashes/)).toBeInTheDocument();
	});
});

describe("monthWeeks", () => {
	it("starts weeks on Monday and pads the ends", () => {
		const weeks = monthWeeks("2026-12");
		expect(weeks[0]).toEqual([
			null,
			"2026-12-01",
			"2026-12-02",
			"2026-12-03",
			"2026-12-04",
			"2026-12-05",
			"2026-12-06",
		]);
		expect(weeks.at(-1)).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null, null]);
	});
});
