/** The languages the judge runs; the order is the order a language picker shows them. */
export const LANGUAGES = ["c", "cpp", "java", "python", "javascript"] as const;
export type CodeLanguage = (typeof LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<CodeLanguage, string> = {
	c: "C (GCC, C17)",
	cpp: "C++ (G++, C++17)",
	java: "Java 17",
	python: "Python 3",
	javascript: "JavaScript (Node.js)",
};

/** The names judges use, so a student who has seen another judge reads them without a legend. */
export const VERDICTS = [
	"Accepted",
	"Wrong Answer",
	"Time Limit Exceeded",
	"Memory Limit Exceeded",
	"Runtime Error",
	"Compilation Error",
	"Output Limit Exceeded",
	"Internal Error",
] as const;
export type Verdict = (typeof VERDICTS)[number];

/** 64 KB of code is far more than any honest solution; 1 MB of input fits a large custom test case. */
export const SOURCE_MAX_BYTES = 64 * 1024;
export const STDIN_MAX_BYTES = 1024 * 1024;

/**
 * The largest JSON body a code request may have: 1 MB of input and 64 KB of code, JSON-escaped
 * (a newline becomes two bytes), with room to spare, so an oversized field is a 400 naming it
 * rather than a bare 413.
 */
export const CODE_REQUEST_MAX_BYTES = 4 * 1024 * 1024;

/** Runs per signed-in person per minute on POST /api/code/run. */
export const CODE_RUNS_PER_MINUTE = 30;

export const CODE_MESSAGES = {
	languageInvalid: `Choose one of the supported languages: ${LANGUAGES.join(", ")}.`,
	sourceRequired: "Write some code before running it.",
	sourceTooLong: "Your code is longer than 64 KB. Please shorten it.",
	stdinTooLong: "The input is longer than 1 MB. Please use a smaller input.",
	tooManyRuns: "You have run code too many times in the last minute. Please wait a minute and try again.",
	queueFull: "The code runner is busy right now. Please try again in a few seconds.",
	ownRunsBusy:
		"You already have a run in progress and others waiting. Please wait for them to finish, then run again.",
	runnerTimeout: "The code runner did not answer in time. Please try again in a minute.",
	runnerUnavailable: "The code runner is unavailable right now. Please try again in a minute.",
	/** This server cannot run code at all (CODE_RUNNING_OFF): the message names the missing package. */
	runningOff:
		"Running code is off on this server: the bubblewrap package, the sandbox programs run in, is not installed. An administrator can install it with `sudo apt-get install -y bubblewrap` and restart Unnati.",
	outputTruncated: "\n[output truncated]",
} as const;
