import type { Db } from "../../platform/db/database";
import { organizations } from "./tables";

export async function createOrganization(
	db: Db,
	input: { name: string; city: string },
): Promise<{ id: string }> {
	const [row] = await db.insert(organizations).values(input).returning({ id: organizations.id });
	if (!row) throw new Error("insert into organizations returned no row");
	return row;
}
