import { randomUUID } from "node:crypto";
import type { RecordViolation } from "@unnati/contracts";
import type { FastifyInstance } from "fastify";
import { bearer } from "./auth-helpers";
import { examBody, makeBank, makeExam, singleChoice } from "./factories";

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

type SseEvent = { event: string; data: unknown };

/**
 * Opens a live view over real HTTP (app.inject waits for a response's end, which a stream never
 * reaches). `next` waits for the first event, not yet taken, that matches.
 */
export async function openLiveStream(baseUrl: string, examId: string, token: string) {
	const abort = new AbortController();
	const response = await fetch(`${baseUrl}/api/exams/${examId}/live`, {
		headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
		signal: abort.signal,
	});
	const events: SseEvent[] = [];
	const waiters = new Set<() => void>();
	const reading = (async () => {
		const reader = response.body?.getReader();
		if (!reader) return;
		const decoder = new TextDecoder();
		let buffer = "";
		for (;;) {
			const { done, value } = await reader.read();
			if (done) return;
			buffer += decoder.decode(value, { stream: true });
			let end = buffer.indexOf("\n\n");
			while (end >= 0) {
				const frame = buffer.slice(0, end);
				buffer = buffer.slice(end + 2);
				const event = /^event: (.*)$/m.exec(frame)?.[1];
				const data = /^data: (.*)$/m.exec(frame)?.[1];
				if (event && data) events.push({ event, data: JSON.parse(data) });
				for (const wake of waiters) wake();
				end = buffer.indexOf("\n\n");
			}
		}
	})().catch(() => {});
	let taken = 0;
	return {
		response,
		async next(match: (e: SseEvent) => boolean, timeoutMs = 10_000): Promise<SseEvent> {
			const deadline = Date.now() + timeoutMs;
			for (;;) {
				const index = events.findIndex((e, i) => i >= taken && match(e));
				if (index >= 0) {
					taken = index + 1;
					return events[index] as SseEvent;
				}
				const left = deadline - Date.now();
				if (left <= 0)
					throw new Error(
						`no matching live event in ${timeoutMs} ms; got ${JSON.stringify(events.slice(taken))}`,
					);
				await new Promise<void>((resolve) => {
					const wake = () => {
						waiters.delete(wake);
						resolve();
					};
					waiters.add(wake);
					setTimeout(wake, Math.min(left, 250));
				});
			}
		},
		async close() {
			abort.abort();
			await reading;
		},
	};
}
