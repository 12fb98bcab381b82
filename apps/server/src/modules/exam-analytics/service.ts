import {
	type AnalyticsSummary,
	type CollegeExamList,
	type ExamAnalytics,
	type ExamAnalyticsQuery,
	type FilterOptions,
	histogram,
	mean,
	median,
	shareOf,
	standardDeviation,
} from "@unnati/contracts";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { perDatabase } from "../../platform/db/per-database";
import { AppError } from "../../platform/errors";
import { studentsOfInstitution } from "../accounts/read";
import {
	attemptsInProgressCount,
	attemptsVersion,
	type ExamSummary,
	examPaper,
	examSummary,
	newestPublishedExamTitled,
	publishedExamsOf,
	scoredAttemptCounts,
	scoredAttempts,
} from "../exams/read";
import { itemStatistics, loadItemInputs, sectionAverages } from "./items";
import { attemptScopeOf, examAnalyticsPolicy } from "./policy";
import { proctoringFigures } from "./proctoring";
import {
	type AttemptRow,
	type AttemptScope,
	inAnalyticsSession,
	type PlacementRow,
	placeAttempts,
	type Takers,
	takersOf,
} from "./queries";

export type AnalyticsDeps = { db: Db; clock: Clock };

export const ANALYTICS_MESSAGES = {
	examNotFound: "No such exam.",
	titleNotFound: (title: string) => `Your college has no published exam titled “${title}”.`,
} as const;

/** The exam, if the viewer may read its analytics, and whose attempts they see. 404 otherwise. */
export async function readableExam(
	db: Db,
	viewer: Principal,
	examId: string,
	query: ExamAnalyticsQuery,
): Promise<{ exam: ExamSummary; scope: AttemptScope; kind: ExamAnalytics["scope"] }> {
	const exam = await examSummary(db, examId);
	if (!exam) throw new AppError("NOT_FOUND", ANALYTICS_MESSAGES.examNotFound);
	await examAnalyticsPolicy.authorize(viewer, "read", exam, ANALYTICS_MESSAGES.examNotFound);
	const allowed = attemptScopeOf(viewer);
	return {
		exam,
		kind: allowed.kind,
		scope: {
			examId: exam.id,
			institutionId: allowed.kind === "college" ? allowed.institutionId : undefined,
			departmentId: query.departmentId,
			year: query.year,
			section: query.section,
		},
	};
}

const present = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
// A loop rather than spreading the values into Math.min: tens of thousands of arguments overflow the stack.
const lowestOf = (values: number[]) => values.reduce((low, v) => (v < low ? v : low), values[0] ?? 0);
const highestOf = (values: number[]) => values.reduce((high, v) => (v > high ? v : high), values[0] ?? 0);

export function summarize(attempts: AttemptRow[], inProgress: number): AnalyticsSummary {
	const percentages = present(attempts.map((a) => a.percentage));
	const seconds = present(attempts.map((a) => a.seconds)).map((s) => Math.max(0, s));
	const passed = attempts.filter((a) => a.passed).length;
	return {
		attempts: attempts.length,
		inProgress,
		averagePercentage: mean(percentages),
		medianPercentage: median(percentages),
		highestPercentage: percentages.length ? highestOf(percentages) : null,
		lowestPercentage: percentages.length ? lowestOf(percentages) : null,
		standardDeviation: standardDeviation(percentages),
		averageScore: mean(present(attempts.map((a) => a.score))),
		maxScore: mean(present(attempts.map((a) => a.maxScore))),
		passed,
		passRate: shareOf(passed, attempts.length),
		averageTimeSeconds: mean(seconds),
		medianTimeSeconds: median(seconds),
		fastestTimeSeconds: seconds.length ? lowestOf(seconds) : null,
		slowestTimeSeconds: seconds.length ? highestOf(seconds) : null,
	};
}

/** Bins of 10 points from 0 to 100 %, reaching below 0 only when negative marking put someone there. */
export function percentageHistogram(attempts: AttemptRow[]) {
	const percentages = present(attempts.map((a) => a.percentage));
	const lowest = lowestOf(percentages);
	const min = Math.min(0, Math.floor(lowest / 10) * 10);
	return histogram(percentages, { min, max: 100, bins: (100 - min) / 10 });
}

export function filterOptionsOf(rows: PlacementRow[]): FilterOptions {
	const departments = new Map<string, FilterOptions["departments"][number]>();
	const years = new Set<number>();
	const sections = new Set<string>();
	for (const row of rows) {
		if (row.departmentId)
			departments.set(row.departmentId, {
				id: row.departmentId,
				code: row.departmentCode ?? "",
				name: row.departmentName ?? "",
			});
		if (row.year !== null) years.add(row.year);
		if (row.section) sections.add(row.section);
	}
	return {
		departments: [...departments.values()].sort((a, b) => a.code.localeCompare(b.code)),
		years: [...years].sort((a, b) => a - b),
		sections: [...sections].sort(),
	};
}

