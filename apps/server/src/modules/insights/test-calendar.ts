import {
	type TestCalendar,
	type TestCalendarExam,
	type TestClash,
	type TestCohort,
	testCalendarRangeProblem,
} from "@unnati/contracts/insights";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsOfInstitution } from "../accounts";
import { type ExamSummary, examsOpeningBetween } from "../exams/read";
import { departmentsOf, institutionById } from "../institutions";
import { institutionOf } from "./service";

// Test planning (issue 18): the college's exams on a calendar of India days, and the clashes among
// them. Two exams clash when a student could be in both (their audiences meet) and either their
// windows overlap in time or they open on the same India calendar day. The rule is pure and comes
// first; who may see which exams comes after.

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The India calendar day of an instant: "2026-11-01" for 31 October 2026, 20:00 UTC. */
export const indianDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instant an India day "YYYY-MM-DD" begins. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** A group an exam is for, by department id; null is "any". */
export type Cohort = { departmentId: string | null; year: number | null; section: string | null };

/** An exam as the clash rule sees it: its window and the groups it is for. */
export type PlannedExam = {
	id: string;
	title: string;
	opensAt: Date;
	closesAt: Date;
	cohorts: Cohort[];
	/** The named students of a roll-number audience (their groups are `cohorts`); null for a cohort audience. */
	rollNos: ReadonlySet<string> | null;
};

const meet = <T>(a: T | null, b: T | null): { ok: boolean; value: T | null } =>
	a === null
		? { ok: true, value: b }
		: b === null || a === b
			? { ok: true, value: a }
			: { ok: false, value: null };

/** The narrowest group two groups share, or null when no student can be in both. */
export function cohortOverlap(a: Cohort, b: Cohort): Cohort | null {
	const department = meet(a.departmentId, b.departmentId);
	const year = meet(a.year, b.year);
	const section = meet(a.section, b.section);
	if (!department.ok || !year.ok || !section.ok) return null;
	return { departmentId: department.value, year: year.value, section: section.value };
}

/** Where two exams' audiences meet: two lists of named students must share one; otherwise the groups must. */
function audienceOverlap(a: PlannedExam, b: PlannedExam): Cohort | null {
	if (a.rollNos && b.rollNos) {
		const shared = [...a.rollNos].some((roll) => b.rollNos?.has(roll));
		if (!shared) return null;
	}
	for (const x of a.cohorts) {
		for (const y of b.cohorts) {
			const overlap = cohortOverlap(x, y);
			if (overlap) return overlap;
		}
	}
	return null;
}

export type Clash = {
	first: PlannedExam;
	second: PlannedExam;
	cohort: Cohort;
	reason: TestClash["reason"];
};

/**
 * Every pair of exams a student could be in both of that overlap in time ("overlapping-times"), or
 * else open on the same India day ("same-day"). Pairs keep opening order; each pair is named once.
 */
export function clashesOf(exams: readonly PlannedExam[]): Clash[] {
	const sorted = [...exams].sort(
		(a, b) => a.opensAt.getTime() - b.opensAt.getTime() || a.title.localeCompare(b.title),
	);
	const clashes: Clash[] = [];
	sorted.forEach((first, i) => {
		for (const second of sorted.slice(i + 1)) {
			const overlapping = first.opensAt < second.closesAt && second.opensAt < first.closesAt;
			const sameDay = indianDay(first.opensAt) === indianDay(second.opensAt);
			if (!overlapping && !sameDay) continue;
			const cohort = audienceOverlap(first, second);
			if (!cohort) continue;
			clashes.push({ first, second, cohort, reason: overlapping ? "overlapping-times" : "same-day" });
		}
	});
	return clashes;
}

/** "CSE · year 3 · section A"; "Whole college" when it is everyone. */
export function cohortLabel(cohort: Cohort, codes: ReadonlyMap<string, string>): string {
	const parts = [
		cohort.departmentId === null ? null : (codes.get(cohort.departmentId) ?? "Unknown department"),
		cohort.year === null ? null : `year ${cohort.year}`,
		cohort.section === null ? null : `section ${cohort.section}`,
	].filter((p): p is string => p !== null);
	if (parts.length === 0) return "Whole college";
	if (cohort.departmentId === null) parts.unshift("All departments");
	return parts.join(" · ");
}

type Placement = {
	rollNo: string | null;
	departmentId: string | null;
	currentYear: number | null;
	section: string | null;
};

