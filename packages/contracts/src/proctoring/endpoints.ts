import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import {
	accommodationInputSchema,
	accommodationListSchema,
	accommodationSchema,
	attemptViolationsSchema,
	examProctoringSchema,
	heartbeatResultSchema,
	heartbeatSchema,
	proctoredExamListSchema,
	proctoringSettingsSchema,
	recordViolationResultSchema,
	recordViolationSchema,
	reviewResultSchema,
	reviewViolationSchema,
	studentProctoringSchema,
} from "./schemas";

const studentTags = ["proctoring (students)"];
const adminTags = ["proctoring (examination admin)"];
const studentExamParams = z.object({ id: z.string().max(64) });
const examParams = z.object({ examId: z.string().max(64) });
const violationParams = z.object({ violationId: z.string().max(64) });
const studentErrors = [400, 401, 403, 404, 409, 413, 429] as const;
const adminErrors = [400, 401, 403, 404] as const;

/**
 * The proctor's calls, beside the seed's exam paths (/students/exam/{id}/...) and authenticated the
 * same way, and the examination admin's review, accommodations and live view.
 */
export const proctoringEndpoints = {
	studentProctoring: defineEndpoint({
		method: "GET",
		path: "/students/exam/:id/proctoring",
		summary: "How the proctor runs for this student (maximum, face signals) and what it recorded",
		tags: studentTags,
		params: studentExamParams,
		responses: { 200: studentProctoringSchema },
		errors: studentErrors,
	}),
	recordViolation: defineEndpoint({
		method: "POST",
		path: "/students/exam/:id/violations",
		summary:
			"Report one violation as it happens (JSON; a face signal may carry `snapshot`, a JPEG of at most 200 KB as base64). Idempotent per client_id.",
		tags: studentTags,
		params: studentExamParams,
		body: recordViolationSchema,
		responses: { 200: recordViolationResultSchema },
		errors: studentErrors,
	}),
	heartbeat: defineEndpoint({
		method: "POST",
		path: "/students/exam/:id/heartbeat",
		summary: "The student is still in the exam (every 20 s); the live view shows disconnected after 60 s",
		tags: studentTags,
		params: studentExamParams,
		body: heartbeatSchema.optional(),
		responses: { 200: heartbeatResultSchema },
		errors: studentErrors,
	}),
	proctoredExams: defineEndpoint({
		method: "GET",
		path: "/api/proctoring/exams",
		summary: "The college's proctored exams, with their flags still to review",
		tags: adminTags,
		responses: { 200: proctoredExamListSchema },
		errors: adminErrors,
	}),
	examProctoring: defineEndpoint({
		method: "GET",
		path: "/api/exams/:examId/proctoring",
		summary: "Every attempt of an exam with its counted flags and credibility index",
		tags: adminTags,
		params: examParams,
		responses: { 200: examProctoringSchema },
		errors: adminErrors,
	}),
	saveSettings: defineEndpoint({
		method: "PUT",
		path: "/api/exams/:examId/proctoring/settings",
		summary: "Turn face signals on or off for an exam, and whether they count toward its maximum",
		tags: adminTags,
		params: examParams,
		body: proctoringSettingsSchema,
		responses: { 200: proctoringSettingsSchema },
		errors: adminErrors,
	}),
	attemptViolations: defineEndpoint({
		method: "GET",
		path: "/api/exams/:examId/proctoring/attempts/:attemptId",
		summary: "One attempt's flags, oldest first, with snapshot URLs for face signals",
		tags: adminTags,
		params: examParams.extend({ attemptId: z.string().max(64) }),
		responses: { 200: attemptViolationsSchema },
		errors: adminErrors,
	}),
	reviewViolation: defineEndpoint({
		method: "PATCH",
		path: "/api/proctoring/violations/:violationId",
		summary: "Confirm or dismiss a flag (or mark it unreviewed again); answers the new credibility",
		tags: adminTags,
		params: violationParams,
		body: reviewViolationSchema,
		responses: { 200: reviewResultSchema },
		errors: adminErrors,
	}),
	/** image/jpeg. */
	snapshot: defineEndpoint({
		method: "GET",
		path: "/api/proctoring/violations/:violationId/snapshot",
		summary: "A face signal's snapshot (image/jpeg), for the examination admins of the exam's college",
		tags: adminTags,
		params: violationParams,
		responseKind: "file",
		responses: { 200: null },
		errors: adminErrors,
	}),
	accommodations: defineEndpoint({
		method: "GET",
		path: "/api/proctoring/accommodations",
		summary: "The college's accommodations; with examId, those that apply to that exam",
		tags: adminTags,
		query: z.object({ examId: z.string().max(64).optional() }),
		responses: { 200: accommodationListSchema },
		errors: adminErrors,
	}),
	saveAccommodation: defineEndpoint({
		method: "PUT",
		path: "/api/proctoring/accommodations",
		summary: "Grant or change a student's accommodation (201 when new, 200 when changed)",
		tags: adminTags,
		body: accommodationInputSchema,
		responses: { 200: accommodationSchema, 201: accommodationSchema },
		errors: adminErrors,
	}),
	deleteAccommodation: defineEndpoint({
		method: "DELETE",
		path: "/api/proctoring/accommodations/:accommodationId",
		summary: "Withdraw an accommodation",
		tags: adminTags,
		params: z.object({ accommodationId: z.string().max(64) }),
		responses: { 204: null },
		errors: adminErrors,
	}),
	/** text/event-stream: read with EventSource. */
	live: defineEndpoint({
		method: "GET",
		path: "/api/exams/:examId/live",
		summary:
			"Live view (text/event-stream): a 'roster' event, then a 'student' event per change: not started, in progress, disconnected (60 s without a save or heartbeat) or submitted, with each one's violation count",
		tags: adminTags,
		params: examParams,
		responseKind: "stream",
		responses: { 200: null },
		errors: adminErrors,
	}),
} as const;
