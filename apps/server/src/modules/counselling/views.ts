import type {
	CaseDetail,
	CaseSummary,
	CounsellingNote,
	Recommendations,
	StudentCase,
} from "@unnati/contracts/counselling";
import { and, asc, desc, eq, inArray, isNotNull, isNull, min } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { type StudentSummary, studentsByIds, userNamesByIds } from "../accounts";
import { departmentsOf, namesOf } from "../institutions";
import { publishedJourneys } from "../learning/read";
import { mentorIdOf } from "../mentors";
import { sharedResultsOf } from "../psychometric";
import { type counsellingCases, counsellingNotes } from "./tables";

// Shaping cases for the wire: the caseload's rows, one case in full for the counselor, and a case as
// its student sees it (status and recommendations, never the notes).

export type CaseRow = typeof counsellingCases.$inferSelect;
type NoteRow = typeof counsellingNotes.$inferSelect;

/** Recommendations are stored in one text[]: journeys as "journey:<path id>", careers as "career:<text>". */
const JOURNEY = "journey:";
const CAREER = "career:";

export const encodeRecommendations = (
	journeys: readonly string[],
	careerPaths: readonly string[],
): string[] => [...journeys.map((id) => JOURNEY + id), ...careerPaths.map((text) => CAREER + text)];

/** The stored recommendations with each journey's title from the learning catalogue. */
export async function recommendationsOf(db: Db, stored: readonly string[]): Promise<Recommendations> {
	const ids = stored.filter((item) => item.startsWith(JOURNEY)).map((item) => item.slice(JOURNEY.length));
	const titles = new Map(ids.length ? (await publishedJourneys(db)).map((j) => [j.id, j.title]) : []);
	return {
		journeys: ids.map((id) => ({ id, title: titles.get(id) ?? id, available: titles.has(id) })),
		careerPaths: stored.filter((item) => item.startsWith(CAREER)).map((item) => item.slice(CAREER.length)),
	};
}

/** A student as the caseload shows them; a removed account keeps the case readable. */
function studentView(student: StudentSummary | undefined, id: string, deptCodes: Map<string, string>) {
	return {
		id,
		name: student?.name ?? "Former student",
		rollNo: student?.rollNo ?? null,
		deptCode: student?.departmentId ? (deptCodes.get(student.departmentId) ?? null) : null,
		year: student?.currentYear ?? null,
		section: student?.section ?? null,
	};
}

/** The students of `rows` and their departments' codes, in two queries. */
export async function studentsOfCases(db: Db, rows: readonly CaseRow[]) {
	const students = new Map(
		(
			await studentsByIds(
				db,
				rows.map((r) => r.studentId),
			)
		).map((s) => [s.id, s]),
	);
	const deptIds = [...students.values()].flatMap((s) => (s.departmentId ? [s.departmentId] : []));
	const { departments } = await namesOf(db, [], deptIds);
	return { students, deptCodes: departments };
}

/** The earliest follow-up still to do on each case. */
async function nextFollowUps(db: Db, caseIds: string[]): Promise<Map<string, string>> {
	if (caseIds.length === 0) return new Map();
	const rows = await db
		.select({ caseId: counsellingNotes.caseId, next: min(counsellingNotes.followUpOn) })
		.from(counsellingNotes)
		.where(
			and(
				inArray(counsellingNotes.caseId, caseIds),
				isNotNull(counsellingNotes.followUpOn),
				isNull(counsellingNotes.followUpDone),
			),
		)
		.groupBy(counsellingNotes.caseId);
	return new Map(rows.flatMap((r) => (r.next ? [[r.caseId, r.next] as const] : [])));
}

