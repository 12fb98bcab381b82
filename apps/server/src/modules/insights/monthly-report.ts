import {
	indianMonthRange,
	lastCompleteMonth,
	monthLabel,
	reportMonthProblem,
	shiftMonth,
} from "@unnati/contracts/insights";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { type StudentSummary, studentsOfInstitution } from "../accounts";
import { publishedExamsOf } from "../exams/read";
import { departmentsOf, institutionById } from "../institutions";
import { type LearningTally, learningTallies } from "../learning/read";
import { liveApplicationsOf } from "../placements/read";
import { type PracticeTally, practiceTallies } from "../problems/read";
import { round1 } from "./figures";
import { attemptsByExam, collegeFacts, groupBy, institutionOf } from "./service";

// The principal's monthly report (issue 18): one calendar month in India against the month before,
// computed from the records of that month: who was active, what they learned, the exams held and
// how they went, the DSA problems solved, each department ranked, who is at risk, and what to do
// next, derived from those figures. monthly-report-pdf.ts prints it.
// Placements count the applications to drives made in the month (placements' read.ts gives the
// applications that stand, not those withdrawn since); offers carry no date there, so none is counted.

/** One month's figures for a group of students. */
export type MonthFigures = {
	month: string;
	students: number;
	/**
	 * Students who did anything: sat an exam, completed a lesson, answered a practice question,
	 * submitted a DSA solution or applied to a placement drive.
	 */
	activeStudents: number;
	lessonsCompleted: number;
	coursesCompleted: number;
	/** The college's published exams that opened in the month. */
	examsHeld: number;
	/** Scored attempts of those exams by the group. */
	examAttempts: number;
	averagePercentage: number | null;
	passRate: number | null;
	/** Catalogue problems first solved in the month (a problem solved before counts no more). */
	problemsSolved: number;
	/** Students who solved at least one. */
	solvers: number;
	/** Applications to placement drives made in the month and not withdrawn since. */
	placementApplications: number;
	/** Students who made at least one. */
	applicants: number;
};

export type DepartmentMonth = {
	code: string;
	name: string;
	figures: MonthFigures;
	/** At risk at the end of the month (the dashboards' reasons, as they stood then). */
	atRisk: number;
};

export type MonthlyReport = {
	collegeName: string;
	collegeCode: string;
	month: string;
	previousMonth: string;
	/** Set when the month has not ended: the figures run to this moment. */
	upTo: Date | null;
	generatedAt: Date;
	current: MonthFigures;
	previous: MonthFigures;
	/** Departments with students, best average exam score first (no score last), then the most active. */
	departments: DepartmentMonth[];
	atRisk: { total: number; byDepartment: { code: string; atRisk: number; students: number }[] };
	exams: { title: string; attempts: number; averagePercentage: number | null }[];
	actions: string[];
};

/** What one month's records say about each student. */
type MonthRecords = {
	month: string;
	active: Set<string>;
	learning: Map<string, LearningTally>;
	practice: Map<string, PracticeTally>;
	exams: { id: string; title: string }[];
	/** Scored attempts of the month's exams. */
	attempts: { examId: string; studentId: string; percentage: number; passed: boolean }[];
	/** Placement applications made in the month, by student. */
	applications: Map<string, number>;
};

const percentOf = (part: number, whole: number) => (whole === 0 ? null : round1((part / whole) * 100));

export function monthFigures(records: MonthRecords, students: readonly StudentSummary[]): MonthFigures {
	const ids = new Set(students.map((s) => s.id));
	const attempts = records.attempts.filter((a) => ids.has(a.studentId));
	let lessons = 0;
	let courses = 0;
	let solved = 0;
	let solvers = 0;
	let applications = 0;
	let applicants = 0;
	for (const id of ids) {
		const applied = records.applications.get(id) ?? 0;
		applications += applied;
		if (applied > 0) applicants += 1;
		const learned = records.learning.get(id);
		lessons += learned?.lessons ?? 0;
		courses += learned?.courses ?? 0;
		const practised = records.practice.get(id)?.solved ?? 0;
		solved += practised;
		if (practised > 0) solvers += 1;
	}
	return {
		month: records.month,
		students: ids.size,
		activeStudents: [...ids].filter((id) => records.active.has(id)).length,
		lessonsCompleted: lessons,
		coursesCompleted: courses,
		examsHeld: records.exams.length,
		examAttempts: attempts.length,
		averagePercentage:
			attempts.length === 0
				? null
				: round1(attempts.reduce((sum, a) => sum + a.percentage, 0) / attempts.length),
		passRate: percentOf(attempts.filter((a) => a.passed).length, attempts.length),
		problemsSolved: solved,
		solvers,
		placementApplications: applications,
		applicants,
	};
}

