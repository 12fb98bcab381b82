import { definePolicy } from "../../platform/access/policy";

/**
 * The colleges on Unnati, as the platform admin oversees them (issue 18): only the platform admin
 * reads every college's figures and changes a college's trial or subscription.
 */
export const collegeAdminPolicy = definePolicy<unknown, "read" | "manage">("college", {
	read: [{ roles: ["ROLE_ADMIN"] }],
	manage: [{ roles: ["ROLE_ADMIN"] }],
});
