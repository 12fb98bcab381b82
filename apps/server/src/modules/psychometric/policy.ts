import { definePolicy } from "../../platform/access/policy";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { isMenteeOf } from "../mentors";

export const RESULT_NOT_FOUND = "No such report.";

export type ResultRecord = {
	userId: string;
	institutionId: string | null;
	shareWithMentor: boolean;
	shareWithCounselor: boolean;
};

/**
 * A report is its student's. Their own faculty mentor reads it only when the student shared it with
 * their mentor; a career counselor of their college only when shared with counselors. Anyone else,
 * other students included, gets 404.
 */
export function resultPolicy(db: Db) {
	const mentorReads = async (principal: Principal, r: ResultRecord) =>
		r.shareWithMentor && (await isMenteeOf(db, principal.userId, r.userId));
	const counselorReads = (principal: Principal, r: ResultRecord) =>
		r.shareWithCounselor && principal.institutionId !== null && principal.institutionId === r.institutionId;
	return definePolicy<ResultRecord, "take" | "read" | "share" | "review">("psychometric-result", {
		take: [{ roles: ["ROLE_STUDENT"] }],
		/** A mentor or counselor looking up what one student shared with them. */
		review: [
			{ roles: ["ROLE_MENTOR"], scope: mentorReads },
			{ roles: ["ROLE_CAREER_COUNSELOR"], scope: counselorReads },
		],
		read: [
			{ roles: ["ROLE_STUDENT"], scope: (principal, r) => principal.userId === r.userId },
			{ roles: ["ROLE_MENTOR"], scope: mentorReads },
			{ roles: ["ROLE_CAREER_COUNSELOR"], scope: counselorReads },
		],
		share: [{ roles: ["ROLE_STUDENT"], scope: (principal, r) => principal.userId === r.userId }],
	});
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
