import { act, fireEvent, render, screen } from "@testing-library/react";
import { SYSTEM_CHECK, SYSTEM_CHECK_MESSAGES, TYPED_PHRASE } from "@unnati/contracts/system-check";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../../app/providers";
import { DevicesProvider } from "../../devices-context";
import { fakeDevices, spyControls } from "../../test-devices";
import { CameraStep } from "./camera-step";
import { NetworkStep } from "./network-step";
import { NotificationsStep } from "./notifications-step";
import { ScreenStep } from "./screen-step";
import { TypingStep } from "./typing-step";

function renderStep(element: ReactElement, fake = fakeDevices()) {
	return render(
		<AppProviders>
			<DevicesProvider devices={fake.devices}>{element}</DevicesProvider>
		</AppProviders>,
	);
}
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
});

describe("ScreenStep", () => {
	it("measures 1 s after opening, and passes a large screen in fullscreen", async () => {
		const controls = spyControls();
		renderStep(<ScreenStep status="running" {...controls} />);
		expect(controls.onStart).toHaveBeenCalled();
		await tick(SYSTEM_CHECK.screenCheckDelayMs - 10);
		expect(controls.onPass).not.toHaveBeenCalled();
		await tick(10);
		expect(controls.onPass).toHaveBeenCalledWith("1366 × 768, fullscreen");
		expect(screen.getByText(/1366 × 768 pixels/)).toBeInTheDocument();
	});

	it("asks for fullscreen, then passes 1 s after the switch", async () => {
		const fake = fakeDevices();
		fake.state.fullscreen = false;
		const controls = spyControls();
		renderStep(<ScreenStep status="running" {...controls} />, fake);
		await tick(SYSTEM_CHECK.screenCheckDelayMs);
		expect(controls.onPass).not.toHaveBeenCalled();
		expect(controls.onFail).not.toHaveBeenCalled();
		fireEvent.click(screen.getByRole("button", { name: "Enter fullscreen" }));
		await tick(0);
		expect(fake.devices.screen.requestFullscreen).toHaveBeenCalled();
		await tick(SYSTEM_CHECK.screenCheckDelayMs);
		expect(controls.onPass).toHaveBeenCalledWith("1366 × 768, fullscreen");
	});

	it("fails a screen under 1024 × 600 with its size", async () => {
		const fake = fakeDevices();
		Object.assign(fake.state, { width: 390, height: 844 });
		const controls = spyControls();
		renderStep(<ScreenStep status="running" {...controls} />, fake);
		await tick(SYSTEM_CHECK.screenCheckDelayMs);
		expect(controls.onFail).toHaveBeenCalledWith(
			SYSTEM_CHECK_MESSAGES.screenTooSmall(390, 844),
			"390 × 844, fullscreen",
		);
		expect(screen.queryByRole("button", { name: "Enter fullscreen" })).not.toBeInTheDocument();
	});

	it("says so when the browser refuses fullscreen", async () => {
		const fake = fakeDevices({});
		fake.state.fullscreen = false;
		fake.devices.screen.requestFullscreen = vi.fn(async () => {
			throw new Error("refused");
		});
		const controls = spyControls();
		renderStep(<ScreenStep status="running" {...controls} />, fake);
		await tick(SYSTEM_CHECK.screenCheckDelayMs);
		fireEvent.click(screen.getByRole("button", { name: "Enter fullscreen" }));
		await tick(0);
		expect(controls.onFail).toHaveBeenCalledWith(SYSTEM_CHECK_MESSAGES.fullscreenRefused);
	});
});

describe("NetworkStep", () => {
	it("passes at 2 Mbps or more, timed on our own probe", async () => {
		const fake = fakeDevices();
		const controls = spyControls();
		renderStep(<NetworkStep status="running" {...controls} />, fake);
		await tick(0);
		expect(fake.devices.download).toHaveBeenCalledWith(
			expect.stringMatching(/^\/api\/system-check\/network-probe\?t=\d+$/),
			expect.any(AbortSignal),
		);
		expect(controls.onPass).toHaveBeenCalledWith("20.5 Mbps");
		expect(screen.getByText("20.5 Mbps")).toBeInTheDocument();
	});

	it("fails under 2 Mbps with the measured speed", async () => {
		const fake = fakeDevices({ download: vi.fn(async () => ({ bytes: 512_000, ms: 4096 })) });
		const controls = spyControls();
		renderStep(<NetworkStep status="running" {...controls} />, fake);
		await tick(0);
		expect(controls.onFail).toHaveBeenCalledWith(SYSTEM_CHECK_MESSAGES.networkSlow("1.0"), "1.0 Mbps");
	});

	it("fails when the probe cannot be fetched, and gives up on a probe that hangs", async () => {
		const broken = fakeDevices({ download: vi.fn(async () => Promise.reject(new TypeError("offline"))) });
		const first = spyControls();
		const view = renderStep(<NetworkStep status="running" {...first} />, broken);
		await tick(0);
		expect(first.onFail).toHaveBeenCalledWith(SYSTEM_CHECK_MESSAGES.networkFailed);
		view.unmount();

		let signal: AbortSignal | undefined;
		const hanging = fakeDevices({
			download: vi.fn(
				(_url: string, s: AbortSignal) =>
					new Promise<{ bytes: number; ms: number }>((_resolve, reject) => {
						signal = s;
						s.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
					}),
			),
		});
		const second = spyControls();
		renderStep(<NetworkStep status="running" {...second} />, hanging);
		await tick(SYSTEM_CHECK.probeTimeoutMs);
		expect(signal?.aborted).toBe(true);
		expect(second.onFail).toHaveBeenCalledWith(SYSTEM_CHECK_MESSAGES.networkFailed);
	});
});

