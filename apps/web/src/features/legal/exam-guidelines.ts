/** One step of the system check a candidate passes before a proctored exam (SPEC §2, §5, §9). */
export interface CheckStep {
	title: string;
	description: string;
	/** Words the candidate must say or type, shown verbatim. */
	phrase?: string;
}

export const SYSTEM_CHECK_STEPS: readonly CheckStep[] = [
	{
		title: "Screen size and fullscreen",
		description:
			"Your screen must be at least 1024 × 600 pixels and the exam window must be in fullscreen. Use a laptop or desktop computer; a phone screen is too small.",
	},
	{
		title: "Network speed",
		description:
			"Your connection must reach at least 2 Mbps. The check downloads a small test file (about 500 KB) to measure it. Prefer a stable Wi-Fi or wired connection, and do not switch networks during the exam.",
	},
	{
		title: "Camera",
		description:
			"Allow camera access when your browser asks. A live preview runs for 10 seconds: sit facing the camera in good light, with your whole face visible and no one else in view.",
	},
	{
		title: "Microphone",
		description:
			"Allow microphone access, then say the phrase below clearly. The check passes when your words are recognised; a small slip is tolerated.",
		phrase: "I am ready to start my exam",
	},
	{
		title: "Identity photo",
		description:
			"A photo of you is taken and attached to your attempt, so that your institution can confirm who wrote the exam. Look straight at the camera and remove caps, masks or dark glasses.",
	},
	{
		title: "Notifications blocked",
		description:
			'Browser notifications for Unnati must not be allowed, so that no pop-up interrupts the exam. If they are allowed, set them to "Block" in your browser\'s site settings and try again.',
	},
	{
		title: "Keyboard typing",
		description:
			"Type the phrase below exactly as shown: the capital letters, the spaces and the exclamation mark must all match.",
		phrase: "I am Ready to Start Exam!",
	},
];

export const BEFORE_EXAM_DAY: readonly string[] = [
	"Use a laptop or desktop with a working webcam and microphone, and a recent version of Google Chrome, Microsoft Edge or Safari.",
	"Charge your laptop fully or keep it plugged in.",
	"Find a quiet, well-lit room where no one will interrupt you.",
	"Close other applications, browser tabs, screen-sharing tools and chat apps before you begin.",
	"Keep your login details at hand, and sign in a few minutes before the start time so that the system check does not eat into your exam.",
];

/** What happens while the exam is open, each a short heading and its explanation. */
export const DURING_THE_EXAM: readonly { title: string; description: string }[] = [
	{
		title: "Fullscreen throughout",
		description:
			"The exam runs in fullscreen. Every exit from fullscreen is recorded. Return to fullscreen straight away if it closes by accident.",
	},
	{
		title: "Tab switches are recorded",
		description:
			"Switching to another tab, window or application is recorded, along with how long you were away. Your institution may set a limit on these events; if it is reached, the exam can be submitted automatically.",
	},
	{
		title: "Face signals are recorded",
		description:
			"Your camera stays on. Moments when your face is not visible, or when more than one face is in view, are recorded with snapshots for your institution to review.",
	},
	{
		title: "Answers are saved automatically",
		description:
			"Each answer is saved as you go, without a Save button. If your connection drops, your latest answers are kept and sent again when it returns, and reloading the page brings back your answers and flagged questions.",
	},
	{
		title: "The question palette",
		description:
			"The palette shows which questions you have not visited, visited without answering, answered, or flagged for review, so that you can move between them freely.",
	},
	{
		title: "Automatic submission at the deadline",
		description:
			"When the time runs out, the exam is submitted automatically with every answer saved so far. You do not lose work by running out of time.",
	},
];

export const AFTER_THE_EXAM: readonly string[] = [
	"As soon as your exam is submitted, you get an instant report with your score and whether you reached the passing mark.",
	"Your institution receives your answers together with the proctoring record of the attempt. If you think something was recorded unfairly, for example a power cut or a network failure, tell your exam coordinator the same day.",
];
