import { mentorEndpoints } from "@unnati/contracts/mentors";
import type { FastifyInstance } from "fastify";
import { PUBLIC } from "../../platform/access/policy";
import { principalOf } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { route } from "../../platform/http/route";
import { addNote, logMeeting, myMeetings } from "./mentoring-service";
import { mentoringPolicy } from "./policy";
import { myMentor, myMentorProfile, publicMentorProfile, saveMentorProfile } from "./profile-service";

/** The mentor's writes (notes, meetings), meeting log and profile; the mentees' figures are insights'. */
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
	route(app, mentorEndpoints.myProfile, {
		access: mentoringPolicy.permission("mentor"),
		handler: async (request) => myMentorProfile(db, principalOf(request)),
	});
	route(app, mentorEndpoints.saveProfile, {
		access: mentoringPolicy.permission("mentor"),
		handler: async (request) => saveMentorProfile(db, principalOf(request), request.body, clock()),
	});
	route(app, mentorEndpoints.profile, {
		access: PUBLIC,
		handler: async (request, reply) => {
			// A mentor who edits their office hours is read right after by the students they told.
			reply.header("cache-control", "no-store");
			return publicMentorProfile(db, request.params.id);
		},
	});
	route(app, mentorEndpoints.myMentor, {
		access: mentoringPolicy.permission("mentee"),
		handler: async (request) => myMentor(db, principalOf(request)),
	});
}
