// The proctor's vocabulary, limits and thresholds. No zod here, so the player's proctor chunk and the
// admin screens can read them cheaply.

/** Everything the proctor records. Face signals come from the webcam; the rest from the browser. */
export const VIOLATION_TYPES = [
	"tab_switch",
	"window_blur",
	"fullscreen_exit",
	"copy",
	"cut",
	"paste",
	"context_menu",
	"print",
	"no_face",
	"multiple_faces",
	"looking_away",
	"phone_detected",
] as const;
export type ViolationType = (typeof VIOLATION_TYPES)[number];

/** Losing the exam's window: the page hidden (another tab, minimised) or the window unfocused. */
export const FOCUS_VIOLATIONS = ["tab_switch", "window_blur"] as const satisfies readonly ViolationType[];
export const FULLSCREEN_VIOLATIONS = ["fullscreen_exit"] as const satisfies readonly ViolationType[];
/** Blocked actions: the proctor stops them and records the attempt. */
export const BLOCKED_ACTIONS = [
	"copy",
	"cut",
	"paste",
	"context_menu",
	"print",
] as const satisfies readonly ViolationType[];
/** Read from the webcam; a machine's guess, so they never end an exam unless the exam's setting says so. */
export const FACE_SIGNALS = [
	"no_face",
	"multiple_faces",
	"looking_away",
	"phone_detected",
] as const satisfies readonly ViolationType[];
export type FaceSignal = (typeof FACE_SIGNALS)[number];

export const isFaceSignal = (type: ViolationType): type is FaceSignal =>
	(FACE_SIGNALS as readonly ViolationType[]).includes(type);
export const isFocusViolation = (type: ViolationType) =>
	(FOCUS_VIOLATIONS as readonly ViolationType[]).includes(type);
export const isFullscreenViolation = (type: ViolationType) =>
	(FULLSCREEN_VIOLATIONS as readonly ViolationType[]).includes(type);

/** The violation text of SPEC §3's violation summary, and what the student and the reviewer read. */
export const VIOLATION_LABELS: Record<ViolationType, string> = {
	tab_switch: "Switched to another tab or window",
	window_blur: "Left the exam window",
	fullscreen_exit: "Left fullscreen",
	copy: "Tried to copy",
	cut: "Tried to cut",
	paste: "Tried to paste",
	context_menu: "Opened the context menu",
	print: "Tried to print",
	no_face: "No face in view",
	multiple_faces: "More than one face in view",
	looking_away: "Looking away from the screen",
	phone_detected: "A phone in view",
};

/** How a reviewer judged a flag. */
export const REVIEW_STATES = ["unreviewed", "confirmed", "dismissed"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const PROCTORING_LIMITS = {
	/** A face signal's snapshot: a small JPEG, 200 KB at most once decoded. */
	snapshotMaxBytes: 200 * 1024,
	/** The base64 text the request may carry; longer is refused before it is decoded. */
	snapshotMaxChars: 400_000,
	/** An away duration longer than a day is not a measurement. */
	maxAwayMs: 24 * 60 * 60 * 1000,
	/** Per attempt and minute: a real student never comes near these; a flood is refused with 429. */
	violationsPerMinute: 60,
	heartbeatsPerMinute: 12,
	/** Extra time an accommodation may give. */
	maxExtraMinutes: 300,
	/** Why face signals could not run, as the device tells it. */
	faceReasonMaxChars: 200,
} as const;

/** How face signals are doing on the student's device, as its heartbeat tells the server. */
export const FACE_SIGNAL_STATES = ["running", "unavailable"] as const;
export type FaceSignalState = (typeof FACE_SIGNAL_STATES)[number];

export const PROCTORING_TIMING = {
	/** How often the proctor tells the server the student is still there. */
	heartbeatMs: 20_000,
	/** SPEC issue: no save or heartbeat for 60 s and the live view shows the student disconnected. */
	disconnectedAfterMs: 60_000,
	/**
	 * After the maximum is reached the player flushes its answers and submits; if it has not within
	 * this time (a closed laptop, a tampered page), the server submits the attempt itself.
	 */
	maxViolationsGraceMs: 30_000,
	/** The same blocked action repeated within this window is blocked again but recorded once. */
	repeatWindowMs: 3000,
	/** A window blur shorter than this (a system pop-up) is not a violation; a hidden page always is. */
	minBlurMs: 1000,
	/** How long a live view waits between full refreshes of its roster. */
	liveRefreshMs: 5000,
} as const;

/**
 * Face-signal thresholds: a condition must hold this long before it is flagged ("looking away for
 * more than a few seconds"), so a glance or a frame the detector misread is not a violation.
 */
export const FACE_THRESHOLDS = {
	noFaceMs: 5000,
	multipleFacesMs: 3000,
	lookingAwayMs: 5000,
	phoneMs: 2000,
	/** Head turned further than this (radians, about 34°) left or right counts as looking away. */
	maxYaw: 0.6,
	/** Head tilted further than this (radians, about 29°) up or down counts as looking away. */
	maxPitch: 0.5,
	/**
	 * How often a webcam frame is examined: 2 a second (issue 6). A frame that takes longer is
	 * followed at once by the next when its answer arrives; frames are never queued.
	 */
	frameIntervalMs: 500,
	/** A detection below this confidence is ignored. */
	minFaceScore: 0.5,
	minPhoneScore: 0.4,
} as const;

export const PROCTORING_MESSAGES = {
	notProctored: "This exam is not proctored.",
	faceSignalsOff: "Face signals are off for this attempt.",
	snapshotOnlyForFace: "Only a face signal carries a snapshot.",
	snapshotTooLarge: `A snapshot may be at most ${PROCTORING_LIMITS.snapshotMaxBytes / 1024} KB.`,
	snapshotNotJpeg: "A snapshot must be a JPEG image, sent as base64.",
	tooManyViolations: "Too many proctoring reports in a minute. Please wait a moment.",
	tooManyHeartbeats: "Too many heartbeats in a minute. Please wait a moment.",
	violationNotFound: "No such proctoring flag.",
	examNotFound: "No such exam.",
	attemptNotFound: "No such attempt.",
	snapshotNotFound: "This flag has no snapshot.",
	studentNotFound: (rollNo: string) => `No student with roll number ${rollNo} in your college.`,
	accommodationNotFound: "No such accommodation.",
	accommodationEmpty: "Give extra time, turn face signals off, or both.",
} as const;
