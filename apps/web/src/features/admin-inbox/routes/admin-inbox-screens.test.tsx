import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/providers";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes, renderScreen } from "../../../test/render";
import { ContactRequestsScreen } from "./contact-requests-screen";
import { FeedbackScreen } from "./feedback-screen";
import { ReportsScreen } from "./reports-screen";

const api = stubFetch();
const CONTACTS = "GET /api/admin/contact-requests";
const payload = '<script>alert("owned")</script><img src=x onerror=alert(1)>';

const contact = (id: string, overrides: Record<string, string> = {}) => ({
	id,
	email: `${id}@dit.example.org`,
	organization: "Demo Institute of Technology",
	contact: "+919845012345",
	message: "We would like a demo of proctored exams for our final year students.",
	createdAt: "2026-11-20T10:30:00.000Z",
	...overrides,
});

const page = <T,>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 25 });

describe("ContactRequestsScreen", () => {
	it("lists the requests in a table, showing script payloads as plain text", async () => {
		api.respond(CONTACTS, () =>
			jsonResponse(page([contact("newest", { message: payload }), contact("older")])),
		);
		renderScreen(<ContactRequestsScreen />, "/admin-dashboard/contact-requests");

		const table = await screen.findByRole("table", { name: "Contact requests" });
		const rows = within(table).getAllByRole("row");
		expect(rows).toHaveLength(3);
		expect(within(rows[1] as HTMLElement).getByText(payload)).toBeInTheDocument();
		expect(
			within(rows[2] as HTMLElement).getByRole("link", { name: "older@dit.example.org" }),
		).toBeInTheDocument();
		expect(document.querySelector("script")).toBeNull();
		expect(document.querySelector("img[src='x']")).toBeNull();
		expect(document.title).toBe("Contact requests · Unnati");
	});

	it("searches after a pause in typing and keeps the search in the address", async () => {
		api.respond(CONTACTS, (request) =>
			jsonResponse(page(request.path.includes("q=") ? [contact("match")] : [contact("a"), contact("b")])),
		);
		const { user, router } = renderScreen(<ContactRequestsScreen />, "/admin-dashboard/contact-requests");
		await screen.findByRole("table");

		await user.type(screen.getByRole("searchbox", { name: /search/i }), "dit college");

		await waitFor(() =>
			expect(new URLSearchParams(router.state.location.search).get("q")).toBe("dit college"),
		);
		expect(await screen.findByRole("link", { name: "match@dit.example.org" })).toBeInTheDocument();
		expect(api.requests.filter((request) => request.path.includes("q=dit+college"))).toHaveLength(1);
	});

	it("says there are none yet when the list is empty", async () => {
		api.respond(CONTACTS, () => jsonResponse(page([])));
		renderScreen(<ContactRequestsScreen />, "/admin-dashboard/contact-requests");

		expect(await screen.findByText("No contact requests yet")).toBeInTheDocument();
	});

	it("offers a retry when the list cannot be loaded", async () => {
		let calls = 0;
		api.respond(CONTACTS, () => {
			calls += 1;
			return calls === 1
				? jsonResponse({ code: "UNAVAILABLE", message: "Unavailable" }, 503)
				: jsonResponse(page([contact("back")]));
		});
		// The app retries a 5xx by itself twice; here the first failure should show at once.
		const queryClient = createQueryClient();
		queryClient.setDefaultOptions({ queries: { retry: false } });
		const { user } = renderRoutes([{ path: "*", element: <ContactRequestsScreen /> }], {
			initialEntries: ["/admin-dashboard/contact-requests"],
			queryClient,
		});

		await user.click(await screen.findByRole("button", { name: "Retry" }));

		expect(await screen.findByRole("link", { name: "back@dit.example.org" })).toBeInTheDocument();
	});
});

describe("ReportsScreen", () => {
	it("shows each report's category, description as text and a link to its screenshot", async () => {
		api.respond("GET /api/admin/reports", () =>
			jsonResponse(
				page([
					{
						id: "r1",
						category: "exam",
						description: payload,
						email: null,
						screenshotUrl: "/api/admin/reports/r1/screenshot",
						createdAt: "2026-11-20T10:30:00.000Z",
					},
				]),
			),
		);
		renderScreen(<ReportsScreen />, "/admin-dashboard/reports");

		expect(await screen.findByText(payload)).toBeInTheDocument();
		expect(screen.getByText("Exam or proctoring")).toBeInTheDocument();
		expect(screen.getByRole("img", { name: "Screenshot attached to the report" })).toHaveAttribute(
			"src",
			"/api/admin/reports/r1/screenshot",
		);
		expect(screen.getByRole("link", { name: "Open the screenshot" })).toHaveAttribute(
			"href",
			"/api/admin/reports/r1/screenshot",
		);
	});
});

describe("FeedbackScreen", () => {
	it("shows each rating and its comments", async () => {
		api.respond("GET /api/admin/feedback", () =>
			jsonResponse(
				page([
					{
						id: "f1",
						rating: 4,
						comments: payload,
						email: "priya@dit.example.org",
						createdAt: "2026-11-20T10:30:00.000Z",
					},
				]),
			),
		);
		renderScreen(<FeedbackScreen />, "/admin-dashboard/feedback");

		expect(await screen.findByText("4 out of 5")).toBeInTheDocument();
		expect(screen.getByText(payload)).toBeInTheDocument();
	});
});
