import {
	accommodationInputSchema,
	accommodationListSchema,
	accommodationSchema,
	apiErrorSchema,
	attemptViolationsSchema,
	examProctoringSchema,
	proctoredExamListSchema,
	proctoringSettingsSchema,
	reviewResultSchema,
	reviewViolationSchema,
} from "@unnati/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../../platform/access/principal";
import type { Authenticator } from "../auth/guard";
import { deleteAccommodation, listAccommodations, saveAccommodation } from "./accommodations";
import { reviewableExam } from "./exam-reads";
import { runLiveView } from "./live-service";
import { PROCTORING_REVIEWERS } from "./policy";
import {
	attemptViolations,
	examProctoring,
	listProctoredExams,
	reviewViolation,
	saveSettings,
	snapshotOf,
} from "./review-service";
import type { ProctoringDeps } from "./student-service";

const errors = {
	400: apiErrorSchema,
	401: apiErrorSchema,
	403: apiErrorSchema,
	404: apiErrorSchema,
};
const tags = ["proctoring (examination admin)"];
const examParams = z.object({ examId: z.string().max(64) });
const violationParams = z.object({ violationId: z.string().max(64) });

/** The examination admin's side: review flags, settings, accommodations and the live view. */
export const proctoringAdminRoutes: FastifyPluginAsyncZod<{
	deps: ProctoringDeps;
	auth: Authenticator;
}> = async (app, { deps, auth }) => {
	const reviewer = auth.requireAuth(...PROCTORING_REVIEWERS);
	const { db, clock } = deps;

	app.get(
		"/api/proctoring/exams",
		{
			schema: {
				tags,
				summary: "The college's proctored exams, with their flags still to review",
				response: { 200: proctoredExamListSchema, ...errors },
			},
			preHandler: reviewer,
		},
		async (request) => listProctoredExams(db, principalOf(request)),
	);

	app.get(
		"/api/exams/:examId/proctoring",
		{
			schema: {
				tags,
				summary: "Every attempt of an exam with its counted flags and credibility index",
				params: examParams,
				response: { 200: examProctoringSchema, ...errors },
			},
			preHandler: reviewer,
		},
		async (request) => examProctoring(db, principalOf(request), request.params.examId),
	);

	app.put(
		"/api/exams/:examId/proctoring/settings",
		{
			schema: {
				tags,
				summary: "Turn face signals on or off for an exam, and whether they count toward its maximum",
				params: examParams,
				body: proctoringSettingsSchema,
				response: { 200: proctoringSettingsSchema, ...errors },
			},
			preHandler: reviewer,
		},
		async (request) => saveSettings(db, principalOf(request), request.params.examId, request.body, clock()),
	);

	app.get(
		"/api/exams/:examId/proctoring/attempts/:attemptId",
		{
			schema: {
				tags,
				summary: "One attempt's flags, oldest first, with snapshot URLs for face signals",
				params: examParams.extend({ attemptId: z.string().max(64) }),
				response: { 200: attemptViolationsSchema, ...errors },
			},
			preHandler: reviewer,
		},
		async (request) =>
			attemptViolations(db, principalOf(request), request.params.examId, request.params.attemptId),
	);

	app.patch(
		"/api/proctoring/violations/:violationId",
		{
			schema: {
				tags,
				summary: "Confirm or dismiss a flag (or mark it unreviewed again); answers the new credibility",
				params: violationParams,
				body: reviewViolationSchema,
				response: { 200: reviewResultSchema, ...errors },
			},
			preHandler: reviewer,
		},
		async (request) =>
			reviewViolation(deps, principalOf(request), request.params.violationId, request.body.review),
	);

	app.get(
		"/api/proctoring/violations/:violationId/snapshot",
		{
			schema: {
				tags,
				summary: "A face signal's snapshot (image/jpeg), for the examination admins of the exam's college",
				params: violationParams,
			},
			preHandler: reviewer,
		},
		async (request, reply) => {
			const bytes = await snapshotOf(deps, principalOf(request), request.params.violationId);
			return reply.type("image/jpeg").header("cache-control", "private, max-age=3600").send(bytes);
		},
	);

	app.get(
		"/api/proctoring/accommodations",
		{
			schema: {
				tags,
				summary: "The college's accommodations; with examId, those that apply to that exam",
				querystring: z.object({ examId: z.string().max(64).optional() }),
				response: { 200: accommodationListSchema, ...errors },
			},
			preHandler: reviewer,
		},
		async (request) => ({
			accommodations: await listAccommodations(db, principalOf(request), request.query.examId),
		}),
	);

	app.put(
		"/api/proctoring/accommodations",
		{
			schema: {
				tags,
				summary: "Grant or change a student's accommodation (201 when new, 200 when changed)",
				body: accommodationInputSchema,
				response: { 200: accommodationSchema, 201: accommodationSchema, ...errors },
			},
			preHandler: reviewer,
		},
		async (request, reply) => {
			const { accommodation, created } = await saveAccommodation(
				db,
				principalOf(request),
				request.body,
				clock(),
			);
			return reply.status(created ? 201 : 200).send(accommodation);
		},
	);

	app.delete(
		"/api/proctoring/accommodations/:accommodationId",
		{
			schema: {
				tags,
				summary: "Withdraw an accommodation",
				params: z.object({ accommodationId: z.string().max(64) }),
				response: { 204: z.null(), ...errors },
			},
			preHandler: reviewer,
		},
		async (request, reply) => {
			await deleteAccommodation(db, principalOf(request), request.params.accommodationId);
			return reply.status(204).send(null);
		},
	);

	const streams = new Set<() => void>();
	// Live views never end by themselves: close them when the server shuts down.
	app.addHook("preClose", async () => {
		for (const end of streams) end();
	});

	app.get(
		"/api/exams/:examId/live",
		{
			schema: {
				tags,
				summary:
					"Live view (text/event-stream): a 'roster' event, then a 'student' event per change: not started, in progress, disconnected (60 s without a save or heartbeat) or submitted, with each one's violation count",
				params: examParams,
			},
			preHandler: reviewer,
		},
		async (request, reply) => {
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
		},
	);
};
