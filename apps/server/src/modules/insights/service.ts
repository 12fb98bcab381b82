import type {
	CohortFigures,
	CollegeInsights,
	DepartmentInsights,
	FlaggedStudent,
	StudentStanding,
} from "@unnati/contracts";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { perDatabase } from "../../platform/db/per-database";
import { AppError } from "../../platform/errors";
import { type StudentSummary, studentsByIds, studentsOfInstitution, userNamesByIds } from "../accounts";
import { inAudience } from "../exams";
import { type AttemptFact, attemptFactsOf, attemptFactVersions, publishedExamsOf } from "../exams/read";
import { departmentsOf, institutionById } from "../institutions";
import { mentorsOfStudents } from "../mentors";
import {
	type ExamFact,
	lastSixMonths,
	previousTerm,
	reasonsFor,
	type ScoredAttempt,
	summarize,
	type TermRange,
	termOf,
} from "./figures";

/** Everything the college's dashboards are computed from: read once per request. */
export type CollegeFacts = {
	collegeName: string;
	term: TermRange;
	students: StudentSummary[];
	/** Exams that opened since the start of the previous term or six months ago, newest first. */
	exams: ExamFact[];
	termExams: ExamFact[];
	/** Submitted attempts of `exams`. */
	scored: ScoredAttempt[];
	/** Those of `termExams`, in the same order. */
	termScored: ScoredAttempt[];
	/** Exam id → the students with an attempt of it, submitted or not. */
	attempted: ReadonlyMap<string, ReadonlySet<string>>;
	lastExamActivity: Map<string, Date>;
	reasons: Map<string, string[]>;
};

/** One exam's attempts as the dashboards read them, worked out once per version of its attempts. */
export type ExamAttempts = {
	facts: AttemptFact[];
	/** The students with an attempt, submitted or not. */
	takers: Set<string>;
	/** Its scored attempts. */
	scored: ScoredAttempt[];
};

function examAttempts(examId: string, facts: AttemptFact[]): ExamAttempts {
	const scored: ScoredAttempt[] = [];
	for (const a of facts)
		if (a.percentage !== null && a.submittedMs !== null)
			scored.push({
				examId,
				studentId: a.studentId,
				percentage: a.percentage,
				passed: a.passed,
				submittedAt: new Date(a.submittedMs),
			});
	return { facts, takers: new Set(facts.map((a) => a.studentId)), scored };
}

/**
 * Each exam's attempts with the version they were read at. A closed exam's attempts no longer change
 * (save a regrade or a release of marks, which changes the version), so a college's year of attempts
 * is read once per process and each request reads only the versions and what changed.
 */
const attemptCaches = perDatabase(() => new Map<string, { version: string; attempts: ExamAttempts }>());
/** About a year of exams of a few large colleges. */
const ATTEMPT_CACHE_EXAMS = 400;

/** The attempts of each of these exams (of `studentIds` only, when given: then read afresh). */
export async function attemptsByExam(
	db: Db,
	examIds: readonly string[],
	studentIds: readonly string[] | undefined,
): Promise<Map<string, ExamAttempts>> {
	if (studentIds) {
		const read = groupBy(await attemptFactsOf(db, examIds, studentIds), (a) => a.examId);
		return new Map([...read].map(([id, facts]) => [id, examAttempts(id, facts)]));
	}
	const cache = attemptCaches(db);
	const versions = await attemptFactVersions(db, examIds);
	const stale = examIds.filter((id) => versions.has(id) && cache.get(id)?.version !== versions.get(id));
	const fresh = groupBy(await attemptFactsOf(db, stale), (a) => a.examId);
	const byExam = new Map<string, ExamAttempts>();
	for (const id of examIds) {
		const version = versions.get(id);
		if (version === undefined) continue;
		const kept = cache.get(id);
		const attempts = kept?.version === version ? kept.attempts : examAttempts(id, fresh.get(id) ?? []);
		// Most recently used last, so the first key is the one to drop.
		cache.delete(id);
		if (cache.size >= ATTEMPT_CACHE_EXAMS) {
			const oldest = cache.keys().next().value;
			if (oldest !== undefined) cache.delete(oldest);
		}
		cache.set(id, { version, attempts });
		byExam.set(id, attempts);
	}
	return byExam;
}

/**
 * The college's facts at `now`. With `studentIds`, only those students of the college and their
 * attempts (a mentor's mentees): every figure of one student depends on their own attempts only.
 */
