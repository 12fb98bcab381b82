import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { defaultPreferences, makeList, makeNotification } from "../test-fixtures";
import { NotificationsScreen } from "./notifications-screen";

const api = stubFetch();
const LIST = "GET /api/notifications";
const listRequests = () =>
	api.requests.filter((r) => r.method === "GET" && r.path.startsWith("/api/notifications?"));

const published = makeNotification();
const result = makeNotification({
	id: "n-2",
	type: "exam_result_available",
	title: "Your result for Digital Logic Test is ready",
	body: "You scored 72.5% and passed. Open the result to see each section and question.",
	link: "/exam-results/att-7",
	createdAt: "2026-11-24T05:00:00.000Z",
});

function renderList(path = "/notifications") {
	return renderRoutes([{ path: "/notifications", element: <NotificationsScreen /> }], {
		initialEntries: [path],
	});
}

beforeEach(() => {
	api.respond("GET /api/notifications/unread-count", () => jsonResponse({ unread: 2 }));
	api.respond("GET /api/notifications/preferences", () => jsonResponse(defaultPreferences()));
});

describe("NotificationsScreen", () => {
	it("lists the notifications, newest first, with links and the unread count", async () => {
		api.respond(LIST, () => jsonResponse(makeList([result, published])));
		renderList();
		expect(await screen.findByRole("heading", { level: 1, name: "Notifications" })).toBeInTheDocument();
		const list = await screen.findByRole("list", { name: "Your notifications" });
		const items = within(list).getAllByRole("listitem");
		expect(items).toHaveLength(2);
		expect(
			within(items[0] as HTMLElement).getByText("Your result for Digital Logic Test is ready"),
		).toBeInTheDocument();
		expect(within(items[0] as HTMLElement).getByRole("link", { name: /Open: Your result/ })).toHaveAttribute(
			"href",
			"/exam-results/att-7",
		);
		expect(screen.getByText("2 unread")).toBeInTheDocument();
		expect(listRequests()[0]?.path).toBe("/api/notifications?page=1&pageSize=20&status=all");
	});

	it("filters by type and by unread, keeping the filter in the address", async () => {
		api.respond(LIST, (request) =>
			jsonResponse(
				makeList(request.path.includes("type=exam_result_available") ? [result] : [result, published]),
			),
		);
		const { user, router } = renderList();
		await screen.findByRole("list", { name: "Your notifications" });
		await user.selectOptions(screen.getByRole("combobox", { name: "Type" }), "Exam result");
		expect(router.state.location.search).toBe("?type=exam_result_available");
		await user.click(screen.getByRole("radio", { name: "Unread" }));
		expect(router.state.location.search).toBe("?type=exam_result_available&status=unread");
		expect(listRequests().at(-1)?.path).toBe(
			"/api/notifications?page=1&pageSize=20&status=unread&type=exam_result_available",
		);
		expect(screen.getByRole("button", { name: "Mark all “Exam result” read" })).toBeInTheDocument();
	});

	it("marks one read and all read", async () => {
		api.respond(LIST, () => jsonResponse(makeList([result, published])));
		api.respond("POST /api/notifications/n-2/read", () =>
			jsonResponse({ notification: { ...result, readAt: "2026-11-24T06:00:00.000Z" }, unread: 1 }),
		);
		api.respond("POST /api/notifications/read-all", () => jsonResponse({ updated: 1, unread: 0 }));
		const { user } = renderList();
		await user.click(
			await screen.findByRole("button", { name: "Mark read: Your result for Digital Logic Test is ready" }),
		);
		expect(await screen.findByText("1 unread")).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "Mark all read" }));
		expect(await screen.findByText("You are all caught up.")).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Mark all read" })).toBeDisabled();
	});

	it("says when there is nothing yet, and when a filter matches nothing", async () => {
		api.respond(LIST, () => jsonResponse(makeList([])));
		const { user } = renderList("/notifications?status=unread");
		expect(await screen.findByText("No notifications match this filter.")).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "Show all notifications" }));
		expect(await screen.findByText(/You have no notifications yet/)).toBeInTheDocument();
	});

	it("says when the list could not be loaded, and retries", async () => {
		let calls = 0;
		api.respond(LIST, () => {
			calls++;
			return calls === 1
				? jsonResponse({ code: "RATE_LIMITED", message: "Too many requests. Please wait a minute." }, 429)
				: jsonResponse(makeList([published]));
		});
		const { user } = renderList();
		const alert = await screen.findByRole("alert");
		expect(within(alert).getByText("Your notifications could not be loaded")).toBeInTheDocument();
		expect(within(alert).getByText("Too many requests. Please wait a minute.")).toBeInTheDocument();
		await user.click(within(alert).getByRole("button", { name: "Retry" }));
		expect(await screen.findByText("New exam: Data Structures Mid-Term")).toBeInTheDocument();
	});

	it("saves a switched-off preference", async () => {
		api.respond(LIST, () => jsonResponse(makeList([])));
		api.respond("PUT /api/notifications/preferences", (request) => {
			const saved = defaultPreferences();
			const body = request.body as { preferences: { type: string; inApp: boolean; email: boolean }[] };
			for (const p of saved.preferences)
				Object.assign(
					p,
					body.preferences.find((b) => b.type === p.type),
				);
			return jsonResponse(saved);
		});
		const { user } = renderList();
		const group = await screen.findByRole("group", { name: "Exam published" });
		const save = screen.getByRole("button", { name: "Save preferences" });
		expect(save).toBeDisabled();
		await user.click(within(group).getByRole("switch", { name: "By e-mail" }));
		await user.click(save);
		expect(await screen.findByText("Your notification preferences are saved.")).toBeInTheDocument();
		const sent = api.sent("PUT /api/notifications/preferences")[0]?.body as { preferences: unknown[] };
		expect(sent.preferences).toContainEqual({ type: "exam_published", inApp: true, email: false });
		expect(within(group).getByRole("switch", { name: "By e-mail" })).not.toBeChecked();
	});
});
