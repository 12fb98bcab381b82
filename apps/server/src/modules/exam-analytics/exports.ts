import { ATTEMPT_CSV_COLUMNS, type ExamAnalyticsQuery, ITEM_CSV_COLUMNS } from "@unnati/contracts";
import type { Principal } from "../../platform/access/principal";
import { examPaper, scoredAttempts, sectionScoresByAttempt } from "../exams/read";
import { type CsvValue, fileNameOf, toCsv } from "./csv";
import { type AttemptRow, inAnalyticsSession, placeAttempts, takersOf } from "./queries";
import { type AnalyticsDeps, figuresOf, readableExam } from "./service";

export type CsvFile = { fileName: string; text: string };

const round = (value: number | null | undefined, places = 2) =>
	value === null || value === undefined ? null : Number(value.toFixed(places));
/** By roll number (those without one last), then name, then attempt: the order a register is read in. */
const byRollNo = (a: AttemptRow, b: AttemptRow) =>
	a.rollNo === b.rollNo
		? a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
		: a.rollNo === null
			? 1
			: b.rollNo === null
				? -1
				: a.rollNo < b.rollNo
					? -1
					: 1;

const iso = (ms: number | null) => (ms === null ? null : new Date(Math.round(ms)).toISOString());

/** GET /api/exams/{id}/analytics/attempts.csv: one line per scored attempt, with each section's score. */
export async function attemptsCsv(
	deps: AnalyticsDeps,
	viewer: Principal,
	examId: string,
	query: ExamAnalyticsQuery,
): Promise<CsvFile> {
	const { exam, scope } = await readableExam(deps.db, viewer, examId, query);
	const [paper, scored, sectionScores] = await inAnalyticsSession(deps.db, async (db) => {
		const takers = await takersOf(db, scope, exam.institutionId);
		return Promise.all([
			examPaper(db, exam.id),
			scoredAttempts(db, takers.filter).then((rows) => placeAttempts(rows, takers)),
			sectionScoresByAttempt(db, takers.filter),
		]);
	});
	const attempts = scored.sort(byRollNo);
	const scores = new Map(sectionScores.map((s) => [`${s.attemptId}/${s.sectionId}`, s.score]));
	const header = [...ATTEMPT_CSV_COLUMNS, ...paper.sections.map((s) => `section: ${s.title}`)];
	const rows = attempts.map((a): CsvValue[] => [
		a.rollNo,
		a.name,
		a.departmentCode,
		a.year,
		a.section,
		iso(a.startedMs),
		iso(a.submittedMs),
		a.submittedMs === null ? null : Math.max(0, Math.round((a.submittedMs - a.startedMs) / 1000)),
		a.score,
		a.maxScore,
		a.percentage,
		a.passed,
		a.submissionReason,
		// Every paper has every section; a section without a saved answer scores 0.
		...paper.sections.map((s) => round(scores.get(`${a.id}/${s.id}`) ?? 0)),
	]);
	return { fileName: fileNameOf(exam.title, "attempts"), text: toCsv(header, rows) };
}

/** GET /api/exams/{id}/analytics/items.csv: the item analysis table, one line per question. */
export async function itemsCsv(
	deps: AnalyticsDeps,
	viewer: Principal,
	examId: string,
	query: ExamAnalyticsQuery,
): Promise<CsvFile> {
	const { exam, scope } = await readableExam(deps.db, viewer, examId, query);
	const { items, sections } = (await figuresOf(deps.db, exam, scope)).figures;
	const titles = new Map(sections.map((s) => [s.sectionId, s.title]));
	const rows = items.map((item): CsvValue[] => [
		item.number,
		titles.get(item.sectionId) ?? "",
		item.text,
		item.multiAnswer ? `${item.type} (multiple answers)` : item.type,
		item.marks,
		item.attempts,
		round(item.facilityIndex),
		round(item.standardDeviation),
		round(item.discriminationIndex, 4),
		item.negativeDiscrimination,
		round(item.averageScore),
		round(item.averageTimeSeconds, 1),
		item.outcomes.correct,
		item.outcomes.partial,
		item.outcomes.wrong,
		item.outcomes.unanswered,
		// "b*: 50%" marks the right option; one cell, since questions have different numbers of options.
		item.options.map((o) => `${o.id}${o.correct ? "*" : ""}: ${round(o.share, 1) ?? 0}%`).join(" | "),
	]);
	return { fileName: fileNameOf(exam.title, "items"), text: toCsv(ITEM_CSV_COLUMNS, rows) };
}
