import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, jsonResponse, stubFetch, textResponse } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { SignupScreen } from "./signup-screen";

const api = stubFetch();

function renderSignup(path = "/signup") {
	return renderRoutes(
		[
			{ path: "/signup", element: <SignupScreen /> },
			{ path: "/login", element: <p>Login stub</p> },
			{ path: "/contactus", element: <p>Contact stub</p> },
		],
		{ initialEntries: [path] },
	);
}

type User = ReturnType<typeof renderSignup>["user"];

async function fillForm(user: User, values: Partial<Record<string, string>> = {}) {
	const filled = {
		name: "Asha Verma",
		email: "asha.verma@example.in",
		phone: "9876543210",
		password: "Learn2025",
		confirm: "Learn2025",
		...values,
	};
	const nameLabel = screen.queryByLabelText("Full name") ? "Full name" : "College or university name";
	if (filled.name) await user.type(screen.getByLabelText(nameLabel), filled.name);
	if (filled.email) await user.type(screen.getByLabelText("Email"), filled.email);
	if (filled.phone) await user.type(screen.getByLabelText("Phone number"), filled.phone);
	if (filled.password) await user.type(screen.getByLabelText("Password"), filled.password);
	if (filled.confirm) await user.type(screen.getByLabelText("Confirm password"), filled.confirm);
	await user.click(screen.getByRole("button", { name: "Sign Up" }));
}

describe("SignupScreen, the role-benefits page", () => {
	it("shows a card for students and one for colleges, the free trial, Request Demo and a way back to login", () => {
		renderSignup();

		const students = screen.getByRole("heading", { name: "For students" }).closest("article");
		const colleges = screen.getByRole("heading", { name: "For colleges or universities" }).closest("article");
		if (!(students instanceof HTMLElement) || !(colleges instanceof HTMLElement)) throw new Error("no cards");
		expect(within(students).getAllByRole("listitem").length).toBeGreaterThanOrEqual(3);
		expect(within(colleges).getAllByRole("listitem").length).toBeGreaterThanOrEqual(3);
		expect(screen.getByText(/7-day free trial/)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Request Demo" })).toHaveAttribute("href", "/contactus");
		expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
	});

	it("continues to the student form or the college form", async () => {
		const { user, router } = renderSignup();

		await user.click(screen.getByRole("button", { name: "Sign up as a student" }));
		expect(screen.getByLabelText("Full name")).toBeInTheDocument();
		expect(router.state.location.search).toBe("?role=student");

		await user.click(screen.getByRole("link", { name: "Choose another account type" }));
		await user.click(screen.getByRole("button", { name: "Sign up as a college" }));
		expect(screen.getByLabelText("College or university name")).toBeInTheDocument();
		expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
	});
});

describe("SignupScreen, the form", () => {
	it("registers a student and goes to /login with a success toast", async () => {
		const answer = deferred<Response>();
		api.respond("POST /api/auth/register", () => answer.promise);
		const { user, router } = renderSignup("/signup?role=student");

		await fillForm(user);
		expect(await screen.findByRole("button", { name: "Signing Up..." })).toBeDisabled();
		answer.resolve(textResponse("User registered successfully!", 201));

		expect(await screen.findByText("Login stub")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/login");
		expect(await screen.findByText("User registered successfully!")).toBeInTheDocument();
		expect(api.sent("POST /api/auth/register")[0]?.body).toEqual({
			username: "Asha Verma",
			email: "asha.verma@example.in",
			phone: "9876543210",
			password: "Learn2025",
			role: "student",
		});
	});

	it("signs a college up with role college", async () => {
		api.respond("POST /api/auth/register", () => textResponse("User registered successfully!", 201));
		const { user } = renderSignup("/signup?role=college");

		await fillForm(user, { name: "Sahyadri Institute of Technology" });

		expect(await screen.findByText("Login stub")).toBeInTheDocument();
		expect(api.sent("POST /api/auth/register")[0]?.body).toMatchObject({
			username: "Sahyadri Institute of Technology",
			role: "college",
		});
	});

	it("says 'Signup failed. Please try again.' for a success status without the success text", async () => {
		api.respond("POST /api/auth/register", () => textResponse("OK", 200));
		const { user, router } = renderSignup("/signup?role=student");

		await fillForm(user);

		expect(await screen.findByRole("alert")).toHaveTextContent("Signup failed. Please try again.");
		expect(router.state.location.pathname).toBe("/signup");
	});

	it("says 'Error: {status} - {body}' for an HTTP error", async () => {
		api.respond("POST /api/auth/register", () =>
			jsonResponse(
				{
					code: "COLLEGE_ALREADY_REGISTERED",
					message: "A college with this name is already registered on Unnati.",
				},
				409,
			),
		);
		const { user } = renderSignup("/signup?role=student");

		await fillForm(user);

		expect(await screen.findByRole("alert")).toHaveTextContent(
			"Error: 409 - A college with this name is already registered on Unnati.",
		);
	});

	it("shows a plain-text error body as it came", async () => {
		api.respond("POST /api/auth/register", () => textResponse("Service Unavailable", 503));
		const { user } = renderSignup("/signup?role=student");

		await fillForm(user);

		expect(await screen.findByRole("alert")).toHaveTextContent("Error: 503 - Service Unavailable");
	});

	it("says the no-response text when the server cannot be reached", async () => {
		api.respond("POST /api/auth/register", () => Promise.reject(new TypeError("Failed to fetch")));
		const { user } = renderSignup("/signup?role=student");

		await fillForm(user);

		expect(await screen.findByRole("alert")).toHaveTextContent(
			"An error occurred during signup. Please try again later.",
		);
	});

	it("shows each field's message under the field, without calling the server", async () => {
		const { user } = renderSignup("/signup?role=student");

		await fillForm(user, { name: "", email: "asha@", phone: "12345", password: "letters", confirm: "other" });

		expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription("Name is required.");
		expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter a valid email address.");
		expect(screen.getByLabelText("Phone number")).toHaveAccessibleDescription(
			"Please enter a valid phone number (10-15 digits).",
		);
		expect(
			screen.getByText("Password must be at least 8 characters long and contain a letter and a digit."),
		).toBeInTheDocument();
		expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription("Passwords do not match");
		expect(api.requests).toHaveLength(0);
	});

	it("puts the server's field errors under their fields", async () => {
		api.respond("POST /api/auth/register", () =>
			jsonResponse(
				{
					code: "VALIDATION_FAILED",
					message: "Invalid request",
					errors: [{ path: "phone", message: "Please enter a valid phone number (10-15 digits)." }],
				},
				400,
			),
		);
		const { user } = renderSignup("/signup?role=student");

		await fillForm(user);

		expect(await screen.findByRole("alert")).toHaveTextContent("Error: 400 - Invalid request");
		expect(screen.getByLabelText("Phone number")).toHaveAccessibleDescription(
			"Please enter a valid phone number (10-15 digits).",
		);
	});
});
