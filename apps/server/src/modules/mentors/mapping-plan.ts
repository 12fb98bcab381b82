import type { MappingRules } from "@unnati/contracts/mentors";

// What a mapping rule does to a department, worked out without the database: the service loads the
// department, this decides, the preview shows it and apply writes it. Pure, so a preview and the
// apply that follows it (on the same version of the mapping) always agree.

export type PlanStudent = {
	id: string;
	rollNo: string;
	year: number | null;
	section: string | null;
	mentorId: string | null;
	suspended: boolean;
};

/** A mentor as the maximum sees them: every mentee they have now, in any department. */
export type PlanMentor = { id: string; name: string; menteeCount: number };

export type Plan = {
	moves: { studentId: string; from: string | null; to: string }[];
	stays: { studentId: string; mentorId: string | null }[];
	unplaced: { studentId: string; mentorId: string | null; reason: string }[];
	/** Each mentor the rule may place students with: mentees before and after. */
	loads: { mentorId: string; before: number; after: number }[];
};

const byRollNo = (a: PlanStudent, b: PlanStudent) => (a.rollNo < b.rollNo ? -1 : a.rollNo > b.rollNo ? 1 : 0);

const cohortLabel = (year: number | null, section: string | null) =>
	`year ${year ?? "?"} section ${section ?? "?"}`;

/** The students a rule considers, in roll-number order: deactivated students are never placed. */
export function studentsInScope(
	students: readonly PlanStudent[],
	scope: MappingRules["scope"],
): PlanStudent[] {
	return students
		.filter(
			(s) =>
				!s.suspended &&
				(scope.years.length === 0 || (s.year !== null && scope.years.includes(s.year))) &&
				(scope.sections.length === 0 || (s.section !== null && scope.sections.includes(s.section))) &&
				(!scope.onlyUnassigned || s.mentorId === null),
		)
		.sort(byRollNo);
}

/** Every mentor the rule names, in the order it names them. */
export function mentorsOfRules(rules: MappingRules): string[] {
	const ids =
		rules.strategy === "round_robin" ? rules.mentorIds : rules.sectionMentors.flatMap((e) => e.mentorIds);
	return [...new Set(ids)];
}

/**
 * Places the students in scope:
 * - round-robin: in roll-number order, each to the next chosen mentor in turn, skipping a mentor
 *   who has reached the maximum;
 * - by section: each student to the mentors named for their year and section, in turn the same way.
 * The maximum counts every mentee a mentor has (of any department) and is never passed by a
 * placement. When not only the unmapped are in scope, everyone in scope is placed afresh: who lands
 * with the mentor they have "stays"; who cannot be placed keeps their mentor, and is counted where
 * they are before anyone else is placed (so a freed place is never given twice).
 */
export function planMapping(
	students: readonly PlanStudent[],
	mentors: ReadonlyMap<string, PlanMentor>,
	rules: MappingRules,
): Plan {
	const inScope = studentsInScope(students, rules.scope);
	const chosen = mentorsOfRules(rules);
	const sectionMentors = new Map(
		rules.strategy === "by_section"
			? rules.sectionMentors.map((e) => [`${e.year}|${e.section}`, e.mentorIds])
			: [],
	);
	const candidatesOf = (s: PlanStudent): readonly string[] | undefined =>
		rules.strategy === "round_robin" ? rules.mentorIds : sectionMentors.get(`${s.year}|${s.section}`);

	// Students who could not be placed keep their mentor; pinning them and placing the rest again
	// keeps every mentor within the maximum. Each round pins at least one more student, so it ends.
	const pinned = new Set<string>();
	for (;;) {
		const load = new Map<string, number>();
		for (const m of mentors.values()) load.set(m.id, m.menteeCount);
		for (const s of inScope)
			if (s.mentorId !== null && !pinned.has(s.id)) load.set(s.mentorId, (load.get(s.mentorId) ?? 1) - 1);
		const turn = new Map<string, number>();
		const target = new Map<string, string | null>();
		const reasons = new Map<string, string>();
		for (const s of inScope) {
			if (pinned.has(s.id)) continue;
			const candidates = candidatesOf(s);
			const key = rules.strategy === "round_robin" ? "all" : `${s.year}|${s.section}`;
			if (!candidates || candidates.length === 0) {
				target.set(s.id, null);
				reasons.set(s.id, `No mentor is named for ${cohortLabel(s.year, s.section)}.`);
				continue;
			}
			const start = turn.get(key) ?? 0;
			let placed: string | null = null;
			for (let i = 0; i < candidates.length; i++) {
				const index = (start + i) % candidates.length;
				const mentorId = candidates[index] as string;
				if ((load.get(mentorId) ?? 0) < rules.maxPerMentor) {
					placed = mentorId;
					turn.set(key, (index + 1) % candidates.length);
					break;
				}
			}
			target.set(s.id, placed);
			if (placed) load.set(placed, (load.get(placed) ?? 0) + 1);
			else
				reasons.set(
					s.id,
					rules.strategy === "round_robin"
						? `Every chosen mentor already has the maximum of ${rules.maxPerMentor} mentees.`
						: `The mentors of ${cohortLabel(s.year, s.section)} already have the maximum of ${rules.maxPerMentor} mentees.`,
				);
		}
		const newlyPinned = inScope.filter(
			(s) => !pinned.has(s.id) && target.get(s.id) === null && s.mentorId !== null,
		);
		if (newlyPinned.length > 0) {
			for (const s of newlyPinned) pinned.add(s.id);
			continue;
		}

		const plan: Plan = { moves: [], stays: [], unplaced: [], loads: [] };
		const pinnedReason = `No chosen mentor had room under the maximum of ${rules.maxPerMentor}; keeps their mentor.`;
		for (const s of inScope) {
			const to = pinned.has(s.id) ? null : (target.get(s.id) ?? null);
			if (to === null)
				plan.unplaced.push({
					studentId: s.id,
					mentorId: s.mentorId,
					reason: pinned.has(s.id) ? pinnedReason : (reasons.get(s.id) ?? pinnedReason),
				});
			else if (to === s.mentorId) plan.stays.push({ studentId: s.id, mentorId: to });
			else plan.moves.push({ studentId: s.id, from: s.mentorId, to });
		}
		const after = new Map<string, number>();
		for (const m of mentors.values()) after.set(m.id, m.menteeCount);
		for (const move of plan.moves) {
			if (move.from) after.set(move.from, (after.get(move.from) ?? 1) - 1);
			after.set(move.to, (after.get(move.to) ?? 0) + 1);
		}
		plan.loads = chosen.map((mentorId) => ({
			mentorId,
			before: mentors.get(mentorId)?.menteeCount ?? 0,
			after: after.get(mentorId) ?? 0,
		}));
		return plan;
	}
}
