import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { departments, institutions } from "./tables";

export type NewInstitution = { name: string; code: string; city: string; state: string };

export async function createInstitution(db: Db, input: NewInstitution): Promise<{ id: string }> {
	const [row] = await db
		.insert(institutions)
		.values({ ...input, code: input.code.toUpperCase() })
		.returning({ id: institutions.id });
	if (!row) throw new Error("insert into institutions returned no row");
	return row;
}

export async function createDepartments(
	db: Db,
	institutionId: string,
	list: { code: string; name: string }[],
): Promise<{ id: string; code: string }[]> {
	return db
		.insert(departments)
		.values(list.map((d) => ({ institutionId, code: d.code.toUpperCase(), name: d.name })))
		.returning({ id: departments.id, code: departments.code });
}

/** True before the first institution exists: a brand-new database. */
export async function hasNoInstitutions(db: Db): Promise<boolean> {
	const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(institutions);
	return (row?.n ?? 0) === 0;
}
