import type { Session } from "@unnati/contracts";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { findAccountById } from "../accounts";
import { describePlacement } from "../institutions";
import { organizationName } from "../organizations";
import { toSession } from "./presenters";

/** Who is signed in, as the browser sees it: the account, where it belongs, and the session's end. */
export async function currentSession(
	db: Db,
	principal: Principal,
	enrolledCourses: (userId: string) => Promise<string[]>,
): Promise<Session> {
	const account = await findAccountById(db, principal.userId);
	// The principal was found live a moment ago; an account gone since then has ended the session.
	if (!account) throw new AppError("SESSION_EXPIRED", "Your session has ended. Please sign in again.");
	const [placement, organization, courses] = await Promise.all([
		describePlacement(db, account.institutionId, account.departmentId),
		organizationName(db, account.organizationId),
		account.role === "ROLE_STUDENT" ? enrolledCourses(account.id) : Promise.resolve([]),
	]);
	return toSession(account, { ...placement, organizationName: organization }, principal.expiresAt, courses);
}
