import { ROLES } from "@unnati/contracts/constants";
import { definePolicy, ownRecord } from "../../platform/access/policy";

/**
 * A session: every signed-in person may read and end their own, whatever their role. Signing in,
 * signing up and both password resets are public (they are how a person gets a session at all).
 */
export const sessionPolicy = definePolicy<{ userId: string }, "read" | "end">("session", {
	read: [{ roles: ROLES, scope: ownRecord }],
	end: [{ roles: ROLES, scope: ownRecord }],
});