/** The exam as the rule sees it: every combination of its audience's lists, or its named students' groups. */
export function plannedExam(exam: ExamSummary, students: readonly Placement[]): PlannedExam {
	const base = { id: exam.id, title: exam.title, opensAt: exam.opensAt, closesAt: exam.closesAt };
	const { audience } = exam;
	if (audience.kind === "students") {
		const rollNos = new Set(audience.rollNos);
		const groups = new Map<string, Cohort>();
		for (const s of students) {
			if (s.rollNo === null || !rollNos.has(s.rollNo)) continue;
			const cohort = { departmentId: s.departmentId, year: s.currentYear, section: s.section };
			groups.set(`${cohort.departmentId}|${cohort.year}|${cohort.section}`, cohort);
		}
		return { ...base, cohorts: [...groups.values()], rollNos };
	}
	const any = <T>(list: readonly T[]): (T | null)[] => (list.length === 0 ? [null] : [...list]);
	const cohorts = any(audience.departmentIds).flatMap((departmentId) =>
		any(audience.years).flatMap((year) =>
			any(audience.sections).map((section) => ({ departmentId, year, section })),
		),
	);
	return { ...base, cohorts, rollNos: null };
}

/** Whether an exam is for anyone in a department. */
const touches = (exam: PlannedExam, departmentId: string) =>
	exam.cohorts.some((c) => c.departmentId === null || c.departmentId === departmentId);

/**
 * `/…/test-calendar`: the college's exams opening from `from` to `to` (India days, both included)
 * and their clashes. The college administrator and the principal see the college (or one of its
 * departments); a department head the exams for their department (another department: 403).
 */
export async function testCalendar(
	db: Db,
	principal: Principal,
	query: { from: string; to: string; departmentId?: string | undefined },
): Promise<TestCalendar> {
	const problem = testCalendarRangeProblem(query.from, query.to);
	if (problem) throw new AppError("BAD_REQUEST", problem);
	const institutionId = institutionOf(principal);
	const college = await institutionById(db, institutionId);
	if (!college) throw new AppError("NOT_FOUND", "This college does not exist any more.");
	const departments = await departmentsOf(db, institutionId);
	let wanted = query.departmentId || undefined;
	if (principal.role === "ROLE_DEPARTMENT") {
		if (!principal.departmentId)
			throw new AppError("FORBIDDEN", "Your account is not linked to a department yet.");
		if (wanted && wanted !== principal.departmentId)
			throw new AppError("FORBIDDEN", "You can see only the tests for your own department.");
		wanted = principal.departmentId;
	}
	const department = wanted ? departments.find((d) => d.id === wanted) : undefined;
	if (wanted && !department) throw new AppError("NOT_FOUND", "No such department in your college.");

	const summaries = await examsOpeningBetween(
		db,
		institutionId,
		dayStart(query.from),
		new Date(dayStart(query.to).getTime() + DAY_MS),
	);
	const students = summaries.some((e) => e.audience.kind === "students")
		? await studentsOfInstitution(db, institutionId)
		: [];
	const planned = summaries
		.map((exam) => ({ exam, plan: plannedExam(exam, students) }))
		.filter(({ plan }) => !department || touches(plan, department.id));
	const codes = new Map(departments.map((d) => [d.id, d.code]));
	const wire = (cohort: Cohort): TestCohort => ({
		deptCode: cohort.departmentId === null ? null : (codes.get(cohort.departmentId) ?? null),
		year: cohort.year,
		section: cohort.section,
		label: cohortLabel(cohort, codes),
	});
	const exams: TestCalendarExam[] = planned.map(({ exam, plan }) => ({
		id: exam.id,
		title: exam.title,
		status: exam.state,
		opensAt: exam.opensAt.toISOString(),
		closesAt: exam.closesAt.toISOString(),
		durationMinutes: exam.durationMinutes,
		day: indianDay(exam.opensAt),
		audienceLabel:
			exam.audience.kind === "students"
				? `${exam.audience.rollNos.length} named student${exam.audience.rollNos.length === 1 ? "" : "s"}`
				: plan.cohorts.map((c) => cohortLabel(c, codes)).join(", "),
		cohorts: plan.cohorts.map(wire),
	}));
	const clashes: TestClash[] = clashesOf(planned.map((p) => p.plan)).map((clash) => ({
		first: { id: clash.first.id, title: clash.first.title },
		second: { id: clash.second.id, title: clash.second.title },
		cohort: wire(clash.cohort),
		reason: clash.reason,
		day: indianDay(clash.first.opensAt),
	}));
	const reachable = principal.role === "ROLE_DEPARTMENT" && department ? [department] : departments;
	return {
		from: query.from,
		to: query.to,
		scope: { label: department ? department.code : college.name, departmentId: department?.id ?? null },
		departments: reachable.map((d) => ({ id: d.id, code: d.code, name: d.name })),
		exams,
		clashes,
	};
}