/** Cases as the caseload lists them, in the order given. */
export async function summarize(
	db: Db,
	rows: readonly CaseRow[],
	known?: Awaited<ReturnType<typeof studentsOfCases>>,
): Promise<CaseSummary[]> {
	if (rows.length === 0) return [];
	const { students, deptCodes } = known ?? (await studentsOfCases(db, rows));
	const names = await userNamesByIds(
		db,
		rows.flatMap((r) => [r.counselorId, r.referredBy].filter((id): id is string => id !== null)),
	);
	const next = await nextFollowUps(
		db,
		rows.map((r) => r.id),
	);
	const person = (id: string | null) => (id ? { id, name: names.get(id) ?? "Former staff member" } : null);
	return rows.map((row) => ({
		id: row.id,
		status: row.status,
		source: row.source,
		reason: row.reason,
		createdAt: row.createdAt.toISOString(),
		closedAt: row.closedAt?.toISOString() ?? null,
		student: studentView(students.get(row.studentId), row.studentId, deptCodes),
		counselor: person(row.counselorId),
		referredBy: person(row.referredBy),
		nextFollowUpOn: next.get(row.id) ?? null,
	}));
}

export function noteWire(row: NoteRow, authorName: string | null): CounsellingNote {
	return {
		id: row.id,
		body: row.body,
		authorName,
		createdAt: row.createdAt.toISOString(),
		followUpOn: row.followUpOn,
		followUpDone: row.followUpDone?.toISOString() ?? null,
	};
}

/**
 * One case in full for a counselor of its college: the student's basics and mentor, the notes
 * (newest first), the recommendations, and only the psychometric reports the student shared with
 * counselors (the psychometric module's policy decides, by the student's consent).
 */
export async function caseDetail(
	deps: { db: Db; clock: Clock },
	principal: Principal,
	row: CaseRow,
): Promise<CaseDetail> {
	const { db } = deps;
	const known = await studentsOfCases(db, [row]);
	const [summary] = await summarize(db, [row], known);
	if (!summary) throw new Error("a case summarized to nothing");
	const student = known.students.get(row.studentId);
	const departments = student?.institutionId ? await departmentsOf(db, student.institutionId) : [];
	const mentorId = await mentorIdOf(db, row.studentId);
	const notes = await db
		.select()
		.from(counsellingNotes)
		.where(eq(counsellingNotes.caseId, row.id))
		.orderBy(desc(counsellingNotes.createdAt), asc(counsellingNotes.id));
	const names = await userNamesByIds(db, [
		...(mentorId ? [mentorId] : []),
		...notes.flatMap((n) => (n.authorId ? [n.authorId] : [])),
	]);
	const shared = await sharedResultsOf(deps, principal, row.studentId);
	return {
		...summary,
		student: {
			...summary.student,
			email: student?.email ?? "",
			deptName: departments.find((d) => d.id === student?.departmentId)?.name ?? null,
			mentor: mentorId ? { id: mentorId, name: names.get(mentorId) ?? "Former mentor" } : null,
		},
		notes: notes.map((note) => noteWire(note, note.authorId ? (names.get(note.authorId) ?? null) : null)),
		recommendations: await recommendationsOf(db, row.recommendations),
		psychometric: shared.map((result) => ({
			id: result.id,
			completedAt: result.completedAt,
			traits: result.traits,
		})),
	};
}

/** A student's own cases, newest first, as they see them: no notes, and a mentor's reason stays with the counselors. */
export async function studentCases(db: Db, rows: readonly CaseRow[]): Promise<StudentCase[]> {
	const names = await userNamesByIds(
		db,
		rows.flatMap((r) => [r.counselorId, r.referredBy].filter((id): id is string => id !== null)),
	);
	return Promise.all(
		rows.map(async (row) => ({
			id: row.id,
			status: row.status,
			source: row.source,
			reason: row.source === "self" ? row.reason : null,
			referredByName: row.referredBy ? (names.get(row.referredBy) ?? null) : null,
			counselorName: row.counselorId ? (names.get(row.counselorId) ?? null) : null,
			createdAt: row.createdAt.toISOString(),
			closedAt: row.closedAt?.toISOString() ?? null,
			recommendations: await recommendationsOf(db, row.recommendations),
		})),
	);
}
