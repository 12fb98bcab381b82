import { SUBSCRIPTION_MESSAGES, type SubscriptionChange } from "@unnati/contracts/admin-dashboard";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { InstitutionSummary } from "./read";
import { institutions } from "./tables";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A college's trial or subscription, as the platform admin changes it (issue 18):
 * - extend the trial by N days, from its end when that is still ahead, else from now (an expired or
 *   suspended college gets a fresh trial); a subscribed college has no trial to extend (409);
 * - mark it subscribed ('active'), which ends the trial;
 * - suspend it, keeping the trial's end date for the record.
 * Unknown colleges answer 404.
 */
export async function changeInstitutionSubscription(
	db: Db,
	id: string,
	change: SubscriptionChange,
	now: Date,
): Promise<Pick<InstitutionSummary, "id" | "status" | "trialEndsAt">> {
	const [current] = await db
		.select({ status: institutions.status, trialEndsAt: institutions.trialEndsAt })
		.from(institutions)
		.where(eq(institutions.id, id))
		.for("update");
	if (!current) throw new AppError("NOT_FOUND", SUBSCRIPTION_MESSAGES.collegeNotFound);
	let values: { status: InstitutionSummary["status"]; trialEndsAt: Date | null };
	switch (change.action) {
		case "extend_trial": {
			if (current.status === "active")
				throw new AppError("CONFLICT", SUBSCRIPTION_MESSAGES.alreadySubscribed);
			const from = current.trialEndsAt && current.trialEndsAt > now ? current.trialEndsAt : now;
			values = { status: "trial", trialEndsAt: new Date(from.getTime() + change.days * DAY_MS) };
			break;
		}
		case "activate":
			values = { status: "active", trialEndsAt: null };
			break;
		case "suspend":
			values = { status: "suspended", trialEndsAt: current.trialEndsAt };
			break;
	}
	const [row] = await db
		.update(institutions)
		.set(values)
		.where(eq(institutions.id, id))
		.returning({ id: institutions.id, status: institutions.status, trialEndsAt: institutions.trialEndsAt });
	if (!row) throw new AppError("NOT_FOUND", SUBSCRIPTION_MESSAGES.collegeNotFound);
	return row;
}
