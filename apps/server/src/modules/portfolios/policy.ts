import { definePolicy } from "../../platform/access/policy";

/** A student edits their own portfolio; anyone reads a public one (a public route). */
export const portfolioPolicy = definePolicy<unknown, "edit">("own-portfolio", {
	edit: [{ roles: ["ROLE_STUDENT"] }],
});