async function monthRecords(
	db: Db,
	institutionId: string,
	students: readonly StudentSummary[],
	month: string,
	now: Date,
): Promise<MonthRecords> {
	const range = indianMonthRange(month);
	const to = new Date(Math.min(range.to.getTime(), now.getTime()));
	const inMonth = (at: Date | null) => at !== null && at >= range.from && at < to;
	const ids = students.map((s) => s.id);
	const published = await publishedExamsOf(db, institutionId);
	const active = new Set<string>();
	const held = published
		.filter((e) => inMonth(e.opensAt))
		.sort((a, b) => a.opensAt.getTime() - b.opensAt.getTime());
	// Any exam open during the month may have been sat in it, whenever it opened.
	const open = published.filter((e) => e.opensAt < to && e.closesAt >= range.from);
	const attemptsOf = await attemptsByExam(db, [...new Set([...held, ...open].map((e) => e.id))], undefined);
	const attempts: MonthRecords["attempts"] = [];
	for (const exam of held)
		for (const a of attemptsOf.get(exam.id)?.facts ?? []) {
			if (a.percentage === null) continue;
			attempts.push({ examId: exam.id, studentId: a.studentId, percentage: a.percentage, passed: a.passed });
		}
	const inMonthMs = (ms: number | null) => ms !== null && inMonth(new Date(ms));
	for (const exam of open)
		for (const a of attemptsOf.get(exam.id)?.facts ?? [])
			if (inMonthMs(a.startedMs) || inMonthMs(a.submittedMs)) active.add(a.studentId);
	const learning = await learningTallies(db, ids, {
		fromDay: `${month}-01`,
		toDay: `${shiftMonth(month, 1)}-01`,
		from: range.from,
		to,
	});
	const practice = await practiceTallies(db, ids, { from: range.from, to });
	for (const [id, tally] of learning) if (tally.lessons + tally.questions + tally.courses > 0) active.add(id);
	for (const [id, tally] of practice) if (tally.submissions > 0) active.add(id);
	const applications = new Map<string, number>();
	for (const application of await liveApplicationsOf(db, ids))
		if (inMonth(application.appliedAt)) {
			applications.set(application.studentId, (applications.get(application.studentId) ?? 0) + 1);
			active.add(application.studentId);
		}
	return {
		month,
		active,
		learning,
		practice,
		exams: held.map((e) => ({ id: e.id, title: e.title })),
		attempts,
		applications,
	};
}

const monthName = (month: string) => monthLabel(month).split(" ")[0] ?? month;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const pct = (value: number) => `${value} %`;

/**
 * What to do next, most pressing first, each drawn from a figure of the report: nothing here is
 * said unless the figures say it. At most five.
 */
export function nextSteps(report: Omit<MonthlyReport, "actions">): string[] {
	const { current: now, previous: before } = report;
	const name = monthName(report.month);
	const steps: string[] = [];
	if (now.examsHeld === 0)
		steps.push(`No exam was held in ${name}: schedule a test so the college can see where students stand.`);
	if (now.averagePercentage !== null && before.averagePercentage !== null) {
		const fall = round1(before.averagePercentage - now.averagePercentage);
		if (fall >= 5) {
			const weakest = [...report.exams]
				.filter((e) => e.averagePercentage !== null)
				.sort((a, b) => (a.averagePercentage ?? 0) - (b.averagePercentage ?? 0))[0];
			steps.push(
				`The average exam score fell ${fall} points, from ${pct(before.averagePercentage)} in ${monthName(report.previousMonth)} to ${pct(now.averagePercentage)}` +
					(weakest
						? `: go through the weakest paper, ${weakest.title} (${pct(weakest.averagePercentage ?? 0)}), with its teachers.`
						: "."),
			);
		}
	}
	if (now.passRate !== null && now.passRate < 50)
		steps.push(
			`Only ${pct(now.passRate)} of ${name}'s exam attempts passed: plan remedial classes before the next test.`,
		);
	const average = now.averagePercentage;
	if (average !== null) {
		const behind = report.departments
			.filter(
				(d) => d.figures.averagePercentage !== null && average - (d.figures.averagePercentage ?? 0) >= 10,
			)
			.sort((a, b) => (a.figures.averagePercentage ?? 0) - (b.figures.averagePercentage ?? 0))[0];
		if (behind)
			steps.push(
				`${behind.code} averaged ${pct(behind.figures.averagePercentage ?? 0)}, ${round1(average - (behind.figures.averagePercentage ?? 0))} points below the college's ${pct(average)}: ask its head of department for a plan for its weakest sections.`,
			);
	}
	const idle = report.departments
		.map((d) => ({ d, share: d.figures.activeStudents / d.figures.students }))
		.filter(({ share }) => share < 0.5)
		.sort((a, b) => a.share - b.share || a.d.code.localeCompare(b.d.code))[0];
	if (idle)
		steps.push(
			`Only ${idle.d.figures.activeStudents} of ${plural(idle.d.figures.students, `${idle.d.code} student`)} used Unnati in ${name}: ask their mentors to reach the others.`,
		);
	if (report.atRisk.total > 0) {
		const total = report.atRisk.total;
		const most = [...report.atRisk.byDepartment].sort((a, b) => b.atRisk - a.atRisk)[0];
		const where =
			!most || most.atRisk === 0
				? ""
				: most.atRisk === total
					? `, all in ${most.code}`
					: `, ${most.atRisk} of them in ${most.code}`;
		steps.push(
			`${plural(total, "student is", "students are")} at risk at the end of ${name}${where}: see that each meets their mentor this month.`,
		);
	}
	if (before.problemsSolved > 0 && now.problemsSolved < before.problemsSolved * 0.75)
		steps.push(
			`DSA problems solved fell from ${before.problemsSolved} to ${now.problemsSolved}: set a weekly practice target for each year.`,
		);
	if (before.lessonsCompleted > 0 && now.lessonsCompleted < before.lessonsCompleted * 0.75)
		steps.push(
			`Lessons completed fell from ${before.lessonsCompleted} to ${now.lessonsCompleted}: remind students of the courses they have started.`,
		);
	if (steps.length === 0)
		steps.push(
			`Every figure held steady or improved in ${name}: keep the current plan and look again next month.`,
		);
	return steps.slice(0, 5);
}

