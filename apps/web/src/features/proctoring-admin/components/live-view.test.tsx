import { act, screen, within } from "@testing-library/react";
import type { LiveRoster, LiveStudent } from "@unnati/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render";
import { LiveView } from "./live-view";

/** A stand-in for the browser's EventSource: the test plays the server's events. */
class FakeEventSource {
	static last: FakeEventSource | null = null;
	static readonly CLOSED = 2;
	readyState = 1;
	closed = false;
	onerror: (() => void) | null = null;
	private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
	constructor(readonly url: string) {
		FakeEventSource.last = this;
	}
	addEventListener(type: string, fn: (event: MessageEvent<string>) => void) {
		this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
	}
	emit(type: string, data: unknown) {
		for (const fn of this.listeners.get(type) ?? [])
			fn(new MessageEvent(type, { data: JSON.stringify(data) }));
	}
	close() {
		this.closed = true;
	}
}

const student = (overrides: Partial<LiveStudent>): LiveStudent => ({
	studentId: "s1",
	name: "Asha Rao",
	rollNo: "22CSE003",
	state: "not_started",
	attemptId: null,
	violationCount: 0,
	lastSeenAt: null,
	...overrides,
});

const roster = (students: LiveStudent[]): LiveRoster => ({
	examId: "exam-1",
	maxViolations: 3,
	serverTime: "2026-11-23T04:00:00.000Z",
	students,
});

beforeEach(() => {
	vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
	vi.unstubAllGlobals();
});

describe("LiveView", () => {
	it("shows who is in progress, disconnected, submitted or not started, updating as events arrive", async () => {
		const { unmount } = renderScreen(<LiveView examId="exam-1" />);
		const source = FakeEventSource.last;
		expect(source?.url).toBe("/api/exams/exam-1/live");
		expect(screen.getByRole("status", { name: "Connecting to the live view" })).toBeVisible();

		act(() =>
			source?.emit(
				"roster",
				roster([
					student({}),
					student({
						studentId: "s2",
						name: "Ravi Kumar",
						rollNo: "22CSE004",
						state: "in_progress",
						attemptId: "a2",
					}),
				]),
			),
		);
		expect(await screen.findByLabelText("In progress: 1")).toBeVisible();
		expect(screen.getByLabelText("Not started: 1")).toBeVisible();

		act(() =>
			source?.emit(
				"student",
				student({
					studentId: "s2",
					name: "Ravi Kumar",
					rollNo: "22CSE004",
					state: "disconnected",
					violationCount: 2,
				}),
			),
		);
		expect(screen.getByLabelText("Disconnected: 1")).toBeVisible();
		expect(screen.getByLabelText("In progress: 0")).toBeVisible();
		const ravi = within(screen.getByRole("table", { name: "Students in the exam" }))
			.getByText("Ravi Kumar")
			.closest("tr") as HTMLElement;
		expect(within(ravi).getByText("Disconnected")).toBeVisible();
		expect(within(ravi).getByText("2 of 3")).toBeVisible();

		unmount();
		expect(source?.closed).toBe(true);
	});

	it("filters by state", async () => {
		const { user } = renderScreen(<LiveView examId="exam-1" />);
		act(() =>
			FakeEventSource.last?.emit(
				"roster",
				roster([student({}), student({ studentId: "s2", name: "Ravi Kumar", state: "submitted" })]),
			),
		);
		await user.click(await screen.findByRole("radio", { name: "Submitted" }));
		const table = screen.getByRole("table", { name: "Students in the exam" });
		expect(within(table).getByText("Ravi Kumar")).toBeVisible();
		expect(within(table).queryByText("Asha Rao")).not.toBeInTheDocument();
	});

	it("says so when the stream cannot connect", async () => {
		renderScreen(<LiveView examId="exam-1" />);
		const source = FakeEventSource.last as FakeEventSource;
		source.readyState = FakeEventSource.CLOSED;
		act(() => source.onerror?.());
		expect(await screen.findByRole("alert")).toHaveTextContent("The live view could not connect");
	});
});
