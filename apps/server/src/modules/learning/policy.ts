import { definePolicy, ownRecord } from "../../platform/access/policy";

/**
 * A student's own learning (enrolments, progress, notes, bookmarks, attempts): only the student.
 * Every query of these services is keyed by the principal's own user id, so the scope is the
 * record's owner; an attempt of someone else answers 404.
 */
export const learnerPolicy = definePolicy<{ userId: string }, "learn">("learning", {
	learn: [{ roles: ["ROLE_STUDENT"], scope: ownRecord }],
});
