import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { RecordViolation, StudentProctoring, ViolationSummary } from "@unnati/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../../../test/fetch-stub";
import { renderScreen } from "../../../../test/render";
import { Proctor } from "./proctor";

const api = stubFetch();
const CONFIG = "GET /students/exam/exam-1/proctoring";
const REPORT = "POST /students/exam/exam-1/violations";
const HEARTBEAT = "POST /students/exam/exam-1/heartbeat";

function config(overrides: Partial<StudentProctoring> = {}): StudentProctoring {
	return {
		proctored: true,
		max_violations: 3,
		violation_count: 0,
		face_signals: false,
		face_signals_count: false,
		heartbeat_ms: 20_000,
		violations: [],
		...overrides,
	};
}

/** A server that counts each client_id once, as the real one does. */
function fakeServer(initial = config()) {
	const recorded = new Set<string>();
	let failing = false;
	api.respond(CONFIG, () => jsonResponse(initial));
	api.respond(HEARTBEAT, () =>
		jsonResponse({
			violation_count: recorded.size,
			max_violations: 3,
			server_time: new Date().toISOString(),
		}),
	);
	api.respond(REPORT, (request) => {
		if (failing) throw new TypeError("Failed to fetch");
		const body = request.body as RecordViolation;
		const fresh = !recorded.has(body.client_id);
		recorded.add(body.client_id);
		return jsonResponse({
			violation_id: `v-${body.client_id}`,
			recorded: fresh,
			counted: true,
			violation_count: recorded.size + initial.violation_count,
			max_violations: 3,
			max_reached: recorded.size + initial.violation_count >= 3,
		});
	});
	return {
		reports: () => api.sent(REPORT).map((r) => r.body as RecordViolation),
		setFailing: (value: boolean) => {
			failing = value;
		},
	};
}

function renderProctor(props: { active?: boolean; onMaxReached?: (s: ViolationSummary) => void } = {}) {
	return renderScreen(
		<Proctor
			examId="exam-1"
			maxViolations={3}
			active={props.active ?? true}
			onMaxReached={props.onMaxReached ?? (() => {})}
		/>,
	);
}

const setVisibility = (state: "visible" | "hidden") => {
	Object.defineProperty(document, "visibilityState", { configurable: true, value: state });
	document.dispatchEvent(new Event("visibilitychange"));
};

beforeEach(() => {
	localStorage.clear();
});
afterEach(() => {
	setVisibility("visible");
	Reflect.deleteProperty(document, "fullscreenEnabled");
	Reflect.deleteProperty(document, "fullscreenElement");
});

