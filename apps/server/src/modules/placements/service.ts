import {
	type AcademicRecord,
	type CreateSeasonInput,
	type DriveSummary,
	type driveInputSchema,
	type EligibilityResult,
	type EligibilityRules,
	type EligibilityStudent,
	type Exclusion,
	evaluateMany,
	jobSlug,
	type OfficerDrive,
	type Season,
} from "@unnati/contracts/placements";
import { and, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds, studentsOfInstitution, userById } from "../accounts";
import { departmentsOf } from "../institutions";
import type { Notify } from "../notifications";
import { createOrganization, organizationByName, organizationsByIds } from "../organizations";
import { placementPolicy } from "./policy";
import {
	placementApplications,
	placementDrives,
	placementOffers,
	placementSeasons,
	studentAcademicRecords,
} from "./tables";

export type PlacementDeps = { db: Db; notify: Notify };

export const DRIVE_NOT_FOUND = "No such drive in your college.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** The officer's college, or a refusal for an officer who belongs to none. */
function collegeOf(principal: Principal): string {
	if (!principal.institutionId)
		throw new AppError("PLACEMENT_OUT_OF_SCOPE", "You do not belong to a college.");
	return principal.institutionId;
}

// Seasons.

export async function listSeasons(db: Db, principal: Principal): Promise<Season[]> {
	const institutionId = collegeOf(principal);
	const rows = await db
		.select({
			id: placementSeasons.id,
			batch: placementSeasons.batch,
			name: placementSeasons.name,
			// The outer row's id named in full: Drizzle writes a column bare, which inside the subquery
			// would be the drive's own id.
			driveCount: sql<number>`(select count(*)::int from ${placementDrives} where ${placementDrives.seasonId} = "placement_seasons"."id")`,
		})
		.from(placementSeasons)
		.where(eq(placementSeasons.institutionId, institutionId))
		.orderBy(desc(placementSeasons.batch));
	return rows;
}

export async function createSeason(
	db: Db,
	principal: Principal,
	input: Required<CreateSeasonInput>,
): Promise<Season> {
	const institutionId = collegeOf(principal);
	const [row] = await db
		.insert(placementSeasons)
		.values({ institutionId, batch: input.batch, name: input.name })
		.onConflictDoNothing()
		.returning();
	if (!row) throw new AppError("CONFLICT", `Your college already has a season for the ${input.batch} batch.`);
	return { id: row.id, batch: row.batch, name: row.name, driveCount: 0 };
}

// Eligibility over a college's students.

export type PopulationStudent = EligibilityStudent & {
	id: string;
	rollNo: string;
	name: string;
	email: string;
};

/** Every student of the college as eligibility reads them: branch, academic record, placed or not. */
export async function populationOf(
	db: Db,
	institutionId: string,
	only?: string,
): Promise<PopulationStudent[]> {
	const [students, departments, records, placed] = await Promise.all([
		only
			? studentsByIds(db, [only]).then((list) => list.filter((s) => s.institutionId === institutionId))
			: studentsOfInstitution(db, institutionId),
		departmentsOf(db, institutionId),
		// Only the columns eligibility reads: PGlite's row transfer is the cost over thousands of students.
		db
			.select({
				studentId: studentAcademicRecords.studentId,
				batch: studentAcademicRecords.batch,
				cgpa: studentAcademicRecords.cgpa,
				tenthPercent: studentAcademicRecords.tenthPercent,
				twelfthPercent: studentAcademicRecords.twelfthPercent,
				diplomaPercent: studentAcademicRecords.diplomaPercent,
				activeBacklogs: studentAcademicRecords.activeBacklogs,
				pastBacklogs: studentAcademicRecords.pastBacklogs,
				gapYears: studentAcademicRecords.gapYears,
			})
			.from(studentAcademicRecords)
			.where(
				only
					? eq(studentAcademicRecords.studentId, only)
					: eq(studentAcademicRecords.institutionId, institutionId),
			),
		// Placed: selected in a drive, unless the offer that followed was declined or given up.
		db
			.selectDistinct({ studentId: placementApplications.studentId })
			.from(placementApplications)
			.innerJoin(placementDrives, eq(placementDrives.id, placementApplications.driveId))
			.leftJoin(placementOffers, eq(placementOffers.applicationId, placementApplications.id))
			.where(
				and(
					eq(placementDrives.institutionId, institutionId),
					eq(placementApplications.status, "selected"),
					or(isNull(placementOffers.id), inArray(placementOffers.status, ["pending", "accepted"])),
					...(only ? [eq(placementApplications.studentId, only)] : []),
				),
			),
	]);
	const branchOf = new Map(departments.map((d) => [d.id, d.code]));
	const recordOf = new Map(records.map((r) => [r.studentId, r]));
	const placedIds = new Set(placed.map((p) => p.studentId));
	return students.map((s) => {
		const r = recordOf.get(s.id);
		return {
			id: s.id,
			rollNo: s.rollNo ?? "",
			name: s.name,
			email: s.email,
			branch: s.departmentId ? (branchOf.get(s.departmentId) ?? null) : null,
			placed: placedIds.has(s.id),
			record: r
				? {
						batch: r.batch,
						cgpa: r.cgpa,
						tenthPercent: r.tenthPercent,
						twelfthPercent: r.twelfthPercent,
						diplomaPercent: r.diplomaPercent,
						activeBacklogs: r.activeBacklogs,
						pastBacklogs: r.pastBacklogs,
						gapYears: r.gapYears,
					}
				: null,
		};
	});
}

