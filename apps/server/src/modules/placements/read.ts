import { exclusionsOf, jobSlug, type PlannedRound } from "@unnati/contracts/placements";
import { and, asc, count, desc, eq, gt, inArray, ne } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { studentsByIds } from "../accounts";
import { organizationsByIds } from "../organizations";
import { populationOf } from "./service";
import { placementApplications, placementDrives, studentAcademicRecords } from "./tables";

/**
 * What other modules may read about placements (ARCHITECTURE.md §1): plain objects, never rows of
 * the placement tables. Placement readiness reads batches, applications and drives through these.
 */

/** The passing-out batches of a college that have academic records, the latest first, with their size. */
export async function batchesOf(
	db: Db,
	institutionId: string,
): Promise<{ batch: number; students: number }[]> {
	const rows = await db
		.select({ batch: studentAcademicRecords.batch, students: count() })
		.from(studentAcademicRecords)
		.where(eq(studentAcademicRecords.institutionId, institutionId))
		.groupBy(studentAcademicRecords.batch)
		.orderBy(desc(studentAcademicRecords.batch));
	return rows.map((row) => ({ batch: row.batch, students: Number(row.students) }));
}

/** The students of a college's passing-out batch (those with an academic record for it). */
export async function studentIdsOfBatch(db: Db, institutionId: string, batch: number): Promise<string[]> {
	const rows = await db
		.select({ id: studentAcademicRecords.studentId })
		.from(studentAcademicRecords)
		.where(
			and(eq(studentAcademicRecords.institutionId, institutionId), eq(studentAcademicRecords.batch, batch)),
		);
	return rows.map((row) => row.id);
}

/** A student's passing-out batch on the placement office's record, or null without one. */
export async function batchOfStudent(db: Db, studentId: string): Promise<number | null> {
	const [row] = await db
		.select({ batch: studentAcademicRecords.batch })
		.from(studentAcademicRecords)
		.where(eq(studentAcademicRecords.studentId, studentId));
	return row?.batch ?? null;
}

/**
 * Active backlogs (subjects failed and not yet cleared) of each of `studentIds` that has an academic
 * record and at least one: the year promotion keeps such final-year students from graduating.
 */
export async function activeBacklogsOf(db: Db, studentIds: readonly string[]): Promise<Map<string, number>> {
	const backlogs = new Map<string, number>();
	const unique = [...new Set(studentIds)];
	for (let start = 0; start < unique.length; start += 2000) {
		const rows = await db
			.select({ id: studentAcademicRecords.studentId, n: studentAcademicRecords.activeBacklogs })
			.from(studentAcademicRecords)
			.where(
				and(
					inArray(studentAcademicRecords.studentId, unique.slice(start, start + 2000)),
					gt(studentAcademicRecords.activeBacklogs, 0),
				),
			);
		for (const row of rows) backlogs.set(row.id, row.n);
	}
	return backlogs;
}

/** An application that still stands (not withdrawn). */
export type LiveApplication = {
	studentId: string;
	driveId: string;
	/** The resume sent; null if it was deleted since. */
	resumeId: string | null;
	status: "applied" | "shortlisted" | "rejected" | "selected" | "waitlisted";
	appliedAt: Date;
};

/** The live applications of these students, oldest first, in one query. */
export async function liveApplicationsOf(db: Db, studentIds: readonly string[]): Promise<LiveApplication[]> {
	if (studentIds.length === 0) return [];
	const t = placementApplications;
	const rows = await db
		.select({
			studentId: t.studentId,
			driveId: t.driveId,
			resumeId: t.resumeId,
			status: t.status,
			appliedAt: t.appliedAt,
		})
		.from(t)
		.where(and(inArray(t.studentId, [...new Set(studentIds)]), ne(t.status, "withdrawn")))
		.orderBy(asc(t.appliedAt));
	return rows.map((row) => ({ ...row, status: row.status as LiveApplication["status"] }));
}

/** A drive as other modules read it: what the job is, what its rounds are, when it is. */
export type DriveBrief = {
	id: string;
	institutionId: string;
	title: string;
	slug: string;
	companyName: string;
	roles: string[];
	description: string;
	rounds: PlannedRound[];
	applicationDeadline: Date;
	driveDate: Date;
};

const briefColumns = {
	id: placementDrives.id,
	institutionId: placementDrives.institutionId,
	organizationId: placementDrives.organizationId,
	title: placementDrives.title,
	roles: placementDrives.roles,
	description: placementDrives.description,
	rounds: placementDrives.rounds,
	applicationDeadline: placementDrives.applicationDeadline,
	driveDate: placementDrives.driveDate,
};

async function briefsOf(
	db: Db,
	rows: ({ organizationId: string } & Omit<DriveBrief, "slug" | "companyName">)[],
): Promise<DriveBrief[]> {
	const companies = await organizationsByIds(
		db,
		rows.map((row) => row.organizationId),
	);
	return rows.map(({ organizationId, ...row }) => ({
		...row,
		slug: jobSlug(row.title),
		companyName: companies.get(organizationId)?.name ?? "",
	}));
}

/** The drives with these ids (unknown ids are left out). */
export async function drivesByIds(db: Db, ids: readonly string[]): Promise<DriveBrief[]> {
	if (ids.length === 0) return [];
	return briefsOf(
		db,
		await db
			.select(briefColumns)
			.from(placementDrives)
			.where(inArray(placementDrives.id, [...new Set(ids)])),
	);
}

/**
 * The drives of the student's college still taking applications that the student is eligible for
 * (the drive's rules against their academic record) and has not applied to, by deadline.
 */
export async function openDrivesFor(db: Db, studentId: string, now: Date): Promise<DriveBrief[]> {
	const [student] = await studentsByIds(db, [studentId]);
	if (!student?.institutionId) return [];
	const [population, rows, applied] = await Promise.all([
		populationOf(db, student.institutionId, studentId),
		db
			.select({ ...briefColumns, rules: placementDrives.rules })
			.from(placementDrives)
			.where(
				and(
					eq(placementDrives.institutionId, student.institutionId),
					gt(placementDrives.applicationDeadline, now),
				),
			)
			.orderBy(asc(placementDrives.applicationDeadline)),
		db
			.select({ driveId: placementApplications.driveId })
			.from(placementApplications)
			.where(eq(placementApplications.studentId, studentId)),
	]);
	const [me] = population;
	if (!me) return [];
	const appliedIds = new Set(applied.map((row) => row.driveId));
	const open = rows
		.filter((row) => !appliedIds.has(row.id) && exclusionsOf(row.rules, me).length === 0)
		.map(({ rules: _rules, ...row }) => row);
	return briefsOf(db, open);
}
