import {
	BAND_RULES,
	bandOf,
	COMPONENT_RULES,
	type ComponentScores,
	DRIVE_KIND_RULES,
	type DriveKind,
	HISTORY_MONTHS,
	pointsOf,
	READINESS_COMPONENTS,
	type ReadinessBand,
	type RoleGaps,
	readinessScore,
	readyFor,
	type StudentReadiness,
} from "@unnati/contracts/readiness";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { type StudentSummary, studentsByIds } from "../accounts";
import { departmentsOf } from "../institutions";
import { catalogueTitleOf } from "../learning/read";
import { mentorIdOf } from "../mentors";
import { batchOfStudent, type DriveBrief, openDrivesFor } from "../placements/read";
import { type JobMatch, jobMatchesOf } from "../resumes/read";
import { type ComponentsAt, componentsAt, gatherFacts, jobDescriptionOf, type StudentFacts } from "./facts";
import { asksOf, gapsOf, journeysFor } from "./gaps";
import { readinessPolicy } from "./policy";

/**
 * Placement readiness (issue 19): a score 0–100 from six components, each 0–100, read through the
 * owning modules' read functions (never their tables). The rules live in contracts' readiness/rules.ts,
 * so the screens print the very formula the score is computed with:
 *
 *   score = round( (15 × learning + 20 × exams + 20 × dsa + 15 × interviews + 20 × resume + 10 × certificates) / 100 )
 *
 *   learning     = min(60, 2 × lessons completed) + min(40, 20 × courses completed)            (learning)
 *   exams        = mean percentage of the latest 5 scored exam attempts; 0 with none             (exams)
 *   dsa          = min(100, 3 × easy + 6 × medium + 10 × hard problems solved, each once)       (problems)
 *   interviews   = (sum of the latest 3 mock-interview scores) / 3, missing ones as 0          (interviews)
 *                  practice interview: mean key-point coverage × 100; scorecard: mean rating / 5 × 100
 *   resume       = mean JD match (resumes' analysis) of the resume sent to each live application
 *                  (placements); before any application, the completeness of the most complete resume
 *   certificates = min(100, 25 × certificates held, revoked ones not counted)                  (certificates)
 *
 * Bands: Ready ≥ 70, Nearly ready ≥ 50, Needs attention below. Ready for a kind of drive when each
 * component that kind leans on reaches its bar (contracts' DRIVE_KIND_RULES): product/coding-heavy
 * DSA ≥ 60, interviews ≥ 50, resume ≥ 60; service/aptitude exams ≥ 55, interviews ≥ 40, resume ≥ 50;
 * core engineering exams ≥ 70, learning ≥ 40, interviews ≥ 40.
 *
 * History: the same formula over the facts timestamped up to the end of each of the last six calendar
 * months in India (the current month: up to now). No table stores a score; nothing is migrated.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** India's offset from UTC: months end at midnight in India, where the students are. */
const IST_MS = 330 * 60_000;

/** The last HISTORY_MONTHS months, oldest first: each month's last moment in India; the current month's is now. */
export function historyMoments(now: Date): { month: string; at: Date }[] {
	const local = new Date(now.getTime() + IST_MS);
	const year = local.getUTCFullYear();
	const month = local.getUTCMonth();
	return Array.from({ length: HISTORY_MONTHS }, (_, i) => {
		const back = HISTORY_MONTHS - 1 - i;
		const start = new Date(Date.UTC(year, month - back, 1));
		const label = `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, "0")}`;
		const end = new Date(Date.UTC(year, month - back + 1, 1) - IST_MS - 1);
		return { month: label, at: back === 0 ? now : end };
	});
}

/** One student's standing now: what the batch view and the mentor's dashboard show. */
export type ReadinessSummary = {
	score: number;
	band: ReadinessBand;
	readyFor: DriveKind[];
	components: ComponentScores;
};

const summaryOf = (scores: ComponentScores): ReadinessSummary => {
	const score = readinessScore(scores);
	return { score, band: bandOf(score), readyFor: readyFor(scores), components: scores };
};

/**
 * The readiness of many students now, in a dozen queries whatever their number (the front door's
 * function for other modules: the mentor's dashboard shows each mentee's). Unknown ids are left out.
 */
export async function readinessOfStudents(
	db: Db,
	studentIds: readonly string[],
	now: Date,
): Promise<Map<string, ReadinessSummary & { applications: number }>> {
	const ids = [...new Set(studentIds)].filter((id) => UUID.test(id));
	const { byStudent } = await gatherFacts(db, ids, [now], now);
	const result = new Map<string, ReadinessSummary & { applications: number }>();
	for (const [id, facts] of byStudent)
		result.set(id, {
			...summaryOf(componentsAt(facts, now, 0).scores),
			applications: facts.applications.length,
		});
	return result;
}

