import {
	type AcademicStructure,
	batchLabel,
	type DepartmentStructure,
	type departmentInputSchema,
	type departmentUpdateSchema,
} from "@unnati/contracts/students";
import type { z } from "zod";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { peopleOfDepartment, studentPlacementCounts } from "../accounts";
import {
	createDepartments,
	type DepartmentSummary,
	deleteDepartment,
	departmentCodeTaken,
	departmentsOf,
	updateDepartment,
} from "../institutions";
import { admissionYearOf } from "./batches";
import { academicStructurePolicy } from "./policy";
import { sectionViews } from "./sections-service";

const NOT_FOUND = "No such department.";

/** The caller's college, if they manage its departments (the college administrator). */
async function collegeOf(principal: Principal): Promise<string> {
	const unit = { institutionId: principal.institutionId, departmentId: null };
	if (
		!principal.institutionId ||
		!(await academicStructurePolicy.allows(principal, "manageDepartments", unit))
	)
		throw new AppError("FORBIDDEN", "Only the college administrator manages departments.");
	return principal.institutionId;
}

/**
 * Every department with its current students by year and section (the sections they are in,
 * declared or not), its declared sections, its graduates and its batches.
 */
export async function academicStructure(db: Db, principal: Principal, now: Date): Promise<AcademicStructure> {
	const institutionId = await collegeOf(principal);
	return { departments: await structureOf(db, institutionId, await departmentsOf(db, institutionId), now) };
}

/** A department head's own department, as the structure screen shows each department. */
export async function ownDepartmentStructure(
	db: Db,
	principal: Principal,
	now: Date,
): Promise<DepartmentStructure> {
	const unit = { institutionId: principal.institutionId, departmentId: principal.departmentId };
	const department = principal.institutionId
		? (await departmentsOf(db, principal.institutionId)).find((d) => d.id === principal.departmentId)
		: undefined;
	if (!department || !(await academicStructurePolicy.allows(principal, "readOwnDepartment", unit)))
		throw new AppError("FORBIDDEN", "You are not the head of a department of this college.");
	const [one] = await structureOf(db, department.institutionId, [department], now);
	if (!one) throw new AppError("FORBIDDEN", "You are not the head of a department of this college.");
	return one;
}

async function structureOf(
	db: Db,
	institutionId: string,
	departments: DepartmentSummary[],
	now: Date,
): Promise<DepartmentStructure[]> {
	const counts = await studentPlacementCounts(db, institutionId);
	const declared = await sectionViews(
		db,
		institutionId,
		departments.map((d) => d.id),
	);
	return departments.map((d) => {
		const ofDepartment = counts.filter((c) => c.departmentId === d.id);
		const mine = ofDepartment.filter((c) => !c.graduated);
		const years = [...new Set(mine.map((c) => c.year ?? 0))].sort((a, b) => a - b);
		const batches = new Map<number, { current: number; graduated: number }>();
		for (const c of ofDepartment) {
			const admissionYear = admissionYearOf({ admissionYear: c.admissionYear, currentYear: c.year }, now);
			if (admissionYear === null) continue;
			const batch = batches.get(admissionYear) ?? { current: 0, graduated: 0 };
			if (c.graduated) batch.graduated += c.n;
			else batch.current += c.n;
			batches.set(admissionYear, batch);
		}
		return {
			id: d.id,
			code: d.code,
			name: d.name,
			students: mine.reduce((sum, c) => sum + c.n, 0),
			graduated: ofDepartment.filter((c) => c.graduated).reduce((sum, c) => sum + c.n, 0),
			years: years.map((year) => {
				const ofYear = mine.filter((c) => (c.year ?? 0) === year);
				const sections = [...new Set(ofYear.map((c) => c.section))].sort((a, b) =>
					(a ?? "").localeCompare(b ?? ""),
				);
				const sum = (list: typeof ofYear, suspended: boolean) =>
					list.filter((c) => c.suspended === suspended).reduce((total, c) => total + c.n, 0);
				return {
					year,
					active: sum(ofYear, false),
					deactivated: sum(ofYear, true),
					sections: sections.map((section) => {
						const ofSection = ofYear.filter((c) => c.section === section);
						return { section, active: sum(ofSection, false), deactivated: sum(ofSection, true) };
					}),
				};
			}),
			sections: declared.filter((s) => s.departmentId === d.id),
			batches: [...batches]
				.sort(([a], [b]) => b - a)
				.map(([admissionYear, batch]) => ({ admissionYear, label: batchLabel(admissionYear), ...batch })),
		};
	});
}

async function departmentFor(db: Db, institutionId: string, id: string): Promise<DepartmentSummary> {
	const department = (await departmentsOf(db, institutionId)).find((d) => d.id === id);
	if (!department) throw new AppError("NOT_FOUND", NOT_FOUND);
	return department;
}

async function codeFree(db: Db, institutionId: string, code: string, exceptId?: string) {
	if (await departmentCodeTaken(db, institutionId, code, exceptId))
		throw new AppError("CONFLICT", `The college already has a department ${code}.`, [
			{ path: "code", message: `The college already has a department ${code}.` },
		]);
}

async function shown(db: Db, institutionId: string, id: string, now: Date): Promise<DepartmentStructure> {
	const [one] = await structureOf(db, institutionId, [await departmentFor(db, institutionId, id)], now);
	if (!one) throw new AppError("NOT_FOUND", NOT_FOUND);
	return one;
}

export async function addDepartment(
	db: Db,
	principal: Principal,
	input: z.output<typeof departmentInputSchema>,
	now: Date,
): Promise<DepartmentStructure> {
	const institutionId = await collegeOf(principal);
	await codeFree(db, institutionId, input.code);
	const [created] = await createDepartments(db, institutionId, [input]);
	if (!created) throw new Error("the department was not created");
	return shown(db, institutionId, created.id, now);
}

/** Renames a department or changes its code: its students and staff keep pointing at the same department. */
export async function changeDepartment(
	db: Db,
	principal: Principal,
	id: string,
	patch: z.output<typeof departmentUpdateSchema>,
	now: Date,
): Promise<DepartmentStructure> {
	const institutionId = await collegeOf(principal);
	await departmentFor(db, institutionId, id);
	if (patch.code !== undefined) await codeFree(db, institutionId, patch.code, id);
	await updateDepartment(db, id, patch);
	return shown(db, institutionId, id, now);
}

/** Deletes a department nobody belongs to; with students or staff it is a 409 naming how many. */
export async function removeDepartment(db: Db, principal: Principal, id: string): Promise<void> {
	const institutionId = await collegeOf(principal);
	const department = await departmentFor(db, institutionId, id);
	const people = await peopleOfDepartment(db, id);
	if (people.students > 0 || people.staff > 0) {
		const parts = [
			people.students > 0 ? `${people.students} student${people.students === 1 ? "" : "s"}` : null,
			people.staff > 0 ? `${people.staff} staff member${people.staff === 1 ? "" : "s"}` : null,
		].filter(Boolean);
		throw new AppError(
			"CONFLICT",
			`${department.code} has ${parts.join(" and ")}. Move them to another department before deleting it.`,
		);
	}
	await deleteDepartment(db, id);
}
