import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../test/render";
import { OtpSentStep } from "./otp-sent-step";
import { ResetSuccess } from "./reset-success";

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
});

describe("OtpSentStep", () => {
	it("says where the code went and moves on by itself after 2 s", () => {
		const onContinue = vi.fn();
		renderRoutes([
			{ path: "/", element: <OtpSentStep maskedEmail="22****02@dit.in" onContinue={onContinue} /> },
		]);

		expect(screen.getByText("OTP sent")).toBeInTheDocument();
		expect(screen.getByText(/22\*\*\*\*02@dit\.in/)).toBeInTheDocument();
		act(() => {
			vi.advanceTimersByTime(1999);
		});
		expect(onContinue).not.toHaveBeenCalled();
		act(() => {
			vi.advanceTimersByTime(1);
		});
		expect(onContinue).toHaveBeenCalledTimes(1);
	});

	it("moves on at once with Continue", () => {
		const onContinue = vi.fn();
		renderRoutes([
			{ path: "/", element: <OtpSentStep maskedEmail="a***b@dit.in" onContinue={onContinue} /> },
		]);

		act(() => {
			screen.getByRole("button", { name: "Continue" }).click();
		});

		expect(onContinue).toHaveBeenCalledTimes(1);
	});
});

describe("ResetSuccess", () => {
	function renderSuccess() {
		return renderRoutes(
			[
				{ path: "/done", element: <ResetSuccess /> },
				{ path: "/login", element: <p>Login stub</p> },
			],
			{ initialEntries: ["/done"] },
		);
	}

	it("goes to /login by itself after 3 s", () => {
		const { router } = renderSuccess();
		expect(screen.getByRole("button", { name: "Back to Login" })).toBeInTheDocument();

		act(() => {
			vi.advanceTimersByTime(2999);
		});
		expect(router.state.location.pathname).toBe("/done");
		act(() => {
			vi.advanceTimersByTime(1);
		});
		expect(router.state.location.pathname).toBe("/login");
		expect(screen.getByText("Login stub")).toBeInTheDocument();
	});

	it("goes to /login at once with 'Back to Login'", () => {
		const { router } = renderSuccess();

		act(() => {
			screen.getByRole("button", { name: "Back to Login" }).click();
		});

		expect(router.state.location.pathname).toBe("/login");
	});
});