type Figures = Pick<ExamAnalytics, "filterOptions" | "summary" | "histogram" | "sections" | "items">;

/** The figures, with the scoped scored attempts they were computed from (for the exports and the flags). */
export type Computed = { figures: Figures; attempts: AttemptRow[]; takers: Takers };

/**
 * Figures by exam, scope and filters, with the attempts' version they were computed at. Attempts never
 * change once scored, so a closed exam's figures are computed once per process; while an exam is
 * live every new start or submission changes the version and the figures are computed afresh.
 */
const figuresCaches = perDatabase(() => new Map<string, { version: string; computed: Computed }>());
const FIGURES_CACHE_LIMIT = 100;

/** Forgets every kept figure (the benchmark measures the uncached path with it). */
export const clearFiguresCache = (db: Db) => figuresCaches(db).clear();

export async function figuresOf(
	db: Db,
	exam: Pick<ExamSummary, "id" | "institutionId">,
	scope: AttemptScope,
): Promise<Computed> {
	const key = JSON.stringify([exam.id, scope.institutionId, scope.departmentId, scope.year, scope.section]);
	const version = await attemptsVersion(db, exam.id);
	const figuresCache = figuresCaches(db);
	const kept = figuresCache.get(key);
	if (kept?.version === version) return kept.computed;
	const computed = await inAnalyticsSession(db, async (session) => {
		const filtered =
			scope.departmentId !== undefined || scope.year !== undefined || scope.section !== undefined;
		const takers = await takersOf(session, scope, exam.institutionId);
		const [paper, scored, inProgress] = await Promise.all([
			examPaper(session, exam.id),
			scoredAttempts(session, takers.filter),
			attemptsInProgressCount(session, takers.filter),
		]);
		const attempts = placeAttempts(scored, takers);
		const inputs = await loadItemInputs(session, takers.filter, paper, attempts);
		const items = itemStatistics(inputs);
		const figures: Figures = {
			// Unfiltered, the attempts themselves say which departments, years and sections occur.
			filterOptions: filterOptionsOf(filtered ? takers.placements : attempts),
			summary: summarize(attempts, inProgress),
			histogram: percentageHistogram(attempts),
			sections: sectionAverages(inputs, items),
			items,
		};
		return { figures, attempts, takers };
	});
	figuresCache.delete(key);
	if (figuresCache.size >= FIGURES_CACHE_LIMIT) {
		const oldest = figuresCache.keys().next().value;
		if (oldest !== undefined) figuresCache.delete(oldest);
	}
	figuresCache.set(key, { version, computed });
	return computed;
}

/** The figures of one exam for one viewer, within their scope and filters. */
export async function examAnalytics(
	deps: AnalyticsDeps,
	viewer: Principal,
	examId: string,
	query: ExamAnalyticsQuery,
): Promise<ExamAnalytics> {
	const { exam, scope, kind } = await readableExam(deps.db, viewer, examId, query);
	const { figures, attempts } = await figuresOf(deps.db, exam, scope);
	const proctoring = exam.proctored ? await proctoringFigures(deps.db, exam.id, attempts) : null;
	return {
		exam: {
			id: exam.id,
			title: exam.title,
			state: exam.state,
			opensAt: exam.opensAt.toISOString(),
			closesAt: exam.closesAt.toISOString(),
			durationMinutes: exam.durationMinutes,
			passingScorePercentage: exam.passingScorePercentage,
			proctored: exam.proctored,
		},
		scope: kind,
		filters: {
			departmentId: query.departmentId ?? null,
			year: query.year ?? null,
			section: query.section ?? null,
		},
		...figures,
		proctoring,
		generatedAt: deps.clock().toISOString(),
	};
}

/** The newest published exam of the viewer's college with this title (case and outer spaces aside). */
export async function examIdByTitle(db: Db, viewer: Principal, title: string): Promise<string> {
	const match = viewer.institutionId
		? await newestPublishedExamTitled(db, viewer.institutionId, title)
		: null;
	if (!match) throw new AppError("NOT_FOUND", ANALYTICS_MESSAGES.titleNotFound(title.trim()));
	return match.id;
}

/** The published exams of the viewer's college, newest first, with their college's scored attempts. */
export async function collegeExams(db: Db, viewer: Principal): Promise<CollegeExamList> {
	if (!viewer.institutionId) return { exams: [] };
	const exams = await publishedExamsOf(db, viewer.institutionId);
	if (exams.length === 0) return { exams: [] };
	const students = await studentsOfInstitution(db, viewer.institutionId);
	const counts = await scoredAttemptCounts(
		db,
		exams.map((e) => e.id),
		students.map((s) => s.id),
	);
	return {
		exams: exams.map((exam) => ({
			id: exam.id,
			title: exam.title,
			opensAt: exam.opensAt.toISOString(),
			closesAt: exam.closesAt.toISOString(),
			attempts: counts.get(exam.id) ?? 0,
		})),
	};
}
