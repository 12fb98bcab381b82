import {
	GROWTH_BAND_LABELS,
	GROWTH_BANDS,
	type Growth,
	type GrowthExam,
	type GrowthStudent,
	growthBandOf,
} from "@unnati/contracts/insights";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { StudentSummary } from "../accounts";
import { type DepartmentSummary, departmentsOf } from "../institutions";
import { menteeIdsOf } from "../mentors";
import { type ExamFact, previousTerm, round1, type ScoredAttempt, type TermRange } from "./figures";
import { type CollegeFacts, collegeFacts, groupBy, institutionOf } from "./service";

// Growth across tests (issue 18): for a group of students and the closed exams of a term, each
// student's percentages in the order the exams were held and the change from their first exam to
// their latest. The arithmetic is pure and comes first; who may see which group comes after.

/** How many of the largest rises and falls are listed by name. */
export const GROWTH_LIST_SIZE = 10;

/** The middle value (the mean of the middle two for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
	if (values.length === 0) return null;
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	const value = sorted.length % 2 === 1 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
	return value ?? null;
}

const mean = (values: readonly number[]) =>
	values.length === 0 ? null : round1(values.reduce((sum, v) => sum + v, 0) / values.length);

/** Exams in the order they were held (opening time, then title). */
const heldOrder = (a: ExamFact, b: ExamFact) =>
	a.opensAt.getTime() - b.opensAt.getTime() || a.title.localeCompare(b.title);

export type GrowthFigures = Pick<
	Growth,
	"exams" | "students" | "distribution" | "summary" | "improvers" | "slipped"
>;

/**
 * The growth of `students` over `exams`: only the exams some of them have a result in count, each
 * student's trajectory runs over the exams they sat, and a change needs two of them.
 */
export function growthFigures(
	students: readonly StudentSummary[],
	deptCodes: ReadonlyMap<string, string>,
	exams: readonly ExamFact[],
	scored: readonly ScoredAttempt[],
): GrowthFigures {
	const who = new Set(students.map((s) => s.id));
	const byExam = groupBy(
		scored.filter((a) => who.has(a.studentId)),
		(a) => a.examId,
	);
	const held = exams.filter((e) => (byExam.get(e.id)?.length ?? 0) > 0).sort(heldOrder);
	const examFigures: GrowthExam[] = held.map((e) => {
		const percentages = (byExam.get(e.id) ?? []).map((a) => a.percentage);
		const middle = median(percentages);
		return {
			id: e.id,
			title: e.title,
			opensAt: e.opensAt.toISOString(),
			sat: percentages.length,
			medianPercentage: middle === null ? null : round1(middle),
			averagePercentage: mean(percentages),
		};
	});
	const scoreOf = new Map(
		[...byExam.values()].flat().map((a) => [`${a.examId}:${a.studentId}`, a.percentage] as const),
	);
	const list: GrowthStudent[] = [...students]
		.sort((a, b) => (a.rollNo ?? "").localeCompare(b.rollNo ?? ""))
		.map((s) => {
			const raw = held.flatMap((e) => {
				const percentage = scoreOf.get(`${e.id}:${s.id}`);
				return percentage === undefined ? [] : [{ examId: e.id, percentage }];
			});
			const first = raw[0]?.percentage ?? null;
			const latest = raw.at(-1)?.percentage ?? null;
			// Rounded before banding, so the band agrees with the change a reader sees.
			const change = raw.length >= 2 && first !== null && latest !== null ? round1(latest - first) : null;
			return {
				id: s.id,
				rollNo: s.rollNo ?? "",
				name: s.name,
				deptCode: s.departmentId ? (deptCodes.get(s.departmentId) ?? null) : null,
				year: s.currentYear,
				section: s.section,
				scores: raw.map((r) => ({ examId: r.examId, percentage: round1(r.percentage) })),
				first: first === null ? null : round1(first),
				latest: latest === null ? null : round1(latest),
				change,
				band: change === null ? null : growthBandOf(change),
			};
		});
	const tracked = list.filter((s): s is GrowthStudent & { change: number } => s.change !== null);
	const middleChange = median(tracked.map((s) => s.change));
	return {
		exams: examFigures,
		students: list,
		distribution: GROWTH_BANDS.map((band) => ({
			band,
			label: GROWTH_BAND_LABELS[band],
			students: tracked.filter((s) => s.band === band).length,
		})),
		summary: {
			students: list.length,
			tracked: tracked.length,
			medianChange: middleChange === null ? null : round1(middleChange),
		},
		improvers: tracked
			.filter((s) => s.change > 0)
			.sort((a, b) => b.change - a.change || a.rollNo.localeCompare(b.rollNo))
			.slice(0, GROWTH_LIST_SIZE),
		slipped: tracked
			.filter((s) => s.change < 0)
			.sort((a, b) => a.change - b.change || a.rollNo.localeCompare(b.rollNo))
			.slice(0, GROWTH_LIST_SIZE),
	};
}

