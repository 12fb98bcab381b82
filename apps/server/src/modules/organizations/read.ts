import { eq, inArray, sql } from "drizzle-orm";
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

export type OrganizationSummary = { id: string; name: string; city: string };

/** Many organizations at once, by id (unknown ids are left out). */
export async function organizationsByIds(
	db: Db,
	ids: readonly string[],
): Promise<Map<string, OrganizationSummary>> {
	if (ids.length === 0) return new Map();
	const rows = await db
		.select({ id: organizations.id, name: organizations.name, city: organizations.city })
		.from(organizations)
		.where(inArray(organizations.id, [...new Set(ids)]));
	return new Map(rows.map((row) => [row.id, row]));
}

/** The organization of this name (any case), or null. */
export async function organizationByName(db: Db, name: string): Promise<OrganizationSummary | null> {
	const [row] = await db
		.select({ id: organizations.id, name: organizations.name, city: organizations.city })
		.from(organizations)
		.where(eq(sql`lower(${organizations.name})`, name.trim().toLowerCase()));
	return row ?? null;
}