/** The rules over a population: the count, how many each rule keeps out, and every ineligible student. */
export function eligibilityOver(
	rules: EligibilityRules,
	population: readonly PopulationStudent[],
): EligibilityResult {
	const { eligible, results } = evaluateMany(rules, population);
	const excludedBy: Record<string, number> = {};
	const ineligible = [];
	for (const { student, exclusions } of results) {
		if (exclusions.length === 0) continue;
		for (const e of exclusions) excludedBy[e.rule] = (excludedBy[e.rule] ?? 0) + 1;
		ineligible.push({
			id: student.id,
			rollNo: student.rollNo,
			name: student.name,
			branch: student.branch,
			eligible: false,
			exclusions,
		});
	}
	return { total: population.length, eligible, excludedBy, ineligible };
}

export async function previewEligibility(db: Db, principal: Principal, rules: EligibilityRules) {
	return eligibilityOver(rules, await populationOf(db, collegeOf(principal)));
}

/** One student's exclusions from `rules` (empty: eligible). */
export async function studentOf(
	db: Db,
	studentId: string,
	institutionId: string,
): Promise<PopulationStudent> {
	const [student] = await populationOf(db, institutionId, studentId);
	if (!student) throw new AppError("NOT_FOUND", "No such student in this college.");
	return student;
}

// Drives.

type DriveRow = typeof placementDrives.$inferSelect;

export async function summariesOf(db: Db, rows: DriveRow[], now: Date): Promise<Map<string, DriveSummary>> {
	const companies = await organizationsByIds(
		db,
		rows.map((r) => r.organizationId),
	);
	return new Map(
		rows.map((row) => [
			row.id,
			{
				id: row.id,
				slug: jobSlug(row.title),
				title: row.title,
				company: companies.get(row.organizationId) ?? { id: row.organizationId, name: "", city: "" },
				roles: row.roles,
				ctcFixedInr: row.ctcFixedInr,
				ctcVariableInr: row.ctcVariableInr,
				location: row.location,
				bondMonths: row.bondMonths,
				bondDetails: row.bondDetails,
				applicationDeadline: row.applicationDeadline.toISOString(),
				driveDate: row.driveDate.toISOString(),
				rounds: row.rounds,
				rules: row.rules,
				open: row.applicationDeadline.getTime() > now.getTime(),
			},
		]),
	);
}

/** The drive `driveId` of the officer's college: 404 for an unknown id, 403 for another college's. */
export async function driveForOfficer(db: Db, principal: Principal, driveId: string): Promise<DriveRow> {
	if (!isUuid(driveId)) throw new AppError("NOT_FOUND", DRIVE_NOT_FOUND);
	const [row] = await db.select().from(placementDrives).where(eq(placementDrives.id, driveId));
	if (!row) throw new AppError("NOT_FOUND", DRIVE_NOT_FOUND);
	if (!(await placementPolicy.allows(principal, "manage", row)))
		throw new AppError("PLACEMENT_OUT_OF_SCOPE", "This drive belongs to another college.");
	return row;
}

async function officerDrives(db: Db, rows: DriveRow[], now: Date): Promise<OfficerDrive[]> {
	if (rows.length === 0) return [];
	const summaries = await summariesOf(db, rows, now);
	const seasons = await db
		.select({ id: placementSeasons.id, name: placementSeasons.name })
		.from(placementSeasons)
		.where(inArray(placementSeasons.id, [...new Set(rows.map((r) => r.seasonId))]));
	const seasonName = new Map(seasons.map((s) => [s.id, s.name]));
	const applied = await db
		.select({ driveId: placementApplications.driveId, n: count() })
		.from(placementApplications)
		.where(
			and(
				inArray(
					placementApplications.driveId,
					rows.map((r) => r.id),
				),
				sql`${placementApplications.status} <> 'withdrawn'`,
			),
		)
		.groupBy(placementApplications.driveId);
	const applicants = new Map(applied.map((a) => [a.driveId, a.n]));
	const population = await populationOf(db, rows[0]?.institutionId ?? "");
	return rows.map((row) => ({
		...(summaries.get(row.id) as DriveSummary),
		seasonId: row.seasonId,
		seasonName: seasonName.get(row.seasonId) ?? "",
		description: row.description,
		applicants: applicants.get(row.id) ?? 0,
		eligible: evaluateMany(row.rules, population).eligible,
	}));
}

