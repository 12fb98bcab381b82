import { ROLES } from "@unnati/contracts";
import { definePolicy, ownRecord } from "../../platform/access/policy";

/**
 * A notification is its recipient's alone, whatever their role: every signed-in person has a bell.
 * Another person's notification answers 404, so ids cannot be probed.
 * - `read`: list, count, mark read, and the live stream;
 * - `configure`: one's own preferences.
 */
export const notificationPolicy = definePolicy<{ userId: string }, "read" | "configure">("notification", {
	read: [{ roles: ROLES, scope: ownRecord }],
	configure: [{ roles: ROLES, scope: ownRecord }],
});
