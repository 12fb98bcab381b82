import { DEPARTMENT_CODES, type DepartmentCode } from "@unnati/contracts";
import { createDepartments, createInstitution } from "../../modules/institutions/service";
import type { Db } from "../../platform/db/database";
import { uniqueTag } from "./unique";

export type TestCollege = {
	id: string;
	name: string;
	code: string;
	/** Department id by code: every code of DEPARTMENT_CODES unless the call chose fewer. */
	departments: Record<DepartmentCode, string>;
	/** Appears in every e-mail address of the college's people. */
	domain: string;
};

/** An institution with its departments (all of DEPARTMENT_CODES unless `departments` names fewer). */
export async function makeCollege(
	db: Db,
	options: { name?: string; departments?: readonly DepartmentCode[] } = {},
): Promise<TestCollege> {
	const tag = uniqueTag();
	const code = `T${tag}`;
	const name = options.name ?? `Test College ${tag}`;
	const institution = await createInstitution(db, { name, code, city: "Pune", state: "Maharashtra" });
	const created = await createDepartments(
		db,
		institution.id,
		(options.departments ?? DEPARTMENT_CODES).map((dept) => ({ code: dept, name: `${dept} department` })),
	);
	return {
		id: institution.id,
		name,
		code,
		departments: Object.fromEntries(created.map((d) => [d.code, d.id])) as Record<DepartmentCode, string>,
		domain: `${code.toLowerCase()}.test`,
	};
}
