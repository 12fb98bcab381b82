import { act, fireEvent, render, screen } from "@testing-library/react";
import {
	SPEECH_ERROR_MESSAGES,
	SPOKEN_PHRASE,
	SYSTEM_CHECK,
	SYSTEM_CHECK_MESSAGES,
} from "@unnati/contracts/system-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../../app/providers";
import { DevicesProvider } from "../../devices-context";
import { fakeDevices, spyControls } from "../../test-devices";
import { MicrophoneStep } from "./microphone-step";

type Fake = ReturnType<typeof fakeDevices>;

function renderVoice(fake: Fake = fakeDevices(), status: "running" | "failed" = "running") {
	const controls = spyControls();
	const view = render(
		<AppProviders>
			<DevicesProvider devices={fake.devices}>
				<MicrophoneStep status={status} {...controls} />
			</DevicesProvider>
		</AppProviders>,
	);
	return { controls, view, fake };
}
const tick = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const phase = () => screen.getByText(/^(Idle|Preparing|Listening|Done)$/).textContent;

/** Clicks Start and lets the microphone be granted and recognition begin. */
async function startListening(fake: Fake) {
	fireEvent.click(screen.getByRole("button", { name: "Start voice check" }));
	await tick();
	act(() => fake.recognition().begin());
}

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
});

describe("MicrophoneStep (SPEC §4, §5, §8)", () => {
	it("goes idle → preparing → listening → done, and passes the spoken phrase", async () => {
		const { controls, fake } = renderVoice();
		expect(phase()).toBe("Idle");
		fireEvent.click(screen.getByRole("button", { name: "Start voice check" }));
		expect(phase()).toBe("Preparing");
		await tick();
		expect(fake.devices.getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
		expect(fake.tracks[0]?.stop).toHaveBeenCalled();
		const recognition = fake.recognition();
		expect(recognition).toMatchObject({
			started: true,
			lang: "en-IN",
			continuous: false,
			interimResults: false,
		});
		act(() => recognition.begin());
		expect(phase()).toBe("Listening");
		act(() => recognition.say("I am ready to start my exam."));
		expect(phase()).toBe("Done");
		expect(controls.onPass).toHaveBeenCalledWith('heard "I am ready to start my exam."');
	});

	it("accepts a close enough alternative", async () => {
		const { controls, fake } = renderVoice();
		await startListening(fake);
		act(() => fake.recognition().say("I am steady to star my exam", "ready to start the exam"));
		expect(controls.onPass).toHaveBeenCalledWith('heard "ready to start the exam"');
	});

	it("fails a mismatch with what it heard, and then offers the manual skip", async () => {
		const { controls, fake } = renderVoice();
		await startListening(fake);
		act(() => fake.recognition().say("I am ready"));
		expect(controls.onFail).toHaveBeenCalledWith(
			SYSTEM_CHECK_MESSAGES.phraseMismatch("I am ready"),
			'heard "I am ready"',
		);
		fireEvent.click(screen.getByRole("button", { name: "Skip voice check" }));
		expect(controls.onSkip).toHaveBeenCalledWith('phrase did not match: heard "I am ready"');
	});

	it("is a little more lenient on Apple devices: two of the three long words pass", async () => {
		const apple = fakeDevices({ isApple: true });
		const { controls } = renderVoice(apple);
		await startListening(apple);
		act(() => apple.recognition().say("I am ready to begin"));
		expect(controls.onFail).toHaveBeenCalled();
		const second = fakeDevices({ isApple: true });
		const again = renderVoice(second);
		fireEvent.click(again.view.getAllByRole("button", { name: "Start voice check" }).at(-1) as HTMLElement);
		await tick();
		act(() => second.recognition().say("ready for my exam"));
		expect(again.controls.onPass).toHaveBeenCalled();
	});

	it("gives each speech error its own message, with the skip only where recognition cannot work", async () => {
		const codes = ["no-speech", "audio-capture", "not-allowed", "network", "service-not-allowed"] as const;
		for (const code of codes) {
			const fake = fakeDevices();
			const { controls, view } = renderVoice(fake);
			await startListening(fake);
			act(() => fake.recognition().fail(code));
			expect(controls.onFail).toHaveBeenCalledWith(SPEECH_ERROR_MESSAGES[code]);
			const skip = screen.queryByRole("button", { name: "Skip voice check" });
			expect(skip !== null, code).toBe(code === "network" || code === "service-not-allowed");
			view.unmount();
		}
		expect(new Set(Object.values(SPEECH_ERROR_MESSAGES)).size).toBe(
			Object.keys(SPEECH_ERROR_MESSAGES).length,
		);
	});

	it("times out after 8 s, or 12 s on Apple devices, and stops listening", async () => {
		const fake = fakeDevices();
		const { controls, view } = renderVoice(fake);
		await startListening(fake);
		await tick(SYSTEM_CHECK.voiceTimeoutMs - 1);
		expect(controls.onFail).not.toHaveBeenCalled();
		await tick(1);
		expect(controls.onFail).toHaveBeenCalledWith(SPEECH_ERROR_MESSAGES.timeout);
		expect(SPEECH_ERROR_MESSAGES.timeout).toBe("Voice recognition timed out. Please try again.");
		expect(fake.recognition().aborted).toBe(true);
		view.unmount();

		const apple = fakeDevices({ isApple: true });
		const slow = renderVoice(apple);
		await startListening(apple);
		await tick(SYSTEM_CHECK.voiceTimeoutMs);
		expect(slow.controls.onFail).not.toHaveBeenCalled();
		await tick(SYSTEM_CHECK.appleVoiceTimeoutMs - SYSTEM_CHECK.voiceTimeoutMs);
		expect(slow.controls.onFail).toHaveBeenCalledWith(SPEECH_ERROR_MESSAGES.timeout);
	});

	it("without speech recognition, says so and offers the skip once the microphone is granted", async () => {
		const fake = fakeDevices({ createSpeechRecognition: null });
		const { controls } = renderVoice(fake);
		expect(screen.getByText(SPEECH_ERROR_MESSAGES.unsupported)).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "Skip voice check" })).not.toBeInTheDocument();
		fireEvent.click(screen.getByRole("button", { name: "Start voice check" }));
		await tick();
		expect(fake.devices.getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
		fireEvent.click(screen.getByRole("button", { name: "Skip voice check" }));
		expect(controls.onSkip).toHaveBeenCalledWith("no speech recognition in this browser");
		expect(controls.onFail).not.toHaveBeenCalled();
	});

	it("fails without a skip when the microphone itself is refused", async () => {
		const fake = fakeDevices({
			getUserMedia: vi.fn(async () => Promise.reject(new DOMException("no", "NotAllowedError"))),
		});
		const { controls } = renderVoice(fake);
		fireEvent.click(screen.getByRole("button", { name: "Start voice check" }));
		await tick();
		expect(controls.onFail).toHaveBeenCalledWith(SYSTEM_CHECK_MESSAGES.microphoneDenied);
		expect(fake.recognitions).toHaveLength(0);
		expect(screen.queryByRole("button", { name: "Skip voice check" })).not.toBeInTheDocument();
	});

	it("shows the phrase to say", () => {
		renderVoice();
		expect(screen.getByText(SPOKEN_PHRASE)).toBeInTheDocument();
	});
});
