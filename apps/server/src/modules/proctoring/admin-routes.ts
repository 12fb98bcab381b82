import { proctoringEndpoints } from "@unnati/contracts/proctoring";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import { deleteAccommodation, listAccommodations, saveAccommodation } from "./accommodations";
import { reviewableExam } from "./exam-reads";
import { runLiveView } from "./live-service";
import { accommodationPolicy, proctoringPolicy } from "./policy";
import {
	attemptViolations,
	examProctoring,
	listProctoredExams,
	reviewViolation,
	saveSettings,
	snapshotOf,
} from "./review-service";
import type { ProctoringDeps } from "./student-service";

/** The examination admin's side: review flags, settings, accommodations and the live view. */
export function proctoringAdminRoutes(app: FastifyInstance, deps: ProctoringDeps): void {
	const review = proctoringPolicy.permission("review");
	const accommodate = accommodationPolicy.permission("manage");
	const { db, clock } = deps;

	route(app, proctoringEndpoints.proctoredExams, {
		access: review,
		handler: async (request) => listProctoredExams(db, principalOf(request)),
	});

	route(app, proctoringEndpoints.examProctoring, {
		access: review,
		handler: async (request) => examProctoring(db, principalOf(request), request.params.examId),
	});

	route(app, proctoringEndpoints.saveSettings, {
		access: review,
		handler: async (request) =>
			saveSettings(db, principalOf(request), request.params.examId, request.body, clock()),
	});

	route(app, proctoringEndpoints.attemptViolations, {
		access: review,
		handler: async (request) =>
			attemptViolations(db, principalOf(request), request.params.examId, request.params.attemptId),
	});

	route(app, proctoringEndpoints.reviewViolation, {
		access: review,
		handler: async (request) =>
			reviewViolation(deps, principalOf(request), request.params.violationId, request.body.review),
	});

	route(app, proctoringEndpoints.snapshot, {
		access: review,
		handler: async (request, reply) => {
			const bytes = await snapshotOf(deps, principalOf(request), request.params.violationId);
			return reply.type("image/jpeg").header("cache-control", "private, max-age=3600").send(bytes);
		},
	});

	route(app, proctoringEndpoints.accommodations, {
		access: accommodate,
		handler: async (request) => ({
			accommodations: await listAccommodations(db, principalOf(request), request.query.examId),
		}),
	});

	route(app, proctoringEndpoints.saveAccommodation, {
		access: accommodate,
		handler: async (request, reply) => {
			const { accommodation, created } = await saveAccommodation(
				db,
				principalOf(request),
				request.body,
				clock(),
			);
			return reply.status(created ? 201 : 200).send(accommodation);
		},
	});

	route(app, proctoringEndpoints.deleteAccommodation, {
		access: accommodate,
		handler: async (request, reply) => {
			await deleteAccommodation(db, principalOf(request), request.params.accommodationId);
			return reply.status(204).send();
		},
	});

	const streams = new Set<() => void>();
	// Live views never end by themselves: close them when the server shuts down.
	app.addHook("preClose", async () => {
		for (const end of streams) end();
	});

	route(app, proctoringEndpoints.live, {
		access: review,
		handler: async (request, reply) => {
			const exam = await reviewableExam(db, principalOf(request), request.params.examId);
			reply.hijack();
			const raw = reply.raw;
			raw.writeHead(200, {
				...(reply.getHeaders() as Record<string, string>),
				"content-type": "text/event-stream; charset=utf-8",
				"cache-control": "no-cache, no-transform",
				connection: "keep-alive",
				// Proxies such as nginx would otherwise hold events back in a buffer.
				"x-accel-buffering": "no",
			});
			let stop: (() => void) | null = null;
			const end = () => {
				stop?.();
				streams.delete(end);
				if (!raw.writableEnded) raw.end();
			};
			streams.add(end);
			// The response's "close" is the connection's end; the request's may come as soon as it is read.
			raw.on("close", end);
			raw.flushHeaders();
			try {
				stop = await runLiveView(
					deps,
					exam,
					{
						send: (event, data) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
						comment: (text) => raw.write(`: ${text}\n\n`),
					},
					request.log,
				);
				if (raw.writableEnded) stop();
			} catch (error) {
				request.log.error({ err: error }, "the live view could not start");
				end();
			}
			return reply;
		},
	});
}
