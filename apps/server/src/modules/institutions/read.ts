import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { departments, institutions } from "./tables";

/**
 * What other modules may read about colleges and their departments: plain objects, never rows of
 * institutions' tables. Add a function here rather than importing the tables.
 */

export type InstitutionSummary = {
	id: string;
	name: string;
	code: string;
	city: string | null;
	state: string | null;
	status: "active" | "trial" | "suspended";
	trialEndsAt: Date | null;
};

export type DepartmentSummary = { id: string; institutionId: string; code: string; name: string };

export async function institutionById(db: Db, id: string): Promise<InstitutionSummary | null> {
	const [row] = await db
		.select({
			id: institutions.id,
			name: institutions.name,
			code: institutions.code,
			city: institutions.city,
			state: institutions.state,
			status: institutions.status,
			trialEndsAt: institutions.trialEndsAt,
		})
		.from(institutions)
		.where(eq(institutions.id, id));
	return row ?? null;
}

/** A college's departments, by code. */
export async function departmentsOf(db: Db, institutionId: string): Promise<DepartmentSummary[]> {
	return db
		.select({
			id: departments.id,
			institutionId: departments.institutionId,
			code: departments.code,
			name: departments.name,
		})
		.from(departments)
		.where(eq(departments.institutionId, institutionId))
		.orderBy(asc(departments.code));
}

/** The names a person's screens show for where they belong. */
export async function describePlacement(
	db: Db,
	institutionId: string | null,
	departmentId: string | null,
): Promise<{ collegeName: string | null; deptName: string | null }> {
	const [college] = institutionId
		? await db
				.select({ name: institutions.name })
				.from(institutions)
				.where(eq(institutions.id, institutionId))
		: [];
	const [dept] = departmentId
		? await db.select({ code: departments.code }).from(departments).where(eq(departments.id, departmentId))
		: [];
	return { collegeName: college?.name ?? null, deptName: dept?.code ?? null };
}

/** Names of many institutions and departments at once, for lists. */
export async function namesOf(
	db: Db,
	institutionIds: string[],
	departmentIds: string[],
): Promise<{ colleges: Map<string, string>; departments: Map<string, string> }> {
	const colleges = institutionIds.length
		? await db
				.select({ id: institutions.id, name: institutions.name })
				.from(institutions)
				.where(inArray(institutions.id, [...new Set(institutionIds)]))
		: [];
	const depts = departmentIds.length
		? await db
				.select({ id: departments.id, code: departments.code })
				.from(departments)
				.where(inArray(departments.id, [...new Set(departmentIds)]))
		: [];
	return {
		colleges: new Map(colleges.map((c) => [c.id, c.name])),
		departments: new Map(depts.map((d) => [d.id, d.code])),
	};
}

/** Every college, by name, with when it joined: the platform admin's dashboard lists them all. */
export async function allInstitutions(db: Db): Promise<(InstitutionSummary & { createdAt: Date })[]> {
	return db
		.select({
			id: institutions.id,
			name: institutions.name,
			code: institutions.code,
			city: institutions.city,
			state: institutions.state,
			status: institutions.status,
			trialEndsAt: institutions.trialEndsAt,
			createdAt: institutions.createdAt,
		})
		.from(institutions)
		.orderBy(asc(institutions.name));
}
