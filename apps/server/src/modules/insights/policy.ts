import { definePolicy } from "../../platform/access/policy";

/**
 * Who may read the dashboards' figures: the college administrator and the principal their
 * college's; a department head their own department's (the service refuses any other with 403).
 */
export const insightsPolicy = definePolicy<never, "college" | "department" | "mentees">("insights", {
	college: [{ roles: ["ROLE_COLLEGE", "ROLE_PRINCIPAL"] }],
	department: [{ roles: ["ROLE_COLLEGE", "ROLE_PRINCIPAL", "ROLE_DEPARTMENT"] }],
	/** A mentor their own mentees (a non-mentee is refused with 403 by the service). */
	mentees: [{ roles: ["ROLE_MENTOR"] }],
});
