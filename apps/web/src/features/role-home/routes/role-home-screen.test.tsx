import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { trialDaysLeft } from "../../../components/trial-banner";
import { deferred, jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { makeSession } from "../../../test/session-fixtures";
import { RoleHomeScreen } from "./role-home-screen";

const api = stubFetch();

afterEach(() => {
	vi.useRealTimers();
});

describe("RoleHomeScreen", () => {
	it("greets a student by name and shows their role, placement and scope", async () => {
		api.respond("GET /api/auth/session", () => jsonResponse(makeSession()));
		api.respond("GET /api/me/scope", () =>
			jsonResponse({ kind: "self", description: "Your own records", studentCount: null }),
		);
		renderScreen(<RoleHomeScreen />, "/dashboard");

		expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Priya Nair" })).toBeInTheDocument();
		expect(screen.getByText("Student")).toBeInTheDocument();
		expect(screen.getByText("Roll number 22CSE001")).toBeInTheDocument();
		expect(
			screen.getByText(
				"Demo Institute of Technology · Computer Science and Engineering · Year 3 · Section A",
			),
		).toBeInTheDocument();
		expect(await screen.findByText("Your own records")).toBeInTheDocument();
		expect(document.title).toBe("Student home · Unnati");
	});

	it("shows a college administrator's college and how many students it has", async () => {
		const scope = deferred<Response>();
		api.respond("GET /api/auth/session", () =>
			jsonResponse(
				makeSession({
					role: "ROLE_COLLEGE",
					name: "Anita Deshpande",
					rollNo: null,
					deptName: null,
					section: null,
					currentYear: null,
					home: "/collegedashboard",
				}),
			),
		);
		api.respond("GET /api/me/scope", () => scope.promise);
		renderScreen(<RoleHomeScreen />, "/collegedashboard");

		expect(await screen.findByRole("heading", { name: "Welcome, Anita Deshpande" })).toBeInTheDocument();
		expect(screen.getByText("College Administrator")).toBeInTheDocument();
		expect(screen.getByLabelText("Loading your scope")).toBeInTheDocument();

		scope.resolve(
			jsonResponse({ kind: "college", description: "Demo Institute of Technology", studentCount: 216 }),
		);

		expect(await screen.findByText("Demo Institute of Technology · 216 students")).toBeInTheDocument();
	});

	it("shows a recruiter's organization", async () => {
		api.respond("GET /api/auth/session", () =>
			jsonResponse(
				makeSession({
					role: "ROLE_RECRUITER",
					name: "Kavitha Rao",
					rollNo: null,
					collegeName: null,
					deptName: null,
					section: null,
					currentYear: null,
					organizationName: "TalentBridge Technologies",
				}),
			),
		);
		api.respond("GET /api/me/scope", () =>
			jsonResponse({ kind: "organization", description: "TalentBridge Technologies", studentCount: null }),
		);
		renderScreen(<RoleHomeScreen />);

		expect(await screen.findByText("Recruiter")).toBeInTheDocument();
		expect(screen.getAllByText("TalentBridge Technologies").length).toBeGreaterThanOrEqual(1);
	});

	it("shows the days left of a free trial", async () => {
		vi.useFakeTimers({ toFake: ["Date"] });
		vi.setSystemTime(new Date("2025-06-14T09:00:00.000Z"));
		api.respond("GET /api/auth/session", () =>
			jsonResponse(makeSession({ status: "trial", trialEndsAt: "2025-06-21T09:00:00.000Z" })),
		);
		api.respond("GET /api/me/scope", () =>
			jsonResponse({ kind: "self", description: "Your own records", studentCount: null }),
		);
		renderScreen(<RoleHomeScreen />);

		expect(await screen.findByText(/Your free trial ends in 7 days/)).toBeInTheDocument();
	});

	it("shows no trial banner for an active account", async () => {
		api.respond("GET /api/auth/session", () => jsonResponse(makeSession({ status: "active" })));
		api.respond("GET /api/me/scope", () =>
			jsonResponse({ kind: "self", description: "Your own records", studentCount: null }),
		);
		renderScreen(<RoleHomeScreen />);

		await screen.findByRole("heading", { level: 1 });
		expect(screen.queryByText(/free trial/)).not.toBeInTheDocument();
	});
});

describe("trialDaysLeft", () => {
	const now = Date.parse("2025-06-14T09:00:00.000Z");
	it.each([
		["2025-06-21T09:00:00.000Z", 7],
		["2025-06-14T10:00:00.000Z", 1],
		["2025-06-14T08:00:00.000Z", 0],
	])("counts the days until %s", (endsAt, days) => {
		expect(trialDaysLeft(endsAt, now)).toBe(days);
	});
});