/** The college's report for `month` ("2026-10"; unset: the last complete month in India). */
export async function monthlyReport(
	db: Db,
	principal: Principal,
	wanted: string | undefined,
	now: Date,
): Promise<MonthlyReport> {
	const institutionId = institutionOf(principal);
	const month = wanted || lastCompleteMonth(now);
	const problem = reportMonthProblem(month, now);
	if (problem) throw new AppError("BAD_REQUEST", problem);
	const college = await institutionById(db, institutionId);
	if (!college) throw new AppError("NOT_FOUND", "This college does not exist any more.");
	// Current students only: graduates leave the college's figures (issue 18).
	const students = (await studentsOfInstitution(db, institutionId)).filter((s) => !s.graduated);
	const departments = await departmentsOf(db, institutionId);
	const previousMonth = shiftMonth(month, -1);
	const [records, earlier] = [
		await monthRecords(db, institutionId, students, month, now),
		await monthRecords(db, institutionId, students, previousMonth, now),
	];
	const end = indianMonthRange(month).to;
	const upTo = end > now ? now : null;
	// At risk as the dashboards said at the end of the month: the term's exams up to then.
	const facts = await collegeFacts(db, institutionId, upTo ?? new Date(end.getTime() - 1));
	const byDepartment = groupBy(students, (s) => s.departmentId);
	const ranked: DepartmentMonth[] = departments
		.filter((d) => (byDepartment.get(d.id)?.length ?? 0) > 0)
		.map((d) => {
			const members = byDepartment.get(d.id) ?? [];
			return {
				code: d.code,
				name: d.name,
				figures: monthFigures(records, members),
				atRisk: members.filter((s) => facts.reasons.has(s.id)).length,
			};
		})
		.sort(
			(a, b) =>
				(b.figures.averagePercentage ?? -1) - (a.figures.averagePercentage ?? -1) ||
				b.figures.activeStudents / b.figures.students - a.figures.activeStudents / a.figures.students ||
				a.code.localeCompare(b.code),
		);
	const examAttempts = groupBy(records.attempts, (a) => a.examId);
	const report: Omit<MonthlyReport, "actions"> = {
		collegeName: college.name,
		collegeCode: college.code,
		month,
		previousMonth,
		upTo,
		generatedAt: now,
		current: monthFigures(records, students),
		previous: monthFigures(earlier, students),
		departments: ranked,
		atRisk: {
			total: students.filter((s) => facts.reasons.has(s.id)).length,
			byDepartment: ranked
				.map((d) => ({ code: d.code, atRisk: d.atRisk, students: d.figures.students }))
				.sort((a, b) => b.atRisk - a.atRisk || a.code.localeCompare(b.code)),
		},
		exams: records.exams.map((e) => {
			const list = examAttempts.get(e.id) ?? [];
			return {
				title: e.title,
				attempts: list.length,
				averagePercentage:
					list.length === 0 ? null : round1(list.reduce((sum, a) => sum + a.percentage, 0) / list.length),
			};
		}),
	};
	return { ...report, actions: nextSteps(report) };
}
