import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import {
	answerInputSchema,
	feedbackSchema,
	historySchema,
	hostedScorecardSchema,
	narrativeSchema,
	newSessionSchema,
	scorecardInputSchema,
	scorecardSchema,
	sessionSchema,
} from "./schemas";

const sessionParams = z.object({ id: z.string().max(64) });
const answerParams = z.object({ id: z.string().max(64), position: z.coerce.number().int().min(1).max(50) });
const bookingParams = z.object({ bookingId: z.string().max(64) });
const tags = ["mock interviews"];

/** Practice interviews, their offline feedback, history, and the scorecards of interviews with people. */
export const interviewEndpoints = {
	start: defineEndpoint({
		method: "POST",
		path: "/api/interviews/sessions",
		summary:
			"Start a practice interview: questions drawn from Unnati's bank for the type, role and difficulty",
		tags,
		body: newSessionSchema,
		responses: { 201: sessionSchema },
		errors: [400, 401, 403],
	}),
	session: defineEndpoint({
		method: "GET",
		path: "/api/interviews/sessions/:id",
		summary: "One of the student's own practice interviews",
		tags,
		params: sessionParams,
		responses: { 200: sessionSchema },
		errors: [401, 403, 404],
	}),
	answer: defineEndpoint({
		method: "PUT",
		path: "/api/interviews/sessions/:id/answers/:position",
		summary:
			"Answer (or answer again) one question; empty answers and transcripts over 10,000 words are refused",
		tags,
		params: answerParams,
		body: answerInputSchema,
		responses: { 200: sessionSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	skip: defineEndpoint({
		method: "POST",
		path: "/api/interviews/sessions/:id/answers/:position/skip",
		summary: "Skip one question",
		tags,
		params: answerParams,
		responses: { 200: sessionSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	complete: defineEndpoint({
		method: "POST",
		path: "/api/interviews/sessions/:id/complete",
		summary: "Finish the interview and compute its feedback",
		tags,
		params: sessionParams,
		responses: { 200: feedbackSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	feedback: defineEndpoint({
		method: "GET",
		path: "/api/interviews/feedback/:id",
		summary: "Feedback of a finished practice interview, or the scorecard of a scheduled one",
		tags,
		params: sessionParams,
		responses: { 200: feedbackSchema },
		errors: [401, 403, 404, 409],
	}),
	narrative: defineEndpoint({
		method: "POST",
		path: "/api/interviews/sessions/:id/narrative",
		summary:
			"Narrative feedback and follow-up questions from the configured language model (never blocks the offline feedback)",
		tags,
		params: sessionParams,
		responses: { 200: narrativeSchema },
		errors: [401, 403, 404, 409],
	}),
	history: defineEndpoint({
		method: "GET",
		path: "/api/interviews/history",
		summary: "The student's practice interviews and scored interviews with people, newest first",
		tags,
		responses: { 200: historySchema },
		errors: [401, 403],
	}),
	hostedScorecard: defineEndpoint({
		method: "GET",
		path: "/api/interviews/scorecards/:bookingId",
		summary: "The interviewer's scorecard of a booking, with the rubric of its type",
		tags,
		params: bookingParams,
		responses: { 200: hostedScorecardSchema },
		errors: [401, 403, 404, 409],
	}),
	saveScorecard: defineEndpoint({
		method: "PUT",
		path: "/api/interviews/scorecards/:bookingId",
		summary: "The interviewer fills (or corrects) the scorecard of a booking after it started",
		tags,
		params: bookingParams,
		body: scorecardInputSchema,
		responses: { 200: scorecardSchema },
		errors: [400, 401, 403, 404, 409],
	}),
};
