import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { ResetPasswordScreen } from "./reset-password-screen";

const api = stubFetch();

function renderReset(path: string) {
	return renderRoutes(
		[
			{ path: "/reset-password", element: <ResetPasswordScreen /> },
			{ path: "/login", element: <p>Login stub</p> },
			{ path: "/forgot-password", element: <p>Forgot stub</p> },
		],
		{ initialEntries: [path] },
	);
}

async function fillPasswords(user: ReturnType<typeof renderReset>["user"], first: string, second: string) {
	await user.type(screen.getByLabelText("New password"), first);
	await user.type(screen.getByLabelText("Confirm new password"), second);
	await user.click(screen.getByRole("button", { name: "Reset Password" }));
}

describe("ResetPasswordScreen", () => {
	it.each(["/reset-password", "/reset-password?token="])("is invalid without a token (%s)", (path) => {
		renderReset(path);

		expect(screen.getByText("Invalid or missing reset token.")).toBeInTheDocument();
		expect(
			screen.getByText("This password reset link is invalid or has expired. Please request a new one."),
		).toBeInTheDocument();
		expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
	});

	it("offers a new link by email from the invalid state", async () => {
		api.respond("POST /api/auth/forgot-password", () => jsonResponse({ message: "A link is on its way." }));
		const { user } = renderReset("/reset-password");

		await user.type(screen.getByLabelText("Email address"), "hod.ece@dit.example.org");
		await user.click(screen.getByRole("button", { name: "Email me a reset link" }));

		expect(await screen.findByText("A link is on its way.")).toBeInTheDocument();
	});

	it("checks the passwords before sending them", async () => {
		const { user } = renderReset("/reset-password?token=abc123");
		expect(screen.getByRole("button", { name: "Reset Password" })).toBeDisabled();

		await fillPasswords(user, "secret1", "secret2");
		expect(screen.getByRole("alert")).toHaveTextContent("Passwords do not match");

		await user.clear(screen.getByLabelText("New password"));
		await user.clear(screen.getByLabelText("Confirm new password"));
		await fillPasswords(user, "short", "short");
		expect(screen.getByRole("alert")).toHaveTextContent("Password must be at least 6 characters long");
		expect(api.requests).toHaveLength(0);
	});

	it("sets the password with the token and shows the success state", async () => {
		api.respond("POST /api/auth/reset-password", () =>
			jsonResponse({ message: "Your password has been reset. Please sign in with your new password." }),
		);
		const { user, router } = renderReset("/reset-password?token=abc123");

		await fillPasswords(user, "Fresh@2025", "Fresh@2025");

		expect(await screen.findByText("Password reset successful")).toBeInTheDocument();
		expect(api.sent("POST /api/auth/reset-password")[0]?.body).toEqual({
			token: "abc123",
			newPassword: "Fresh@2025",
		});
		await user.click(screen.getByRole("button", { name: "Back to Login" }));
		expect(router.state.location.pathname).toBe("/login");
	});

	it("shows the server's message when it refuses the token", async () => {
		const refused = "This password reset link is invalid or has expired. Please request a new one.";
		api.respond("POST /api/auth/reset-password", () =>
			jsonResponse({ code: "RESET_LINK_INVALID", message: refused }, 400),
		);
		const { user } = renderReset("/reset-password?token=used-already");

		await fillPasswords(user, "Fresh@2025", "Fresh@2025");

		expect(await screen.findByRole("alert")).toHaveTextContent(refused);
		expect(screen.getByRole("link", { name: "Request a new reset link" })).toHaveAttribute(
			"href",
			"/forgot-password",
		);
	});

	it("falls back to SPEC §8's text when the failure carries no message", async () => {
		api.respond("POST /api/auth/reset-password", () => new Response("", { status: 500 }));
		const { user } = renderReset("/reset-password?token=abc123");

		await fillPasswords(user, "Fresh@2025", "Fresh@2025");

		expect(await screen.findByRole("alert")).toHaveTextContent(
			"An error occurred. Please try again or request a new reset link.",
		);
	});
});
