import { type MappingRules, mappingRulesSchema } from "@unnati/contracts/mentors";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type PlanMentor, type PlanStudent, planMapping } from "./mapping-plan";

const MENTORS = ["m0", "m1", "m2", "m3"];

/** A department: students of years 1-2 and sections A-B, some mapped; mentors with mentees elsewhere too. */
const department = fc
	.record({
		students: fc.array(
			fc.record({
				year: fc.constantFrom(1, 2),
				section: fc.constantFrom("A", "B"),
				mentor: fc.option(fc.constantFrom(...MENTORS), { nil: null }),
				suspended: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
			}),
			{ maxLength: 40 },
		),
		elsewhere: fc.array(fc.nat(6), { minLength: MENTORS.length, maxLength: MENTORS.length }),
	})
	.map(({ students, elsewhere }) => {
		const list: PlanStudent[] = students.map((s, i) => ({
			id: `s${i}`,
			rollNo: `24CSE${String(i).padStart(3, "0")}`,
			year: s.year,
			section: s.section,
			mentorId: s.mentor,
			suspended: s.suspended,
		}));
		const mentors = new Map<string, PlanMentor>(
			MENTORS.map((id, i) => [
				id,
				{
					id,
					name: id,
					menteeCount: (elsewhere[i] ?? 0) + list.filter((s) => s.mentorId === id).length,
				},
			]),
		);
		return { students: list, mentors };
	});

const rules: fc.Arbitrary<MappingRules> = fc
	.record({
		roundRobin: fc.boolean(),
		chosen: fc.subarray(MENTORS, { minLength: 1 }),
		years: fc.subarray([1, 2]),
		onlyUnassigned: fc.boolean(),
		max: fc.integer({ min: 1, max: 15 }),
	})
	.map((r) =>
		mappingRulesSchema.parse(
			r.roundRobin
				? {
						strategy: "round_robin",
						scope: { years: r.years, onlyUnassigned: r.onlyUnassigned },
						mentorIds: r.chosen,
						maxPerMentor: r.max,
					}
				: {
						strategy: "by_section",
						scope: { years: r.years, onlyUnassigned: r.onlyUnassigned },
						sectionMentors: [
							{ year: 1, section: "A", mentorIds: r.chosen },
							{ year: 2, section: "B", mentorIds: [...r.chosen].reverse() },
						],
						maxPerMentor: r.max,
					},
		),
	);

describe("a mapping rule's plan", () => {
	it("accounts for every student in scope once and never places one with a mentor at the maximum", () => {
		fc.assert(
			fc.property(department, rules, ({ students, mentors }, rule) => {
				const plan = planMapping(students, mentors, rule);
				const inScope = students.filter(
					(s) =>
						!s.suspended &&
						(rule.scope.years.length === 0 || rule.scope.years.includes(s.year ?? 0)) &&
						(!rule.scope.onlyUnassigned || s.mentorId === null),
				);
				const seen = [...plan.moves, ...plan.stays, ...plan.unplaced].map((x) => x.studentId).sort();
				expect(seen).toEqual(inScope.map((s) => s.id).sort());
				// The final count of a mentor the rule placed someone with is within the maximum.
				for (const load of plan.loads)
					if (plan.moves.some((m) => m.to === load.mentorId))
						expect(load.after).toBeLessThanOrEqual(rule.maxPerMentor);
				// Nobody left outside the scope moves.
				const moved = new Set(plan.moves.map((m) => m.studentId));
				for (const s of students) if (!inScope.includes(s)) expect(moved.has(s.id)).toBe(false);
			}),
		);
	});

	it("spreads round-robin evenly when no maximum binds", () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 4 }), (n, k) => {
				const students: PlanStudent[] = Array.from({ length: n }, (_, i) => ({
					id: `s${i}`,
					rollNo: `24CSE${String(i).padStart(3, "0")}`,
					year: 1,
					section: "A",
					mentorId: null,
					suspended: false,
				}));
				const chosen = MENTORS.slice(0, k);
				const mentors = new Map(chosen.map((id) => [id, { id, name: id, menteeCount: 0 }]));
				const plan = planMapping(students, mentors, {
					strategy: "round_robin",
					scope: { years: [], sections: [], onlyUnassigned: true },
					mentorIds: chosen,
					maxPerMentor: 60,
				});
				const loads = plan.loads.map((l) => l.after);
				expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
				expect(plan.moves[0]?.to ?? "m0").toBe("m0");
			}),
		);
	});
});
