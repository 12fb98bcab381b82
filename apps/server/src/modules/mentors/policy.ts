import { definePolicy } from "../../platform/access/policy";

/**
 * Mentoring: a faculty mentor writes notes and meetings about their own mentees only (the service
 * refuses anyone else's student with 403: a mentor reading a non-mentee is a clear refusal), and
 * edits their own profile; a student reads who their mentor is. Anyone reads a mentor's public
 * profile (a public route).
 */
export const mentoringPolicy = definePolicy<never, "mentor" | "mentee">("mentoring", {
	mentor: [{ roles: ["ROLE_MENTOR"] }],
	mentee: [{ roles: ["ROLE_STUDENT"] }],
});
