import {
	type CaseList,
	type CaseSummary,
	type CounsellingOverview,
	type caseListQuerySchema,
	type FollowUp,
	type FollowUpList,
	istDay,
} from "@unnati/contracts/counselling";
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { departmentsOf } from "../institutions";
import { publishedJourneys } from "../learning/read";
import { type CounsellingDeps, collegeOf } from "./service";
import { counsellingCases, counsellingNotes } from "./tables";
import { type CaseRow, studentsOfCases, summarize } from "./views";

// The counselor's lists, all scoped to their own college: the caseload, the follow-ups due, the
// overview's counts, and the journeys they may recommend.

type CaseListQuery = z.output<typeof caseListQuerySchema>;

const DAY_MS = 86_400_000;

/**
 * The college's caseload: unassigned cases first (they wait for someone), then open before closed,
 * newest first. Status, source and assignment filter in SQL; department, name and roll number
 * against the students' accounts (read through accounts' front door), then one page is shaped. A
 * college's caseload is hundreds of cases, not millions.
 */
export async function listCases(db: Db, principal: Principal, query: CaseListQuery): Promise<CaseList> {
	const institutionId = collegeOf(principal);
	const filters: (SQL | undefined)[] = [
		eq(counsellingCases.institutionId, institutionId),
		query.status === "all" ? undefined : eq(counsellingCases.status, query.status),
		query.source ? eq(counsellingCases.source, query.source) : undefined,
		query.assigned === "unassigned" ? isNull(counsellingCases.counselorId) : undefined,
		query.assigned === "mine" ? eq(counsellingCases.counselorId, principal.userId) : undefined,
	];
	const rows = await db
		.select()
		.from(counsellingCases)
		.where(and(...filters))
		.orderBy(
			sql`(${counsellingCases.counselorId} is null and ${counsellingCases.status} = 'open') desc`,
			asc(counsellingCases.status),
			desc(counsellingCases.createdAt),
		);
	const known = await studentsOfCases(db, rows);
	const needle = query.q?.toLowerCase();
	const matching = rows.filter((row) => {
		const student = known.students.get(row.studentId);
		if (query.department) {
			const code = student?.departmentId ? known.deptCodes.get(student.departmentId) : undefined;
			if (code !== query.department) return false;
		}
		if (needle)
			return (
				(student?.name.toLowerCase().includes(needle) ?? false) ||
				(student?.rollNo?.toLowerCase().includes(needle) ?? false)
			);
		return true;
	});
	const start = (query.page - 1) * query.pageSize;
	return {
		items: await summarize(db, matching.slice(start, start + query.pageSize), known),
		total: matching.length,
		page: query.page,
		pageSize: query.pageSize,
		departments: (await departmentsOf(db, institutionId)).map((d) => d.code),
	};
}

/** The follow-ups still to do on the college's open cases, due by `today` (IST), oldest first. */
async function followUpsDue(db: Db, institutionId: string, today: string): Promise<FollowUp[]> {
	const rows = await db
		.select({
			noteId: counsellingNotes.id,
			followUpOn: counsellingNotes.followUpOn,
			body: counsellingNotes.body,
			case: counsellingCases,
		})
		.from(counsellingNotes)
		.innerJoin(counsellingCases, eq(counsellingCases.id, counsellingNotes.caseId))
		.where(
			and(
				eq(counsellingCases.institutionId, institutionId),
				eq(counsellingCases.status, "open"),
				isNotNull(counsellingNotes.followUpOn),
				isNull(counsellingNotes.followUpDone),
				lte(counsellingNotes.followUpOn, today),
			),
		)
		.orderBy(asc(counsellingNotes.followUpOn), asc(counsellingNotes.createdAt));
	const cases: CaseRow[] = rows.map((r) => r.case);
	const summaries = await summarize(db, cases);
	return rows.map((row, i) => {
		const summary = summaries[i] as CaseSummary;
		const day = row.followUpOn ?? today;
		return {
			noteId: row.noteId,
			caseId: row.case.id,
			followUpOn: day,
			overdue: day < today,
			student: summary.student,
			counselor: summary.counselor,
			note: row.body,
		};
	});
}

export async function followUps(deps: CounsellingDeps, principal: Principal): Promise<FollowUpList> {
	const today = istDay(deps.clock());
	return { today, items: await followUpsDue(deps.db, collegeOf(principal), today) };
}

const countWhere = async (db: Db, where: SQL | undefined): Promise<number> => {
	const [row] = await db.select({ n: count() }).from(counsellingCases).where(where);
	return Number(row?.n ?? 0);
};

/** The counselor's home: the college's counts, the first follow-ups due and the referrals nobody took. */
export async function overview(deps: CounsellingDeps, principal: Principal): Promise<CounsellingOverview> {
	const { db } = deps;
	const institutionId = collegeOf(principal);
	const now = deps.clock();
	const today = istDay(now);
	const ofCollege = eq(counsellingCases.institutionId, institutionId);
	const open = and(ofCollege, eq(counsellingCases.status, "open"));
	const due = await followUpsDue(db, institutionId, today);
	const unassigned = await db
		.select()
		.from(counsellingCases)
		.where(and(open, isNull(counsellingCases.counselorId)))
		.orderBy(asc(counsellingCases.createdAt));
	return {
		today,
		counts: {
			open: await countWhere(db, open),
			unassigned: unassigned.length,
			mine: await countWhere(db, and(open, eq(counsellingCases.counselorId, principal.userId))),
			followUpsDue: due.length,
			overdue: due.filter((f) => f.overdue).length,
			closedLast30Days: await countWhere(
				db,
				and(
					ofCollege,
					eq(counsellingCases.status, "closed"),
					gte(counsellingCases.closedAt, new Date(now.getTime() - 30 * DAY_MS)),
				),
			),
		},
		followUpsDue: due.slice(0, 5),
		unassigned: await summarize(db, unassigned.slice(0, 5)),
	};
}

/** The journeys a counselor may recommend: the learning catalogue's published ones. */
export async function journeyOptions(db: Db) {
	return { journeys: await publishedJourneys(db) };
}
