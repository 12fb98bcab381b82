import { vi } from "vitest";
import type { SpeechRecognitionLike, SystemCheckDevices } from "./devices";

/** A recogniser the test drives: `begin()`, then `say(...)` or `fail(code)`. */
export class FakeRecognition implements SpeechRecognitionLike {
	lang = "";
	continuous = true;
	interimResults = true;
	maxAlternatives = 1;
	onstart: (() => void) | null = null;
	onresult: SpeechRecognitionLike["onresult"] = null;
	onerror: SpeechRecognitionLike["onerror"] = null;
	onend: (() => void) | null = null;
	started = false;
	aborted = false;
	start() {
		this.started = true;
	}
	abort() {
		this.aborted = true;
	}
	begin() {
		this.onstart?.();
	}
	/** One result with these alternatives, best first. */
	say(...alternatives: string[]) {
		this.onresult?.({ results: [alternatives.map((transcript) => ({ transcript }))] });
		this.onend?.();
	}
	fail(error: string) {
		this.onerror?.({ error });
		this.onend?.();
	}
}

/** A device that passes every check unless told otherwise; `state` changes what it reports. */
export function fakeDevices(overrides: Partial<SystemCheckDevices> = {}) {
	const listeners = new Set<() => void>();
	const state = {
		width: 1366,
		height: 768,
		fullscreen: true,
		permission: "default" as NotificationPermission | "unsupported",
	};
	const tracks: { stop: ReturnType<typeof vi.fn> }[] = [];
	const recognitions: FakeRecognition[] = [];
	const devices: SystemCheckDevices = {
		screen: {
			size: () => ({ width: state.width, height: state.height }),
			isFullscreen: () => state.fullscreen,
			requestFullscreen: vi.fn(async () => {
				state.fullscreen = true;
				for (const listener of listeners) listener();
			}),
			subscribe(listener) {
				listeners.add(listener);
				return () => listeners.delete(listener);
			},
		},
		getUserMedia: vi.fn(async () => {
			const track = { stop: vi.fn() };
			tracks.push(track);
			return { getTracks: () => [track] };
		}),
		attachStream: vi.fn(),
		captureJpeg: vi.fn(
			async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], { type: "image/jpeg" }),
		),
		createSpeechRecognition: () => {
			const recognition = new FakeRecognition();
			recognitions.push(recognition);
			return recognition;
		},
		notificationPermission: () => state.permission,
		isApple: false,
		// 500 KB in 200 ms: 20.5 Mbps.
		download: vi.fn(async () => ({ bytes: 512_000, ms: 200 })),
		...overrides,
	};
	return {
		devices,
		state,
		tracks,
		recognitions,
		/** The recogniser the voice step created last. */
		recognition(): FakeRecognition {
			const last = recognitions.at(-1);
			if (!last) throw new Error("no speech recognition was started");
			return last;
		},
	};
}

/** Controls whose reports the test reads. */
export function spyControls() {
	return { onStart: vi.fn(), onPass: vi.fn(), onFail: vi.fn(), onSkip: vi.fn() };
}
