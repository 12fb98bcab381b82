import { definePolicy, sameDepartment } from "../../platform/access/policy";

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

/**
 * The mentor mapping (issue 18): a department head maps the students of their own department to its
 * mentors. A student or mentor of another department is a clear refusal (403), not a 404: the
 * department head named them on purpose and should be told why nothing happened.
 */
export const mentorMappingPolicy = definePolicy<{ departmentId: string | null }, "map">("mentor-mapping", {
	map: [{ roles: ["ROLE_DEPARTMENT"], scope: sameDepartment }],
});
