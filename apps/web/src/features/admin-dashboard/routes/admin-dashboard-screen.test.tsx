import { screen, waitFor, within } from "@testing-library/react";
import type { CollegeOverview, PlatformUsage } from "@unnati/contracts/admin-dashboard";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { trialText } from "../format";
import { AdminDashboardScreen } from "./admin-dashboard-screen";

const api = stubFetch();
const DAY_MS = 24 * 60 * 60 * 1000;

const college = (overrides: Partial<CollegeOverview>): CollegeOverview => ({
	id: "c1",
	name: "Demo Institute of Technology",
	code: "DIT",
	city: "Bengaluru",
	state: "Karnataka",
	status: "active",
	trialEndsAt: null,
	joinedAt: "2026-01-10T04:30:00.000Z",
	students: 1200,
	staff: 48,
	lastSignInAt: "2026-11-20T04:30:00.000Z",
	examsHeld: 6,
	examAttempts: 950,
	codeSubmissions: 4321,
	...overrides,
});

const usage: PlatformUsage = {
	weeks: Array.from({ length: 12 }, (_, i) => ({
		weekStart: new Date(Date.UTC(2026, 8, 7) + i * 7 * DAY_MS).toISOString().slice(0, 10),
		signIns: 100 + i,
		examAttempts: 10 * i,
		codeSubmissions: 5 * i,
	})),
};

function answerDashboard(colleges: CollegeOverview[]) {
	api.respond("GET /api/auth/session", () =>
		jsonResponse(
			makeSession({ role: "ROLE_ADMIN", name: "Unnati Platform Admin", home: "/admin-dashboard" }),
		),
	);
	api.respond("GET /api/admin/colleges", () => jsonResponse({ windowDays: 30, colleges }));
	api.respond("GET /api/admin/usage", () => jsonResponse(usage));
	api.respond("GET /api/admin/inbox/summary", () =>
		jsonResponse({
			kinds: {
				contact: { new: 1, in_progress: 1, handled: 1 },
				report: { new: 2, in_progress: 0, handled: 4 },
				feedback: { new: 0, in_progress: 1, handled: 3 },
			},
			assignedToMe: 2,
		}),
	);
}

describe("AdminDashboardScreen", () => {
	it("shows the colleges with their trials and usage, the inbox's counts and the usage chart with its table", async () => {
		const trialEnds = new Date(Date.now() + 4.5 * DAY_MS).toISOString();
		answerDashboard([
			college({}),
			college({
				id: "c2",
				name: "Kaveri College of Engineering",
				code: "KCE",
				status: "trial",
				trialEndsAt: trialEnds,
				lastSignInAt: null,
			}),
		]);
		const { user } = renderScreen(<AdminDashboardScreen />, "/admin-dashboard");

		expect(await screen.findByRole("heading", { level: 1, name: "Platform dashboard" })).toBeInTheDocument();
		const table = await screen.findByRole("table", { name: "Colleges" });
		const [, dit, kce] = within(table).getAllByRole("row") as HTMLElement[];
		expect(within(dit as HTMLElement).getByText("Subscribed")).toBeInTheDocument();
		expect(within(dit as HTMLElement).getByText("4,321")).toBeInTheDocument();
		expect(within(kce as HTMLElement).getByText(/^Trial ends in 5 days/)).toBeInTheDocument();
		expect(within(kce as HTMLElement).getByText("Never")).toBeInTheDocument();
		expect(screen.getByText("2 colleges: 1 subscribed, 1 trial, 0 suspended.")).toBeInTheDocument();

		const inbox = screen.getByRole("region", { name: "Inbox" });
		const contact = within(inbox).getByRole("article", { name: "Contact requests" });
		expect(within(contact).getByRole("link", { name: "New" })).toHaveAttribute(
			"href",
			"/admin-dashboard/contact-requests?status=new",
		);
		expect(within(inbox).getByText("2 open items are assigned to you.")).toBeInTheDocument();

		const chart = await screen.findByRole("img", { name: /^Usage over the last 12 weeks: 1,266 sign-ins/ });
		expect(chart).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "Show the data as a table" }));
		const figures = screen.getByRole("table", {
			name: "Sign-ins, exam attempts and code submissions per week",
		});
		expect(within(figures).getAllByRole("row")).toHaveLength(13);
	});

	it("extends a college's trial after the admin confirms, and refuses a bad number of days in place", async () => {
		answerDashboard([
			college({ id: "c2", name: "Kaveri College of Engineering", status: "trial", trialEndsAt: null }),
		]);
		api.respond("PATCH /api/admin/colleges/c2/subscription", () =>
			jsonResponse({
				id: "c2",
				status: "trial",
				trialEndsAt: "2026-12-01T00:00:00.000Z",
				accountsUpdated: 1,
			}),
		);
		const { user } = renderScreen(<AdminDashboardScreen />, "/admin-dashboard");

		await user.click(await screen.findByRole("button", { name: "Manage: Kaveri College of Engineering" }));
		const dialog = await screen.findByRole("dialog", {
			name: "Trial and subscription: Kaveri College of Engineering",
		});
		const days = within(dialog).getByRole("textbox", { name: "Extend by (days)" });
		await user.clear(days);
		await user.type(days, "0");
		await user.click(within(dialog).getByRole("button", { name: "Extend the trial" }));
		expect(within(dialog).getByRole("alert")).toHaveTextContent("Extend a trial by 1 to 90 days.");
		expect(api.sent("PATCH /api/admin/colleges/c2/subscription")).toHaveLength(0);

		await user.clear(days);
		await user.type(days, "14");
		await user.click(within(dialog).getByRole("button", { name: "Extend the trial" }));

		await waitFor(() =>
			expect(api.sent("PATCH /api/admin/colleges/c2/subscription")[0]?.body).toEqual({
				action: "extend_trial",
				days: 14,
			}),
		);
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
	});

	it("says how long ago a trial ended", () => {
		const now = Date.parse("2026-11-20T06:00:00.000Z");
		expect(trialText({ status: "trial", trialEndsAt: "2026-11-17T05:00:00.000Z" }, now)).toBe(
			"Trial ended 3 days ago (17 Nov 2026)",
		);
		expect(trialText({ status: "suspended", trialEndsAt: null }, now)).toBe("No trial");
		expect(trialText({ status: "active", trialEndsAt: null }, now)).toBe("Subscribed");
	});
});
