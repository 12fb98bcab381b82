import {
	type IdentityPhoto,
	identityPhotoSchema,
	type RecordSystemCheck,
	type SystemCheckResult,
	systemCheckResultSchema,
} from "@unnati/contracts";
import { apiFetch } from "../../lib/http";

export const NETWORK_PROBE_URL = "/api/system-check/network-probe";

/** POST /api/system-check/identity-photo: the JPEG, and the exam it is for when known. */
export async function uploadIdentityPhoto(jpeg: Blob, examId?: string): Promise<IdentityPhoto> {
	const form = new FormData();
	form.set("photo", new File([jpeg], "identity.jpg", { type: "image/jpeg" }));
	if (examId) form.set("examId", examId);
	return identityPhotoSchema.parse(
		await apiFetch("/api/system-check/identity-photo", { method: "POST", body: form }),
	);
}

/** POST /api/system-check/results: the settled steps; the server decides pass or fail from them. */
export async function recordSystemCheck(body: RecordSystemCheck): Promise<SystemCheckResult> {
	return systemCheckResultSchema.parse(await apiFetch("/api/system-check/results", { method: "POST", body }));
}

/** Megabits per second, to one decimal, from a timed download. */
export function speedMbps({ bytes, ms }: { bytes: number; ms: number }): number {
	return (bytes * 8) / (ms / 1000) / 1_000_000;
}

export const formatMbps = (mbps: number) => (mbps >= 100 ? mbps.toFixed(0) : mbps.toFixed(1));
