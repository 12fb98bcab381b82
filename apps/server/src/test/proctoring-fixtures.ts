import { randomUUID } from "node:crypto";
import type { RecordViolation } from "@unnati/contracts";
import type { FastifyInstance } from "fastify";
import { bearer } from "./auth-helpers";
import { examBody, makeBank, makeExam, singleChoice } from "./factories";
import { openEventStream } from "./sse";

// Small factories for the proctoring tests; everything else goes through the real HTTP API.

/** A JPEG-shaped snapshot of `size` bytes (start and end markers of a JPEG). */
export function jpegBytes(size = 2048): Buffer {
	const bytes = Buffer.alloc(size, 0x41);
	bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
	bytes.set([0xff, 0xd9], size - 2);
	return bytes;
}

export const report = (overrides: Partial<RecordViolation> = {}): RecordViolation => ({
	client_id: randomUUID(),
	type: "tab_switch",
	at: new Date().toISOString(),
	away_ms: 2500,
	...overrides,
});

/** A published proctored exam for the admin's whole college, open now, of two questions. */
export async function makeProctoredExam(
	app: FastifyInstance,
	adminToken: string,
	overrides: Parameters<typeof examBody>[1] = {},
	now = Date.now(),
) {
	const bank = await makeBank(app, adminToken, [singleChoice("First"), singleChoice("Second")]);
	return makeExam(
		app,
		adminToken,
		examBody(
			[{ title: "Only", source: { mode: "fixed", questionIds: bank.questionIds } }],
			{
				title: "Proctored Test",
				proctored: true,
				maxViolations: 3,
				...overrides,
			},
			now,
		),
	);
}

/** The proctor's calls for one student and exam, by bearer token. */
export function proctorCalls(app: FastifyInstance, token: string, examId: string) {
	return {
		violation: (payload: unknown) =>
			app.inject({
				method: "POST",
				url: `/students/exam/${examId}/violations`,
				headers: bearer(token),
				payload: payload as object,
			}),
		heartbeat: (payload: unknown = {}) =>
			app.inject({
				method: "POST",
				url: `/students/exam/${examId}/heartbeat`,
				headers: bearer(token),
				payload: payload as object,
			}),
		settings: () =>
			app.inject({ method: "GET", url: `/students/exam/${examId}/proctoring`, headers: bearer(token) }),
	};
}

/**
 * Opens a live view over real HTTP (app.inject waits for a response's end, which a stream never
 * reaches). `next` waits for the first event, not yet taken, that matches.
 */
export function openLiveStream(baseUrl: string, examId: string, token: string) {
	return openEventStream(`${baseUrl}/api/exams/${examId}/live`, { authorization: `Bearer ${token}` });
}
