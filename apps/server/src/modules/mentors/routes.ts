import { mentorEndpoints } from "@unnati/contracts/mentors";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { route } from "../../platform/http/route";
import { addNote, logMeeting, myMeetings } from "./mentoring-service";
import { mentoringPolicy } from "./policy";

/** The mentor's writes (notes, meetings) and their meeting log; the mentees' figures are insights'. */
export function mentoringRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
	route(app, mentorEndpoints.addNote, {
		access: mentoringPolicy.permission("mentor"),
		handler: async (request) =>
			addNote(db, principalOf(request), request.params.studentId, request.body.body),
	});
	route(app, mentorEndpoints.logMeeting, {
		access: mentoringPolicy.permission("mentor"),
		handler: async (request) =>
			logMeeting(db, principalOf(request), request.params.studentId, request.body, clock()),
	});
	route(app, mentorEndpoints.meetings, {
		access: mentoringPolicy.permission("mentor"),
		handler: async (request) => myMeetings(db, principalOf(request)),
	});
}
