import { QueryClient } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { SPOKEN_PHRASE, SYSTEM_CHECK_MESSAGES, TYPED_PHRASE } from "@unnati/contracts/system-check";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../app/providers";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { makeSession } from "../../../test/session-fixtures";
import { fakeDevices } from "../test-devices";
import { SystemCheckScreen } from "./system-check-screen";

const api = stubFetch();
const RESULTS = "POST /api/system-check/results";
const PHOTO_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const EXAM_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

function Where() {
	const location = useLocation();
	return <p>{`at ${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderCheck(
	options: { fake?: ReturnType<typeof fakeDevices>; entries?: Parameters<typeof createMemoryRouter>[1] } = {},
) {
	const fake = options.fake ?? fakeDevices();
	const router = createMemoryRouter(
		[
			{ path: "/system-check", element: <SystemCheckScreen devices={fake.devices} /> },
			{ path: "*", element: <Where /> },
		],
		options.entries ?? { initialEntries: ["/system-check"] },
	);
	render(
		<AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
			<RouterProvider router={router} />
		</AppProviders>,
	);
	return { fake, router };
}

const tick = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const button = (name: string) => screen.getByRole("button", { name });
const next = () => fireEvent.click(button("Next"));

function signedOut() {
	api.respond("GET /api/auth/session", () =>
		jsonResponse({ code: "SIGN_IN_REQUIRED", message: "Please sign in." }, 401),
	);
}
function signedInStudent() {
	api.respond("GET /api/auth/session", () => jsonResponse(makeSession()));
	api.respond("POST /api/system-check/identity-photo", () =>
		jsonResponse({ id: PHOTO_ID, examId: EXAM_ID, bytes: 8, uploadedAt: "2025-06-14T10:00:00.000Z" }, 201),
	);
	api.respond(RESULTS, (request) => {
		const outcomes = (request.body as { outcomes: { status: string }[] }).outcomes;
		const passed = outcomes.length === 7 && outcomes.every((o) => o.status !== "failed");
		return jsonResponse(
			{
				id: "9b2f5c1e-3c7d-4f4e-8a43-0a8f3b2c1d00",
				passed,
				outcomes,
				examId: EXAM_ID,
				identityPhotoId: passed ? PHOTO_ID : null,
				completedAt: "2025-06-14T10:00:00.000Z",
				validUntil: passed ? "2025-06-15T10:00:00.000Z" : null,
			},
			201,
		);
	});
}

/**
 * Next, then the next step on screen: its chunk (loaded in beforeAll) resolves, and React shows a
 * boundary's content no sooner than 300 ms after its fallback (React's reveal throttle).
 */
async function nextStep() {
	next();
	await tick();
	await tick(300);
}

/** Passes steps 1 to 6 with devices that work. */
async function passFirstSixSteps(fake: ReturnType<typeof fakeDevices>) {
	await tick(1000);
	await nextStep();
	await nextStep();
	await tick(10_000);
	await nextStep();
	fireEvent.click(button("Start voice check"));
	await tick();
	act(() => fake.recognition().begin());
	act(() => fake.recognition().say(SPOKEN_PHRASE));
	await nextStep();
	fireEvent.click(button("Take photo"));
	await tick();
	await nextStep();
	await nextStep();
}

// The steps after the first are their own chunks, loaded as each starts (the wizard's stepModules):
// loaded here once, so a step is on screen one tick after Next, as in a browser that has them cached.
beforeAll(async () => {
	await Promise.all([
		import("../components/steps/network-step"),
		import("../components/steps/camera-step"),
		import("../components/steps/microphone-step"),
		import("../components/steps/identity-step"),
		import("../components/steps/notifications-step"),
		import("../components/steps/typing-step"),
		import("../api"),
		import("../../../lib/session"),
	]);
});

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
});

describe("SystemCheckScreen (SPEC §2, §4)", () => {
	it("shows 'Step N of 7' with progress dots, and keeps Next disabled until the step passes", async () => {
		signedOut();
		renderCheck();
		await tick();
		expect(screen.getByRole("heading", { level: 1, name: "System check" })).toBeInTheDocument();
		expect(screen.getByText("Step 1 of 7")).toBeInTheDocument();
		const dots = within(screen.getByRole("list", { name: "Progress" })).getAllByRole("listitem");
		expect(dots).toHaveLength(7);
		expect(dots[0]).toHaveAttribute("aria-current", "step");
		expect(dots[0]).toHaveTextContent("Step 1: Screen size and fullscreen, in progress");
		expect(button("Next")).toBeDisabled();

		await tick(1000);
		expect(button("Next")).toBeEnabled();
		expect(screen.getByRole("status")).toHaveTextContent("Screen size and fullscreen: passed.");
		next();
		expect(screen.getByText("Step 2 of 7")).toBeInTheDocument();
		const moved = within(screen.getByRole("list", { name: "Progress" })).getAllByRole("listitem");
		expect(moved[0]).toHaveTextContent("passed");
		expect(moved[1]).toHaveAttribute("aria-current", "step");
	});

	it("offers Try Again on a failed step, which runs the step afresh", async () => {
		signedOut();
		const fake = fakeDevices({
			download: vi
				.fn()
				.mockResolvedValueOnce({ bytes: 512_000, ms: 8192 })
				.mockResolvedValueOnce({ bytes: 512_000, ms: 100 }),
		});
		renderCheck({ fake });
		await tick(1000);
		next();
		await tick();
		expect(screen.getByRole("alert")).toHaveTextContent(SYSTEM_CHECK_MESSAGES.networkSlow("0.5"));
		expect(button("Next")).toBeDisabled();
		fireEvent.click(button("Try Again"));
		await tick();
		expect(fake.devices.download).toHaveBeenCalledTimes(2);
		expect(screen.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
		expect(button("Next")).toBeEnabled();
	});

	it("lets a visitor run the whole check; Proceed then goes to / and nothing is recorded", async () => {
		signedOut();
		const { fake, router } = renderCheck();
		await passFirstSixSteps(fake);
		expect(screen.getByText("Step 7 of 7")).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
		expect(button("Proceed")).toBeDisabled();
		fireEvent.change(screen.getByRole("textbox", { name: "Your typing" }), {
			target: { value: TYPED_PHRASE },
		});
		await tick();
		expect(screen.getByRole("status")).toHaveTextContent(SYSTEM_CHECK_MESSAGES.allPassed);
		fireEvent.click(button("Proceed"));
		await tick();
		expect(router.state.location.pathname).toBe("/");
		expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /api/auth/session"]);
	});

	it("records a signed-in student's pass with the photo and exam, then goes back with systemCheckPassed", async () => {
		signedInStudent();
		const returnTo = `/exam-security/${EXAM_ID}`;
		const { fake, router } = renderCheck({
			entries: {
				initialEntries: [
					returnTo,
					{ pathname: "/system-check", search: `?examId=${EXAM_ID}`, state: { returnTo } },
				],
				initialIndex: 1,
			},
		});
		await passFirstSixSteps(fake);
		fireEvent.change(screen.getByRole("textbox", { name: "Your typing" }), {
			target: { value: TYPED_PHRASE },
		});
		await tick();
		const [sent] = api.sent(RESULTS);
		expect(sent?.body).toEqual({
			outcomes: [
				{ step: "screen", status: "passed", detail: "1366 × 768, fullscreen" },
				{ step: "network", status: "passed", detail: "20.5 Mbps" },
				{ step: "camera", status: "passed", detail: "10 s live preview" },
				{ step: "microphone", status: "passed", detail: `heard "${SPOKEN_PHRASE}"` },
				{ step: "identity", status: "passed", detail: "JPEG of 8 bytes, saved" },
				{ step: "notifications", status: "passed", detail: "default" },
				{ step: "typing", status: "passed", detail: `${TYPED_PHRASE.length} characters` },
			],
			examId: EXAM_ID,
			identityPhotoId: PHOTO_ID,
		});
		fireEvent.click(button("Proceed"));
		await tick();
		expect(router.state.location.pathname).toBe(returnTo);
		expect(router.state.location.state).toEqual({ systemCheckPassed: true });
		// Back from there leaves the app's history where it was before the check, not in the wizard.
		expect(router.state.historyAction).toBe("REPLACE");
	});

	it("without a return address, Proceed goes back one page, or home when the check was opened directly", async () => {
		signedInStudent();
		const finish = async (fake: ReturnType<typeof fakeDevices>) => {
			await passFirstSixSteps(fake);
			fireEvent.change(screen.getByRole("textbox", { name: "Your typing" }), {
				target: { value: TYPED_PHRASE },
			});
			await tick();
			fireEvent.click(button("Proceed"));
			await tick();
		};
		const back = renderCheck({
			entries: { initialEntries: ["/exams-dashboard", "/system-check"], initialIndex: 1 },
		});
		await finish(back.fake);
		expect(back.router.state.location.pathname).toBe("/exams-dashboard");
		expect(back.router.state.historyAction).toBe("POP");
		back.router.dispose();
		cleanup();

		const direct = renderCheck();
		await finish(direct.fake);
		expect(direct.router.state.location.pathname).toBe("/dashboard");
		expect(direct.router.state.location.state).toEqual({ systemCheckPassed: true });
	});

	it("records a failure once per step for a signed-in person", async () => {
		signedInStudent();
		const fake = fakeDevices({ download: vi.fn(async () => ({ bytes: 512_000, ms: 8192 })) });
		renderCheck({ fake });
		await tick(1000);
		next();
		await tick();
		fireEvent.click(button("Try Again"));
		await tick();
		expect(api.sent(RESULTS).map((r) => r.body)).toEqual([
			{
				outcomes: [
					{ step: "screen", status: "passed", detail: "1366 × 768, fullscreen" },
					{ step: "network", status: "failed", detail: "0.5 Mbps" },
				],
			},
		]);
	});

	it("explains on a small screen that a laptop or desktop is needed", async () => {
		signedOut();
		const fake = fakeDevices();
		Object.assign(fake.state, { width: 360, height: 740 });
		renderCheck({ fake });
		await tick(1000);
		expect(screen.getByText("A laptop or desktop is needed")).toBeInTheDocument();
		expect(screen.getByRole("status")).toHaveTextContent(SYSTEM_CHECK_MESSAGES.screenTooSmall(360, 740));
		expect(button("Try Again")).toBeInTheDocument();
	});

	it("blocks the keys of SPEC §5 while the check is open", async () => {
		signedOut();
		renderCheck();
		await tick();
		expect(fireEvent.keyDown(document.body, { key: "Tab" })).toBe(false);
		expect(fireEvent.keyDown(document.body, { key: "F12" })).toBe(false);
		expect(fireEvent.contextMenu(document.body)).toBe(false);
	});
});