export async function collegeFacts(
	db: Db,
	institutionId: string,
	now: Date,
	options: { studentIds?: readonly string[] } = {},
): Promise<CollegeFacts> {
	const college = await institutionById(db, institutionId);
	if (!college) throw new AppError("NOT_FOUND", "This college does not exist any more.");
	const term = termOf(now);
	const sixMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 1));
	const since = new Date(Math.min(previousTerm(term).from.getTime(), sixMonthsAgo.getTime()));
	const students = options.studentIds
		? (await studentsByIds(db, options.studentIds)).filter(
				(s) => s.institutionId === institutionId && !s.graduated,
			)
		: // Graduates are not current students: no figure, at-risk list or audience counts them (issue 18).
			(await studentsOfInstitution(db, institutionId)).filter((s) => !s.graduated);
	const published = (await publishedExamsOf(db, institutionId)).filter(
		(e) => e.opensAt >= since && e.opensAt <= now,
	);
	const attemptsOf = await attemptsByExam(
		db,
		published.map((e) => e.id),
		options.studentIds ? students.map((s) => s.id) : undefined,
	);
	const exams: ExamFact[] = [];
	const scored: ScoredAttempt[] = [];
	const attempted = new Map<string, ReadonlySet<string>>();
	const lastSeen = new Map<string, number>();
	for (const exam of published) {
		exams.push({
			id: exam.id,
			title: exam.title,
			opensAt: exam.opensAt,
			closesAt: exam.closesAt,
			audience: new Set(students.filter((s) => inAudience(exam, s)).map((s) => s.id)),
		});
		const attempts = attemptsOf.get(exam.id);
		if (!attempts) continue;
		attempted.set(exam.id, attempts.takers);
		for (const a of attempts.facts) {
			const last = lastSeen.get(a.studentId);
			if (last === undefined || a.lastSeenMs > last) lastSeen.set(a.studentId, a.lastSeenMs);
		}
		for (const a of attempts.scored) scored.push(a);
	}
	const lastExamActivity = new Map([...lastSeen].map(([id, ms]) => [id, new Date(ms)]));
	const termExams = exams.filter((e) => e.opensAt >= term.from && e.opensAt < term.to);
	const termIds = new Set(termExams.map((e) => e.id));
	const termScored = scored.filter((a) => termIds.has(a.examId));
	const termScoredBy = groupBy(termScored, (a) => a.studentId);
	const reasons = new Map<string, string[]>();
	const titles = new Map(termExams.map((e) => [e.id, e.title]));
	for (const student of students) {
		const list = reasonsFor(
			student.id,
			termExams,
			attempted,
			termScoredBy.get(student.id) ?? [],
			now,
			titles,
		);
		if (list.length > 0) reasons.set(student.id, list);
	}
	return {
		collegeName: college.name,
		term,
		students,
		exams,
		termExams,
		scored,
		termScored,
		attempted,
		lastExamActivity,
		reasons,
	};
}

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
	const groups = new Map<K, T[]>();
	for (const item of items) {
		const k = key(item);
		const list = groups.get(k);
		if (list) list.push(item);
		else groups.set(k, [item]);
	}
	return groups;
}

const termWire = (term: TermRange) => ({
	label: term.label,
	from: term.from.toISOString(),
	to: term.to.toISOString(),
});

/**
 * The term's figures of one group of students; `among` is the term's scored attempts to look in
 * (all of them, or those of a larger group holding this one).
 */
function cohortFigures(
	facts: CollegeFacts,
	studentIds: ReadonlySet<string>,
	among: readonly ScoredAttempt[] = facts.termScored,
): CohortFigures {
	const attempts = among.filter((a) => studentIds.has(a.studentId));
	return {
		students: studentIds.size,
		...summarize(attempts),
		atRisk: [...studentIds].filter((id) => facts.reasons.has(id)).length,
	};
}

function flagged(facts: CollegeFacts, students: readonly StudentSummary[], deptCodes: Map<string, string>) {
	const list: FlaggedStudent[] = students.flatMap((s) => {
		const reasons = facts.reasons.get(s.id);
		if (!reasons) return [];
		return [
			{
				id: s.id,
				rollNo: s.rollNo ?? "",
				name: s.name,
				deptCode: s.departmentId ? (deptCodes.get(s.departmentId) ?? null) : null,
				year: s.currentYear,
				section: s.section,
				reasons,
			},
		];
	});
	return list.sort((a, b) => b.reasons.length - a.reasons.length || a.rollNo.localeCompare(b.rollNo));
}

const ids = (students: readonly StudentSummary[]) => new Set(students.map((s) => s.id));

export function institutionOf(principal: Principal): string {
	if (!principal.institutionId) throw new AppError("FORBIDDEN", "Your account does not belong to a college.");
	return principal.institutionId;
}

