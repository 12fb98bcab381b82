import {
	MAPPING_HISTORY_PAGE,
	MAPPING_MESSAGES,
	MAX_MENTEES_PER_MENTOR,
	type MappingChanged,
	type MappingHistory,
	type MappingPlan,
	type MappingRules,
	type MentorMapping,
} from "@unnati/contracts/mentors";
import { inArray, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { DepartmentSummary } from "../institutions";
import type { Notify } from "../notifications";
import { mappingHistory } from "./mapping-history";
import { mentorsOfRules, planMapping } from "./mapping-plan";
import {
	checkMentor,
	checkStudent,
	type DepartmentState,
	loadState,
	ownDepartment,
	type StateStudent,
} from "./mapping-state";
import { mentorAssignmentChanges, mentorAssignments } from "./tables";

export type MappingDeps = { db: Db; clock: Clock; notify: Notify };

const listed = (items: readonly (string | number)[], none: string) =>
	items.length === 0 ? none : items.join(", ");

/** What a rule says, in the words the history keeps. */
function summarize(rules: MappingRules, state: DepartmentState): string {
	const name = (id: string) => state.mentors.get(id)?.name ?? "a former mentor";
	const how =
		rules.strategy === "round_robin"
			? `Round-robin across ${rules.mentorIds.map(name).join(", ")}`
			: `By section: ${rules.sectionMentors
					.map((e) => `year ${e.year} section ${e.section} to ${e.mentorIds.map(name).join(", ")}`)
					.join("; ")}`;
	const { years, sections, onlyUnassigned } = rules.scope;
	const scope = `${years.length === 1 ? "year" : "years"} ${listed([...years].sort(), "all")}, ${
		sections.length === 1 ? "section" : "sections"
	} ${listed([...sections].sort(), "all")}, ${onlyUnassigned ? "students without a mentor" : "every student afresh"}`;
	return `${how}; ${scope}; at most ${rules.maxPerMentor} mentees a mentor`.slice(0, 1000);
}

function planOf(state: DepartmentState, rules: MappingRules): MappingPlan {
	const plan = planMapping(state.students, state.mentors, rules);
	const student = (id: string) => {
		const s = state.studentById.get(id) as StateStudent;
		return { id: s.id, name: s.name, rollNo: s.rollNo };
	};
	const mentor = (id: string | null) =>
		id === null
			? null
			: { id, name: state.mentors.get(id)?.name ?? state.outsideMentors.get(id) ?? "A former mentor" };
	return {
		version: state.version,
		summary: summarize(rules, state),
		moves: plan.moves.map((m) => ({
			student: student(m.studentId),
			fromMentor: mentor(m.from),
			toMentor: mentor(m.to) as { id: string; name: string },
		})),
		stays: plan.stays.map((s) => ({ student: student(s.studentId), mentor: mentor(s.mentorId) })),
		unplaced: plan.unplaced.map((u) => ({
			student: student(u.studentId),
			mentor: mentor(u.mentorId),
			reason: u.reason,
		})),
		loads: plan.loads.map((l) => ({
			...(mentor(l.mentorId) as { id: string; name: string }),
			before: l.before,
			after: l.after,
		})),
	};
}

function mappingWire(state: DepartmentState, history: MappingHistory): MentorMapping {
	const cohorts = new Map<string, MentorMapping["cohorts"][number]>();
	for (const s of state.students) {
		const key = `${s.year}|${s.section}`;
		const cohort = cohorts.get(key) ?? { year: s.year, section: s.section, students: 0, unassigned: 0 };
		cohort.students++;
		if (s.mentorId === null) cohort.unassigned++;
		cohorts.set(key, cohort);
	}
	return {
		department: { id: state.department.id, code: state.department.code, name: state.department.name },
		version: state.version,
		mentors: [...state.mentors.values()]
			.map(({ id, name, factId, menteeCount, suspended }) => ({ id, name, factId, menteeCount, suspended }))
			.sort((a, b) => a.name.localeCompare(b.name)),
		students: state.students.map(({ id, name, rollNo, year, section, mentorId, suspended }) => ({
			id,
			name,
			rollNo,
			year,
			section,
			mentorId,
			suspended,
		})),
		outsideMentors: [...state.outsideMentors].map(([id, name]) => ({ id, name })),
		cohorts: [...cohorts.values()].sort(
			(a, b) => (a.year ?? 9) - (b.year ?? 9) || (a.section ?? "").localeCompare(b.section ?? ""),
		),
		history,
	};
}

/** GET /api/mentors/mapping: the department head's department, its mentors and students, and the latest changes. */
export async function mentorMapping(db: Db, principal: Principal): Promise<MentorMapping> {
	const department = await ownDepartment(db, principal);
	const state = await loadState(db, department);
	return mappingWire(state, await mappingHistory(db, department.id, 0, MAPPING_HISTORY_PAGE));
}

export async function departmentHistory(
	db: Db,
	principal: Principal,
	offset: number,
	limit: number,
): Promise<MappingHistory> {
	const department = await ownDepartment(db, principal);
	return mappingHistory(db, department.id, offset, limit);
}

async function checkRules(db: Db, principal: Principal, state: DepartmentState, rules: MappingRules) {
	for (const id of mentorsOfRules(rules)) await checkMentor(db, principal, state, id);
}

/** POST /api/mentors/mapping/preview: what the rule would do; nothing is written. */
export async function previewMapping(
	db: Db,
	principal: Principal,
	rules: MappingRules,
): Promise<MappingPlan> {
	const state = await loadState(db, await ownDepartment(db, principal));
	await checkRules(db, principal, state, rules);
	return planOf(state, rules);
}

type Change = { studentId: string; from: string | null; to: string | null };

/** Moves students and writes the history, inside the caller's transaction. */
async function writeChanges(
	tx: Db,
	department: DepartmentSummary,
	changes: readonly Change[],
	record: { by: string; how: "rule" | "manual"; rule: string | null; at: Date },
): Promise<void> {
	if (changes.length === 0) return;
	await tx.delete(mentorAssignments).where(
		inArray(
			mentorAssignments.studentId,
			changes.map((c) => c.studentId),
		),
	);
	const mapped = changes.flatMap((c) =>
		c.to ? [{ mentorId: c.to, studentId: c.studentId, assignedAt: record.at }] : [],
	);
	if (mapped.length > 0) await tx.insert(mentorAssignments).values(mapped);
	await tx.insert(mentorAssignmentChanges).values(
		changes.map((c, position) => ({
			departmentId: department.id,
			studentId: c.studentId,
			fromMentorId: c.from,
			toMentorId: c.to,
			changedBy: record.by,
			how: record.how,
			ruleSummary: record.rule,
			changedAt: record.at,
			position,
		})),
	);
}

/**
 * Runs `fn` on the department's mapping in one transaction, one change of a department at a time
 * (the advisory lock): what `fn` read is still true when it writes.
 */
async function inDepartmentLock<T>(
	db: Db,
	department: DepartmentSummary,
	fn: (tx: Db, state: DepartmentState) => Promise<T>,
) {
	return db.transaction(async (transaction) => {
		const tx = transaction as unknown as Db;
		await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mentor-mapping:${department.id}`}))`);
		return fn(tx, await loadState(tx, department));
	});
}

