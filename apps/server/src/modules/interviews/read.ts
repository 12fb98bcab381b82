import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { rowsOf } from "../../platform/db/rows";
import { interviewSessions } from "./tables";

/** A practice interview the student finished. */
export type CompletedPractice = { id: string; type: string; roleFamily: string; completedAt: Date };

/** The student's finished practice interviews, for other modules' overviews (career paths). */
export async function completedPracticeOf(db: Db, userId: string): Promise<CompletedPractice[]> {
	const rows = await db
		.select({
			id: interviewSessions.id,
			type: interviewSessions.type,
			roleFamily: interviewSessions.roleFamily,
			completedAt: interviewSessions.completedAt,
		})
		.from(interviewSessions)
		.where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.status, "completed")));
	return rows.flatMap((row) => (row.completedAt ? [{ ...row, completedAt: row.completedAt }] : []));
}

/**
 * A mock interview's score, 0-100: a finished practice interview scores the mean share of key points
 * its answers covered; an interviewer's scorecard its mean rating out of 5, as a percentage.
 */
export type InterviewScore = {
	userId: string;
	source: "practice" | "scorecard";
	/** 'technical' | 'hr' | 'behavioral' | 'negotiation' | 'coding'. */
	type: string;
	score: number;
	at: Date;
};

/** Every scored mock interview of these students, newest first, in one query (placement readiness). */
export async function interviewScoresOf(db: Db, userIds: readonly string[]): Promise<InterviewScore[]> {
	if (userIds.length === 0) return [];
	const ids = `{${[...new Set(userIds)].join(",")}}`;
	const rows = await rowsOf<{ userId: string; source: string; type: string; score: number; atMs: number }>(
		db,
		sql`select user_id::text as "userId", 'practice' as "source", type as "type",
				((overall->>'averageCoverage')::float8 * 100) as "score",
				(extract(epoch from completed_at) * 1000)::float8 as "atMs"
			from interview_sessions
			where user_id = any(${ids}::uuid[]) and status = 'completed' and completed_at is not null
				and overall->>'averageCoverage' is not null
			union all
			select student_id::text, 'scorecard', type,
				(select avg((e->>'score')::float8) from jsonb_array_elements(scores) e) / 5 * 100,
				(extract(epoch from created_at) * 1000)::float8
			from interview_scorecards
			where student_id = any(${ids}::uuid[]) and jsonb_array_length(scores) > 0
			order by "atMs" desc`,
	);
	return rows.map((row) => ({
		userId: row.userId,
		source: row.source === "scorecard" ? "scorecard" : "practice",
		type: row.type,
		score: Math.max(0, Math.min(100, Number(row.score))),
		at: new Date(Number(row.atMs)),
	}));
}
