import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../../app/paths";
import { PRELOADED_ELEMENT_ID } from "../../../lib/preloaded";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { PublicLessonScreen } from "./public-lesson-screen";

const api = stubFetch();
const route = [{ path: paths.learningLesson.pattern, element: <PublicLessonScreen /> }];
const url = paths.learningLesson("dsa", "dsa-foundations", "two-pointers");

describe("PublicLessonScreen", () => {
	it("tells a visitor to sign up when the lesson is locked, and shows nothing of it", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse({ code: "SIGN_IN_REQUIRED", message: "Please sign in." }, 401),
		);
		api.respond("GET /api/learning/courses/dsa-foundations/lessons/two-pointers", () =>
			jsonResponse(
				{
					code: "LESSON_LOCKED",
					message: "Sign up to continue: this lesson is for students enrolled in the course.",
				},
				403,
			),
		);
		renderRoutes(route, { initialEntries: [url] });
		expect(await screen.findByRole("heading", { name: "Sign up to continue" })).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", paths.signup);
	});

	it("shows a preview lesson's server-rendered HTML with its next lesson", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse({ code: "SIGN_IN_REQUIRED", message: "Please sign in." }, 401),
		);
		api.respond("GET /api/learning/courses/dsa-foundations/lessons/two-pointers", () =>
			jsonResponse({
				id: "two-pointers",
				courseId: "dsa-foundations",
				courseTitle: "DSA Foundations",
				pathId: "dsa",
				moduleTitle: "Arrays",
				title: "Two pointers",
				minutes: 12,
				preview: true,
				videoUrl: null,
				html: '<h2>Pairs that sum to a target</h2><pre><code class="hljs language-cpp">int lo = 0;</code></pre>',
				previous: null,
				next: { id: "sliding-window", title: "Sliding window" },
				student: null,
			}),
		);
		renderRoutes(route, { initialEntries: [url] });
		expect(await screen.findByRole("heading", { level: 1, name: "Two pointers" })).toBeInTheDocument();
		expect(screen.getByRole("heading", { level: 2, name: "Pairs that sum to a target" })).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Sliding window →" })).toHaveAttribute(
			"href",
			paths.learningLesson("dsa", "dsa-foundations", "sliding-window"),
		);
	});

	it("starts from the lesson that came with a pre-rendered page, without asking for it again", () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse({ code: "SIGN_IN_REQUIRED", message: "Please sign in." }, 401),
		);
		const lesson = {
			id: "two-pointers",
			courseId: "dsa-foundations",
			courseTitle: "DSA Foundations",
			pathId: "dsa",
			moduleTitle: "Arrays",
			title: "Two pointers",
			minutes: 12,
			preview: true,
			videoUrl: null,
			html: "<h2>Pairs that sum to a target</h2>",
			previous: null,
			next: null,
			student: null,
		};
		const block = document.createElement("script");
		block.type = "application/json";
		block.id = PRELOADED_ELEMENT_ID;
		block.textContent = JSON.stringify({
			"GET /api/learning/courses/dsa-foundations/lessons/two-pointers": lesson,
		});
		document.body.append(block);
		renderRoutes(route, { initialEntries: [url] });
		// On screen in the first render (what hydration needs), and the lesson was never requested.
		expect(screen.getByRole("heading", { level: 1, name: "Two pointers" })).toBeInTheDocument();
		expect(screen.getByRole("heading", { level: 2, name: "Pairs that sum to a target" })).toBeInTheDocument();
		expect(api.requests.map((r) => `${r.method} ${r.path}`)).not.toContain(
			"GET /api/learning/courses/dsa-foundations/lessons/two-pointers",
		);
	});
});
