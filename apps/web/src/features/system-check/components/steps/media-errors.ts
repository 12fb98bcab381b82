import { SYSTEM_CHECK_MESSAGES } from "@unnati/contracts/system-check/rules";

/** What to tell the person when getUserMedia refuses, by the DOMException's name. */
export function mediaErrorMessage(error: unknown, device: "camera" | "microphone"): string {
	const name = error instanceof Error || error instanceof DOMException ? error.name : "";
	if (device === "microphone") {
		if (name === "NotFoundError" || name === "OverconstrainedError")
			return SYSTEM_CHECK_MESSAGES.microphoneMissing;
		return SYSTEM_CHECK_MESSAGES.microphoneDenied;
	}
	if (name === "NotFoundError" || name === "OverconstrainedError") return SYSTEM_CHECK_MESSAGES.cameraMissing;
	if (name === "NotReadableError" || name === "AbortError") return SYSTEM_CHECK_MESSAGES.cameraBusy;
	return SYSTEM_CHECK_MESSAGES.cameraDenied;
}
