import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { FakeEventSource, makeList, makeNotification, useFakeEventSource } from "../test-fixtures";
import { NotificationBell } from "./notification-bell";

const api = stubFetch();

beforeEach(() => {
	useFakeEventSource();
	api.respond("GET /api/auth/session", () => jsonResponse(makeSession()));
	api.respond("GET /api/notifications/unread-count", () => jsonResponse({ unread: 2 }));
});
afterEach(() => {
	vi.useRealTimers();
});

describe("NotificationBell", () => {
	it("shows the unread count and updates it live when a notification arrives", async () => {
		renderScreen(<NotificationBell />);
		expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeInTheDocument();
		const source = FakeEventSource.last;
		expect(source?.url).toBe("/api/notifications/stream");

		act(() => source?.emit("ready", { unread: 2 }));
		act(() =>
			source?.emit("notification", {
				notification: makeNotification({ id: "n-9", title: "Your result for Digital Logic Test is ready" }),
				unread: 3,
			}),
		);
		expect(await screen.findByRole("button", { name: "Notifications, 3 unread" })).toBeInTheDocument();
		// Told to screen readers, and shown as a toast.
		expect(
			screen.getByText("New notification: Your result for Digital Logic Test is ready"),
		).toBeInTheDocument();

		// Read in another tab: the count follows.
		act(() => source?.emit("unread", { unread: 0 }));
		expect(await screen.findByRole("button", { name: "Notifications, none unread" })).toBeInTheDocument();
	});

	it("opens the latest notifications, marks one read and all read", async () => {
		api.respond("GET /api/notifications", () =>
			jsonResponse(
				makeList([
					makeNotification({ id: "n-2", title: "New exam: Operating Systems Quiz" }),
					makeNotification({ id: "n-1", title: "New exam: Compiler Design Viva" }),
				]),
			),
		);
		api.respond("POST /api/notifications/n-2/read", () =>
			jsonResponse({
				notification: makeNotification({ id: "n-2", readAt: "2026-11-24T05:00:00.000Z" }),
				unread: 1,
			}),
		);
		api.respond("POST /api/notifications/read-all", () => jsonResponse({ updated: 1, unread: 0 }));
		const { user } = renderScreen(<NotificationBell />);
		await user.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
		const panel = await screen.findByRole("dialog", { name: "Notifications" });
		expect(await within(panel).findByText("New exam: Operating Systems Quiz")).toBeInTheDocument();
		expect(
			within(panel).getByRole("link", { name: "See all notifications and preferences" }),
		).toHaveAttribute("href", "/notifications");

		await user.click(
			within(panel).getByRole("button", { name: "Mark read: New exam: Operating Systems Quiz" }),
		);
		expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeInTheDocument();
		await user.click(within(panel).getByRole("button", { name: "Mark all read" }));
		expect(await screen.findByRole("button", { name: "Notifications, none unread" })).toBeInTheDocument();
		expect(api.sent("POST /api/notifications/read-all")[0]?.body).toEqual({});
	});

	it("closes its panel on Escape, giving focus back to the bell, and on a click outside", async () => {
		api.respond("GET /api/notifications", () => jsonResponse(makeList([])));
		const { user } = renderScreen(
			<>
				<NotificationBell />
				<p>Lesson text</p>
			</>,
		);
		const bell = await screen.findByRole("button", { name: "Notifications, 2 unread" });
		expect(bell).toHaveAttribute("aria-expanded", "false");
		await user.click(bell);
		const panel = await screen.findByRole("dialog", { name: "Notifications" });
		expect(bell).toHaveAttribute("aria-expanded", "true");
		expect(bell).toHaveAttribute("aria-controls", panel.id);

		await user.keyboard("{Escape}");
		expect(screen.queryByRole("dialog", { name: "Notifications" })).not.toBeInTheDocument();
		expect(bell).toHaveFocus();

		await user.click(bell);
		await screen.findByRole("dialog", { name: "Notifications" });
		await user.click(screen.getByText("Lesson text"));
		expect(screen.queryByRole("dialog", { name: "Notifications" })).not.toBeInTheDocument();
	});

	it("links staff to the notifications under their own home", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse(makeSession({ role: "ROLE_EXAM_ADMIN", home: "/examination-admin/dashboard" })),
		);
		api.respond("GET /api/notifications", () => jsonResponse(makeList([])));
		const { user } = renderScreen(<NotificationBell />);
		await user.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
		const panel = await screen.findByRole("dialog", { name: "Notifications" });
		expect(await within(panel).findByText("You have no notifications yet.")).toBeInTheDocument();
		expect(
			within(panel).getByRole("link", { name: "See all notifications and preferences" }),
		).toHaveAttribute("href", "/examination-admin/dashboard/notifications");
	});

	it("opens a new connection after the browser gave up on one", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		renderScreen(<NotificationBell />);
		await screen.findByRole("button", { name: "Notifications, 2 unread" });
		const first = FakeEventSource.last;
		act(() => first?.fail());
		expect(first?.closed).toBe(true);
		await act(async () => {
			await vi.advanceTimersByTimeAsync(3_000);
		});
		expect(FakeEventSource.instances).toHaveLength(2);
		expect(FakeEventSource.last).not.toBe(first);
	});
});
