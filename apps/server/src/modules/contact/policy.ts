import { definePolicy } from "../../platform/access/policy";

/**
 * Contact requests: anyone may send one (the public form, rate limited per address); only the
 * platform admin reads them, all of them (they belong to no college).
 */
export const contactPolicy = definePolicy<unknown, "list">("contactRequest", {
	list: [{ roles: ["ROLE_ADMIN"] }],
});
