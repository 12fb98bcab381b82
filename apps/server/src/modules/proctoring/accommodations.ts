import {
	type Accommodation,
	type AccommodationInput,
	EXAM_MESSAGES,
	PROCTORING_MESSAGES,
} from "@unnati/contracts";
import { and, desc, eq, isNull, or } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentByRollNo, studentsByIds } from "../accounts/read";
import { isUuid } from "../exams";
import { examSummary, examTitlesByIds } from "../exams/read";
import { accommodationPolicy } from "./policy";
import { proctoringAccommodations } from "./tables";

/** What an accommodation changes, and whether it is the exam's own or the student's general one. */
export type AccommodationTerms = { extraMinutes: number; faceSignalsOff: boolean; scope: "exam" | "global" };

/** The accommodation that applies to a student in an exam: the exam's own, else the general one. */
export async function accommodationFor(
	db: Db,
	studentId: string,
	examId: string,
): Promise<AccommodationTerms | null> {
	const rows = await db
		.select({
			examId: proctoringAccommodations.examId,
			extraMinutes: proctoringAccommodations.extraMinutes,
			faceSignalsOff: proctoringAccommodations.faceSignalsOff,
		})
		.from(proctoringAccommodations)
		.where(
			and(
				eq(proctoringAccommodations.studentId, studentId),
				or(eq(proctoringAccommodations.examId, examId), isNull(proctoringAccommodations.examId)),
			),
		);
	const row = rows.find((r) => r.examId !== null) ?? rows[0];
	if (!row) return null;
	return {
		extraMinutes: row.extraMinutes,
		faceSignalsOff: row.faceSignalsOff,
		scope: row.examId === null ? "global" : "exam",
	};
}

/**
 * The exam engine's hook (exams/student-service.ts startAttempt): the minutes a student's deadline
 * moves when they start. Only a new attempt takes it; one already running keeps its deadline.
 */
export async function extraMinutesFor(db: Db, studentId: string, examId: string): Promise<number> {
	return (await accommodationFor(db, studentId, examId))?.extraMinutes ?? 0;
}

function institutionOf(principal: Principal): string {
	if (!principal.institutionId) throw new AppError("FORBIDDEN", "Your account does not belong to a college.");
	return principal.institutionId;
}

const selection = {
	id: proctoringAccommodations.id,
	studentId: proctoringAccommodations.studentId,
	examId: proctoringAccommodations.examId,
	extraMinutes: proctoringAccommodations.extraMinutes,
	faceSignalsOff: proctoringAccommodations.faceSignalsOff,
	note: proctoringAccommodations.note,
	updatedAt: proctoringAccommodations.updatedAt,
};
type AccommodationRow = {
	id: string;
	studentId: string;
	examId: string | null;
	extraMinutes: number;
	faceSignalsOff: boolean;
	note: string;
	updatedAt: Date;
};

/** The rows with their students' names and roll numbers and their exams' titles (from their owners). */
async function present(db: Db, rows: AccommodationRow[]): Promise<Accommodation[]> {
	const [students, titles] = await Promise.all([
		studentsByIds(
			db,
			rows.map((r) => r.studentId),
		),
		examTitlesByIds(
			db,
			rows.flatMap((r) => (r.examId ? [r.examId] : [])),
		),
	]);
	const studentOf = new Map(students.map((s) => [s.id, s]));
	return rows.map((row) => ({
		...row,
		studentName: studentOf.get(row.studentId)?.name ?? "",
		rollNo: studentOf.get(row.studentId)?.rollNo ?? null,
		examTitle: row.examId ? (titles.get(row.examId) ?? null) : null,
		updatedAt: row.updatedAt.toISOString(),
	}));
}

/** The college's accommodations, newest first; with `examId`, those that apply to that exam. */
export async function listAccommodations(
	db: Db,
	principal: Principal,
	examId?: string,
): Promise<Accommodation[]> {
	const institutionId = institutionOf(principal);
	if (examId !== undefined && !isUuid(examId)) return [];
	const rows = await db
		.select(selection)
		.from(proctoringAccommodations)
		.where(
			and(
				eq(proctoringAccommodations.institutionId, institutionId),
				examId === undefined
					? undefined
					: or(eq(proctoringAccommodations.examId, examId), isNull(proctoringAccommodations.examId)),
			),
		)
		.orderBy(desc(proctoringAccommodations.updatedAt));
	return present(db, rows);
}

async function readOne(db: Db, id: string): Promise<Accommodation> {
	const rows = await db
		.select(selection)
		.from(proctoringAccommodations)
		.where(eq(proctoringAccommodations.id, id));
	const [one] = await present(db, rows);
	if (!one) throw new AppError("NOT_FOUND", PROCTORING_MESSAGES.accommodationNotFound);
	return one;
}

/** Grants (or changes) a student's accommodation for one exam or for all; `created` tells which. */
export async function saveAccommodation(
	db: Db,
	principal: Principal,
	input: AccommodationInput,
	now: Date,
): Promise<{ accommodation: Accommodation; created: boolean }> {
	const institutionId = institutionOf(principal);
	const student = await studentByRollNo(db, institutionId, input.rollNo);
	if (!student || !(await accommodationPolicy.allows(principal, "manage", student))) {
		const message = PROCTORING_MESSAGES.studentNotFound(input.rollNo);
		throw new AppError("BAD_REQUEST", message, [{ path: "rollNo", message }]);
	}
	if (input.examId !== null) {
		const exam = await examSummary(db, input.examId);
		if (!exam || exam.institutionId !== institutionId) {
			throw new AppError("BAD_REQUEST", EXAM_MESSAGES.examNotFound, [
				{ path: "examId", message: EXAM_MESSAGES.examNotFound },
			]);
		}
	}
	const values = {
		extraMinutes: input.extraMinutes,
		faceSignalsOff: input.faceSignalsOff,
		note: input.note,
		updatedBy: principal.userId,
		updatedAt: now,
	};
	const scope =
		input.examId === null
			? isNull(proctoringAccommodations.examId)
			: eq(proctoringAccommodations.examId, input.examId);
	const [updated] = await db
		.update(proctoringAccommodations)
		.set(values)
		.where(and(eq(proctoringAccommodations.studentId, student.id), scope))
		.returning({ id: proctoringAccommodations.id });
	if (updated) return { accommodation: await readOne(db, updated.id), created: false };
	const [created] = await db
		.insert(proctoringAccommodations)
		.values({ ...values, institutionId, studentId: student.id, examId: input.examId })
		.onConflictDoNothing()
		.returning({ id: proctoringAccommodations.id });
	if (created) return { accommodation: await readOne(db, created.id), created: true };
	// Another admin granted it at the same moment: this request's terms win, as a later save would.
	return saveAccommodation(db, principal, input, now);
}

export async function deleteAccommodation(db: Db, principal: Principal, id: string): Promise<void> {
	const institutionId = institutionOf(principal);
	const deleted = isUuid(id)
		? await db
				.delete(proctoringAccommodations)
				.where(
					and(eq(proctoringAccommodations.id, id), eq(proctoringAccommodations.institutionId, institutionId)),
				)
				.returning({ id: proctoringAccommodations.id })
		: [];
	if (deleted.length === 0) throw new AppError("NOT_FOUND", PROCTORING_MESSAGES.accommodationNotFound);
}
