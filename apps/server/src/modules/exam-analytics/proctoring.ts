import {
	ANALYTICS_PROCTORING_LIST,
	type AnalyticsProctoring,
	CREDIBILITY_LEVELS,
	credibilityOf,
	type ReviewState,
	VIOLATION_LABELS,
	VIOLATION_TYPES,
	type ViolationType,
} from "@unnati/contracts";
import type { Db } from "../../platform/db/database";
import { type AttemptScope, flagsByAttempt, flagsByType } from "./queries";

const reviewsOf = (tally: { confirmed: number; unreviewed: number; dismissed: number }): ReviewState[] => [
	...Array<ReviewState>(tally.confirmed).fill("confirmed"),
	...Array<ReviewState>(tally.unreviewed).fill("unreviewed"),
	...Array<ReviewState>(tally.dismissed).fill("dismissed"),
];

/**
 * The proctor's flags on the scoped, scored attempts (modules/proctoring records and reviews them):
 * counts by type and each flagged attempt's credibility, by the proctoring module's own rule
 * (contracts' credibilityOf). Read afresh on every request, since reviews change the figures.
 */
export async function proctoringFigures(
	db: Db,
	scope: AttemptScope,
	scoredAttempts: number,
): Promise<AnalyticsProctoring> {
	const [types, attempts] = await Promise.all([flagsByType(db, scope), flagsByAttempt(db, scope)]);
	const known = new Set<string>(VIOLATION_TYPES);
	const violationsByType = types
		.filter((row) => known.has(row.type))
		.map((row) => ({
			...row,
			type: row.type as ViolationType,
			label: VIOLATION_LABELS[row.type as ViolationType],
		}))
		.sort((a, b) => b.total - a.total || a.type.localeCompare(b.type));
	const flagged = attempts
		.map((row) => {
			const credibility = credibilityOf(reviewsOf(row));
			return {
				attemptId: row.attemptId,
				studentName: row.studentName,
				rollNo: row.rollNo,
				flags: row.confirmed + row.unreviewed + row.dismissed,
				violationCount: row.counted,
				credibility: { level: credibility.level, points: credibility.points },
			};
		})
		.sort((a, b) => b.credibility.points - a.credibility.points || b.flags - a.flags);
	const credibilityLevels = Object.fromEntries(CREDIBILITY_LEVELS.map((level) => [level, 0])) as Record<
		(typeof CREDIBILITY_LEVELS)[number],
		number
	>;
	for (const attempt of flagged) credibilityLevels[attempt.credibility.level]++;
	// An attempt without a flag has no points: the highest credibility.
	credibilityLevels.High += Math.max(0, scoredAttempts - flagged.length);
	return {
		violationsByType,
		credibilityLevels,
		flaggedAttempts: flagged.length,
		attempts: flagged.slice(0, ANALYTICS_PROCTORING_LIST),
	};
}
