import { definePolicy } from "../../platform/access/policy";

/**
 * Issue reports and feedback: anyone may send them (the public site, rate limited per address);
 * only the platform admin reads them, all of them (they belong to no college).
 */
export const supportPolicy = definePolicy<unknown, "read">("support", {
	read: [{ roles: ["ROLE_ADMIN"] }],
});
