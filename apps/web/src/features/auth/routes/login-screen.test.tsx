import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { makeLoginResponse } from "../../../test/session-fixtures";
import { LoginScreen } from "./login-screen";

const api = stubFetch();

function renderLogin(path = "/login", history: string[] = []) {
	const entries = [...history, path];
	return renderRoutes(
		[
			{ path: "/", element: <p>Home stub</p> },
			{ path: "/login", element: <LoginScreen /> },
			{ path: "/previous", element: <p>Previous stub</p> },
			{ path: "/dashboard", element: <p>Student home stub</p> },
			{ path: "/mentordashboard", element: <p>Mentor home stub</p> },
			{ path: "/collegedashboard", element: <p>College home stub</p> },
			{ path: "*", element: <p>Elsewhere stub</p> },
		],
		{ initialEntries: entries, initialIndex: entries.length - 1 },
	);
}

describe("LoginScreen", () => {
	it("offers the four account types, Student first, and names the identifier for each", async () => {
		const { user } = renderLogin();

		const group = screen.getByRole("radiogroup", { name: "Account type" });
		expect(within(group).getAllByRole("radio")).toHaveLength(4);
		expect(screen.getByRole("radio", { name: "Student" })).toBeChecked();
		expect(screen.getByLabelText("Roll number or email")).toBeInTheDocument();

		await user.click(screen.getByRole("radio", { name: "College Administrator" }));
		expect(screen.getByLabelText("Email")).toBeInTheDocument();
		await user.click(screen.getByRole("radio", { name: "Department Head" }));
		expect(screen.getByLabelText("Email")).toBeInTheDocument();
		await user.click(screen.getByRole("radio", { name: "Faculty Mentor" }));
		expect(screen.getByLabelText("Fact ID")).toBeInTheDocument();
		expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
	});

	it("reads 'Logging In...' and is disabled while submitting, then shows the failure in an alert", async () => {
		const answer = deferred<Response>();
		api.respond("POST /api/auth/login", () => answer.promise);
		const { user } = renderLogin();

		await user.type(screen.getByLabelText("Roll number or email"), "22CSE001");
		await user.type(screen.getByLabelText("Password"), "wrong-password");
		await user.click(screen.getByRole("button", { name: "Login" }));

		const busy = await screen.findByRole("button", { name: "Logging In..." });
		expect(busy).toBeDisabled();

		answer.resolve(
			jsonResponse({ code: "INVALID_CREDENTIALS", message: "Invalid username or password." }, 401),
		);

		const alert = await screen.findByRole("alert");
		expect(alert).toHaveTextContent("Invalid username or password.");
		expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
		expect(api.sent("POST /api/auth/login")[0]?.body).toEqual({
			username: "22CSE001",
			password: "wrong-password",
			loginType: "student",
			rememberMe: false,
		});
	});

	it("says 'Invalid username or password.' for any failure, even a server error", async () => {
		api.respond("POST /api/auth/login", () =>
			jsonResponse({ code: "INTERNAL", message: "Internal error" }, 500),
		);
		const { user } = renderLogin();

		await user.type(screen.getByLabelText("Roll number or email"), "22CSE001");
		await user.type(screen.getByLabelText("Password"), "whatever");
		await user.click(screen.getByRole("button", { name: "Login" }));

		expect(await screen.findByRole("alert")).toHaveTextContent("Invalid username or password.");
	});

	it("passes on the server's message when there were too many attempts", async () => {
		const tooMany = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
		api.respond("POST /api/auth/login", () => jsonResponse({ code: "RATE_LIMITED", message: tooMany }, 429));
		const { user } = renderLogin();

		await user.type(screen.getByLabelText("Roll number or email"), "22CSE001");
		await user.type(screen.getByLabelText("Password"), "whatever");
		await user.click(screen.getByRole("button", { name: "Login" }));

		expect(await screen.findByRole("alert")).toHaveTextContent(tooMany);
	});

	it("signs mentors in by fact ID and says 'Invalid Fact ID or password.' when that fails", async () => {
		api.respond("POST /api/mentors/login", () =>
			jsonResponse({ code: "INVALID_CREDENTIALS", message: "Invalid Fact ID or password." }, 401),
		);
		const { user } = renderLogin();

		await user.click(screen.getByRole("radio", { name: "Faculty Mentor" }));
		await user.type(screen.getByLabelText("Fact ID"), "FAC1001");
		await user.type(screen.getByLabelText("Password"), "nope");
		await user.click(screen.getByRole("button", { name: "Login" }));

		expect(await screen.findByRole("alert")).toHaveTextContent("Invalid Fact ID or password.");
		expect(api.sent("POST /api/mentors/login")[0]?.body).toEqual({
			factId: "FAC1001",
			password: "nope",
			rememberMe: false,
		});
		expect(api.sent("POST /api/auth/login")).toHaveLength(0);
	});

	it("announces 'Login successful!' and goes to the home the server names", async () => {
		api.respond("POST /api/mentors/login", () =>
			jsonResponse({
				factId: "FAC1001",
				name: "Dr. Kiran Rao",
				deptName: "CSE",
				collegeName: "Demo Institute of Technology",
				profilePic: null,
				token: "t",
				expiresAt: "2030-01-01T00:00:00.000Z",
				home: "/mentordashboard",
			}),
		);
		const { user, router } = renderLogin();

		await user.click(screen.getByRole("radio", { name: "Faculty Mentor" }));
		await user.type(screen.getByLabelText("Fact ID"), "FAC1001");
		await user.type(screen.getByLabelText("Password"), "Mentor@123");
		await user.click(screen.getByRole("button", { name: "Login" }));

		expect(await screen.findByText("Mentor home stub")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/mentordashboard");
		expect(await screen.findByText("Login successful!")).toBeInTheDocument();
	});

	it("sends remember-me when 'Keep me signed in for 30 days' is ticked", async () => {
		api.respond("POST /api/auth/login", () => jsonResponse(makeLoginResponse()));
		const { user } = renderLogin();

		await user.type(screen.getByLabelText("Roll number or email"), "22cse001@students.dit.example.org");
		await user.type(screen.getByLabelText("Password"), "Student@123");
		await user.click(screen.getByRole("checkbox", { name: "Keep me signed in for 30 days" }));
		await user.click(screen.getByRole("button", { name: "Login" }));

		expect(await screen.findByText("Student home stub")).toBeInTheDocument();
		expect(api.sent("POST /api/auth/login")[0]?.body).toMatchObject({
			username: "22cse001@students.dit.example.org",
			rememberMe: true,
		});
	});

	it("returns to a same-site ?next= path, with the account type it belongs to chosen", async () => {
		api.respond("POST /api/auth/login", () =>
			jsonResponse(makeLoginResponse({ role: "ROLE_COLLEGE", home: "/collegedashboard" })),
		);
		const { user, router } = renderLogin("/login?next=%2Fcollegedashboard%3Ftab%3Dstudents");

		expect(screen.getByRole("radio", { name: "College Administrator" })).toBeChecked();
		await user.type(screen.getByLabelText("Email"), "college@dit.example.org");
		await user.type(screen.getByLabelText("Password"), "College@123");
		await user.click(screen.getByRole("button", { name: "Login" }));

		expect(await screen.findByText("College home stub")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/collegedashboard");
		expect(router.state.location.search).toBe("?tab=students");
		expect(api.sent("POST /api/auth/login")[0]?.body).toMatchObject({ loginType: "college" });
	});

	it("ignores a ?next= that leads to another site and goes home instead", async () => {
		api.respond("POST /api/auth/login", () => jsonResponse(makeLoginResponse()));
		const { user, router } = renderLogin("/login?next=%2F%2Fevil.example%2Fsteal");

		await user.type(screen.getByLabelText("Roll number or email"), "22CSE001");
		await user.type(screen.getByLabelText("Password"), "Student@123");
		await user.click(screen.getByRole("button", { name: "Login" }));

		expect(await screen.findByText("Student home stub")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/dashboard");
	});

	it("asks for the missing fields without calling the server", async () => {
		const { user } = renderLogin();

		await user.click(screen.getByRole("button", { name: "Login" }));

		expect(screen.getByText("Please enter your username.")).toBeInTheDocument();
		expect(screen.getByText("Please enter your password.")).toBeInTheDocument();
		expect(api.requests).toHaveLength(0);
	});

	it("links to the forgot-password flow, Contact Us and signup", () => {
		renderLogin();

		expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
			"href",
			"/forgot-password",
		);
		expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contactus");
		expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
	});

	it("shows and hides the password", async () => {
		const { user } = renderLogin();
		const password = screen.getByLabelText("Password");
		expect(password).toHaveAttribute("type", "password");

		await user.click(screen.getByRole("button", { name: "Show password" }));
		expect(password).toHaveAttribute("type", "text");
		await user.click(screen.getByRole("button", { name: "Hide password" }));
		expect(password).toHaveAttribute("type", "password");
	});

	it("goes back with Back, or home when there is no page to go back to", async () => {
		const first = renderLogin("/login", ["/previous"]);
		await first.user.click(screen.getByRole("button", { name: "Back" }));
		expect(await screen.findByText("Previous stub")).toBeInTheDocument();
		first.unmount();

		const second = renderLogin();
		await second.user.click(screen.getByRole("button", { name: "Back" }));
		expect(await screen.findByText("Home stub")).toBeInTheDocument();
	});
});
