import { definePolicy } from "../../platform/access/policy";

/**
 * Issue reports and feedback: anyone may send them (the public site, rate limited per address);
 * only the platform admin reads them, all of them (they belong to no college).
 */
export const supportPolicy = definePolicy<unknown, "read">("support", {
	read: [{ roles: ["ROLE_ADMIN"] }],
});

/**
 * The platform admin's inbox of contact requests, reports and feedback (issue 18): every platform
 * admin reads every item and may move, assign and answer any of them (there is one team).
 */
export const inboxPolicy = definePolicy<unknown, "read" | "triage" | "reply">("inbox", {
	read: [{ roles: ["ROLE_ADMIN"] }],
	triage: [{ roles: ["ROLE_ADMIN"] }],
	reply: [{ roles: ["ROLE_ADMIN"] }],
});
