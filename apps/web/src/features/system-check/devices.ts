import { isAppleDevice } from "@unnati/contracts/system-check/rules";

// The browser APIs the system check touches, behind small adapters: the steps take them from
// context (devices-context.tsx), so tests hand in fakes instead of patching the browser.

/** What the steps need of a MediaStream: its tracks, to stop them. */
export type MediaStreamLike = { getTracks(): { stop(): void }[] };

/** The part of the Web Speech API's SpeechRecognition the voice step uses. */
export type SpeechRecognitionLike = {
	lang: string;
	continuous: boolean;
	interimResults: boolean;
	maxAlternatives: number;
	onstart: (() => void) | null;
	onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
	onerror: ((event: { error: string }) => void) | null;
	onend: (() => void) | null;
	start(): void;
	abort(): void;
};

export type ScreenSize = { width: number; height: number };

export type SystemCheckDevices = {
	screen: {
		/** The physical screen, which does not shrink when the window does. */
		size(): ScreenSize;
		isFullscreen(): boolean;
		requestFullscreen(): Promise<void>;
		/** Calls `listener` when fullscreen is entered or left, or the window is resized. */
		subscribe(listener: () => void): () => void;
	};
	/** Null where the browser has no camera or microphone API (an insecure origin, an old browser). */
	getUserMedia: ((constraints: MediaStreamConstraints) => Promise<MediaStreamLike>) | null;
	/** Shows a stream in a <video>. */
	attachStream(video: HTMLVideoElement, stream: MediaStreamLike | null): void;
	/** A JPEG of the video's current frame. */
	captureJpeg(video: HTMLVideoElement, quality: number): Promise<Blob>;
	/** Null where the browser has no speech recognition. */
	createSpeechRecognition: (() => SpeechRecognitionLike) | null;
	notificationPermission(): NotificationPermission | "unsupported";
	/** Apple's recogniser drops more words and starts slower (SPEC §5, §9). */
	isApple: boolean;
	/** Downloads `url` uncached and says how many bytes arrived in how many milliseconds. */
	download(url: string, signal: AbortSignal): Promise<{ bytes: number; ms: number }>;
};

export function stopStream(stream: MediaStreamLike | null) {
	for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * Reads the whole body, counting bytes as they arrive. If `signal` aborts part-way, what arrived so
 * far is still a measurement (a slow line is slow whether or not it finished).
 */
export async function timedDownload(
	url: string,
	signal: AbortSignal,
	fetchFn: typeof fetch = fetch,
	now: () => number = () => performance.now(),
): Promise<{ bytes: number; ms: number }> {
	const started = now();
	const response = await fetchFn(url, { cache: "no-store", signal, credentials: "same-origin" });
	if (!response.ok || !response.body) throw new Error(`speed probe answered ${response.status}`);
	const reader = response.body.getReader();
	let bytes = 0;
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			bytes += value.byteLength;
		}
	} catch (error) {
		if (!signal.aborted || bytes === 0) throw error;
	}
	return { bytes, ms: Math.max(1, now() - started) };
}

type SpeechWindow = Window & {
	SpeechRecognition?: new () => SpeechRecognitionLike;
	webkitSpeechRecognition?: new () => SpeechRecognitionLike;
};

/**
 * No devices at all: what the page is rendered with at build time (apps/web/scripts/prerender.mjs),
 * where there is no browser. Nothing reads them while rendering: every step measures in an effect,
 * and the browser hydrates the page with its real devices.
 */
const NO_DEVICES: SystemCheckDevices = {
	screen: {
		size: () => ({ width: 0, height: 0 }),
		isFullscreen: () => false,
		requestFullscreen: () => Promise.reject(new Error("no screen")),
		subscribe: () => () => {},
	},
	getUserMedia: null,
	attachStream: () => {},
	captureJpeg: () => Promise.reject(new Error("no camera")),
	createSpeechRecognition: null,
	notificationPermission: () => "unsupported",
	isApple: false,
	download: () => Promise.reject(new Error("no network")),
};

/** The real browser (or no devices when there is none: the build's pre-rendering). */
export function browserDevices(): SystemCheckDevices {
	if (typeof window === "undefined") return NO_DEVICES;
	const speech =
		(window as SpeechWindow).SpeechRecognition ?? (window as SpeechWindow).webkitSpeechRecognition;
	const media = navigator.mediaDevices;
	return {
		screen: {
			size: () => ({ width: window.screen.width, height: window.screen.height }),
			isFullscreen: () => document.fullscreenElement !== null && document.fullscreenElement !== undefined,
			requestFullscreen: () => document.documentElement.requestFullscreen(),
			subscribe(listener) {
				document.addEventListener("fullscreenchange", listener);
				window.addEventListener("resize", listener);
				return () => {
					document.removeEventListener("fullscreenchange", listener);
					window.removeEventListener("resize", listener);
				};
			},
		},
		getUserMedia: media?.getUserMedia ? (constraints) => media.getUserMedia(constraints) : null,
		attachStream(video, stream) {
			video.srcObject = stream as MediaStream | null;
			if (stream) void video.play().catch(() => {});
		},
		captureJpeg(video, quality) {
			const canvas = document.createElement("canvas");
			canvas.width = video.videoWidth || 640;
			canvas.height = video.videoHeight || 480;
			const context = canvas.getContext("2d");
			if (!context) return Promise.reject(new Error("no 2D canvas"));
			context.drawImage(video, 0, 0, canvas.width, canvas.height);
			return new Promise((resolve, reject) =>
				canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no JPEG"))), "image/jpeg", quality),
			);
		},
		createSpeechRecognition: speech ? () => new speech() : null,
		notificationPermission: () =>
			typeof Notification === "undefined" ? "unsupported" : Notification.permission,
		isApple: isAppleDevice({ userAgent: navigator.userAgent, platform: navigator.platform }),
		download: (url, signal) => timedDownload(url, signal),
	};
}