export async function listDrives(db: Db, principal: Principal, now: Date): Promise<OfficerDrive[]> {
	const rows = await db
		.select()
		.from(placementDrives)
		.where(eq(placementDrives.institutionId, collegeOf(principal)))
		.orderBy(desc(placementDrives.applicationDeadline));
	return officerDrives(db, rows, now);
}

export async function getDrive(
	db: Db,
	principal: Principal,
	driveId: string,
	now: Date,
): Promise<OfficerDrive> {
	const [drive] = await officerDrives(db, [await driveForOfficer(db, principal, driveId)], now);
	return drive as OfficerDrive;
}

/** Finds the company by name (any case) or adds it to the organizations Unnati knows. */
async function companyId(db: Db, name: string, city: string): Promise<string> {
	const known = await organizationByName(db, name);
	if (known) return known.id;
	try {
		return (await createOrganization(db, { name, city })).id;
	} catch (error) {
		// Two officers adding the same new company at once: the other insert won.
		const raced = await organizationByName(db, name);
		if (raced) return raced.id;
		throw error;
	}
}

export async function createDrive(
	deps: PlacementDeps,
	principal: Principal,
	input: ReturnType<typeof driveInputSchema.parse>,
	now: Date,
): Promise<OfficerDrive> {
	const institutionId = collegeOf(principal);
	const [season] = await deps.db
		.select()
		.from(placementSeasons)
		.where(and(eq(placementSeasons.id, input.seasonId), eq(placementSeasons.institutionId, institutionId)));
	if (!season) throw new AppError("NOT_FOUND", "No such season in your college.");
	if (Date.parse(input.applicationDeadline) <= now.getTime())
		throw new AppError("VALIDATION_FAILED", "The application deadline must be in the future.", [
			{ path: "applicationDeadline", message: "The application deadline must be in the future." },
		]);
	const organizationId = await companyId(deps.db, input.companyName, input.companyCity);
	const [row] = await deps.db
		.insert(placementDrives)
		.values({
			seasonId: season.id,
			institutionId,
			organizationId,
			title: input.title,
			roles: input.roles,
			ctcFixedInr: input.ctcFixedInr,
			ctcVariableInr: input.ctcVariableInr,
			location: input.location,
			bondMonths: input.bondMonths,
			bondDetails: input.bondMonths === null ? null : input.bondDetails || null,
			description: input.description,
			applicationDeadline: new Date(input.applicationDeadline),
			driveDate: new Date(input.driveDate),
			rounds: input.rounds,
			rules: input.rules,
			createdBy: principal.userId,
			createdAt: now,
		})
		.returning();
	if (!row) throw new Error("the drive was not inserted");
	await notifyEligible(deps, row);
	return getDrive(deps.db, principal, row.id, now);
}

/** Tells every eligible student of the college about a new drive (after the insert committed). */
export async function notifyEligible(deps: PlacementDeps, row: DriveRow): Promise<void> {
	const population = await populationOf(deps.db, row.institutionId);
	const eligible = evaluateMany(row.rules, population)
		.results.filter((r) => r.exclusions.length === 0)
		.map((r) => r.student.id);
	if (eligible.length === 0) return;
	const company = (await organizationsByIds(deps.db, [row.organizationId])).get(row.organizationId);
	await deps.notify(eligible, "placement_drive_opened", {
		driveId: row.id,
		jobTitle: row.title,
		companyName: company?.name ?? "A company",
		slug: jobSlug(row.title),
		applicationDeadline: row.applicationDeadline.toISOString(),
	});
}

export async function updateRules(
	db: Db,
	principal: Principal,
	driveId: string,
	rules: EligibilityRules,
	now: Date,
): Promise<OfficerDrive> {
	const drive = await driveForOfficer(db, principal, driveId);
	await db.update(placementDrives).set({ rules }).where(eq(placementDrives.id, drive.id));
	return getDrive(db, principal, drive.id, now);
}

export async function driveEligibility(
	db: Db,
	principal: Principal,
	driveId: string,
): Promise<EligibilityResult> {
	const drive = await driveForOfficer(db, principal, driveId);
	return eligibilityOver(drive.rules, await populationOf(db, drive.institutionId));
}

// Academic records.

export async function setAcademicRecord(
	db: Db,
	principal: Principal,
	studentId: string,
	record: AcademicRecord,
	now: Date,
): Promise<AcademicRecord> {
	const institutionId = collegeOf(principal);
	const student = isUuid(studentId) ? await userById(db, studentId) : null;
	if (student?.role !== "ROLE_STUDENT") throw new AppError("NOT_FOUND", "No such student.");
	if (student.institutionId !== institutionId)
		throw new AppError("PLACEMENT_OUT_OF_SCOPE", "This student belongs to another college.");
	const values = { ...record, institutionId, updatedAt: now };
	await db
		.insert(studentAcademicRecords)
		.values({ studentId, ...values })
		.onConflictDoUpdate({ target: studentAcademicRecords.studentId, set: values });
	return record;
}

export type { Exclusion };