/** Tells each student who their new mentor is, once the change has committed. */
async function tellMentees(deps: MappingDeps, changes: readonly Change[], names: Map<string, string>) {
	const byMentor = new Map<string, string[]>();
	for (const c of changes) if (c.to) byMentor.set(c.to, [...(byMentor.get(c.to) ?? []), c.studentId]);
	for (const [mentorId, studentIds] of byMentor)
		await deps.notify(studentIds, "mentor_assigned", {
			mentorId,
			mentorName: names.get(mentorId) ?? "Your mentor",
		});
}

async function changedWire(
	deps: MappingDeps,
	principal: Principal,
	changed: number,
): Promise<MappingChanged> {
	return { changed, mapping: await mentorMapping(deps.db, principal) };
}

/**
 * POST /api/mentors/mapping/apply: the rule again with the version its preview was made on; 409
 * when the mapping has changed since (a stale preview is never applied), else every move in one
 * transaction with its history.
 */
export async function applyMapping(
	deps: MappingDeps,
	principal: Principal,
	input: { rules: MappingRules; version: string },
): Promise<MappingChanged> {
	const department = await ownDepartment(deps.db, principal);
	const names = new Map<string, string>();
	const changes = await inDepartmentLock(deps.db, department, async (tx, state) => {
		await checkRules(tx, principal, state, input.rules);
		if (state.version !== input.version) throw new AppError("CONFLICT", MAPPING_MESSAGES.stale);
		const plan = planMapping(state.students, state.mentors, input.rules);
		const moves: Change[] = plan.moves.map((m) => ({ studentId: m.studentId, from: m.from, to: m.to }));
		await writeChanges(tx, department, moves, {
			by: principal.userId,
			how: "rule",
			rule: summarize(input.rules, state),
			at: deps.clock(),
		});
		for (const m of state.mentors.values()) names.set(m.id, m.name);
		return moves;
	});
	await tellMentees(deps, changes, names);
	return changedWire(deps, principal, changes.length);
}

/**
 * POST /api/mentors/mapping/moves: students moved by hand to a mentor of the department, or left
 * without one. The rule's maximum belongs to one run and is not stored, so a hand move is refused
 * only past the ceiling every mentor has (MAX_MENTEES_PER_MENTOR): 409, nothing moved.
 */
export async function moveMentees(
	deps: MappingDeps,
	principal: Principal,
	input: { studentIds: string[]; mentorId: string | null; version?: string | undefined },
): Promise<MappingChanged> {
	const department = await ownDepartment(deps.db, principal);
	const names = new Map<string, string>();
	const changes = await inDepartmentLock(deps.db, department, async (tx, state) => {
		const students: StateStudent[] = [];
		for (const id of input.studentIds) students.push(await checkStudent(tx, principal, state, id));
		const mentor = input.mentorId === null ? null : await checkMentor(tx, principal, state, input.mentorId);
		if (input.version !== undefined && input.version !== state.version)
			throw new AppError("CONFLICT", MAPPING_MESSAGES.stale);
		const moves: Change[] = students
			.filter((s) => s.mentorId !== (mentor?.id ?? null))
			.sort((a, b) => (a.rollNo < b.rollNo ? -1 : 1))
			.map((s) => ({ studentId: s.id, from: s.mentorId, to: mentor?.id ?? null }));
		if (mentor && mentor.menteeCount + moves.length > MAX_MENTEES_PER_MENTOR)
			throw new AppError(
				"CONFLICT",
				`${mentor.name} has ${mentor.menteeCount} mentees; ${moves.length} more would pass the most a mentor may have, ${MAX_MENTEES_PER_MENTOR}.`,
			);
		await writeChanges(tx, department, moves, {
			by: principal.userId,
			how: "manual",
			rule: null,
			at: deps.clock(),
		});
		if (mentor) names.set(mentor.id, mentor.name);
		return moves;
	});
	await tellMentees(deps, changes, names);
	return changedWire(deps, principal, changes.length);
}
