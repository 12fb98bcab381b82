import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { OtpResetPanel } from "./otp-reset-panel";

const api = stubFetch();
const sentOtp = () => jsonResponse({ message: "OTP sent", email: "22****02@dit.in", expiresInSeconds: 300 });

function renderPanel(onDone = vi.fn()) {
	const view = renderScreen(
		<OtpResetPanel rollNumber="22CSE002" maskedEmail="22****02@dit.in" onDone={onDone} />,
	);
	return { ...view, onDone, otpInput: screen.getByLabelText("One-time code (OTP)") };
}

describe("OtpResetPanel, step 1: the code", () => {
	it("keeps only digits, at most 6, and asks the phone for its number pad and the mailed code", async () => {
		const { user, otpInput } = renderPanel();
		expect(otpInput).toHaveAttribute("inputmode", "numeric");
		expect(otpInput).toHaveAttribute("autocomplete", "one-time-code");

		await user.type(otpInput, "1a2-3 4b56789");

		expect(otpInput).toHaveValue("123456");
	});

	it("keeps only the digits of a pasted code", async () => {
		const { user, otpInput } = renderPanel();

		await user.click(otpInput);
		await user.paste(" 98-76 54 ");

		expect(otpInput).toHaveValue("987654");
	});

	it("enables Verify only at exactly 6 digits and while no request is in flight", async () => {
		const answer = deferred<Response>();
		api.respond("POST /api/auth/verify-reset-otp", () => answer.promise);
		const { user, otpInput } = renderPanel();
		const verify = () => screen.getByRole("button", { name: /^Verify/ });
		expect(verify()).toBeDisabled();

		await user.type(otpInput, "12345");
		expect(verify()).toBeDisabled();
		await user.type(otpInput, "6");
		expect(verify()).toBeEnabled();

		await user.click(verify());
		expect(await screen.findByRole("button", { name: "Verifying..." })).toBeDisabled();
		expect(api.sent("POST /api/auth/verify-reset-otp")[0]?.body).toEqual({
			rollNumber: "22CSE002",
			otp: "123456",
		});

		answer.resolve(
			jsonResponse({ code: "OTP_WRONG", message: "Invalid or expired OTP. Please try again." }, 400),
		);
		expect(await screen.findByRole("alert")).toHaveTextContent("Invalid or expired OTP. Please try again.");
		expect(verify()).toBeEnabled();

		await user.type(otpInput, "{Backspace}");
		expect(verify()).toBeDisabled();
	});

	it("shows the server's message for other verification failures, else a generic one", async () => {
		api.respond("POST /api/auth/verify-reset-otp", () =>
			jsonResponse({ code: "RATE_LIMITED", message: "Slow down, please." }, 429),
		);
		const { user, otpInput } = renderPanel();
		await user.type(otpInput, "123456");
		await user.click(screen.getByRole("button", { name: "Verify OTP" }));
		expect(await screen.findByRole("alert")).toHaveTextContent("Slow down, please.");

		api.respond("POST /api/auth/verify-reset-otp", () => new Response("", { status: 502 }));
		await user.click(screen.getByRole("button", { name: "Verify OTP" }));
		expect(await screen.findByText("An error occurred. Please try again.")).toBeInTheDocument();
	});
});

