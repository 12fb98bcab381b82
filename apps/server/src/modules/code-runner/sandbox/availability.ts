import fs from "node:fs";
import { CODE_MESSAGES } from "@unnati/contracts";
import { BWRAP_PATH } from "./launch";

/** Null when this machine can start sandboxes; otherwise why code running is off, in a person's words. */
export type SandboxCheck = () => string | null;

/**
 * Whether bubblewrap is installed where the sandbox starts it. Without it every run would fail
 * deep inside the judge; with this check the server says so once at start-up and refuses runs
 * with a 503 naming the package.
 */
export function checkSandbox(bwrapPath: string = BWRAP_PATH): string | null {
	try {
		fs.accessSync(bwrapPath, fs.constants.X_OK);
		return fs.statSync(bwrapPath).isFile() ? null : CODE_MESSAGES.runningOff;
	} catch {
		return CODE_MESSAGES.runningOff;
	}
}
