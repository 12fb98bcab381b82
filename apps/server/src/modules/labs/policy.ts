import { definePolicy, ownRecord } from "../../platform/access/policy";

/**
 * A student's own lab progress: only the student. Every query of the lab service is keyed by the
 * principal's own user id, so the scope is the record's owner.
 */
export const labPolicy = definePolicy<{ userId: string }, "learn">("labs", {
	learn: [{ roles: ["ROLE_STUDENT"], scope: ownRecord }],
});

/**
 * Lab authoring, as lesson authoring: instructors write (their assignment to the lab's course is
 * checked in the service, 403 otherwise); the instructor admin reviews.
 */
export const labAuthoringPolicy = definePolicy<unknown, "author" | "review">("labs-authoring", {
	author: [{ roles: ["ROLE_INSTRUCTOR"] }],
	review: [{ roles: ["ROLE_INSTRUCTOR_ADMIN"] }],
});
