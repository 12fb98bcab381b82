import { definePolicy, ownRecord } from "../../platform/access/policy";
import { HOSTS } from "../scheduling";

export const SESSION_NOT_FOUND = "No such interview.";
export const SCORECARD_NOT_FOUND = "No such interview booking.";

/** A practice interview and its feedback are the student's own; another student's answer 404. */
export const sessionPolicy = definePolicy<{ userId: string }, "practise">("interview-session", {
	practise: [{ roles: ["ROLE_STUDENT"], scope: ownRecord }],
});

/** The interviewer of a booking (its slot's host) fills its scorecard. */
export const scorecardPolicy = definePolicy<{ hostId: string }, "score">("interview-scorecard", {
	score: [{ roles: HOSTS, scope: (principal, booking) => principal.userId === booking.hostId }],
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
