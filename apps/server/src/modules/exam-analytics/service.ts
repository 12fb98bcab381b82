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
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { users } from "../accounts/tables";
import type { Principal } from "../auth/sessions";
import { isUuid } from "../exams/authoring-service";
import { examAttempts, examQuestions, examSections, exams } from "../exams/tables";
import { itemStatistics, loadItemInputs, sectionAverages } from "./items";
import { analyticsScopeOf } from "./policy";
import { proctoringFigures } from "./proctoring";
import {
	type AttemptRow,
	type AttemptScope,
	attemptsInProgress,
	attemptsVersion,
	inAnalyticsSession,
	type PlacementRow,
	placements,
	scoredAttempts,
} from "./queries";

export type AnalyticsDeps = { db: Db; clock: Clock };
export type ExamRow = typeof exams.$inferSelect;
type QuestionRow = typeof examQuestions.$inferSelect;
type SectionRow = typeof examSections.$inferSelect;

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
): Promise<{ exam: ExamRow; scope: AttemptScope; kind: ExamAnalytics["scope"] }> {
	if (!isUuid(examId)) throw new AppError("NOT_FOUND", ANALYTICS_MESSAGES.examNotFound);
	const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
	const allowed = exam ? analyticsScopeOf(viewer, exam) : null;
	if (!exam || !allowed) throw new AppError("NOT_FOUND", ANALYTICS_MESSAGES.examNotFound);
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

/** The exam's sections and questions in paper order: sections by position, questions by position. */
export async function paperOf(
	db: Db,
	examId: string,
): Promise<{ sections: SectionRow[]; questions: QuestionRow[] }> {
	const sections = await db
		.select()
		.from(examSections)
		.where(eq(examSections.examId, examId))
		.orderBy(asc(examSections.position));
	const order = new Map(sections.map((s, i) => [s.id, i]));
	const questions = (await db.select().from(examQuestions).where(eq(examQuestions.examId, examId))).sort(
		(a, b) => (order.get(a.sectionId) ?? 0) - (order.get(b.sectionId) ?? 0) || a.position - b.position,
	);
	return { sections, questions };
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

/**
 * Figures by exam, scope and filters, with the attempts' version they were computed at. Attempts never
 * change once scored, so a closed exam's figures are computed once per process; while an exam is
 * live every new start or submission changes the version and the figures are computed afresh.
 */
const figuresCache = new Map<string, { version: string; figures: Figures }>();
const FIGURES_CACHE_LIMIT = 100;

/** Forgets every kept figure (the benchmark measures the uncached path with it). */
export const clearFiguresCache = () => figuresCache.clear();

export async function figuresOf(db: Db, examId: string, scope: AttemptScope): Promise<Figures> {
	const key = JSON.stringify([examId, scope.institutionId, scope.departmentId, scope.year, scope.section]);
	const version = await attemptsVersion(db, examId);
	const kept = figuresCache.get(key);
	if (kept?.version === version) return kept.figures;
	const figures = await inAnalyticsSession(db, async (session) => {
		const filtered =
			scope.departmentId !== undefined || scope.year !== undefined || scope.section !== undefined;
		const [paper, attempts, inProgress, places] = await Promise.all([
			paperOf(session, examId),
			scoredAttempts(session, scope),
			attemptsInProgress(session, scope),
			// Unfiltered, the attempts themselves say which departments, years and sections occur.
			filtered ? placements(session, scope) : null,
		]);
		const inputs = await loadItemInputs(session, scope, paper, attempts);
		const items = itemStatistics(inputs);
		return {
			filterOptions: filterOptionsOf(places ?? attempts),
			summary: summarize(attempts, inProgress),
			histogram: percentageHistogram(attempts),
			sections: sectionAverages(inputs, items),
			items,
		};
	});
	figuresCache.delete(key);
	if (figuresCache.size >= FIGURES_CACHE_LIMIT) {
		const oldest = figuresCache.keys().next().value;
		if (oldest !== undefined) figuresCache.delete(oldest);
	}
	figuresCache.set(key, { version, figures });
	return figures;
}

/** The figures of one exam for one viewer, within their scope and filters. */
export async function examAnalytics(
	deps: AnalyticsDeps,
	viewer: Principal,
	examId: string,
	query: ExamAnalyticsQuery,
): Promise<ExamAnalytics> {
	const { exam, scope, kind } = await readableExam(deps.db, viewer, examId, query);
	const figures = await figuresOf(deps.db, exam.id, scope);
	const proctoring = exam.proctored
		? await proctoringFigures(deps.db, scope, figures.summary.attempts)
		: null;
	return {
		exam: {
			id: exam.id,
			title: exam.title,
			state: exam.state as ExamAnalytics["exam"]["state"],
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
	const wanted = title.trim().toLowerCase();
	const [match] =
		viewer.institutionId && wanted !== ""
			? await db
					.select({ id: exams.id })
					.from(exams)
					.where(
						and(
							eq(exams.institutionId, viewer.institutionId),
							eq(exams.state, "published"),
							sql`lower(btrim(${exams.title})) = ${wanted}`,
						),
					)
					.orderBy(desc(exams.opensAt))
					.limit(1)
			: [];
	if (!match) throw new AppError("NOT_FOUND", ANALYTICS_MESSAGES.titleNotFound(title.trim()));
	return match.id;
}

/** The published exams of the viewer's college, newest first, with their college's scored attempts. */
export async function collegeExams(db: Db, viewer: Principal): Promise<CollegeExamList> {
	if (!viewer.institutionId) return { exams: [] };
	const rows = await db
		.select({
			id: exams.id,
			title: exams.title,
			opensAt: exams.opensAt,
			closesAt: exams.closesAt,
			attempts: sql<number>`count(${users.id})::int`,
		})
		.from(exams)
		.leftJoin(examAttempts, and(eq(examAttempts.examId, exams.id), eq(examAttempts.status, "submitted")))
		.leftJoin(users, and(eq(users.id, examAttempts.studentId), eq(users.institutionId, viewer.institutionId)))
		.where(and(eq(exams.institutionId, viewer.institutionId), eq(exams.state, "published")))
		.groupBy(exams.id)
		.orderBy(desc(exams.opensAt));
	return {
		exams: rows.map((r) => ({
			id: r.id,
			title: r.title,
			opensAt: r.opensAt.toISOString(),
			closesAt: r.closesAt.toISOString(),
			attempts: Number(r.attempts),
		})),
	};
}
