import { screen, within } from "@testing-library/react";
import type { StudentHome } from "@unnati/contracts/learning";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { StudentHomeScreen } from "./student-home-screen";

const api = stubFetch();

const home = (overrides: Partial<StudentHome> = {}): StudentHome => ({
	serverTime: "2026-11-24T10:00:00.000Z",
	continueLearning: {
		courseId: "dsa-foundations",
		courseTitle: "DSA Foundations",
		pathId: "dsa",
		lessonId: "arrays-and-strings",
		lessonTitle: "Arrays and strings",
		percent: 10,
	},
	courses: [{ id: "dsa-foundations", title: "DSA Foundations", percent: 10, pathId: "dsa" }],
	exams: [],
	recentResults: [],
	streak: { current: 1, activeToday: true },
	weeklyGoal: { target: 5, done: 1 },
	practice: {
		solved: 0,
		total: 60,
		byDifficulty: {
			easy: { solved: 0, total: 24 },
			medium: { solved: 0, total: 24 },
			hard: { solved: 0, total: 12 },
		},
		recent: [],
	},
	recommendations: [],
	...overrides,
});

describe("StudentHomeScreen", () => {
	it("greets the student, shows the free trial and where to continue", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse(makeSession({ status: "trial", trialEndsAt: "2026-12-01T10:00:00.000Z" })),
		);
		api.respond("GET /api/student-home", () => jsonResponse(home()));
		api.respond("GET /api/me/certificates", () => jsonResponse({ certificates: [] }));
		api.respond("GET /api/mentors/mine", () => jsonResponse({ mentor: null }));
		renderScreen(<StudentHomeScreen />, "/dashboard");

		expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Priya" })).toBeInTheDocument();
		expect(await screen.findByText(/^Your free trial ends in \d+ days?/)).toBeInTheDocument();
		expect(await screen.findByText("Continue learning · DSA Foundations")).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Continue the lesson" })).toHaveAttribute(
			"href",
			"/dashboard/learning-path/dsa-foundations/lesson/arrays-and-strings",
		);
		expect(
			within(screen.getByRole("region", { name: "My courses" })).getByRole("link", {
				name: "DSA Foundations",
			}),
		).toBeInTheDocument();
	});

	it("shows no trial notice to a subscribed student, and invites one with no course to start", async () => {
		api.respond("GET /api/auth/session", () => jsonResponse(makeSession()));
		api.respond("GET /api/student-home", () => jsonResponse(home({ continueLearning: null, courses: [] })));
		api.respond("GET /api/me/certificates", () => jsonResponse({ certificates: [] }));
		api.respond("GET /api/mentors/mine", () => jsonResponse({ mentor: null }));
		renderScreen(<StudentHomeScreen />, "/dashboard");

		expect(await screen.findByText("No courses yet.")).toBeInTheDocument();
		expect(screen.queryByText(/free trial/)).not.toBeInTheDocument();
	});
});
