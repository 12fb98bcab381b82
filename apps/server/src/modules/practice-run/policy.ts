import type { Role } from "@unnati/contracts";
import { definePolicy } from "../../platform/access/policy";

const STUDENTS: readonly Role[] = ["ROLE_STUDENT"];

/**
 * The practice run rehearses the proctored exam a student sits: any signed-in student, at any time,
 * of any college (or none). It touches no record, so there is no scope to check.
 */
export const practiceRunPolicy = definePolicy<unknown, "take">("practice-run", {
	take: [{ roles: STUDENTS }],
});
