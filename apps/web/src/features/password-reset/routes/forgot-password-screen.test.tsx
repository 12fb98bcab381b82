import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderRoutes } from "../../../test/render";
import { ForgotPasswordScreen } from "./forgot-password-screen";

const api = stubFetch();

function renderForgot() {
	return renderRoutes(
		[
			{ path: "/forgot-password", element: <ForgotPasswordScreen /> },
			{ path: "/login", element: <p>Login stub</p> },
		],
		{ initialEntries: ["/forgot-password"] },
	);
}

async function submitRoll(user: ReturnType<typeof renderForgot>["user"], roll: string) {
	const input = screen.getByLabelText("Roll number");
	await user.clear(input);
	if (roll) await user.type(input, roll);
	await user.click(screen.getByRole("button", { name: "Send OTP" }));
}

describe("ForgotPasswordScreen, the roll number", () => {
	it.each([
		["", "Please enter your roll number."],
		["22CS", "Invalid roll number format. Please enter a valid roll number."],
		["22CSE-02", "Invalid roll number format. Please enter a valid roll number."],
	])("rejects %j with SPEC §5's message, without calling the server", async (roll, message) => {
		const { user } = renderForgot();

		await submitRoll(user, roll);

		expect(screen.getByText(message)).toBeInTheDocument();
		expect(api.requests).toHaveLength(0);
	});

	it.each([
		[
			404,
			{
				code: "ROLL_NUMBER_NOT_FOUND",
				message: "Invalid roll number. Please enter the correct roll number.",
			},
			"Invalid roll number. Please enter the correct roll number.",
		],
		[
			400,
			{ code: "VALIDATION_FAILED", message: "Invalid request" },
			"Invalid roll number format. Please check your roll number and try again.",
		],
		[
			500,
			{ code: "INTERNAL", message: "No email on record for this student" },
			"Invalid roll number. Please enter the correct roll number.",
		],
		[503, { code: "UNAVAILABLE", message: "Mail is down for maintenance" }, "Mail is down for maintenance"],
		[
			502,
			"<html>Bad gateway</html>",
			"Unable to process your request. Please verify your roll number or contact your college for assistance.",
		],
	])("maps a %i answer of check-student-email per SPEC §8", async (status, body, message) => {
		api.respond("POST /api/auth/check-student-email", () =>
			typeof body === "string" ? new Response(body, { status }) : jsonResponse(body, status),
		);
		const { user } = renderForgot();

		await submitRoll(user, "22CSE002");

		expect(await screen.findByRole("alert")).toHaveTextContent(message);
		expect(api.sent("POST /api/auth/send-reset-otp")).toHaveLength(0);
	});

	it("maps a refused send the same way (too many codes)", async () => {
		api.respond("POST /api/auth/check-student-email", () => jsonResponse({ email: "22****02@dit.in" }));
		api.respond("POST /api/auth/send-reset-otp", () =>
			jsonResponse(
				{
					code: "RATE_LIMITED",
					message: "Too many codes requested for this roll number. Please try again in an hour.",
				},
				429,
			),
		);
		const { user } = renderForgot();

		await submitRoll(user, "22CSE002");

		expect(await screen.findByRole("alert")).toHaveTextContent(
			"Too many codes requested for this roll number. Please try again in an hour.",
		);
	});

	it("checks the roll number, mails the code to the masked address and confirms 'OTP sent'", async () => {
		const check = deferred<Response>();
		api.respond("POST /api/auth/check-student-email", () => check.promise);
		api.respond("POST /api/auth/send-reset-otp", () =>
			jsonResponse({
				message: "OTP sent to 22****02@dit.in",
				email: "22****02@dit.in",
				expiresInSeconds: 300,
			}),
		);
		const { user } = renderForgot();

		await submitRoll(user, "22cse002");
		expect(await screen.findByRole("button", { name: "Sending OTP..." })).toBeDisabled();
		check.resolve(jsonResponse({ email: "22****02@dit.in" }));

		expect(await screen.findByText("OTP sent")).toBeInTheDocument();
		expect(screen.getByText(/We sent a 6-digit code to 22\*\*\*\*02@dit\.in/)).toBeInTheDocument();
		expect(api.sent("POST /api/auth/check-student-email")[0]?.body).toEqual({ rollNumber: "22CSE002" });
		expect(api.sent("POST /api/auth/send-reset-otp")[0]?.body).toEqual({
			rollNumber: "22CSE002",
			email: "22****02@dit.in",
		});

		await user.click(screen.getByRole("button", { name: "Continue" }));

		expect(screen.getByLabelText("One-time code (OTP)")).toBeInTheDocument();
		expect(screen.getByText("5:00")).toBeInTheDocument();
	});

	it("goes from the code to the new password to the success screen", async () => {
		api.respond("POST /api/auth/check-student-email", () => jsonResponse({ email: "22****02@dit.in" }));
		api.respond("POST /api/auth/send-reset-otp", () =>
			jsonResponse({ message: "sent", email: "22****02@dit.in", expiresInSeconds: 300 }),
		);
		api.respond("POST /api/auth/verify-reset-otp", () => jsonResponse({ message: "OTP verified." }));
		api.respond("POST /api/auth/reset-password-with-otp", () => jsonResponse({ message: "Done" }));
		const { user, router } = renderForgot();

		await submitRoll(user, "22CSE002");
		await user.click(await screen.findByRole("button", { name: "Continue" }));
		await user.type(screen.getByLabelText("One-time code (OTP)"), "482913");
		await user.click(screen.getByRole("button", { name: "Verify OTP" }));
		await user.type(await screen.findByLabelText("New password"), "Fresh@2025");
		await user.type(screen.getByLabelText("Confirm new password"), "Fresh@2025");
		await user.click(screen.getByRole("button", { name: "Reset Password" }));

		expect(await screen.findByText("Password reset successful")).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "Back to Login" }));
		expect(router.state.location.pathname).toBe("/login");
	});
});

describe("ForgotPasswordScreen, the link for people without a roll number", () => {
	it("emails a reset link and shows the server's answer", async () => {
		const sent =
			"If an account uses that email address, a reset link is on its way. It is valid for 30 minutes.";
		api.respond("POST /api/auth/forgot-password", () => jsonResponse({ message: sent }));
		const { user } = renderForgot();

		await user.click(screen.getByRole("button", { name: "Reset by email link instead" }));
		await user.type(screen.getByLabelText("Email address"), "hod.ece@dit.example.org");
		await user.click(screen.getByRole("button", { name: "Email me a reset link" }));

		expect(await screen.findByText(sent)).toBeInTheDocument();
		expect(api.sent("POST /api/auth/forgot-password")[0]?.body).toEqual({ email: "hod.ece@dit.example.org" });
	});

	it("asks for a valid address first", async () => {
		const { user } = renderForgot();

		await user.click(screen.getByRole("button", { name: "Reset by email link instead" }));
		await user.type(screen.getByLabelText("Email address"), "not-an-address");
		await user.click(screen.getByRole("button", { name: "Email me a reset link" }));

		expect(screen.getByText("Please enter a valid email address.")).toBeInTheDocument();
		expect(api.requests).toHaveLength(0);
	});
});
