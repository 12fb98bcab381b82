// The system check's rules (SPEC §5), constants (SPEC §9) and messages (SPEC §8). No zod here, so
// the wizard's chunk and any other can read them cheaply.

/** The seven steps, in the order the wizard runs them (SPEC §2, §4: steps 0 to 6). */
export const SYSTEM_CHECK_STEP_IDS = [
	"screen",
	"network",
	"camera",
	"microphone",
	"identity",
	"notifications",
	"typing",
] as const;
export type SystemCheckStepId = (typeof SYSTEM_CHECK_STEP_IDS)[number];

export const SYSTEM_CHECK_STEP_TITLES: Record<SystemCheckStepId, string> = {
	screen: "Screen size and fullscreen",
	network: "Network speed",
	camera: "Camera",
	microphone: "Microphone",
	identity: "Identity photo",
	notifications: "Notifications blocked",
	typing: "Keyboard typing",
};

/** SPEC §5: the phrase the candidate says aloud. */
export const SPOKEN_PHRASE = "I am ready to start my exam";
/** SPEC §5: the phrase the candidate types, compared exactly. */
export const TYPED_PHRASE = "I am Ready to Start Exam!";

export const SYSTEM_CHECK = {
	/** SPEC §9: 7 steps. */
	stepCount: SYSTEM_CHECK_STEP_IDS.length,
	/** SPEC §5, §9: the screen must be at least 1024 × 600. */
	minScreenWidth: 1024,
	minScreenHeight: 600,
	/** SPEC §9: the screen is measured 1 s after the step opens or the window changes. */
	screenCheckDelayMs: 1000,
	/** SPEC §5, §9: at least 2 Mbps. */
	minSpeedMbps: 2,
	/** SPEC §5: measured over a download of about 500 KB (served by our own API, never cached). */
	probeBytes: 500 * 1024,
	/** A probe slower than this has failed whatever it would have measured: 4× the time 500 KB takes at 2 Mbps. */
	probeTimeoutMs: 8200,
	/** SPEC §4, §9: the camera preview runs for 10 s, then the step is done. */
	cameraPreviewSeconds: 10,
	/** SPEC §9: voice recognition gives up after 8 s, 12 s on Apple devices. */
	voiceTimeoutMs: 8000,
	appleVoiceTimeoutMs: 12_000,
	/** SPEC §5, §9: share of the phrase's words longer than 2 characters that must be heard. */
	phraseMatchRatio: 0.7,
	applePhraseMatchRatio: 0.6,
	/** SPEC §5: "words longer than 2 characters". */
	significantWordMinLength: 3,
	/** SPEC §5: the identity photo is a JPEG of quality 0.8. */
	identityJpegQuality: 0.8,
	/** A 0.8 JPEG of a webcam frame is well under this; anything larger is refused. */
	identityPhotoMaxBytes: 2 * 1024 * 1024,
	/** How long a passed check lets a student into a proctored exam (our rule; the seed does not say). */
	passValidityMs: 24 * 60 * 60 * 1000,
} as const;

/** Why voice recognition stopped (SPEC §8), as the Web Speech API names it, plus our own two. */
export const SPEECH_ERROR_CODES = [
	"no-speech",
	"audio-capture",
	"not-allowed",
	"network",
	"service-not-allowed",
	"unsupported",
	"timeout",
] as const;
export type SpeechErrorCode = (typeof SPEECH_ERROR_CODES)[number];

/** SPEC §8: each speech error has its own message; the timeout's wording is the seed's. */
export const SPEECH_ERROR_MESSAGES: Record<SpeechErrorCode, string> = {
	"no-speech": "No speech was detected. Please speak clearly into your microphone and try again.",
	"audio-capture": "No microphone could be used. Please connect a working microphone and try again.",
	"not-allowed":
		"Microphone access was denied. Please allow microphone access in your browser and try again.",
	network:
		"Voice recognition could not reach its service. Please check your internet connection and try again.",
	"service-not-allowed":
		"Voice recognition is turned off in this browser. Please enable it, or use Google Chrome or Microsoft Edge.",
	unsupported:
		"Your browser does not support voice recognition. Use Google Chrome or Microsoft Edge, or skip this check.",
	timeout: "Voice recognition timed out. Please try again.",
};

export const SYSTEM_CHECK_MESSAGES = {
	screenTooSmall: (width: number, height: number) =>
		`Your screen is ${width} × ${height} pixels; at least 1024 × 600 is needed.`,
	desktopRequired:
		"The exam needs a laptop or desktop computer: this screen is too small. Please open Unnati on a laptop or desktop to continue.",
	notFullscreen: "Please switch to fullscreen to continue.",
	fullscreenRefused:
		"Your browser did not switch to fullscreen. Press the button again, or use F11 before starting.",
	networkSlow: (mbps: string) => `Your connection measured ${mbps} Mbps; at least 2 Mbps is needed.`,
	networkFailed: "The speed test could not finish. Please check your internet connection and try again.",
	cameraDenied:
		"Camera access was denied. Please allow camera access in your browser's site settings and try again.",
	cameraMissing: "No camera was found. Please connect a camera and try again.",
	cameraBusy: "Your camera is in use by another application. Please close it and try again.",
	cameraUnsupported:
		"This browser cannot use a camera. Please use a recent Google Chrome, Microsoft Edge or Safari.",
	cameraOk: "Your camera works.",
	microphoneDenied:
		"Microphone access was denied. Please allow microphone access in your browser's site settings and try again.",
	microphoneMissing: "No microphone was found. Please connect a microphone and try again.",
	phraseMismatch: (heard: string) =>
		`We heard "${heard}", which does not match the phrase. Please try again.`,
	speechFailed:
		"Voice recognition stopped unexpectedly. Please try again, or use Google Chrome or Microsoft Edge.",
	voiceSkipped: "Voice recognition was skipped; your microphone access is granted.",
	photoFailed: "The photo could not be taken. Please retake it.",
	photoUploadFailed: "The photo could not be saved. Please check your connection and retake it.",
	photoOk: "Your photo has been taken.",
	photoSaved: "Your photo has been taken and saved for your exam record.",
	notificationsGranted:
		'Notifications are allowed for this site. Set them to "Block" in your browser\'s site settings, then try again.',
	typingMismatch: "The text does not match the phrase exactly. Check the capitals, spaces and punctuation.",
	typingOk: "The phrase matches.",
	allPassed: "Every check has passed. You are ready for your exam.",
	resultSaveFailed: "Your result could not be saved. Please check your connection and try again.",
	/** The server's answers. */
	photoRequired: "Please attach the photo as a JPEG image.",
	multipartRequired: "Send the identity photo as multipart/form-data.",
	photoNotJpeg: "The identity photo must be a JPEG image.",
	photoTooLarge: "The identity photo must be at most 2 MB.",
	photoNotFound: "No such identity photo.",
	notStudent: "Only students take proctored exams; the identity photo is for students.",
	outcomesOutOfOrder: "The step outcomes must follow the wizard's order, without gaps.",
	failedNotLast: "Only the last outcome may be a failure: the wizard stops at a failed step.",
	skipNotAllowed: "Only the microphone step may be skipped.",
	tooMany: "Too many system checks from your account in an hour. Please try again later.",
	incomplete: "A result needs all 7 steps, or must end at the step that failed.",
} as const;
