import { ROLES } from "@unnati/contracts/constants";
import { anyRole, definePolicy, ownRecord } from "../../platform/access/policy";

/**
 * Practice is open to every signed-in person, whatever their role: students practise, and faculty
 * and admins try a problem before they set it in an exam. The catalogue is nobody's record.
 */
export const practicePolicy = definePolicy<unknown, "read" | "run" | "submit">("practice", {
	read: [anyRole(ROLES)],
	run: [anyRole(ROLES)],
	submit: [anyRole(ROLES)],
});

/** A submission's source and results are its author's alone; no role reads another's history. */
export const submissionPolicy = definePolicy<{ userId: string }, "read">("problem-submission", {
	read: [{ roles: ROLES, scope: ownRecord }],
});
