import { screen } from "@testing-library/react";
import type { LoginType } from "@unnati/contracts";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeLoginResponse } from "../../../test/session-fixtures";
import {
	AdminLoginScreen,
	CareerCounselorLoginScreen,
	ConnectInLoginScreen,
	ExamAdminLoginScreen,
	InstructorLoginScreen,
	PatLoginScreen,
	PrincipalLoginScreen,
	QuestionBankLoginScreen,
	RecruiterLoginScreen,
} from "./role-login-screens";

const api = stubFetch();

function renderScreen(Screen: ComponentType, path = "/role-login") {
	return renderRoutes(
		[
			{ path: "/role-login", element: <Screen /> },
			{ path: "/home", element: <p>Role home stub</p> },
		],
		{ initialEntries: [path] },
	);
}

const screens: [string, ComponentType, LoginType, string][] = [
	["Principal Login", PrincipalLoginScreen, "principal", "principal@dit.example.org"],
	["Admin Login", AdminLoginScreen, "admin", "admin@unnati.example.org"],
	["Examination Admin Login", ExamAdminLoginScreen, "exam_admin", "examadmin@dit.example.org"],
	["Instructor Login", InstructorLoginScreen, "instructor", "instructor@dit.example.org"],
	["Connect In Admin Login", ConnectInLoginScreen, "connectin_admin", "connectin@dit.example.org"],
	[
		"Question Bank Admin Login",
		QuestionBankLoginScreen,
		"question_bank_admin",
		"questionbank@dit.example.org",
	],
	["Career Counselor Login", CareerCounselorLoginScreen, "career_counselor", "counselor@dit.example.org"],
	["Placement Training (PAT) Login", PatLoginScreen, "pat", "pat@dit.example.org"],
	["Recruiter Login", RecruiterLoginScreen, "recruiter", "recruiter@talentbridge.example.com"],
];

describe.each(screens)("%s", (title, Screen, loginType, email) => {
	it(`is titled for its role and signs in with loginType ${loginType}`, async () => {
		api.respond("POST /api/auth/login", () => jsonResponse(makeLoginResponse({ home: "/home" })));
		const { user, router } = renderScreen(Screen);
		expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();

		await user.type(screen.getByLabelText("Email"), email);
		await user.type(screen.getByLabelText("Password"), "Secret@123");
		await user.click(screen.getByRole("button", { name: "Login" }));

		expect(await screen.findByText("Role home stub")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/home");
		expect(api.sent("POST /api/auth/login")[0]?.body).toEqual({
			username: email,
			password: "Secret@123",
			loginType,
			rememberMe: false,
		});
	});

	it("goes through the same states: 'Logging In...', then the login error", async () => {
		api.respond("POST /api/auth/login", () =>
			jsonResponse({ message: "Invalid username or password." }, 401),
		);
		const { user } = renderScreen(Screen);

		await user.type(screen.getByLabelText("Email"), email);
		await user.type(screen.getByLabelText("Password"), "wrong");
		const submit = screen.getByRole("button", { name: "Login" });
		await user.click(submit);

		expect(await screen.findByRole("alert")).toHaveTextContent("Invalid username or password.");
		expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
			"href",
			"/forgot-password",
		);
	});
});

describe("Instructor Login", () => {
	it("lets the person choose Instructor or Instructor Admin", async () => {
		api.respond("POST /api/auth/login", () => jsonResponse(makeLoginResponse({ home: "/home" })));
		const { user } = renderScreen(InstructorLoginScreen);
		expect(screen.getByRole("radio", { name: "Instructor" })).toBeChecked();

		await user.click(screen.getByRole("radio", { name: "Instructor Admin" }));
		await user.type(screen.getByLabelText("Email"), "instructor.admin@dit.example.org");
		await user.type(screen.getByLabelText("Password"), "InstructorAdmin@123");
		await user.click(screen.getByRole("button", { name: "Login" }));

		expect(await screen.findByText("Role home stub")).toBeInTheDocument();
		expect(api.sent("POST /api/auth/login")[0]?.body).toMatchObject({ loginType: "instructor_admin" });
	});

	it("preselects Instructor Admin when sent back from the instructor admin's home", () => {
		renderScreen(InstructorLoginScreen, "/role-login?next=%2Finstructor-admin-dashboard");

		expect(screen.getByRole("radio", { name: "Instructor Admin" })).toBeChecked();
	});
});

describe("a single-role login", () => {
	it("shows no account-type selector", () => {
		renderScreen(PrincipalLoginScreen);

		expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
	});
});