/** `/collegedashboard` and `/principal-dashboard`: the caller's college this term. */
export async function collegeInsights(db: Db, principal: Principal, now: Date): Promise<CollegeInsights> {
	const institutionId = institutionOf(principal);
	const facts = await collegeFacts(db, institutionId, now);
	const departments = await departmentsOf(db, institutionId);
	const deptCodes = new Map(departments.map((d) => [d.id, d.code]));
	const byDepartment = groupBy(facts.students, (s) => s.departmentId);
	const prev = previousTerm(facts.term);
	const months = lastSixMonths(now);
	// By year and month as one number: no string made for each of a year's attempts.
	const byMonth = groupBy(
		facts.scored,
		(a) => a.submittedAt.getUTCFullYear() * 12 + a.submittedAt.getUTCMonth(),
	);
	const monthNumber = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
	const inRange = (range: TermRange) =>
		facts.scored.filter((a) => a.submittedAt >= range.from && a.submittedAt < range.to);
	const scoredByExam = groupBy(facts.termScored, (a) => a.examId);
	return {
		collegeName: facts.collegeName,
		term: termWire(facts.term),
		totals: cohortFigures(facts, ids(facts.students)),
		departments: departments.map((d) => ({
			id: d.id,
			code: d.code,
			name: d.name,
			...cohortFigures(facts, ids(byDepartment.get(d.id) ?? [])),
		})),
		exams: facts.termExams.map((e) => ({
			id: e.id,
			title: e.title,
			opensAt: e.opensAt.toISOString(),
			closesAt: e.closesAt.toISOString(),
			expected: e.audience.size,
			...summarize(scoredByExam.get(e.id) ?? []),
		})),
		atRisk: flagged(facts, facts.students, deptCodes),
		months: months.map((month) => ({ month, ...summarize(byMonth.get(monthNumber(month)) ?? []) })),
		terms: [prev, facts.term].map((range) => ({ ...termWire(range), ...summarize(inRange(range)) })),
	};
}

/**
 * `/departmentdashboard`: a department head's own department; college staff name any department
 * of their college. A department head naming another department is refused (403).
 */
export async function departmentInsights(
	db: Db,
	principal: Principal,
	departmentId: string | undefined,
	now: Date,
): Promise<DepartmentInsights> {
	const institutionId = institutionOf(principal);
	let wanted = departmentId;
	if (principal.role === "ROLE_DEPARTMENT") {
		if (!principal.departmentId)
			throw new AppError("FORBIDDEN", "Your account is not linked to a department yet.");
		if (wanted && wanted !== principal.departmentId)
			throw new AppError("FORBIDDEN", "You can see only your own department's figures.");
		wanted = principal.departmentId;
	}
	const departments = await departmentsOf(db, institutionId);
	const department = wanted ? departments.find((d) => d.id === wanted) : departments[0];
	if (!department) throw new AppError("NOT_FOUND", "No such department in your college.");
	const facts = await collegeFacts(db, institutionId, now);
	const students = facts.students.filter((s) => s.departmentId === department.id);
	const mentorOf = await mentorsOfStudents(
		db,
		students.map((s) => s.id),
	);
	const mentorNames = await userNamesByIds(db, [...new Set(mentorOf.values())]);
	const studentIds = ids(students);
	const departmentScored = facts.termScored.filter((a) => studentIds.has(a.studentId));
	const scoredBy = groupBy(departmentScored, (a) => a.studentId);
	const cohorts = [...groupBy(students, (s) => `${s.currentYear ?? ""}|${s.section ?? ""}`).values()]
		.map((group) => ({
			year: group[0]?.currentYear ?? null,
			section: group[0]?.section ?? null,
			...cohortFigures(facts, ids(group), departmentScored),
		}))
		.sort((a, b) => (a.year ?? 9) - (b.year ?? 9) || (a.section ?? "").localeCompare(b.section ?? ""));
	const standings: StudentStanding[] = students.map((s) => {
		const mine = summarize(scoredBy.get(s.id) ?? []);
		const mentorId = mentorOf.get(s.id);
		return {
			id: s.id,
			rollNo: s.rollNo ?? "",
			name: s.name,
			year: s.currentYear,
			section: s.section,
			scoredAttempts: mine.scoredAttempts,
			averagePercentage: mine.averagePercentage,
			lastExamActivityAt: facts.lastExamActivity.get(s.id)?.toISOString() ?? null,
			mentorName: mentorId ? (mentorNames.get(mentorId) ?? null) : null,
			reasons: facts.reasons.get(s.id) ?? [],
		};
	});
	const byMentor = groupBy([...mentorOf.entries()], ([, mentorId]) => mentorId);
	return {
		collegeName: facts.collegeName,
		department: { id: department.id, code: department.code, name: department.name },
		term: termWire(facts.term),
		totals: cohortFigures(facts, studentIds, departmentScored),
		cohorts,
		students: standings,
		mentors: [...byMentor.entries()]
			.map(([id, pairs]) => ({
				id,
				name: mentorNames.get(id) ?? "Unknown mentor",
				mentees: pairs.length,
				atRiskMentees: pairs.filter(([studentId]) => facts.reasons.has(studentId)).length,
			}))
			.sort((a, b) => a.name.localeCompare(b.name)),
		unmapped: students.filter((s) => !mentorOf.has(s.id)).length,
	};
}