export type GrowthFilter = {
	departmentId?: string | undefined;
	year?: number | undefined;
	section?: string | undefined;
	term?: "current" | "previous" | undefined;
};

/**
 * The students the caller may follow and the departments they may narrow to: the college for its
 * administrator and principal, the department for its head (another department is refused, 403),
 * a mentor's own mentees.
 */
async function reach(
	db: Db,
	principal: Principal,
	facts: CollegeFacts,
	departments: DepartmentSummary[],
	departmentId: string | undefined,
) {
	let students = facts.students;
	let reachable = departments;
	let label = facts.collegeName;
	let wanted = departmentId;
	if (principal.role === "ROLE_DEPARTMENT") {
		if (!principal.departmentId)
			throw new AppError("FORBIDDEN", "Your account is not linked to a department yet.");
		if (wanted && wanted !== principal.departmentId)
			throw new AppError("FORBIDDEN", "You can see only your own department's figures.");
		wanted = principal.departmentId;
	} else if (principal.role === "ROLE_MENTOR") {
		const mine = new Set(await menteeIdsOf(db, principal.userId));
		students = students.filter((s) => mine.has(s.id));
		const theirs = new Set(students.map((s) => s.departmentId));
		reachable = departments.filter((d) => theirs.has(d.id));
		label = "Your mentees";
	}
	if (!wanted) return { students, reachable, label, department: null };
	const department = reachable.find((d) => d.id === wanted);
	if (!department) throw new AppError("NOT_FOUND", "No such department in your college.");
	return {
		students: students.filter((s) => s.departmentId === department.id),
		reachable: principal.role === "ROLE_DEPARTMENT" ? [department] : reachable,
		label: principal.role === "ROLE_MENTOR" ? `Your mentees in ${department.code}` : department.code,
		department,
	};
}

/** The term's exams that have closed by `now`. */
const closedIn = (facts: CollegeFacts, term: TermRange, now: Date) =>
	facts.exams.filter((e) => e.opensAt >= term.from && e.opensAt < term.to && e.closesAt <= now);

/** `/…/growth`: a group's growth over the closed exams of this term or the previous one. */
export async function growthOf(
	db: Db,
	principal: Principal,
	filter: GrowthFilter,
	now: Date,
): Promise<Growth> {
	const institutionId = institutionOf(principal);
	// A mentor follows their mentees only: read just their facts.
	const mentees = principal.role === "ROLE_MENTOR" ? await menteeIdsOf(db, principal.userId) : undefined;
	const facts = await collegeFacts(db, institutionId, now, mentees ? { studentIds: mentees } : {});
	const departments = await departmentsOf(db, institutionId);
	const scope = await reach(db, principal, facts, departments, filter.departmentId);
	const cohorts = [
		...new Map(
			scope.students.map((s) => [
				`${s.currentYear}|${s.section}`,
				{ year: s.currentYear, section: s.section },
			]),
		).values(),
	].sort((a, b) => (a.year ?? 9) - (b.year ?? 9) || (a.section ?? "").localeCompare(b.section ?? ""));
	const group = scope.students.filter(
		(s) =>
			(filter.year === undefined || s.currentYear === filter.year) &&
			(!filter.section || s.section === filter.section),
	);
	const deptCodes = new Map(departments.map((d) => [d.id, d.code]));
	const terms = { current: facts.term, previous: previousTerm(facts.term) };
	const figuresOf = (which: keyof typeof terms) =>
		growthFigures(group, deptCodes, closedIn(facts, terms[which], now), facts.scored);
	let which = filter.term ?? "current";
	let figures = figuresOf(which);
	// Early in a term there is nothing to compare yet: show the term just ended instead.
	if (!filter.term && figures.exams.length < 2) {
		const previous = figuresOf("previous");
		if (previous.exams.length >= 2) {
			which = "previous";
			figures = previous;
		}
	}
	const cohortWords = [
		filter.year === undefined ? null : `year ${filter.year}`,
		filter.section ? `section ${filter.section}` : null,
	].filter(Boolean);
	const term = terms[which];
	return {
		collegeName: facts.collegeName,
		scope: {
			label: cohortWords.length === 0 ? scope.label : `${scope.label}, ${cohortWords.join(", ")}`,
			departmentId: scope.department?.id ?? null,
			year: filter.year ?? null,
			section: filter.section || null,
		},
		term: { label: term.label, from: term.from.toISOString(), to: term.to.toISOString(), which },
		...figures,
		departments: scope.reachable.map((d) => ({ id: d.id, code: d.code, name: d.name })),
		cohorts,
	};
}
