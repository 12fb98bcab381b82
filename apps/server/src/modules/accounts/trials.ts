import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { users } from "./tables";

/**
 * Moves the free trial of a college's accounts in trial with the college's own (the platform admin's
 * dashboard, issue 18): a new end date, or the end of the trial because the college subscribed. The
 * trial banner each person sees reads their account. Suspended and already active accounts are left
 * as they are. Returns how many accounts changed.
 */
export async function moveTrialOfInstitution(
	db: Db,
	institutionId: string,
	change: { trialEndsAt: Date } | { subscribed: true },
	now: Date,
): Promise<number> {
	const values =
		"subscribed" in change
			? { status: "active" as const, trialEndsAt: null, updatedAt: now }
			: { trialEndsAt: change.trialEndsAt, updatedAt: now };
	const rows = await db
		.update(users)
		.set(values)
		.where(and(eq(users.institutionId, institutionId), eq(users.status, "trial")))
		.returning({ id: users.id });
	return rows.length;
}
