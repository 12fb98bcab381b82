import type { Db } from "../../platform/db/database";
import { newsletterSubscriptions } from "./tables";

/** Subscribes an address; false when it was already subscribed (in any letter case). */
export async function subscribe(db: Db, email: string): Promise<boolean> {
	const inserted = await db
		.insert(newsletterSubscriptions)
		.values({ email })
		.onConflictDoNothing()
		.returning({ id: newsletterSubscriptions.id });
	return inserted.length > 0;
}
