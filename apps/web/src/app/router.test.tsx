import { screen, within } from "@testing-library/react";
import { HOME_BY_ROLE, type Role } from "@unnati/contracts";
import { matchPath, type RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../test/fetch-stub";
import { renderRoutes } from "../test/render";
import { makeSession } from "../test/session-fixtures";
import { features } from "./features";
import { paths } from "./paths";
import { navFor, routes } from "./router";

const api = stubFetch();

function Explodes(): never {
	throw new Error("boom");
}

/** The real table with one extra route that throws, to reach the root's error element. */
function routesWithBrokenScreen(): RouteObject[] {
	const [root, ...rest] = routes;
	if (!root || root.index) throw new Error("the route table has no parent route at its root");
	return [
		{ ...root, children: [{ path: "/broken", element: <Explodes /> }, ...(root.children ?? [])] },
		...rest,
	];
}

describe("the route table", () => {
	it("shows the home screen inside the public layout at /", async () => {
		renderRoutes(routes, { initialEntries: ["/"] });

		expect(await screen.findByRole("heading", { level: 1, name: /indian colleges/i })).toBeInTheDocument();
		expect(within(screen.getByRole("banner")).getByRole("link", { name: "Unnati home" })).toHaveAttribute(
			"href",
			"/",
		);
		expect(screen.getByRole("contentinfo")).toHaveTextContent("©2025 copyrights reserved by Unnati");
	});

	it("shows the 404 screen for an unknown path", async () => {
		renderRoutes(routes, { initialEntries: ["/no-such-page"] });

		expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
		expect(screen.queryByRole("heading", { name: /indian colleges/i })).not.toBeInTheDocument();
	});

	it("shows the 404 screen for nested unknown paths and for routes not built yet", async () => {
		renderRoutes(routes, { initialEntries: ["/event-details-CT/42"] });

		expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
	});

	it("says something went wrong, not 'Page Not Found', when a screen crashes", async () => {
		// React reports the caught error on the console; keep the test output clean.
		const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
		try {
			renderRoutes(routesWithBrokenScreen(), { initialEntries: ["/broken"] });

			expect(
				await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
			).toBeInTheDocument();
			expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
			expect(screen.queryByText("Page Not Found")).not.toBeInTheDocument();
		} finally {
			consoleError.mockRestore();
		}
	});

	it("goes from the 404 screen to the home screen", async () => {
		const { router, user } = renderRoutes(routes, { initialEntries: ["/no-such-page"] });

		await user.click(await screen.findByRole("button", { name: "Go to Homepage" }));

		expect(await screen.findByRole("heading", { level: 1, name: /indian colleges/i })).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/");
	});

	it("offers Login and Sign Up in the public top bar", async () => {
		renderRoutes(routes, { initialEntries: ["/"] });

		const topBar = screen.getByRole("banner");
		expect(within(topBar).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
		expect(within(topBar).getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
	});

	it.each([
		["/login", "Login"],
		["/principal-login", "Principal Login"],
		["/adminlogin", "Admin Login"],
		["/examination-admin", "Examination Admin Login"],
		["/instructor-login", "Instructor Login"],
		["/connectin-login", "Connect In Admin Login"],
		["/question-bank-login", "Question Bank Admin Login"],
		["/career-counselor-login", "Career Counselor Login"],
		["/pat-login", "Placement Training (PAT) Login"],
		["/recruiter-login", "Recruiter Login"],
		["/signup", "Join Unnati"],
		["/forgot-password", "Forgot password"],
		["/reset-password", "Reset password"],
		["/dev/mailbox", "Development mailbox"],
	])("shows %s inside the public layout", async (path, title) => {
		api.respond("GET /api/dev/mailbox", () => jsonResponse([]));
		renderRoutes(routes, { initialEntries: [path] });

		expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
		expect(screen.getByRole("contentinfo")).toBeInTheDocument();
	});
});

describe("the role areas", () => {
	it("route every role's home screen, exactly where the contract says it is", () => {
		const paths = (list: RouteObject[]): string[] =>
			list.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
		for (const home of Object.values(HOME_BY_ROLE)) expect(paths(routes)).toContain(home);
	});

	it.each([
		["/dashboard", "/login"],
		["/collegedashboard", "/login"],
		["/mentordashboard", "/login"],
		["/principal-dashboard", "/principal-login"],
		["/examination-admin/dashboard", "/examination-admin"],
		["/instructor-admin-dashboard", "/instructor-login"],
		["/recruiter-dashboard", "/recruiter-login"],
	])("sends a signed-out visitor from %s to %s, keeping where they were going", async (home, login) => {
		api.respond("GET /api/auth/session", () => jsonResponse({ message: "Please sign in to continue." }, 401));
		const { router } = renderRoutes(routes, { initialEntries: [home] });

		expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument();
		expect(router.state.location.pathname).toBe(login);
		expect(new URLSearchParams(router.state.location.search).get("next")).toBe(home);
	});

	it("shows the signed-in person's home inside their area's frame, and signs them out", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse(
				makeSession({
					role: "ROLE_PRINCIPAL",
					name: "Dr. Ramesh Iyengar",
					rollNo: null,
					home: "/principal-dashboard",
				}),
			),
		);
		api.respond("GET /api/insights/college", () =>
			jsonResponse({
				collegeName: "Demo Institute of Technology",
				term: {
					label: "July–December 2026",
					from: "2026-07-01T00:00:00.000Z",
					to: "2027-01-01T00:00:00.000Z",
				},
				totals: { students: 216, scoredAttempts: 0, averagePercentage: null, passRate: null, atRisk: 0 },
				departments: [],
				exams: [],
				atRisk: [],
				months: [],
				terms: [],
			}),
		);
		api.respond("POST /api/auth/logout", () => new Response(null, { status: 204 }));
		const { router, user } = renderRoutes(routes, { initialEntries: ["/principal-dashboard"] });

		// The principal's home is their dashboard (features/institution-dashboards).
		expect(
			await screen.findByRole(
				"heading",
				{ level: 1, name: "Welcome, Dr. Ramesh Iyengar" },
				{ timeout: 10_000 },
			),
		).toBeInTheDocument();
		expect(await screen.findByText(/^Demo Institute of Technology at a glance/)).toBeInTheDocument();
		expect(screen.getByRole("banner")).toHaveTextContent("Institution");

		await user.click(within(screen.getByRole("banner")).getByRole("button", { name: "Sign out" }));

		expect(await screen.findByRole("heading", { level: 1, name: "Principal Login" })).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/principal-login");
		expect(router.state.location.search).toBe("");
		expect(api.sent("POST /api/auth/logout")).toHaveLength(1);
	});

	it("keeps a student out of another role's home", async () => {
		api.respond("GET /api/auth/session", () => jsonResponse(makeSession()));
		const { router } = renderRoutes(routes, { initialEntries: ["/collegedashboard"] });

		expect(await screen.findByRole("heading", { level: 1, name: "Login" })).toBeInTheDocument();
		expect(router.state.location.search).toBe("?next=%2Fcollegedashboard");
		expect(screen.getByRole("radio", { name: "College Administrator" })).toBeChecked();
	});
});

/** Every path the table registers, parents' children included, in order. */
function registeredPaths(list: RouteObject[]): string[] {
	return list.flatMap((route) => [
		...(route.path ? [route.path] : []),
		...registeredPaths(route.children ?? []),
	]);
}

/** The paths of a role's screens: its area's and its full-screen ones, as the features declare them. */
function roleScreenPaths(role: Role): string[] {
	return features.flatMap((feature) =>
		registeredPaths([...(feature.routes?.[role] ?? []), ...(feature.fullScreenRoutes?.[role] ?? [])]),
	);
}

/** The screens' source (tests and the feature definitions aside): where one feature links to another. */
const screenSources = Object.entries(
	import.meta.glob<string>("../features/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }),
)
	.filter(
		([file]) => !file.endsWith(".test.tsx") && !file.endsWith(".test.ts") && !file.endsWith("/feature.tsx"),
	)
	.map(([, text]) => text);

/** The names in `paths` that lead to `pattern`: the same string, or a builder of paths it matches. */
function pathNamesFor(pattern: string): string[] {
	return Object.entries(paths)
		.filter(([, value]) => {
			if (value === pattern) return true;
			if (typeof value !== "function") return false;
			const built: readonly string[] =
				"pattern" in value ? [value.pattern] : "patterns" in value ? value.patterns : [];
			return built.includes(pattern);
		})
		.map(([name]) => name);
}

/**
 * Screens SPEC §2 lists that are reached by their address alone: no screen offers guided coding
 * tracks yet, so nothing links to the page that says they are coming; a job's address without its
 * title segment is the short form people share, and the screens link to the full one (paths.job).
 */
const REACHED_BY_ADDRESS_ONLY = new Set(["/coding-practice/coming-soon", "/job-details-CT/:jobid"]);

describe("the features' routes", () => {
	it("register no path twice", () => {
		const all = registeredPaths(routes);
		expect(all.filter((path, i) => all.indexOf(path) !== i)).toEqual([]);
	});

	it.each(Object.keys(HOME_BY_ROLE) as Role[])(
		"make every screen of %s reachable from its side bar or by a link in a screen",
		(role) => {
			const nav = navFor(role).map((item) => item.to);
			for (const path of roleScreenPaths(role)) {
				if (nav.some((to) => matchPath(path, to)) || REACHED_BY_ADDRESS_ONLY.has(path)) continue;
				const names = pathNamesFor(path);
				expect(names, `${path} has no entry in app/paths.ts`).not.toEqual([]);
				const linked = names.some((name) =>
					screenSources.some((text) => new RegExp(`\\bpaths\\.${name}\\b`).test(text)),
				);
				expect(linked, `no screen links to ${path} (paths.${names.join(" or paths.")})`).toBe(true);
			}
		},
	);

	it.each(Object.keys(HOME_BY_ROLE) as Role[])(
		"lead every side bar entry of %s to one of its screens",
		(role) => {
			const screens = [HOME_BY_ROLE[role], ...roleScreenPaths(role)];
			for (const item of navFor(role)) {
				expect(
					screens.some((path) => matchPath(path, item.to)),
					`${item.to} is not a screen of ${role}`,
				).toBe(true);
			}
		},
	);

	it("offer the student their exams and coding practice, and the exam admin authoring and proctoring", () => {
		expect(navFor("ROLE_STUDENT").map((item) => item.label)).toEqual([
			"Dashboard",
			"Learning",
			"Certificates",
			"Exams",
			"DSA practice",
			"Coding interview",
			"Playground",
			"My resumes",
			"Match a job description",
			"Resume builder",
			"Jobs",
			"Placement readiness",
			"Mock interviews",
			"Next interviews",
			"My interviews",
			"Personality profile",
			"Career paths",
			"Career counselling",
			"Notifications",
		]);
		expect(navFor("ROLE_EXAM_ADMIN").map((item) => item.to)).toEqual([
			"/examination-admin/dashboard",
			"/examination-admin/exams/new",
			"/examination-admin/question-banks",
			"/examination-admin/proctoring",
			"/examination-admin/grading",
			"/examination-admin/dashboard/notifications",
		]);
		expect(navFor("ROLE_ADMIN").map((item) => item.label)).toEqual([
			"Home",
			"Contact requests",
			"Issue reports",
			"Feedback",
			"Look up a roll number",
			"Notifications",
		]);
	});

	it.each([
		["/exams-dashboard/previous-exams", "ROLE_STUDENT"],
		["/exam-results/a1", "ROLE_STUDENT"],
		["/exam/e1", "ROLE_STUDENT"],
		["/proctored-exam/e1", "ROLE_STUDENT"],
		["/question/p1", "ROLE_STUDENT"],
		["/coding-practice/coming-soon", "ROLE_STUDENT"],
		["/examination-admin/exam-analytics/e1", "ROLE_EXAM_ADMIN"],
		["/examination-admin/proctoring/exams/e1", "ROLE_EXAM_ADMIN"],
		["/examination-admin/question-banks/b1", "ROLE_EXAM_ADMIN"],
		["/examination-admin/grading/e1", "ROLE_EXAM_ADMIN"],
		["/mentordashboard/grading/e1", "ROLE_MENTOR"],
		["/departmentdashboard/grading", "ROLE_DEPARTMENT"],
		["/question-bank/b1", "ROLE_QUESTION_BANK_ADMIN"],
		["/collegedashboard/Midterm", "ROLE_COLLEGE"],
		["/admin-dashboard/feedback", "ROLE_ADMIN"],
	] as const)("keep %s behind the %s guard", async (path, role) => {
		api.respond("GET /api/auth/session", () => jsonResponse({ message: "Please sign in to continue." }, 401));
		const { router } = renderRoutes(routes, { initialEntries: [path] });

		expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument();
		expect(router.state.location.pathname).toBe(paths.loginFor(role));
		expect(new URLSearchParams(router.state.location.search).get("next")).toBe(path);
	});
});

describe("paths", () => {
	it("builds parameterised paths with each value encoded", () => {
		expect(paths.examResult("a 1")).toBe("/exam-results/a%201");
		expect(paths.collegeExam("Mid term / 2")).toBe("/collegedashboard/Mid%20term%20%2F%202");
		expect(paths.proctoringReview("e1", "a/1")).toBe("/examination-admin/proctoring/exams/e1?attempt=a%2F1");
		expect(matchPath(paths.examEditor.pattern, paths.examEditor("x y"))?.params).toEqual({ examId: "x%20y" });
		expect(paths.bank(paths.questionBankHome, "b 1")).toBe("/question-bank/b%201");
	});
});
