import { screen, waitFor, within } from "@testing-library/react";
import type { InboxItem, InboxItemDetail, InboxList } from "@unnati/contracts/inbox";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/providers";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes, renderScreen } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { ContactRequestsScreen } from "./contact-requests-screen";
import { FeedbackScreen } from "./feedback-screen";
import { ReportsScreen } from "./reports-screen";

const api = stubFetch();
const LIST = "GET /api/admin/inbox";
const payload = '<script>alert("owned")</script><img src=x onerror=alert(1)>';
const ME = { id: "a-1", name: "Unnati Platform Admin", email: "admin@unnati.example.org" };
const OTHER = { id: "a-2", name: "Lakshmi Narayanan", email: "lakshmi@unnati.example.org" };

const contact = (
	id: string,
	overrides: Partial<Extract<InboxItem, { kind: "contact" }>> = {},
): InboxItem => ({
	kind: "contact",
	id,
	email: `${id}@dit.example.org`,
	organization: "Demo Institute of Technology",
	contact: "+919845012345",
	message: "We would like a demo of proctored exams for our final year students.",
	createdAt: "2026-11-20T10:30:00.000Z",
	status: "new",
	statusChangedAt: null,
	handledAt: null,
	assignee: null,
	replyCount: 0,
	...overrides,
});

const page = (items: InboxItem[], counts = { new: items.length, in_progress: 0, handled: 0 }): InboxList => ({
	items,
	total: items.length,
	page: 1,
	pageSize: 25,
	counts,
});

/** Answers the calls every inbox screen makes besides its list: who is signed in, and the assignees. */
function signedInAdmin() {
	api.respond("GET /api/auth/session", () =>
		jsonResponse(
			makeSession({
				userId: ME.id,
				role: "ROLE_ADMIN",
				name: ME.name,
				email: ME.email,
				home: "/admin-dashboard",
			}),
		),
	);
	api.respond("GET /api/admin/inbox/assignees", () => jsonResponse({ items: [ME, OTHER] }));
}

