import { definePolicy } from "../../platform/access/policy";

/**
 * Mentoring: a faculty mentor writes notes and meetings about their own mentees only (the service
 * refuses anyone else's student with 403: a mentor reading a non-mentee is a clear refusal).
 */
export const mentoringPolicy = definePolicy<never, "mentor">("mentoring", {
	mentor: [{ roles: ["ROLE_MENTOR"] }],
});