describe("OtpResetPanel, step 2: the new password", () => {
	async function reachStep2() {
		api.respond("POST /api/auth/verify-reset-otp", () => jsonResponse({ message: "OTP verified." }));
		const view = renderPanel();
		await view.user.type(view.otpInput, "123456");
		await view.user.click(screen.getByRole("button", { name: "Verify OTP" }));
		await screen.findByLabelText("New password");
		return view;
	}

	it("keeps submit disabled until both fields are filled, then checks match and length", async () => {
		const { user } = await reachStep2();
		const submit = () => screen.getByRole("button", { name: "Reset Password" });
		expect(submit()).toBeDisabled();

		await user.type(screen.getByLabelText("New password"), "abc");
		expect(submit()).toBeDisabled();
		await user.type(screen.getByLabelText("Confirm new password"), "abd");
		expect(submit()).toBeEnabled();
		await user.click(submit());
		expect(screen.getByRole("alert")).toHaveTextContent("Passwords do not match");

		await user.clear(screen.getByLabelText("Confirm new password"));
		await user.type(screen.getByLabelText("Confirm new password"), "abc");
		await user.click(submit());
		expect(screen.getByRole("alert")).toHaveTextContent("Password must be at least 6 characters long");
		expect(api.sent("POST /api/auth/reset-password-with-otp")).toHaveLength(0);
	});

	it("shows and hides both passwords", async () => {
		const { user } = await reachStep2();
		const [first, second] = screen.getAllByRole("button", { name: "Show password" });
		if (!first || !second) throw new Error("expected two toggles");

		await user.click(first);
		await user.click(second);

		expect(screen.getByLabelText("New password")).toHaveAttribute("type", "text");
		expect(screen.getByLabelText("Confirm new password")).toHaveAttribute("type", "text");
	});

	it("goes back to step 1 with the code kept", async () => {
		const { user } = await reachStep2();

		await user.click(screen.getByRole("button", { name: "Back" }));

		expect(screen.getByLabelText("One-time code (OTP)")).toHaveValue("123456");
	});

	it("sets the password with the code, then reports done", async () => {
		api.respond("POST /api/auth/reset-password-with-otp", () => jsonResponse({ message: "Done" }));
		const { user, onDone } = await reachStep2();

		await user.type(screen.getByLabelText("New password"), "NewPass@1");
		await user.type(screen.getByLabelText("Confirm new password"), "NewPass@1");
		await user.click(screen.getByRole("button", { name: "Reset Password" }));

		await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
		expect(api.sent("POST /api/auth/reset-password-with-otp")[0]?.body).toEqual({
			rollNumber: "22CSE002",
			otp: "123456",
			newPassword: "NewPass@1",
		});
	});

	it("shows a failed reset in the red box above the submit button", async () => {
		api.respond("POST /api/auth/reset-password-with-otp", () =>
			jsonResponse({ code: "OTP_EXPIRED", message: "Invalid or expired OTP. Please try again." }, 400),
		);
		const { user } = await reachStep2();

		await user.type(screen.getByLabelText("New password"), "NewPass@1");
		await user.type(screen.getByLabelText("Confirm new password"), "NewPass@1");
		await user.click(screen.getByRole("button", { name: "Reset Password" }));

		const alert = await screen.findByRole("alert");
		expect(alert).toHaveTextContent("Invalid or expired OTP. Please try again.");
		// Above the submit button: the alert comes first in document order.
		expect(alert.compareDocumentPosition(screen.getByRole("button", { name: "Reset Password" }))).toBe(
			Node.DOCUMENT_POSITION_FOLLOWING,
		);
	});
});

describe("OtpResetPanel, the countdown", () => {
	// Only the clock and intervals are mocked, so user-event and the query client keep real timeouts.
	beforeEach(() => {
		vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
	});
	afterEach(() => {
		vi.useRealTimers();
	});
	const advance = (ms: number) =>
		act(() => {
			vi.advanceTimersByTime(ms);
		});

	it("counts down from 5:00 each second and, at 0, says 'OTP expired' and offers 'Resend OTP'", () => {
		renderPanel();
		expect(screen.getByText("5:00")).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Resend OTP" })).not.toBeInTheDocument();

		advance(1000);
		expect(screen.getByText("4:59")).toBeInTheDocument();
		advance(1000);
		expect(screen.getByText("4:58")).toBeInTheDocument();
		advance(297_000);
		expect(screen.getByText("0:01")).toBeInTheDocument();
		expect(screen.queryByText("OTP expired")).not.toBeInTheDocument();

		advance(1000);
		expect(screen.getByText("OTP expired")).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Resend OTP" })).toBeInTheDocument();
	});

	it("resends, says so, restarts the 300 s timer and hides the button", async () => {
		api.respond("POST /api/auth/send-reset-otp", sentOtp);
		const { user } = renderPanel();
		advance(300_000);

		await user.click(screen.getByRole("button", { name: "Resend OTP" }));

		expect(await screen.findByText("OTP resent successfully!")).toBeInTheDocument();
		expect(screen.getByText("5:00")).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Resend OTP" })).not.toBeInTheDocument();
		expect(screen.queryByText("OTP expired")).not.toBeInTheDocument();
		expect(api.sent("POST /api/auth/send-reset-otp")[0]?.body).toEqual({
			rollNumber: "22CSE002",
			email: "22****02@dit.in",
		});
		advance(1000);
		expect(screen.getByText("4:59")).toBeInTheDocument();
	});

	it("says 'Failed to resend OTP. Please try again.' when the resend fails, and keeps the button", async () => {
		api.respond("POST /api/auth/send-reset-otp", () =>
			jsonResponse({ code: "RATE_LIMITED", message: "Too many codes" }, 429),
		);
		const { user } = renderPanel();
		advance(300_000);

		await user.click(screen.getByRole("button", { name: "Resend OTP" }));

		expect(await screen.findByText("Failed to resend OTP. Please try again.")).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Resend OTP" })).toBeInTheDocument();
	});
});
