import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../app/providers";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes, renderScreen } from "../../../test/render";
import { makeListItem } from "../test-fixtures";
import { ExamsDashboardScreen } from "./exams-dashboard-screen";
import { PreviousExamsScreen } from "./previous-exams-screen";

const api = stubFetch();
const LIST = "GET /students/exams";
const SERVER_TIME = "2026-11-23T10:00:00.000Z";

const exams = [
	makeListItem({
		exam_id: "live-1",
		title: "Operating Systems Quiz",
		status: "live",
		ends_at: "2026-11-23T11:00:00.000Z",
	}),
	makeListItem({
		exam_id: "up-1",
		title: "DBMS Unit Test",
		status: "upcoming",
		starts_at: "2026-11-23T10:05:00.000Z",
		ends_at: "2026-11-23T11:05:00.000Z",
		proctored: true,
	}),
	makeListItem({
		exam_id: "done-1",
		title: "Networks Quiz",
		status: "completed",
		attempt_id: "att-9",
		attempt_status: "submitted",
		percentage: 72.5,
		passed: true,
	}),
	makeListItem({ exam_id: "miss-1", title: "Compilers Quiz", status: "missed" }),
];

afterEach(() => {
	vi.useRealTimers();
});

describe("ExamsDashboardScreen", () => {
	it("groups exams by status and counts down to a start by the server's clock, not the device's", async () => {
		// The device's clock is years off; only server_time may drive the countdown.
		vi.useFakeTimers({ shouldAdvanceTime: true });
		vi.setSystemTime(new Date("2020-01-01T00:00:00.000Z"));
		api.respond(LIST, () => jsonResponse({ exams, server_time: SERVER_TIME }));
		const { user } = renderScreen(<ExamsDashboardScreen />, "/exams-dashboard");

		const live = await screen.findByRole("article", { name: "Operating Systems Quiz" });
		expect(within(live).getByRole("link", { name: "Start" })).toHaveAttribute(
			"href",
			"/exam-instructions/live-1",
		);
		expect(screen.getByRole("tab", { name: "Live (1)" })).toHaveAttribute("aria-selected", "true");
		expect(screen.getByRole("tab", { name: "Missed (1)" })).toBeInTheDocument();

		await user.click(screen.getByRole("tab", { name: "Upcoming (1)" }));
		const upcoming = screen.getByRole("article", { name: "DBMS Unit Test" });
		expect(within(upcoming).getByText("Proctored")).toBeInTheDocument();
		expect(within(upcoming).getByText("Starts in 5m 00s")).toBeInTheDocument();
		expect(within(upcoming).queryByRole("link", { name: "Start" })).toBeNull();

		await act(async () => {
			vi.advanceTimersByTime(3000);
		});
		expect(within(upcoming).getByText("Starts in 4m 57s")).toBeInTheDocument();

		await user.click(screen.getByRole("tab", { name: "Completed (1)" }));
		const done = screen.getByRole("article", { name: "Networks Quiz" });
		expect(within(done).getByRole("link", { name: "View result" })).toHaveAttribute(
			"href",
			"/exam-results/att-9",
		);
	});

	it("offers Resume for an attempt in progress", async () => {
		api.respond(LIST, () =>
			jsonResponse({
				exams: [makeListItem({ attempt_id: "att-2", attempt_status: "in_progress" })],
				server_time: SERVER_TIME,
			}),
		);
		renderScreen(<ExamsDashboardScreen />, "/exams-dashboard");

		expect(await screen.findByRole("link", { name: "Resume" })).toHaveAttribute(
			"href",
			"/exam-instructions/exam-1",
		);
	});

	it("says so when a group is empty", async () => {
		api.respond(LIST, () => jsonResponse({ exams: [], server_time: SERVER_TIME }));
		renderScreen(<ExamsDashboardScreen />, "/exams-dashboard");

		expect(await screen.findByText("No exam is open right now.")).toBeInTheDocument();
	});

	it("offers a retry when the list cannot be loaded", async () => {
		let calls = 0;
		api.respond(LIST, () => {
			calls += 1;
			return calls === 1
				? jsonResponse({ message: "Unavailable" }, 503)
				: jsonResponse({ exams, server_time: SERVER_TIME });
		});
		const queryClient = createQueryClient();
		queryClient.setDefaultOptions({ queries: { retry: false } });
		const { user } = renderRoutes([{ path: "*", element: <ExamsDashboardScreen /> }], {
			initialEntries: ["/exams-dashboard"],
			queryClient,
		});

		await user.click(await screen.findByRole("button", { name: "Retry" }));

		expect(await screen.findByRole("article", { name: "Operating Systems Quiz" })).toBeInTheDocument();
	});
});

describe("PreviousExamsScreen", () => {
	it("lists completed and missed exams with score, verdict and a link to the result", async () => {
		api.respond(LIST, () => jsonResponse({ exams, server_time: SERVER_TIME }));
		renderScreen(<PreviousExamsScreen />, "/exams-dashboard/previous-exams");

		const table = await screen.findByRole("table", { name: "Previous exams" });
		const rows = within(table).getAllByRole("row");
		expect(rows).toHaveLength(3);
		const networks = rows.find((row) => within(row).queryByText("Networks Quiz")) as HTMLElement;
		expect(within(networks).getByText("72.5%")).toBeInTheDocument();
		expect(within(networks).getByText("Passed")).toBeInTheDocument();
		expect(within(networks).getByRole("link", { name: "View result" })).toHaveAttribute(
			"href",
			"/exam-results/att-9",
		);
		expect(within(table).getByText("Missed")).toBeInTheDocument();
		expect(within(table).queryByText("Operating Systems Quiz")).toBeNull();
	});
});

describe("an attempt whose essays await grading", () => {
	it("shows Awaiting grading, not a score or verdict, on the card and in previous exams", async () => {
		const waiting = makeListItem({
			exam_id: "written-1",
			title: "DBMS Written Test",
			status: "completed",
			attempt_id: "att-5",
			attempt_status: "submitted",
			awaiting_grading: true,
		});
		api.respond(LIST, () => jsonResponse({ exams: [waiting], server_time: SERVER_TIME }));
		const { user } = renderScreen(<ExamsDashboardScreen />, "/exams-dashboard");
		await user.click(await screen.findByRole("tab", { name: "Completed (1)" }));
		const card = screen.getByRole("article", { name: "DBMS Written Test" });
		expect(within(card).getByText("Awaiting grading")).toBeInTheDocument();
		expect(within(card).queryByText(/Score/)).toBeNull();
		expect(within(card).queryByText(/Passed/)).toBeNull();
	});

	it("says so in the previous exams table", async () => {
		const waiting = makeListItem({
			exam_id: "written-1",
			title: "DBMS Written Test",
			status: "completed",
			attempt_id: "att-5",
			attempt_status: "submitted",
			awaiting_grading: true,
		});
		api.respond(LIST, () => jsonResponse({ exams: [waiting], server_time: SERVER_TIME }));
		renderScreen(<PreviousExamsScreen />, "/exams-dashboard/previous-exams");
		const table = await screen.findByRole("table", { name: "Previous exams" });
		expect(within(table).getByText("Awaiting grading")).toBeInTheDocument();
		expect(within(table).getByText("—")).toBeInTheDocument();
	});
});
