import type { ViolationSummary } from "../exams/schemas";
import {
	isFaceSignal,
	isFocusViolation,
	isFullscreenViolation,
	type ReviewState,
	VIOLATION_LABELS,
	type ViolationType,
} from "./constants";

// The proctor's pure rules, run alike by the player (its warnings and the submit payload) and by
// the server (what it counts, and how credible an attempt is).

/** An exam's proctoring settings, as the rules need them. */
export type ProctoringPolicy = {
	/** Whether face signals count toward the exam's maximum (by default they never end an exam). */
	faceSignalsCount: boolean;
};

/** Whether a violation of `type` counts toward the exam's maximum. */
export function countsTowardMax(type: ViolationType, policy: ProctoringPolicy): boolean {
	return isFaceSignal(type) ? policy.faceSignalsCount : true;
}

/** Whether the exam ends at `count` counted violations; a maximum of 0 means never. */
export function maxReached(count: number, maxViolations: number): boolean {
	return maxViolations > 0 && count >= maxViolations;
}

/** One recorded violation, as the summary reads it. `awayMs` is in milliseconds. */
export type SummarizedViolation = {
	type: ViolationType;
	at?: string;
	awayMs?: number | null;
	/** Counts toward the maximum (and was not dismissed). */
	counted: boolean;
};

/**
 * SPEC §3's proctoringSummary. Away times (milliseconds) are those of focus violations: how long
 * the exam's window was hidden or unfocused.
 */
export function summarizeProctoring(violations: readonly SummarizedViolation[]) {
	let focusViolations = 0;
	let fullscreenViolations = 0;
	let totalAwayTime = 0;
	let longestAwayDuration = 0;
	for (const v of violations) {
		if (isFullscreenViolation(v.type)) fullscreenViolations++;
		if (!isFocusViolation(v.type)) continue;
		focusViolations++;
		const away = Math.max(0, v.awayMs ?? 0);
		totalAwayTime += away;
		longestAwayDuration = Math.max(longestAwayDuration, away);
	}
	return {
		totalViolations: violations.length,
		focusViolations,
		fullscreenViolations,
		totalAwayTime,
		longestAwayDuration,
	};
}

/** Violations a summary lists at most (violationSummarySchema's limit); the counts cover them all. */
const SUMMARY_LIST_LIMIT = 1000;

/** SPEC §3's violationSummary for the submit payload. */
export function buildViolationSummary(
	violations: readonly SummarizedViolation[],
	options: { maxViolations: number; submissionReason?: string },
): ViolationSummary {
	const violationCount = violations.filter((v) => v.counted).length;
	return {
		violations: violations.slice(0, SUMMARY_LIST_LIMIT).map((v) => ({
			violation: VIOLATION_LABELS[v.type],
			...(v.awayMs != null ? { awayDuration: Math.max(0, v.awayMs) } : {}),
			...(v.at ? { at: v.at } : {}),
		})),
		violationCount,
		maxViolationsReached: maxReached(violationCount, options.maxViolations),
		...(options.submissionReason ? { submissionReason: options.submissionReason } : {}),
		proctoringSummary: summarizeProctoring(violations),
	};
}

// ——— Credibility ———

export const CREDIBILITY_LEVELS = ["High", "Medium", "Low"] as const;
export type CredibilityLevel = (typeof CREDIBILITY_LEVELS)[number];

/** The points each review state weighs, and where the levels change. */
export const CREDIBILITY_RULE = {
	points: { confirmed: 2, unreviewed: 1, dismissed: 0 } satisfies Record<ReviewState, number>,
	/** At most this many points: High. */
	highMax: 2,
	/** At most this many points: Medium; more is Low. */
	mediumMax: 5,
} as const;

/** The rule in words, as the review screen writes it. */
export const CREDIBILITY_RULE_TEXT = [
	`Every flag weighs points: a confirmed flag ${CREDIBILITY_RULE.points.confirmed}, a flag not yet reviewed ${CREDIBILITY_RULE.points.unreviewed}, a dismissed flag ${CREDIBILITY_RULE.points.dismissed}.`,
	`High: ${CREDIBILITY_RULE.highMax} points or fewer. Medium: ${CREDIBILITY_RULE.highMax + 1} to ${CREDIBILITY_RULE.mediumMax} points. Low: ${CREDIBILITY_RULE.mediumMax + 1} points or more.`,
	"Dismissing a flag you judge unfair raises the attempt's credibility; confirming one lowers it.",
] as const;

export type Credibility = {
	level: CredibilityLevel;
	points: number;
	confirmed: number;
	unreviewed: number;
	dismissed: number;
};

/** An attempt's credibility index from the review state of each of its flags. */
export function credibilityOf(reviews: readonly ReviewState[]): Credibility {
	const tally = { confirmed: 0, unreviewed: 0, dismissed: 0 };
	for (const review of reviews) tally[review]++;
	const points =
		tally.confirmed * CREDIBILITY_RULE.points.confirmed +
		tally.unreviewed * CREDIBILITY_RULE.points.unreviewed +
		tally.dismissed * CREDIBILITY_RULE.points.dismissed;
	const level: CredibilityLevel =
		points <= CREDIBILITY_RULE.highMax ? "High" : points <= CREDIBILITY_RULE.mediumMax ? "Medium" : "Low";
	return { level, points, ...tally };
}