describe("ContactRequestsScreen", () => {
	it("lists the requests with their status, showing script payloads as plain text", async () => {
		signedInAdmin();
		api.respond(LIST, () =>
			jsonResponse(
				page(
					[
						contact("newest", { message: payload }),
						contact("older", { status: "handled", assignee: { id: ME.id, name: ME.name } }),
					],
					{
						new: 1,
						in_progress: 0,
						handled: 1,
					},
				),
			),
		);
		renderScreen(<ContactRequestsScreen />, "/admin-dashboard/contact-requests");

		const table = await screen.findByRole("table", { name: "Contact requests" });
		const rows = within(table).getAllByRole("row");
		expect(rows).toHaveLength(3);
		expect(within(rows[1] as HTMLElement).getByText(payload)).toBeInTheDocument();
		expect(within(rows[1] as HTMLElement).getByText("New")).toBeInTheDocument();
		expect(within(rows[2] as HTMLElement).getByText("Handled")).toBeInTheDocument();
		expect(within(rows[2] as HTMLElement).getByText(`${ME.name} (you)`)).toBeInTheDocument();
		expect(
			within(rows[2] as HTMLElement).getByRole("link", { name: "older@dit.example.org" }),
		).toBeInTheDocument();
		expect(screen.getByText("1 new · 0 in progress · 1 handled")).toBeInTheDocument();
		expect(document.querySelector("script")).toBeNull();
		expect(document.querySelector("img[src='x']")).toBeNull();
		expect(document.title).toBe("Contact requests · Unnati");
		expect(api.requests.find((r) => r.path.startsWith("/api/admin/inbox?"))?.path).toContain("kind=contact");
	});

	it("filters by status and assignee, keeping both in the address", async () => {
		signedInAdmin();
		api.respond(LIST, () => jsonResponse(page([contact("a")])));
		const { user, router } = renderScreen(<ContactRequestsScreen />, "/admin-dashboard/contact-requests");
		await screen.findByRole("table");

		await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "handled");
		await user.selectOptions(screen.getByRole("combobox", { name: "Assigned to" }), "me");

		await waitFor(() => {
			const search = new URLSearchParams(router.state.location.search);
			expect(search.get("status")).toBe("handled");
			expect(search.get("assignee")).toBe("me");
		});
		await waitFor(() =>
			expect(
				api.requests.some((r) => r.path.includes("status=handled") && r.path.includes("assignee=me")),
			).toBe(true),
		);
	});

	it("searches after a pause in typing and keeps the search in the address", async () => {
		signedInAdmin();
		api.respond(LIST, (request) =>
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
		signedInAdmin();
		api.respond(LIST, () => jsonResponse(page([])));
		renderScreen(<ContactRequestsScreen />, "/admin-dashboard/contact-requests");

		expect(await screen.findByText("No contact requests yet")).toBeInTheDocument();
	});

	it("offers a retry when the list cannot be loaded", async () => {
		signedInAdmin();
		let calls = 0;
		api.respond(LIST, () => {
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

	it("opens a request, replies by e-mail and marks it handled", async () => {
		signedInAdmin();
		let item = contact("c1", { organization: "Krishna Lanka University", email: "tpo@klu.example.in" });
		let detail: InboxItemDetail = { item, replies: [] };
		api.respond(LIST, () => jsonResponse(page([item])));
		api.respond("GET /api/admin/inbox/contact/c1", () => jsonResponse(detail));
		api.respond("POST /api/admin/inbox/contact/c1/replies", (request) => {
			const reply = {
				id: "r1",
				body: (request.body as { body: string }).body,
				createdAt: "2026-11-21T05:00:00.000Z",
				author: { id: ME.id, name: ME.name },
				emailedTo: "tpo@klu.example.in",
			};
			item = { ...item, status: "in_progress", assignee: { id: ME.id, name: ME.name }, replyCount: 1 };
			detail = { item, replies: [reply] };
			return jsonResponse({ reply, item }, 201);
		});
		api.respond("PATCH /api/admin/inbox/contact/c1", (request) => {
			item = { ...item, ...(request.body as { status: "handled" }), handledAt: "2026-11-21T06:00:00.000Z" };
			detail = { ...detail, item };
			return jsonResponse(item);
		});
		const { user, router } = renderScreen(<ContactRequestsScreen />, "/admin-dashboard/contact-requests");

		await user.click(
			await screen.findByRole("button", { name: "Open: Request from Krishna Lanka University" }),
		);
		const drawer = await screen.findByRole("dialog", { name: "Request from Krishna Lanka University" });
		expect(new URLSearchParams(router.state.location.search).get("item")).toBe("c1");
		expect(await within(drawer).findByText("No replies yet.")).toBeInTheDocument();

		// An empty reply is refused in the browser, before any request.
		await user.click(within(drawer).getByRole("button", { name: "Send reply" }));
		expect(within(drawer).getByText("Write a reply before sending it.")).toBeInTheDocument();
		expect(api.sent("POST /api/admin/inbox/contact/c1/replies")).toHaveLength(0);

		await user.type(within(drawer).getByLabelText("Your reply"), "Namaste, our team will call you tomorrow.");
		await user.click(within(drawer).getByRole("button", { name: "Send reply" }));
		expect(await within(drawer).findByText("Reply sent to tpo@klu.example.in.")).toBeInTheDocument();
		const card = within(drawer).getByRole("article", { name: /^Reply by Unnati Platform Admin/ });
		expect(within(card).getByText("Sent to tpo@klu.example.in")).toBeInTheDocument();
		expect(api.sent("POST /api/admin/inbox/contact/c1/replies")[0]?.body).toEqual({
			body: "Namaste, our team will call you tomorrow.",
		});

		await user.selectOptions(within(drawer).getByRole("combobox", { name: "Status" }), "handled");
		await waitFor(() =>
			expect(api.sent("PATCH /api/admin/inbox/contact/c1")[0]?.body).toEqual({ status: "handled" }),
		);
		expect(await within(drawer).findByText(/^Handled on /)).toBeInTheDocument();
		expect(within(drawer).getByRole("combobox", { name: "Status" })).toHaveValue("handled");
	});

	it("assigns a request to the admin signed in", async () => {
		signedInAdmin();
		let item = contact("c2");
		api.respond(LIST, () => jsonResponse(page([item])));
		api.respond("GET /api/admin/inbox/contact/c2", () => jsonResponse({ item, replies: [] }));
		api.respond("PATCH /api/admin/inbox/contact/c2", () => {
			item = { ...item, assignee: { id: ME.id, name: ME.name } };
			return jsonResponse(item);
		});
		const { user } = renderScreen(<ContactRequestsScreen />, "/admin-dashboard/contact-requests?item=c2");

		const drawer = await screen.findByRole("dialog");
		await user.click(await within(drawer).findByRole("button", { name: "Assign to me" }));

		await waitFor(() =>
			expect(api.sent("PATCH /api/admin/inbox/contact/c2")[0]?.body).toEqual({ assigneeId: ME.id }),
		);
		await waitFor(() =>
			expect(within(drawer).getByRole("combobox", { name: "Assigned to" })).toHaveValue(ME.id),
		);
		expect(within(drawer).queryByRole("button", { name: "Assign to me" })).toBeNull();
	});
});

describe("ReportsScreen", () => {
	it("shows each report's category, description as text and a link to its screenshot", async () => {
		signedInAdmin();
		api.respond(LIST, () =>
			jsonResponse(
				page([
					{
						kind: "report",
						id: "r1",
						category: "exam",
						description: payload,
						email: null,
						screenshotUrl: "/api/admin/reports/r1/screenshot",
						createdAt: "2026-11-20T10:30:00.000Z",
						status: "in_progress",
						statusChangedAt: "2026-11-20T11:30:00.000Z",
						handledAt: null,
						assignee: { id: OTHER.id, name: OTHER.name },
						replyCount: 2,
					},
				]),
			),
		);
		renderScreen(<ReportsScreen />, "/admin-dashboard/reports");

		expect(await screen.findByText(payload)).toBeInTheDocument();
		expect(screen.getByText("Exam or proctoring")).toBeInTheDocument();
		const table = screen.getByRole("table", { name: "Issue reports" });
		expect(within(table).getByText("In progress")).toBeInTheDocument();
		expect(within(table).getByText(OTHER.name)).toBeInTheDocument();
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
	it("shows each rating and its comments, and keeps a reply to anonymous feedback as a note", async () => {
		signedInAdmin();
		const item: InboxItem = {
			kind: "feedback",
			id: "f1",
			rating: 4,
			comments: payload,
			email: null,
			createdAt: "2026-11-20T10:30:00.000Z",
			status: "new",
			statusChangedAt: null,
			handledAt: null,
			assignee: null,
			replyCount: 0,
		};
		api.respond(LIST, () => jsonResponse(page([item])));
		api.respond("GET /api/admin/inbox/feedback/f1", () => jsonResponse({ item, replies: [] }));
		const { user } = renderScreen(<FeedbackScreen />, "/admin-dashboard/feedback");

		expect(await screen.findByText("4 out of 5")).toBeInTheDocument();
		expect(screen.getByText(payload)).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: /^Open: Feedback of/ }));
		const drawer = await screen.findByRole("dialog");
		expect(
			await within(drawer).findByText(/The sender left no address, so the reply is kept as a note/),
		).toBeInTheDocument();
		expect(within(drawer).getByRole("button", { name: "Save note" })).toBeInTheDocument();
	});
});
