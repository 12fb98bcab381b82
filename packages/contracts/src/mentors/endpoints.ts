import { defineEndpoint } from "../http/endpoint";
import {
	meetingInputSchema,
	meetingListSchema,
	menteeDetailSchema,
	menteeListSchema,
	menteeParamsSchema,
	mentorMeetingSchema,
	mentorNoteSchema,
	noteInputSchema,
} from "./schemas";

const tags = ["mentoring"];

/** A faculty mentor's own mentees: at a glance, one by one, notes and meetings (issue 18). */
export const mentorEndpoints = {
	mentees: defineEndpoint({
		method: "GET",
		path: "/api/mentor/mentees",
		summary: "The signed-in mentor's mentees, each at a glance with alerts",
		tags,
		responses: { 200: menteeListSchema },
		errors: [401, 403],
	}),
	mentee: defineEndpoint({
		method: "GET",
		path: "/api/mentor/mentees/:studentId",
		summary: "One mentee: exams this term, the mentor's private notes and meetings (403 for a non-mentee)",
		tags,
		params: menteeParamsSchema,
		responses: { 200: menteeDetailSchema },
		errors: [400, 401, 403],
	}),
	addNote: defineEndpoint({
		method: "POST",
		path: "/api/mentor/mentees/:studentId/notes",
		summary: "Adds a private note about a mentee",
		tags,
		params: menteeParamsSchema,
		body: noteInputSchema,
		responses: { 201: mentorNoteSchema },
		errors: [400, 401, 403],
	}),
	logMeeting: defineEndpoint({
		method: "POST",
		path: "/api/mentor/mentees/:studentId/meetings",
		summary: "Logs a meeting with a mentee",
		tags,
		params: menteeParamsSchema,
		body: meetingInputSchema,
		responses: { 201: mentorMeetingSchema },
		errors: [400, 401, 403],
	}),
	meetings: defineEndpoint({
		method: "GET",
		path: "/api/mentor/meetings",
		summary: "The signed-in mentor's meetings with mentees, newest first",
		tags,
		responses: { 200: meetingListSchema },
		errors: [401, 403],
	}),
} as const;
