import {
	type IdentityPhoto,
	type RecordSystemCheck,
	type SystemCheckResult,
	systemCheckEndpoints,
} from "@unnati/contracts/system-check";
import { callApi, endpointUrl } from "../../lib/api-client";

/** The speed test's download: random bytes, read as a file (not JSON). */
export const NETWORK_PROBE_URL = endpointUrl(systemCheckEndpoints.networkProbe);

/** POST /api/system-check/identity-photo: the JPEG, and the exam it is for when known. */
export async function uploadIdentityPhoto(jpeg: Blob, examId?: string): Promise<IdentityPhoto> {
	const form = new FormData();
	form.set("photo", new File([jpeg], "identity.jpg", { type: "image/jpeg" }));
	if (examId) form.set("examId", examId);
	return callApi(systemCheckEndpoints.uploadIdentityPhoto, { form });
}

/** POST /api/system-check/results: the settled steps; the server decides pass or fail from them. */
export function recordSystemCheck(body: RecordSystemCheck): Promise<SystemCheckResult> {
	return callApi(systemCheckEndpoints.recordResult, { body });
}

/** Megabits per second, to one decimal, from a timed download. */
export function speedMbps({ bytes, ms }: { bytes: number; ms: number }): number {
	return (bytes * 8) / (ms / 1000) / 1_000_000;
}

export const formatMbps = (mbps: number) => (mbps >= 100 ? mbps.toFixed(0) : mbps.toFixed(1));
