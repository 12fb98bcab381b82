import { HttpError } from "../../lib/http-error";

/**
 * What to tell a person whose run or submission was refused: the judge's own words for a 429 (too
 * many runs, or the runner is busy), for a 400 (every field problem) and for a server that cannot
 * run code at all (CODE_RUNNING_OFF: its message names the missing package), a plain sentence otherwise.
 */
export function describeRunError(error: unknown): { title: string; message: string } {
	if (!(error instanceof HttpError)) {
		return {
			title: "Could not reach the server",
			message: "Please check your connection and try again.",
		};
	}
	if (error.code === "CODE_RUNNING_OFF") {
		return {
			title: "Code running is off",
			message:
				error.serverMessage ?? "This server cannot run code. Please tell your college's administrator.",
		};
	}
	if (error.status === 429) {
		return {
			title: "Please wait a moment",
			message: error.serverMessage ?? "Too many runs. Try again in a minute.",
		};
	}
	if (error.status === 400) {
		const details = [...new Set(error.errors.map((issue) => issue.message))];
		return {
			title: "The code was not run",
			message: details.length > 0 ? details.join(" ") : (error.serverMessage ?? "The request was not valid."),
		};
	}
	if (error.status === 401) {
		return { title: "Signed out", message: "Your session has ended. Please sign in again." };
	}
	return {
		title: "The code could not be run",
		message: error.serverMessage ?? `The server answered with status ${error.status}. Please try again.`,
	};
}
