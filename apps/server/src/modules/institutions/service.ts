import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { departments, institutions } from "./tables";

export type NewInstitution = {
	name: string;
	code: string;
	city?: string | null;
	state?: string | null;
	status?: "active" | "trial";
	trialEndsAt?: Date | null;
};

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

/** A short unique code for a college that signed itself up: its initials and a number. */
export async function freeInstitutionCode(db: Db, name: string): Promise<string> {
	const initials =
		name
			.split(/\s+/)
			.map((word) => word.replace(/[^A-Za-z]/g, "").charAt(0))
			.join("")
			.toUpperCase()
			.slice(0, 6) || "COL";
	for (let n = 0; ; n++) {
		const code = n === 0 ? initials : `${initials}${n + 1}`;
		const [taken] = await db
			.select({ id: institutions.id })
			.from(institutions)
			.where(eq(institutions.code, code));
		if (!taken) return code;
	}
}

export async function institutionNameTaken(db: Db, name: string): Promise<boolean> {
	const [row] = await db
		.select({ id: institutions.id })
		.from(institutions)
		.where(eq(sql`lower(${institutions.name})`, name.trim().toLowerCase()));
	return row !== undefined;
}

/** Whether the college already has a department with `code` (other than `exceptId`). */
export async function departmentCodeTaken(
	db: Db,
	institutionId: string,
	code: string,
	exceptId?: string,
): Promise<boolean> {
	const [row] = await db
		.select({ id: departments.id })
		.from(departments)
		.where(
			and(
				eq(departments.institutionId, institutionId),
				eq(departments.code, code),
				exceptId ? ne(departments.id, exceptId) : undefined,
			),
		);
	return Boolean(row);
}

/** Changes a department's code or name; its people keep pointing at the same row. */
export async function updateDepartment(
	db: Db,
	id: string,
	patch: { code?: string; name?: string },
): Promise<void> {
	if (patch.code === undefined && patch.name === undefined) return;
	await db
		.update(departments)
		.set({
			...(patch.code !== undefined ? { code: patch.code.toUpperCase() } : {}),
			...(patch.name !== undefined ? { name: patch.name } : {}),
		})
		.where(eq(departments.id, id));
}

export async function deleteDepartment(db: Db, id: string): Promise<void> {
	await db.delete(departments).where(eq(departments.id, id));
}
