import type { Role } from "@unnati/contracts";
import { AppError } from "../../platform/errors";
import type { Principal } from "../auth/sessions";

/** Who keeps a college's question banks: its examination admins and its question-bank admins. */
export const BANK_KEEPERS: readonly Role[] = ["ROLE_EXAM_ADMIN", "ROLE_QUESTION_BANK_ADMIN"];

export const BANK_NOT_FOUND = "No such question bank in your college.";
export const QUESTION_NOT_FOUND = "No such question in this bank.";

/**
 * The college whose banks `principal` keeps. Banks are scoped by college only: a keeper sees
 * every bank of their college and none of another's (those answer 404, never 403, so ids of other
 * colleges' banks cannot be probed).
 */
export function bankInstitutionOf(principal: Principal | null): string {
	if (!principal) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
	if (!BANK_KEEPERS.includes(principal.role))
		throw new AppError("FORBIDDEN", "Only examination and question-bank admins may manage question banks.");
	if (!principal.institutionId)
		throw new AppError("FORBIDDEN", "Your account is not linked to a college, so it has no question banks.");
	return principal.institutionId;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids; anything else names nothing, so it is a 404 rather than a database error. */
export const isUuid = (value: string) => UUID.test(value);
