import {
	type DeclaredSection,
	type SectionInput,
	type sectionInputSchema,
	type sectionUpdateSchema,
	undeclaredSectionMessage,
} from "@unnati/contracts/students";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import {
	renameStudentSection,
	studentPlacementCounts,
	studentsOfInstitution,
	userNamesByIds,
} from "../accounts";
import { type DepartmentSummary, departmentsOf } from "../institutions";
import { mentorsOfStudents } from "../mentors";
import { academicStructurePolicy } from "./policy";
import { departmentSections } from "./tables";

type SectionRow = typeof departmentSections.$inferSelect;
const NOT_FOUND = "No such section.";

/** The sections declared for each department and year, "departmentId|year" → names in order. */
export type DeclaredSections = Map<string, string[]>;
export const sectionKey = (departmentId: string, year: number) => `${departmentId}|${year}`;

export async function declaredSectionsOf(db: Db, institutionId: string): Promise<DeclaredSections> {
	const rows = await db
		.select({
			departmentId: departmentSections.departmentId,
			year: departmentSections.year,
			name: departmentSections.name,
		})
		.from(departmentSections)
		.where(eq(departmentSections.institutionId, institutionId))
		.orderBy(asc(departmentSections.name));
	const declared: DeclaredSections = new Map();
	for (const row of rows) {
		const key = sectionKey(row.departmentId, row.year);
		declared.set(key, [...(declared.get(key) ?? []), row.name]);
	}
	return declared;
}

/**
 * Null when `section` may be used for a student of this department and year: the year declares it,
 * or declares no sections at all (a college that declares none keeps free section letters).
 * Otherwise the message naming the allowed ones.
 */
export function sectionProblem(
	declared: DeclaredSections,
	department: { id: string; code: string },
	year: number,
	section: string,
): string | null {
	const allowed = declared.get(sectionKey(department.id, year));
	if (!allowed || allowed.length === 0 || allowed.includes(section)) return null;
	return undeclaredSectionMessage(department.code, year, allowed);
}

/** The add and edit forms' check: a 400 on the section field listing the allowed sections. */
export async function assertDeclaredSection(
	db: Db,
	institutionId: string,
	department: { id: string; code: string },
	year: number,
	section: string,
): Promise<void> {
	const problem = sectionProblem(await declaredSectionsOf(db, institutionId), department, year, section);
	if (problem)
		throw new AppError("VALIDATION_FAILED", `Section ${section} is not one of them: ${problem}`, [
			{ path: "section", message: problem },
		]);
}

/**
 * Each declared section of these departments with its current students (graduates are not) and the
 * mentors of those students, by department, year and name.
 */
export async function sectionViews(
	db: Db,
	institutionId: string,
	departmentIds: readonly string[],
): Promise<DeclaredSection[]> {
	if (departmentIds.length === 0) return [];
	const rows = await db
		.select()
		.from(departmentSections)
		.where(inArray(departmentSections.departmentId, [...departmentIds]))
		.orderBy(asc(departmentSections.year), asc(departmentSections.name));
	if (rows.length === 0) return [];
	const counts = await studentPlacementCounts(db, institutionId);
	const students = (await studentsOfInstitution(db, institutionId)).filter(
		(s) => !s.graduated && s.departmentId !== null && departmentIds.includes(s.departmentId),
	);
	const mentorOf = await mentorsOfStudents(
		db,
		students.map((s) => s.id),
	);
	const names = await userNamesByIds(db, [...new Set(mentorOf.values())]);
	return rows.map((row) => {
		const inSection = (c: { departmentId: string | null; year: number | null; section: string | null }) =>
			c.departmentId === row.departmentId && c.year === row.year && c.section === row.name;
		const current = counts.filter((c) => inSection(c) && !c.graduated);
		const mentorIds = new Set(
			students
				.filter((s) => inSection({ ...s, year: s.currentYear }))
				.flatMap((s) => mentorOf.get(s.id) ?? []),
		);
		return {
			id: row.id,
			departmentId: row.departmentId,
			year: row.year,
			name: row.name,
			capacity: row.capacity,
			active: current.filter((c) => !c.suspended).reduce((n, c) => n + c.n, 0),
			deactivated: current.filter((c) => c.suspended).reduce((n, c) => n + c.n, 0),
			mentors: [...mentorIds]
				.map((id) => ({ id, name: names.get(id) ?? "A former mentor" }))
				.sort((a, b) => a.name.localeCompare(b.name)),
		};
	});
}

/**
 * The department of the caller's college that `departmentId` names (another college's is a 404:
 * ids are not probed), if the caller manages its sections (a department head another department's: 403).
 */
