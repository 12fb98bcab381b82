import type { Role } from "@unnati/contracts";
import { definePolicy, sameCollege } from "../../platform/access/policy";
import type { Principal } from "../../platform/access/principal";
import { AppError } from "../../platform/errors";

/** Who keeps a college's question banks: its examination admins and its question-bank admins. */
export const BANK_KEEPERS: readonly Role[] = ["ROLE_EXAM_ADMIN", "ROLE_QUESTION_BANK_ADMIN"];

export const BANK_NOT_FOUND = "No such question bank in your college.";
export const QUESTION_NOT_FOUND = "No such question in this bank.";

/**
 * Banks are scoped by college only: a keeper keeps every bank of their college and none of
 * another's (those answer 404, never 403, so ids of other colleges' banks cannot be probed).
 */
export const bankPolicy = definePolicy<{ institutionId: string }, "keep">("question-bank", {
	keep: [{ roles: BANK_KEEPERS, scope: sameCollege }],
});

/**
 * The college whose banks a keeper keeps, for what has no bank yet (the list, a new bank). A keeper
 * whose account belongs to no college has no banks at all, and is told so rather than shown none.
 */
export function keeperCollege(principal: Principal): string {
	if (!principal.institutionId)
		throw new AppError("FORBIDDEN", "Your account is not linked to a college, so it has no question banks.");
	return principal.institutionId;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids; anything else names nothing, so it is a 404 rather than a database error. */
export const isUuid = (value: string) => UUID.test(value);
