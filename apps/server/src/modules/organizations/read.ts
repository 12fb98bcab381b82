import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { organizations } from "./tables";

/** What other modules may read about hiring organizations: plain values, never table rows. */

export async function organizationName(db: Db, id: string | null): Promise<string | null> {
	if (!id) return null;
	const [row] = await db
		.select({ name: organizations.name })
		.from(organizations)
		.where(eq(organizations.id, id));
	return row?.name ?? null;
}