async function departmentFor(db: Db, principal: Principal, departmentId: string): Promise<DepartmentSummary> {
	if (!principal.institutionId) throw new AppError("FORBIDDEN", "You do not manage a college's sections.");
	const department = (await departmentsOf(db, principal.institutionId)).find((d) => d.id === departmentId);
	if (!department) throw new AppError("NOT_FOUND", "No such department.");
	const unit = { institutionId: principal.institutionId, departmentId };
	if (!(await academicStructurePolicy.allows(principal, "manageSections", unit)))
		throw new AppError("FORBIDDEN", "You manage the sections of your own department only.");
	return department;
}

async function sectionFor(db: Db, principal: Principal, sectionId: string) {
	const [row] = await db.select().from(departmentSections).where(eq(departmentSections.id, sectionId));
	if (!row || row.institutionId !== principal.institutionId) throw new AppError("NOT_FOUND", NOT_FOUND);
	const department = await departmentFor(db, principal, row.departmentId);
	return { row, department };
}

async function nameFree(
	db: Db,
	row: Pick<SectionRow, "departmentId" | "year">,
	name: string,
	code: string,
	exceptId?: string,
) {
	const [taken] = await db
		.select({ id: departmentSections.id })
		.from(departmentSections)
		.where(
			and(
				eq(departmentSections.departmentId, row.departmentId),
				eq(departmentSections.year, row.year),
				eq(departmentSections.name, name),
				exceptId ? ne(departmentSections.id, exceptId) : undefined,
			),
		);
	if (taken) {
		const message = `${code} year ${row.year} already has a section ${name}.`;
		throw new AppError("CONFLICT", message, [{ path: "name", message }]);
	}
}

async function view(db: Db, institutionId: string, row: SectionRow): Promise<DeclaredSection> {
	const found = (await sectionViews(db, institutionId, [row.departmentId])).find((s) => s.id === row.id);
	if (!found) throw new AppError("NOT_FOUND", NOT_FOUND);
	return found;
}

/** Declares a section of a department's year; the year's students must then be in a declared section. */
export async function addSection(
	db: Db,
	principal: Principal,
	departmentId: string,
	input: z.output<typeof sectionInputSchema>,
): Promise<DeclaredSection> {
	const department = await departmentFor(db, principal, departmentId);
	await nameFree(db, { departmentId, year: input.year }, input.name, department.code);
	const [row] = await db
		.insert(departmentSections)
		.values({
			institutionId: department.institutionId,
			departmentId,
			year: input.year,
			name: input.name,
			capacity: input.capacity ?? null,
		})
		.returning();
	if (!row) throw new Error("the section was not created");
	return view(db, department.institutionId, row);
}

/** Renames a section, moving its current students with it, or changes its capacity; one transaction. */
export async function changeSection(
	deps: { db: Db; clock: Clock },
	principal: Principal,
	sectionId: string,
	patch: z.output<typeof sectionUpdateSchema>,
): Promise<DeclaredSection> {
	const { row, department } = await sectionFor(deps.db, principal, sectionId);
	const updated = await deps.db.transaction(async (tx) => {
		if (patch.name !== undefined && patch.name !== row.name) {
			await nameFree(tx, row, patch.name, department.code, row.id);
			await renameStudentSection(
				tx,
				{ departmentId: row.departmentId, year: row.year, from: row.name, to: patch.name },
				deps.clock(),
			);
		}
		const [changed] = await tx
			.update(departmentSections)
			.set({
				...(patch.name !== undefined ? { name: patch.name } : {}),
				...(patch.capacity !== undefined ? { capacity: patch.capacity } : {}),
			})
			.where(eq(departmentSections.id, row.id))
			.returning();
		if (!changed) throw new AppError("NOT_FOUND", NOT_FOUND);
		return changed;
	});
	return view(deps.db, department.institutionId, updated);
}

/** Deletes a section no current student is in; otherwise a 409 naming how many are. */
export async function removeSection(db: Db, principal: Principal, sectionId: string): Promise<void> {
	const { row, department } = await sectionFor(db, principal, sectionId);
	const counts = await studentPlacementCounts(db, department.institutionId);
	const students = counts
		.filter(
			(c) =>
				!c.graduated && c.departmentId === row.departmentId && c.year === row.year && c.section === row.name,
		)
		.reduce((n, c) => n + c.n, 0);
	if (students > 0)
		throw new AppError(
			"CONFLICT",
			`Section ${row.name} of ${department.code} year ${row.year} has ${students} student${students === 1 ? "" : "s"}. Move them to another section before deleting it.`,
		);
	await db.delete(departmentSections).where(eq(departmentSections.id, row.id));
}

/** Declares sections without a session: the demo seed's, written through this module. */
export async function declareSections(
	db: Db,
	institutionId: string,
	sections: readonly (SectionInput & { departmentId: string; name: string; year: number })[],
): Promise<void> {
	if (sections.length === 0) return;
	await db.insert(departmentSections).values(
		sections.map((s) => ({
			institutionId,
			departmentId: s.departmentId,
			year: s.year,
			name: s.name.toUpperCase(),
			capacity: s.capacity ?? null,
		})),
	);
}
