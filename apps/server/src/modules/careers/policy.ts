import { definePolicy } from "../../platform/access/policy";

/** Career paths are the student's own view of their own records: no record of anyone else is reachable. */
export const careerPolicy = definePolicy<unknown, "read" | "plan">("career-path", {
	read: [{ roles: ["ROLE_STUDENT"] }],
	plan: [{ roles: ["ROLE_STUDENT"] }],
});