describe("CameraStep", () => {
	it("shows a live preview for 10 s, then stops the camera and passes", async () => {
		const fake = fakeDevices();
		const controls = spyControls();
		renderStep(<CameraStep status="running" {...controls} />, fake);
		await tick(0);
		expect(fake.devices.getUserMedia).toHaveBeenCalledWith({ video: true, audio: false });
		expect(fake.devices.attachStream).toHaveBeenCalledWith(expect.any(HTMLVideoElement), expect.anything());
		expect(screen.getByText("10 s")).toBeInTheDocument();
		await tick(9000);
		expect(screen.getByText("1 s")).toBeInTheDocument();
		expect(controls.onPass).not.toHaveBeenCalled();
		await tick(1000);
		expect(controls.onPass).toHaveBeenCalledWith("10 s live preview");
		expect(fake.tracks[0]?.stop).toHaveBeenCalled();
		expect(screen.getByText(/preview has ended/)).toBeInTheDocument();
	});

	it("names the problem when the camera is refused, missing or busy", async () => {
		const cases = [
			["NotAllowedError", SYSTEM_CHECK_MESSAGES.cameraDenied],
			["NotFoundError", SYSTEM_CHECK_MESSAGES.cameraMissing],
			["NotReadableError", SYSTEM_CHECK_MESSAGES.cameraBusy],
		] as const;
		for (const [name, message] of cases) {
			const fake = fakeDevices({
				getUserMedia: vi.fn(async () => Promise.reject(new DOMException("no", name))),
			});
			const controls = spyControls();
			const view = renderStep(<CameraStep status="running" {...controls} />, fake);
			await tick(0);
			expect(controls.onFail).toHaveBeenCalledWith(message);
			view.unmount();
		}
		const none = spyControls();
		renderStep(<CameraStep status="running" {...none} />, fakeDevices({ getUserMedia: null }));
		await tick(0);
		expect(none.onFail).toHaveBeenCalledWith(SYSTEM_CHECK_MESSAGES.cameraUnsupported);
	});

	it("stops the camera when the person leaves the step early", async () => {
		const fake = fakeDevices();
		const view = renderStep(<CameraStep status="running" {...spyControls()} />, fake);
		await tick(0);
		view.unmount();
		expect(fake.tracks[0]?.stop).toHaveBeenCalled();
	});
});

describe("NotificationsStep", () => {
	it("passes when notifications are blocked or never asked for, and fails when they are allowed", async () => {
		for (const permission of ["denied", "default", "unsupported"] as const) {
			const fake = fakeDevices();
			fake.state.permission = permission;
			const controls = spyControls();
			const view = renderStep(<NotificationsStep status="running" {...controls} />, fake);
			await tick(0);
			expect(controls.onPass).toHaveBeenCalledWith(permission);
			view.unmount();
		}
		const fake = fakeDevices();
		fake.state.permission = "granted";
		const controls = spyControls();
		renderStep(<NotificationsStep status="running" {...controls} />, fake);
		await tick(0);
		expect(controls.onFail).toHaveBeenCalledWith(SYSTEM_CHECK_MESSAGES.notificationsGranted, "granted");
	});
});

describe("TypingStep", () => {
	it("passes on the exact phrase and refuses anything else, and pasting", async () => {
		const controls = spyControls();
		renderStep(<TypingStep status="running" {...controls} />);
		const field = screen.getByRole("textbox", { name: "Your typing" });
		fireEvent.change(field, { target: { value: TYPED_PHRASE.toLowerCase() } });
		expect(controls.onPass).not.toHaveBeenCalled();
		fireEvent.click(screen.getByRole("button", { name: "Check" }));
		expect(controls.onFail).toHaveBeenCalledWith(SYSTEM_CHECK_MESSAGES.typingMismatch);
		expect(fireEvent.paste(field)).toBe(false);

		fireEvent.change(field, { target: { value: TYPED_PHRASE } });
		expect(controls.onPass).toHaveBeenCalledWith(`${TYPED_PHRASE.length} characters`);
	});
});
