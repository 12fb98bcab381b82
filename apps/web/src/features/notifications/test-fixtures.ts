import type {
	NotificationList,
	NotificationPreferences,
	NotificationView,
} from "@unnati/contracts/notifications";
import { vi } from "vitest";

/** One notification as the API answers it, any field overridden. */
export function makeNotification(overrides: Partial<NotificationView> = {}): NotificationView {
	return {
		id: "n-1",
		type: "exam_published",
		title: "New exam: Data Structures Mid-Term",
		body: "Data Structures Mid-Term opens on 1 Dec 2026, 10:00 am and closes on 1 Dec 2026, 12:00 pm (IST).",
		link: "/exam-instructions/exam-1",
		createdAt: "2026-11-24T04:30:00.000Z",
		readAt: null,
		...overrides,
	};
}

export function makeList(
	items: NotificationView[],
	overrides: Partial<NotificationList> = {},
): NotificationList {
	return {
		items,
		total: items.length,
		page: 1,
		pageSize: 20,
		unread: items.filter((n) => n.readAt === null).length,
		...overrides,
	};
}

export const defaultPreferences = (): NotificationPreferences => ({
	preferences: [
		{
			type: "exam_published",
			label: "Exam published",
			description: "An exam is published for you.",
			inApp: true,
			email: true,
		},
		{
			type: "exam_result_available",
			label: "Exam result",
			description: "Your result is ready.",
			inApp: true,
			email: true,
		},
		{
			type: "proctoring_flag_confirmed",
			label: "Proctoring flag confirmed",
			description: "A flag was confirmed.",
			inApp: true,
			email: true,
		},
	],
});

/** A stand-in for the browser's EventSource: the test plays the server's events. */
export class FakeEventSource {
	static instances: FakeEventSource[] = [];
	static readonly CLOSED = 2;
	readyState = 1;
	closed = false;
	onerror: (() => void) | null = null;
	private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
	constructor(readonly url: string) {
		FakeEventSource.instances.push(this);
	}
	static get last() {
		return FakeEventSource.instances.at(-1) ?? null;
	}
	addEventListener(type: string, fn: (event: MessageEvent<string>) => void) {
		this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
	}
	emit(type: string, data: unknown) {
		for (const fn of this.listeners.get(type) ?? [])
			fn(new MessageEvent(type, { data: JSON.stringify(data) }));
	}
	/** The browser gave up on the connection (e.g. the server answered 401 or 502). */
	fail() {
		this.readyState = FakeEventSource.CLOSED;
		this.onerror?.();
	}
	close() {
		this.closed = true;
	}
}

export function useFakeEventSource() {
	FakeEventSource.instances = [];
	vi.stubGlobal("EventSource", FakeEventSource);
}
