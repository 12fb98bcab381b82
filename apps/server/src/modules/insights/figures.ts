// The pure arithmetic of the dashboards: given students, exams and scored attempts, every figure
// and every at-risk reason. No database here, so each rule reads as it is written.

/** Percent with one decimal, or null when there is nothing to average. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

export type TermRange = { label: string; from: Date; to: Date };

/** The academic term containing `now`: July–December (odd semester) or January–June (even), UTC. */
export function termOf(now: Date): TermRange {
	const year = now.getUTCFullYear();
	if (now.getUTCMonth() >= 6)
		return {
			label: `July–December ${year}`,
			from: new Date(Date.UTC(year, 6, 1)),
			to: new Date(Date.UTC(year + 1, 0, 1)),
		};
	return {
		label: `January–June ${year}`,
		from: new Date(Date.UTC(year, 0, 1)),
		to: new Date(Date.UTC(year, 6, 1)),
	};
}

/** The term before `term`. */
export const previousTerm = (term: TermRange): TermRange => termOf(new Date(term.from.getTime() - 1));

export type ScoredAttempt = {
	examId: string;
	studentId: string;
	percentage: number;
	passed: boolean;
	submittedAt: Date;
};

export type ExamFact = {
	id: string;
	title: string;
	opensAt: Date;
	closesAt: Date;
	/** The ids of the students the exam is for. */
	audience: Set<string>;
};

export type Summary = { scoredAttempts: number; averagePercentage: number | null; passRate: number | null };

export function summarize(attempts: readonly ScoredAttempt[]): Summary {
	if (attempts.length === 0) return { scoredAttempts: 0, averagePercentage: null, passRate: null };
	const total = attempts.reduce((sum, a) => sum + a.percentage, 0);
	const passed = attempts.filter((a) => a.passed).length;
	return {
		scoredAttempts: attempts.length,
		averagePercentage: round1(total / attempts.length),
		passRate: round1((passed / attempts.length) * 100),
	};
}

/** Below this mean percentage, over at least LOW_AVERAGE_MIN_EXAMS exams, a student is at risk. */
export const LOW_AVERAGE = 40;
export const LOW_AVERAGE_MIN_EXAMS = 2;

/**
 * Why a student is at risk this term, in the order a mentor acts on them: each exam failed, each
 * closed exam of theirs missed, and a low average.
 */
export function reasonsFor(
	studentId: string,
	termExams: readonly ExamFact[],
	/** Exam id → the students with an attempt of it. */
	attempted: ReadonlyMap<string, ReadonlySet<string>>,
	scored: readonly ScoredAttempt[],
	now: Date,
	titles: ReadonlyMap<string, string> = new Map(termExams.map((e) => [e.id, e.title])),
): string[] {
	const reasons: string[] = [];
	for (const a of scored)
		if (!a.passed) reasons.push(`Failed ${titles.get(a.examId) ?? "an exam"} (${round1(a.percentage)}%)`);
	for (const exam of termExams)
		if (exam.closesAt <= now && exam.audience.has(studentId) && !attempted.get(exam.id)?.has(studentId))
			reasons.push(`Missed ${exam.title}`);
	if (scored.length >= LOW_AVERAGE_MIN_EXAMS) {
		const mean = round1(scored.reduce((sum, a) => sum + a.percentage, 0) / scored.length);
		if (mean < LOW_AVERAGE)
			reasons.push(`Average ${mean}% across ${scored.length} exams (below ${LOW_AVERAGE}%)`);
	}
	return reasons;
}

/** "2026-09" */
export const monthKey = (date: Date) =>
	`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;

/** The six months up to and including `now`'s, oldest first. */
export function lastSixMonths(now: Date): string[] {
	return Array.from({ length: 6 }, (_, i) =>
		monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5 + i, 1))),
	);
}
