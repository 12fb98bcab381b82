import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { hasValidSecurityValidation } from "../exam-storage";
import { makeListItem } from "../test-fixtures";
import { ExamInstructionsListScreen } from "./exam-instructions-list-screen";
import { ExamInstructionsScreen } from "./exam-instructions-screen";
import { ExamSecurityScreen } from "./exam-security-screen";

const api = stubFetch();
const SERVER_TIME = "2026-11-23T10:00:00.000Z";

function listOf(...items: ReturnType<typeof makeListItem>[]) {
	api.respond("GET /students/exams", () => jsonResponse({ exams: items, server_time: SERVER_TIME }));
}

function renderAt(path: string) {
	return renderRoutes(
		[
			{ path: "/exam-instructions", element: <ExamInstructionsListScreen /> },
			{ path: "/exam-instructions/:id", element: <ExamInstructionsScreen /> },
			{ path: "/exam-security/:id", element: <ExamSecurityScreen /> },
			{ path: "/exam/:examId", element: <p>The exam player</p> },
			{ path: "/proctored-exam/:examId", element: <p>The proctored player</p> },
		],
		{ initialEntries: [path] },
	);
}

const root = document.documentElement;

/** jsdom has no Fullscreen API; each test decides how the browser answers. */
function stubFullscreen(answer: () => Promise<void>) {
	const request = vi.fn(answer);
	Object.defineProperty(root, "requestFullscreen", { configurable: true, writable: true, value: request });
	return request;
}

beforeEach(() => {
	sessionStorage.clear();
});
afterEach(() => {
	Reflect.deleteProperty(root, "requestFullscreen");
});

describe("exam instructions", () => {
	it("lists only the exams open now", async () => {
		listOf(
			makeListItem({ title: "Open quiz" }),
			makeListItem({ exam_id: "later", title: "Later quiz", status: "upcoming" }),
		);
		renderAt("/exam-instructions");

		expect(await screen.findByRole("article", { name: "Open quiz" })).toBeInTheDocument();
		expect(screen.queryByRole("article", { name: "Later quiz" })).toBeNull();
	});

	it("continues to the rules only once the student has read the instructions", async () => {
		listOf(makeListItem());
		const { user, router } = renderAt("/exam-instructions/exam-1");

		const proceed = await screen.findByRole("button", { name: "Continue" });
		expect(screen.getByText("Read every question carefully before you answer.")).toBeInTheDocument();
		expect(proceed).toBeDisabled();
		await user.click(screen.getByRole("checkbox", { name: "I have read and understood the instructions" }));
		await user.click(proceed);

		expect(router.state.location.pathname).toBe("/exam-security/exam-1");
	});

	it("says so when the exam has not opened yet", async () => {
		listOf(makeListItem({ status: "upcoming" }));
		renderAt("/exam-instructions/exam-1");

		expect(await screen.findByText("This exam has not opened yet")).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
	});
});

describe("exam security", () => {
	it("enters fullscreen, records the validation and opens the proctored player", async () => {
		const request = stubFullscreen(async () => {});
		listOf(makeListItem({ proctored: true }));
		const { user } = renderAt("/exam-security/exam-1");

		const begin = await screen.findByRole("button", { name: "Enter fullscreen and begin" });
		expect(begin).toBeDisabled();
		await user.click(screen.getByRole("checkbox", { name: "I accept these rules" }));
		await user.click(begin);

		expect(await screen.findByText("The proctored player")).toBeInTheDocument();
		expect(request).toHaveBeenCalled();
		expect(hasValidSecurityValidation("exam-1")).toBe(true);
	});

	it("before a proctored exam, says whether this device passed the system check and links to it", async () => {
		stubFullscreen(async () => {});
		listOf(makeListItem({ proctored: true }));
		api.respond("GET /api/system-check/latest", () => jsonResponse({ pass: null }));
		const first = renderAt("/exam-security/exam-1");
		expect(await screen.findByText("Run the system check first")).toBeInTheDocument();
		const link = screen.getByRole("link", { name: "Run the system check" });
		expect(link).toHaveAttribute("href", "/system-check?examId=exam-1");
		first.unmount();

		api.respond("GET /api/system-check/latest", () =>
			jsonResponse({
				pass: {
					id: "5d7f6f7e-2f57-4a59-9a57-6f0d2f5c1b11",
					passed: true,
					outcomes: [],
					examId: null,
					identityPhotoId: null,
					completedAt: new Date(Date.now() - 3_600_000).toISOString(),
					validUntil: new Date(Date.now() + 20 * 3_600_000).toISOString(),
				},
			}),
		);
		renderAt("/exam-security/exam-1");
		expect(await screen.findByText("System check passed")).toBeInTheDocument();
		expect(screen.queryByRole("link", { name: "Run the system check" })).toBeNull();
	});

	it("explains a refused fullscreen and lets the student continue", async () => {
		stubFullscreen(async () => {
			throw new TypeError("Permissions check failed");
		});
		listOf(makeListItem());
		const { user } = renderAt("/exam-security/exam-1");

		await user.click(await screen.findByRole("checkbox", { name: "I accept these rules" }));
		await user.click(screen.getByRole("button", { name: "Enter fullscreen and begin" }));
		expect(await screen.findByText("Fullscreen was not allowed")).toBeInTheDocument();
		expect(hasValidSecurityValidation("exam-1")).toBe(false);

		await user.click(screen.getByRole("button", { name: "Continue without fullscreen" }));
		expect(await screen.findByText("The exam player")).toBeInTheDocument();
		expect(hasValidSecurityValidation("exam-1")).toBe(true);
	});
});
