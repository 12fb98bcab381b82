import { definePolicy } from "../../platform/access/policy";

/**
 * Who may read the dashboards' figures: the college administrator and the principal their
 * college's; a department head their own department's (the service refuses any other with 403).
 */
export const insightsPolicy = definePolicy<
	never,
	"college" | "department" | "mentees" | "monthlyReport" | "growth" | "testCalendar"
>("insights", {
	college: [{ roles: ["ROLE_COLLEGE", "ROLE_PRINCIPAL"] }],
	department: [{ roles: ["ROLE_COLLEGE", "ROLE_PRINCIPAL", "ROLE_DEPARTMENT"] }],
	/** A mentor their own mentees (a non-mentee is refused with 403 by the service). */
	mentees: [{ roles: ["ROLE_MENTOR"] }],
	/** The college's monthly report: its administrator and its principal. */
	monthlyReport: [{ roles: ["ROLE_COLLEGE", "ROLE_PRINCIPAL"] }],
	/** Growth across tests: the college's staff their college, a department head their department, a mentor their mentees. */
	growth: [{ roles: ["ROLE_COLLEGE", "ROLE_PRINCIPAL", "ROLE_DEPARTMENT", "ROLE_MENTOR"] }],
	/** The test calendar: the college's staff their college, a department head the tests for their department. */
	testCalendar: [{ roles: ["ROLE_COLLEGE", "ROLE_PRINCIPAL", "ROLE_DEPARTMENT"] }],
});
