import type { NewOutcomeInput, Outcome, OutcomeInput } from "@unnati/contracts/placements";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentByRollNo, studentsByIds } from "../accounts";
import { departmentsOf } from "../institutions";
import { collegeForReports } from "./reports";
import { isUuid } from "./service";
import {
	placementDrives,
	placementOffers,
	placementOutcomes,
	placementSeasons,
	studentAcademicRecords,
} from "./tables";

// What a batch's students went on to besides campus offers: higher studies or a venture of their own.
// The officer records them; the NBA placement index and NIRF's higher-studies figure count them
// (reports.ts). A student has at most one, and only a student of the batch (their academic record's
// passing-out year) and of the officer's college can have one recorded for it.

const NO_OUTCOME = "No outcome is recorded for this student in this batch.";

type OutcomeRow = typeof placementOutcomes.$inferSelect;

/** Today in India (YYYY-MM-DD): a confirmation cannot be dated after it. */
const todayInIndia = (now: Date) => new Date(now.getTime() + 330 * 60 * 1000).toISOString().slice(0, 10);

function checkDate(confirmedOn: string | null, now: Date) {
	if (confirmedOn && confirmedOn > todayInIndia(now))
		throw new AppError("VALIDATION_FAILED", "The confirmation date cannot be in the future.", [
			{ path: "confirmedOn", message: "The confirmation date cannot be in the future." },
		]);
}

async function outcomesOut(db: Db, institutionId: string, rows: OutcomeRow[]): Promise<Outcome[]> {
	if (rows.length === 0) return [];
	const ids = rows.map((r) => r.studentId);
	const [students, departments, placed] = await Promise.all([
		studentsByIds(db, ids),
		departmentsOf(db, institutionId),
		db
			.selectDistinct({ studentId: placementOffers.studentId })
			.from(placementOffers)
			.innerJoin(placementDrives, eq(placementDrives.id, placementOffers.driveId))
			.innerJoin(placementSeasons, eq(placementSeasons.id, placementDrives.seasonId))
			.where(
				and(
					inArray(placementOffers.studentId, ids),
					eq(placementOffers.status, "accepted"),
					eq(placementSeasons.institutionId, institutionId),
					inArray(placementSeasons.batch, [...new Set(rows.map((r) => r.batch))]),
				),
			),
	]);
	const studentOf = new Map(students.map((s) => [s.id, s]));
	const codeOf = new Map(departments.map((d) => [d.id, d.code]));
	const placedIds = new Set(placed.map((p) => p.studentId));
	return rows
		.map((row) => {
			const student = studentOf.get(row.studentId);
			return {
				studentId: row.studentId,
				rollNo: student?.rollNo ?? null,
				name: student?.name ?? "",
				branch: student?.departmentId ? (codeOf.get(student.departmentId) ?? null) : null,
				batch: row.batch,
				kind: row.kind,
				detail: row.detail,
				confirmedOn: row.confirmedOn,
				alsoPlaced: placedIds.has(row.studentId),
				recordedAt: row.recordedAt.toISOString(),
			};
		})
		.sort((a, b) => (a.rollNo ?? "").localeCompare(b.rollNo ?? ""));
}

export async function listOutcomes(db: Db, principal: Principal, batch: number): Promise<Outcome[]> {
	const institutionId = await collegeForReports(principal);
	const rows = await db
		.select()
		.from(placementOutcomes)
		.where(and(eq(placementOutcomes.institutionId, institutionId), eq(placementOutcomes.batch, batch)))
		.orderBy(asc(placementOutcomes.studentId));
	return outcomesOut(db, institutionId, rows);
}

/** Records a student's outcome by roll number: a student of the officer's college and of the batch. */
export async function addOutcome(
	db: Db,
	principal: Principal,
	batch: number,
	input: Required<NewOutcomeInput>,
	now: Date,
): Promise<Outcome> {
	const institutionId = await collegeForReports(principal, "record");
	const student = await studentByRollNo(db, institutionId, input.rollNo);
	if (!student)
		throw new AppError("NOT_FOUND", `No student of your college has the roll number ${input.rollNo}.`);
	const [record] = await db
		.select({ batch: studentAcademicRecords.batch })
		.from(studentAcademicRecords)
		.where(eq(studentAcademicRecords.studentId, student.id));
	const wrongBatch = !record
		? `${student.rollNo} has no academic record, so no batch counts them: record their marks and batch first.`
		: record.batch !== batch
			? `${student.rollNo} is in the ${record.batch} batch, not the ${batch} batch.`
			: null;
	if (wrongBatch)
		throw new AppError("VALIDATION_FAILED", wrongBatch, [{ path: "rollNo", message: wrongBatch }]);
	checkDate(input.confirmedOn, now);
	const [row] = await db
		.insert(placementOutcomes)
		.values({
			studentId: student.id,
			institutionId,
			batch,
			kind: input.kind,
			detail: input.detail,
			confirmedOn: input.confirmedOn,
			recordedBy: principal.userId,
			recordedAt: now,
		})
		.onConflictDoNothing()
		.returning();
	if (!row)
		throw new AppError(
			"CONFLICT",
			`An outcome is already recorded for ${student.rollNo}: change or remove that one.`,
		);
	const [out] = await outcomesOut(db, institutionId, [row]);
	return out as Outcome;
}

export async function updateOutcome(
	db: Db,
	principal: Principal,
	batch: number,
	studentId: string,
	input: Required<OutcomeInput>,
	now: Date,
): Promise<Outcome> {
	const institutionId = await collegeForReports(principal, "record");
	if (!isUuid(studentId)) throw new AppError("NOT_FOUND", NO_OUTCOME);
	checkDate(input.confirmedOn, now);
	const [row] = await db
		.update(placementOutcomes)
		.set({
			kind: input.kind,
			detail: input.detail,
			confirmedOn: input.confirmedOn,
			recordedBy: principal.userId,
			recordedAt: now,
		})
		.where(
			and(
				eq(placementOutcomes.studentId, studentId),
				eq(placementOutcomes.institutionId, institutionId),
				eq(placementOutcomes.batch, batch),
			),
		)
		.returning();
	if (!row) throw new AppError("NOT_FOUND", NO_OUTCOME);
	const [out] = await outcomesOut(db, institutionId, [row]);
	return out as Outcome;
}

export async function removeOutcome(db: Db, principal: Principal, batch: number, studentId: string) {
	const institutionId = await collegeForReports(principal, "record");
	if (!isUuid(studentId)) throw new AppError("NOT_FOUND", NO_OUTCOME);
	const removed = await db
		.delete(placementOutcomes)
		.where(
			and(
				eq(placementOutcomes.studentId, studentId),
				eq(placementOutcomes.institutionId, institutionId),
				eq(placementOutcomes.batch, batch),
			),
		)
		.returning({ studentId: placementOutcomes.studentId });
	if (removed.length === 0) throw new AppError("NOT_FOUND", NO_OUTCOME);
}