/** The student `studentId` if `principal` may read their readiness: 404 unknown, 403 not theirs to see. */
async function readableStudent(db: Db, principal: Principal, studentId: string): Promise<StudentSummary> {
	const [student] = UUID.test(studentId) ? await studentsByIds(db, [studentId]) : [];
	if (!student) throw new AppError("NOT_FOUND", "No such student.");
	const record = {
		userId: student.id,
		institutionId: student.institutionId,
		mentorId: principal.role === "ROLE_MENTOR" ? await mentorIdOf(db, student.id) : null,
	};
	if (!(await readinessPolicy.allows(principal, "read", record)))
		throw new AppError("FORBIDDEN", "You may not see this student's placement readiness.");
	return student;
}

const componentViews = (now: ComponentsAt): StudentReadiness["components"] =>
	READINESS_COMPONENTS.map((key) => ({
		key,
		label: COMPONENT_RULES[key].label,
		weight: COMPONENT_RULES[key].weight,
		score: now.scores[key],
		points: pointsOf(key, now.scores[key]),
		rule: COMPONENT_RULES[key].rule,
		detail: now.details[key],
	}));

/** How many open drives are shown to a student who has not applied anywhere yet. */
const OPEN_DRIVES_SHOWN = 5;

/** The drives to show gaps against: the ones applied to, or before any application the open ones. */
async function targetDrives(
	db: Db,
	student: StudentSummary,
	facts: StudentFacts,
	drives: ReadonlyMap<string, DriveBrief>,
	now: Date,
) {
	const applied = facts.applications.flatMap((a) => {
		const drive = drives.get(a.driveId);
		return drive ? [{ drive, status: a.status as string | null, match: a.match, applied: true }] : [];
	});
	if (applied.length > 0) return { from: "applied" as const, targets: applied.reverse() };
	const open = (await openDrivesFor(db, student.id, now)).slice(0, OPEN_DRIVES_SHOWN);
	const matches = await jobMatchesOf(
		db,
		open.map((drive) => ({
			key: drive.id,
			userId: student.id,
			resumeId: null,
			jobDescription: jobDescriptionOf(drive),
		})),
		now,
	);
	return {
		from: open.length ? ("open" as const) : ("none" as const),
		targets: open.map((drive) => ({
			drive,
			status: null,
			match: matches.get(drive.id) ?? null,
			applied: false,
		})),
	};
}

async function journeyTitles(db: Db, matches: readonly (JobMatch | null)[]): Promise<Map<string, string>> {
	const slugs = new Set(matches.flatMap((m) => [...journeysFor(m?.missingSkills.slice(0, 5) ?? []).keys()]));
	const titles = new Map<string, string>();
	for (const slug of slugs) {
		const found = await catalogueTitleOf(db, "journey", slug);
		if (found) titles.set(slug, found.title);
	}
	return titles;
}

/** `/student-placement-analytics/{id}`: the score, its parts, six months of history and the gaps to roles. */
export async function studentReadiness(
	db: Db,
	principal: Principal,
	studentId: string,
	now: Date,
): Promise<StudentReadiness> {
	const student = await readableStudent(db, principal, studentId);
	const moments = historyMoments(now);
	const { byStudent, drives } = await gatherFacts(
		db,
		[student.id],
		moments.map((m) => m.at),
		now,
	);
	const facts = byStudent.get(student.id) as StudentFacts;
	const history = moments.map((m, i) => ({ ...m, ...componentsAt(facts, m.at, i) }));
	const current = history[history.length - 1] as (typeof history)[number];
	const score = readinessScore(current.scores);
	const { from, targets } = await targetDrives(db, student, facts, drives, now);
	const journeys = await journeyTitles(
		db,
		targets.map((t) => t.match),
	);
	const roles: RoleGaps[] = targets.map(({ drive, status, match, applied }) => {
		const asks = asksOf(drive, current.scores, match);
		return {
			driveId: drive.id,
			slug: drive.slug,
			title: drive.title,
			company: drive.companyName,
			applied,
			status,
			driveDate: drive.driveDate.toISOString(),
			asks: asks.map(({ rounds: _rounds, ...ask }) => ask),
			resumeMatch: match?.score ?? null,
			missingSkills: match?.missingSkills ?? [],
			gaps: gapsOf(drive, asks, match, journeys),
		};
	});
	const departments = student.institutionId ? await departmentsOf(db, student.institutionId) : [];
	return {
		student: {
			id: student.id,
			name: student.name,
			rollNo: student.rollNo,
			deptCode: departments.find((d) => d.id === student.departmentId)?.code ?? null,
			year: student.currentYear,
			section: student.section,
			batch: await batchOfStudent(db, student.id),
		},
		asOf: now.toISOString(),
		score,
		band: bandOf(score),
		readyFor: readyFor(current.scores),
		components: componentViews(current),
		history: history.map((point) => ({
			month: point.month,
			asOf: point.at.toISOString(),
			score: readinessScore(point.scores),
			components: point.scores,
		})),
		rolesFrom: from,
		roles,
	};
}

/** For the batch view's legend and the CSV's header. */
export const BAND_LABELS = Object.fromEntries(
	Object.entries(BAND_RULES).map(([k, v]) => [k, v.label]),
) as Record<ReadinessBand, string>;
export const KIND_LABELS = Object.fromEntries(
	Object.entries(DRIVE_KIND_RULES).map(([k, v]) => [k, v.label]),
) as Record<DriveKind, string>;
