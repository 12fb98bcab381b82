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
import { type FlagTally, flagTalliesOfExam } from "../proctoring/read";
import type { AttemptRow } from "./queries";

type Tally = Omit<FlagTally, "attemptId" | "type">;
const emptyTally = (): Tally => ({ confirmed: 0, dismissed: 0, unreviewed: 0, counted: 0 });
const addTo = (total: Tally, row: Tally) => {
	total.confirmed += row.confirmed;
	total.dismissed += row.dismissed;
	total.unreviewed += row.unreviewed;
	total.counted += row.counted;
};

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
	examId: string,
	scored: readonly AttemptRow[],
): Promise<AnalyticsProctoring> {
	const scoredAttempts = scored.length;
	const inScope = new Map(scored.map((a) => [a.id, a]));
	const byType = new Map<string, Tally>();
	const byAttempt = new Map<string, Tally>();
	for (const row of await flagTalliesOfExam(db, examId)) {
		if (!inScope.has(row.attemptId)) continue;
		for (const [map, key] of [
			[byType, row.type],
			[byAttempt, row.attemptId],
		] as const) {
			const total = map.get(key) ?? emptyTally();
			addTo(total, row);
			map.set(key, total);
		}
	}
	const types = [...byType].map(([type, t]) => ({
		type,
		total: t.confirmed + t.dismissed + t.unreviewed,
		confirmed: t.confirmed,
		dismissed: t.dismissed,
		unreviewed: t.unreviewed,
	}));
	const attempts = [...byAttempt].map(([attemptId, t]) => ({
		attemptId,
		studentName: inScope.get(attemptId)?.name ?? "",
		rollNo: inScope.get(attemptId)?.rollNo ?? null,
		...t,
	}));
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
