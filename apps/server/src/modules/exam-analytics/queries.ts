import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { type StudentSummary, studentsByIds, studentsOfInstitution } from "../accounts/read";
import { type AttemptFilter, examTakers, type ScoredAttemptRow } from "../exams/read";
import { departmentsOf } from "../institutions/read";

// Who an exam's figures count, and the rows analytics reads of them. Attempts and answers are the
// exam module's (its read functions sum them in the database), students are accounts', departments
// institutions': this module asks each through its read functions and joins their answers here.

/** Whose attempts count: one exam's, optionally only one college's students, one department, year or section. */
export type AttemptScope = {
	examId: string;
	institutionId?: string | undefined;
	departmentId?: string | undefined;
	year?: number | undefined;
	section?: string | undefined;
};

export type PlacementRow = {
	departmentId: string | null;
	departmentCode: string | null;
	departmentName: string | null;
	year: number | null;
	section: string | null;
};

/** A scored attempt with its student's placement. */
export type AttemptRow = ScoredAttemptRow & PlacementRow & { rollNo: string | null; name: string };

/** The exam's takers as analytics needs them: who counts, and where each student is placed. */
export type Takers = {
	/** The exam module's filter: undefined ids when the scope narrows nothing. */
	filter: AttemptFilter;
	/** Every taker's placement and name, by student id. */
	students: Map<string, StudentSummary>;
	departments: Map<string, { code: string; name: string }>;
	/** The placements of the scope's college's students with a scored attempt, whatever the filters (the filter options). */
	placements: PlacementRow[];
};

const narrows = (scope: AttemptScope) =>
	scope.institutionId !== undefined ||
	scope.departmentId !== undefined ||
	scope.year !== undefined ||
	scope.section !== undefined;

const inCollege = (scope: AttemptScope, student: StudentSummary) =>
	scope.institutionId === undefined || student.institutionId === scope.institutionId;

const inScope = (scope: AttemptScope, student: StudentSummary) =>
	inCollege(scope, student) &&
	(scope.departmentId === undefined || student.departmentId === scope.departmentId) &&
	(scope.year === undefined || student.currentYear === scope.year) &&
	(scope.section === undefined || student.section === scope.section);

/**
 * The exam's takers (one query of the exam module), the students of the exam's college (one of
 * accounts, by its college index: cheaper than thousands of ids) and its departments (one of
 * institutions): enough to narrow the scope to student ids and to place every scored attempt,
 * without any module reading another's tables. A taker from another college (rare: an exam's
 * audience is its own college) is asked for by id.
 */
export async function takersOf(db: Db, scope: AttemptScope, examInstitutionId: string): Promise<Takers> {
	const [takers, college, departments] = await Promise.all([
		examTakers(db, scope.examId),
		studentsOfInstitution(db, examInstitutionId),
		departmentsOf(db, examInstitutionId),
	]);
	const known = new Map(college.map((s) => [s.id, s]));
	const others = takers.map((t) => t.studentId).filter((id) => !known.has(id));
	for (const student of await studentsByIds(db, others)) known.set(student.id, student);
	const students = takers.flatMap((t) => known.get(t.studentId) ?? []);
	const byId = new Map(students.map((s) => [s.id, s]));
	const departmentOf = new Map(departments.map((d) => [d.id, { code: d.code, name: d.name }]));
	const submitted = new Set(takers.filter((t) => t.submitted).map((t) => t.studentId));
	const seen = new Set<string>();
	const placements: PlacementRow[] = [];
	for (const student of students) {
		if (!submitted.has(student.id) || !inCollege(scope, student)) continue;
		const row = placementOf(student, departmentOf);
		const key = JSON.stringify(row);
		if (seen.has(key)) continue;
		seen.add(key);
		placements.push(row);
	}
	return {
		filter: {
			examId: scope.examId,
			studentIds: narrows(scope) ? students.filter((s) => inScope(scope, s)).map((s) => s.id) : undefined,
		},
		students: byId,
		departments: departmentOf,
		placements,
	};
}

export function placementOf(
	student: StudentSummary | undefined,
	departments: Map<string, { code: string; name: string }>,
): PlacementRow {
	const department = student?.departmentId ? departments.get(student.departmentId) : undefined;
	return {
		departmentId: student?.departmentId ?? null,
		departmentCode: department?.code ?? null,
		departmentName: department?.name ?? null,
		year: student?.currentYear ?? null,
		section: student?.section ?? null,
	};
}

/** The scored attempts with their students' names and placements. */
export function placeAttempts(rows: ScoredAttemptRow[], takers: Takers): AttemptRow[] {
	return rows.map((row) => {
		const student = takers.students.get(row.studentId);
		return {
			...row,
			...placementOf(student, takers.departments),
			rollNo: student?.rollNo ?? null,
			name: student?.name ?? "",
		};
	});
}

/**
 * Runs the analytics' queries on one connection, tuned for them: JIT compilation off (the planner
 * expects a hundred rows from every jsonb expansion and would spend longer compiling than these short
 * aggregations run), and room to sort an exam's answers in memory rather than on disk.
 */
export function inAnalyticsSession<T>(db: Db, run: (db: Db) => Promise<T>): Promise<T> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`set local jit = off`);
		await tx.execute(sql`set local work_mem = '32MB'`);
		return run(tx as unknown as Db);
	});
}
