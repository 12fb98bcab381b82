import type {
	CohortFigures,
	CollegeInsights,
	DepartmentInsights,
	FlaggedStudent,
	StudentStanding,
} from "@unnati/contracts";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { type StudentSummary, studentsOfInstitution, userNamesByIds } from "../accounts";
import { inAudience } from "../exams";
import { attemptsOfExam, publishedExamsOf, scoredAttempts } from "../exams/read";
import { departmentsOf, institutionById } from "../institutions";
import { mentorsOfStudents } from "../mentors";
import {
	type ExamFact,
	lastSixMonths,
	monthKey,
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
	/** "examId:studentId" for every attempt, submitted or not. */
	attempted: Set<string>;
	lastExamActivity: Map<string, Date>;
	reasons: Map<string, string[]>;
};

export async function collegeFacts(db: Db, institutionId: string, now: Date): Promise<CollegeFacts> {
	const college = await institutionById(db, institutionId);
	if (!college) throw new AppError("NOT_FOUND", "This college does not exist any more.");
	const term = termOf(now);
	const sixMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 1));
	const since = new Date(Math.min(previousTerm(term).from.getTime(), sixMonthsAgo.getTime()));
	const students = await studentsOfInstitution(db, institutionId);
	const published = (await publishedExamsOf(db, institutionId)).filter(
		(e) => e.opensAt >= since && e.opensAt <= now,
	);
	const exams: ExamFact[] = [];
	const scored: ScoredAttempt[] = [];
	const attempted = new Set<string>();
	const lastExamActivity = new Map<string, Date>();
	for (const exam of published) {
		exams.push({
			id: exam.id,
			title: exam.title,
			opensAt: exam.opensAt,
			closesAt: exam.closesAt,
			audience: new Set(students.filter((s) => inAudience(exam, s)).map((s) => s.id)),
		});
		for (const a of await attemptsOfExam(db, exam.id)) {
			attempted.add(`${exam.id}:${a.studentId}`);
			const last = lastExamActivity.get(a.studentId);
			if (!last || a.lastSeenAt > last) lastExamActivity.set(a.studentId, a.lastSeenAt);
		}
		for (const row of await scoredAttempts(db, { examId: exam.id })) {
			if (row.percentage === null || row.submittedMs === null) continue;
			scored.push({
				examId: exam.id,
				studentId: row.studentId,
				percentage: Number(row.percentage),
				passed: row.passed === true,
				submittedAt: new Date(row.submittedMs),
			});
		}
	}
	const termExams = exams.filter((e) => e.opensAt >= term.from && e.opensAt < term.to);
	const termIds = new Set(termExams.map((e) => e.id));
	const termScoredBy = groupBy(
		scored.filter((a) => termIds.has(a.examId)),
		(a) => a.studentId,
	);
	const reasons = new Map<string, string[]>();
	for (const student of students) {
		const list = reasonsFor(student.id, termExams, attempted, termScoredBy.get(student.id) ?? [], now);
		if (list.length > 0) reasons.set(student.id, list);
	}
	return {
		collegeName: college.name,
		term,
		students,
		exams,
		termExams,
		scored,
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

/** The term's figures of one group of students. */
function cohortFigures(facts: CollegeFacts, studentIds: ReadonlySet<string>): CohortFigures {
	const termIds = new Set(facts.termExams.map((e) => e.id));
	const attempts = facts.scored.filter((a) => termIds.has(a.examId) && studentIds.has(a.studentId));
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
	const byMonth = groupBy(facts.scored, (a) => monthKey(a.submittedAt));
	const inRange = (range: TermRange) =>
		facts.scored.filter((a) => a.submittedAt >= range.from && a.submittedAt < range.to);
	const termIds = new Set(facts.termExams.map((e) => e.id));
	const scoredByExam = groupBy(
		facts.scored.filter((a) => termIds.has(a.examId)),
		(a) => a.examId,
	);
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
		months: months.map((month) => ({ month, ...summarize(byMonth.get(month) ?? []) })),
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
	const termIds = new Set(facts.termExams.map((e) => e.id));
	const scoredBy = groupBy(
		facts.scored.filter((a) => termIds.has(a.examId)),
		(a) => a.studentId,
	);
	const cohorts = [...groupBy(students, (s) => `${s.currentYear ?? ""}|${s.section ?? ""}`).values()]
		.map((group) => ({
			year: group[0]?.currentYear ?? null,
			section: group[0]?.section ?? null,
			...cohortFigures(facts, ids(group)),
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
		totals: cohortFigures(facts, ids(students)),
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
