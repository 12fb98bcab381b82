import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import {
	identityPhotoSchema,
	latestSystemCheckSchema,
	recordSystemCheckSchema,
	systemCheckResultSchema,
} from "./schemas";

const tags = ["system check"];

export const systemCheckEndpoints = {
	networkProbe: defineEndpoint({
		method: "GET",
		path: "/api/system-check/network-probe",
		summary: "About 500 KB of random bytes for the speed test; never cached, never compressed",
		tags,
		responseKind: "file",
		responses: { 200: null },
		errors: [],
	}),
	uploadIdentityPhoto: defineEndpoint({
		method: "POST",
		path: "/api/system-check/identity-photo",
		summary: "The identity step's photo (multipart: photo = JPEG ≤ 2 MB, examId?); signed-in students",
		tags,
		multipart: true,
		responses: { 201: identityPhotoSchema },
		errors: [400, 401, 403, 404, 413, 415, 429],
	}),
	identityPhoto: defineEndpoint({
		method: "GET",
		path: "/api/system-check/identity-photos/:id",
		summary: "An identity photo (JPEG): the student's own, or for their college's exam staff",
		tags,
		params: z.object({ id: z.uuid() }),
		responseKind: "file",
		responses: { 200: null },
		errors: [400, 401, 403, 404],
	}),
	recordResult: defineEndpoint({
		method: "POST",
		path: "/api/system-check/results",
		summary: "Record a finished check (passed, or stopped at a failed step) for the signed-in person",
		tags,
		body: recordSystemCheckSchema,
		responses: { 201: systemCheckResultSchema },
		errors: [400, 401, 403, 404, 429],
	}),
	latest: defineEndpoint({
		method: "GET",
		path: "/api/system-check/latest",
		summary: "The signed-in person's latest passed check, with its time (null when none)",
		tags,
		responses: { 200: latestSystemCheckSchema },
		errors: [401],
	}),
} as const;