describe("the proctor", () => {
	it("reports a tab switch as it happens, then its away time, and warns with the count", async () => {
		const server = fakeServer();
		renderProctor();
		await waitFor(() => expect(api.sent(CONFIG)).toHaveLength(1));

		act(() => {
			window.dispatchEvent(new Event("blur"));
			setVisibility("hidden");
		});
		await waitFor(() => expect(server.reports()).toHaveLength(1));
		expect(server.reports()[0]).toMatchObject({ type: "tab_switch" });
		expect(server.reports()[0]?.away_ms).toBeUndefined();
		expect(
			await screen.findByText(/Switched to another tab or window\. Recorded as violation 1 of 3/),
		).toBeVisible();
		expect(screen.getByText("Violations 1 of 3")).toBeVisible();

		await new Promise((resolve) => setTimeout(resolve, 50));
		act(() => {
			setVisibility("visible");
			window.dispatchEvent(new Event("focus"));
		});
		await waitFor(() => expect(server.reports()).toHaveLength(2));
		const [first, second] = server.reports();
		expect(second?.client_id).toBe(first?.client_id);
		expect(second?.away_ms).toBeGreaterThanOrEqual(40);
		expect(screen.getByText("Violations 1 of 3")).toBeVisible();
	});

	it("blocks copy, paste, cut, the context menu and the print shortcut, recording a repeat once", async () => {
		const server = fakeServer();
		renderProctor();
		await waitFor(() => expect(api.sent(CONFIG)).toHaveLength(1));
		const fire = (event: Event) => {
			act(() => {
				document.body.dispatchEvent(event);
			});
			return event.defaultPrevented;
		};
		expect(fire(new Event("copy", { bubbles: true, cancelable: true }))).toBe(true);
		expect(fire(new Event("copy", { bubbles: true, cancelable: true }))).toBe(true);
		expect(fire(new Event("paste", { bubbles: true, cancelable: true }))).toBe(true);
		expect(fire(new Event("cut", { bubbles: true, cancelable: true }))).toBe(true);
		expect(fire(new Event("contextmenu", { bubbles: true, cancelable: true }))).toBe(true);
		expect(
			fire(new KeyboardEvent("keydown", { key: "p", ctrlKey: true, bubbles: true, cancelable: true })),
		).toBe(true);
		expect(
			fire(new KeyboardEvent("keydown", { key: "a", ctrlKey: true, bubbles: true, cancelable: true })),
		).toBe(false);
		await waitFor(() => expect(server.reports()).toHaveLength(5));
		expect(server.reports().map((r) => r.type)).toEqual(["copy", "paste", "cut", "context_menu", "print"]);
	});

	it("submits at the maximum with the violation summary of SPEC §3", async () => {
		fakeServer(
			config({
				violation_count: 1,
				violations: [
					{
						client_id: "earlier-1",
						type: "window_blur",
						at: new Date().toISOString(),
						away_ms: 3000,
						counted: true,
					},
				],
			}),
		);
		const onMaxReached = vi.fn();
		renderProctor({ onMaxReached });
		expect(await screen.findByText("Violations 1 of 3")).toBeVisible();

		fireEvent.copy(document.body);
		fireEvent.contextMenu(document.body);
		await waitFor(() => expect(onMaxReached).toHaveBeenCalledTimes(1));
		const summary = onMaxReached.mock.calls[0]?.[0] as ViolationSummary;
		expect(summary).toMatchObject({
			violationCount: 3,
			maxViolationsReached: true,
			submissionReason: "max_violations",
			proctoringSummary: {
				totalViolations: 3,
				focusViolations: 1,
				fullscreenViolations: 0,
				totalAwayTime: 3000,
				longestAwayDuration: 3000,
			},
		});
		expect(summary.violations.map((v) => v.violation)).toEqual([
			"Left the exam window",
			"Tried to copy",
			"Opened the context menu",
		]);
	});

	it("keeps reports on the device while offline and sends them when back online", async () => {
		const server = fakeServer();
		renderProctor();
		await waitFor(() => expect(api.sent(CONFIG)).toHaveLength(1));
		server.setFailing(true);
		fireEvent.paste(document.body);
		expect(await screen.findByText("Violations 1 of 3")).toBeVisible();
		await waitFor(() => expect(localStorage.getItem("exam-violations:exam-1")).toContain('"paste"'));
		expect(await screen.findByText(/reports waiting for the network/)).toBeVisible();

		server.setFailing(false);
		act(() => {
			window.dispatchEvent(new Event("online"));
		});
		await waitFor(() => expect(localStorage.getItem("exam-violations:exam-1")).toBeNull());
		expect(server.reports().filter((r) => r.type === "paste").length).toBeGreaterThanOrEqual(2);
		expect(screen.getByText("Violations 1 of 3")).toBeVisible();
	});

	it("blocks the exam when fullscreen is left, and reports the time outside on return", async () => {
		let element: Element | null = document.documentElement;
		Object.defineProperty(document, "fullscreenEnabled", { configurable: true, value: true });
		Object.defineProperty(document, "fullscreenElement", { configurable: true, get: () => element });
		const request = vi.fn(async () => {
			element = document.documentElement;
			document.dispatchEvent(new Event("fullscreenchange"));
		});
		document.documentElement.requestFullscreen = request;
		const server = fakeServer();
		const { user } = renderProctor();
		await waitFor(() => expect(api.sent(CONFIG)).toHaveLength(1));
		expect(screen.queryByRole("dialog", { name: "Return to fullscreen" })).not.toBeInTheDocument();

		act(() => {
			element = null;
			document.dispatchEvent(new Event("fullscreenchange"));
		});
		const prompt = await screen.findByRole("dialog", { name: "Return to fullscreen" });
		expect(prompt).toHaveTextContent("You left fullscreen. This is recorded as a violation.");
		await waitFor(() => expect(server.reports()[0]).toMatchObject({ type: "fullscreen_exit" }));

		await user.click(screen.getByRole("button", { name: "Return to fullscreen" }));
		expect(request).toHaveBeenCalled();
		await waitFor(() =>
			expect(screen.queryByRole("dialog", { name: "Return to fullscreen" })).not.toBeInTheDocument(),
		);
		await waitFor(() => expect(server.reports()).toHaveLength(2));
		expect(server.reports()[1]).toMatchObject({
			type: "fullscreen_exit",
			client_id: server.reports()[0]?.client_id,
		});
		expect(server.reports()[1]?.away_ms).toEqual(expect.any(Number));
	});

	it("records nothing while inactive (the exam is being submitted)", async () => {
		const server = fakeServer();
		renderProctor({ active: false });
		await waitFor(() => expect(api.sent(CONFIG)).toHaveLength(1));
		fireEvent.copy(document.body);
		act(() => setVisibility("hidden"));
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(server.reports()).toEqual([]);
		expect(api.sent(HEARTBEAT)).toEqual([]);
	});

	it("says so when face signals cannot run, and goes on without them", async () => {
		fakeServer(config({ face_signals: true }));
		renderProctor();
		expect(await screen.findByText("This browser gives no camera access.")).toBeVisible();
		expect(screen.getByText("Violations 0 of 3")).toBeVisible();
		// The attempt's record says why no face signal could be flagged: a beat tells it at once.
		await waitFor(() =>
			expect(api.sent(HEARTBEAT).map((r) => r.body)).toContainEqual({
				face_signals: { state: "unavailable", reason: "This browser gives no camera access." },
			}),
		);
	});
});
