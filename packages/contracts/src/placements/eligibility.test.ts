import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	type EligibilityRules,
	type EligibilityStudent,
	eligibilityRulesSchema,
	evaluateMany,
	exclusionsOf,
	OPEN_RULES,
} from "./eligibility";
import { jobSlug } from "./slug";

const rules = (partial: Partial<EligibilityRules>): EligibilityRules => ({ ...OPEN_RULES, ...partial });
const student = (
	record: Partial<NonNullable<EligibilityStudent["record"]>> = {},
	rest: Partial<Omit<EligibilityStudent, "record">> = {},
): EligibilityStudent => ({
	branch: "CSE",
	placed: false,
	record: {
		batch: 2026,
		cgpa: 8,
		tenthPercent: 85,
		twelfthPercent: 80,
		diplomaPercent: null,
		activeBacklogs: 0,
		pastBacklogs: 0,
		gapYears: 0,
		...record,
	},
	...rest,
});
const rulesOf = (s: EligibilityStudent, r: EligibilityRules) => exclusionsOf(r, s).map((e) => e.rule);

describe("exclusionsOf", () => {
	it("lets a CGPA exactly at the minimum in, and one a hundredth below out", () => {
		expect(rulesOf(student({ cgpa: 7 }), rules({ minCgpa: 7 }))).toEqual([]);
		expect(rulesOf(student({ cgpa: 6.99 }), rules({ minCgpa: 7 }))).toEqual(["minCgpa"]);
		expect(exclusionsOf(rules({ minCgpa: 7.5 }), student({ cgpa: 7.49 }))[0]?.message).toBe(
			"Needs a CGPA of 7.5 or above; yours is 7.49.",
		);
	});

	it("treats maximums as inclusive: two backlogs meet 'at most two'", () => {
		expect(
			rulesOf(
				student({ activeBacklogs: 2, pastBacklogs: 3 }),
				rules({ maxActiveBacklogs: 2, maxPastBacklogs: 3 }),
			),
		).toEqual([]);
		expect(
			rulesOf(
				student({ activeBacklogs: 3, pastBacklogs: 4 }),
				rules({ maxActiveBacklogs: 2, maxPastBacklogs: 3 }),
			),
		).toEqual(["maxActiveBacklogs", "maxPastBacklogs"]);
		expect(rulesOf(student({ gapYears: 1 }), rules({ maxGapYears: 0 }))).toEqual(["maxGapYears"]);
	});

	it("checks 12th marks for 12th pass-outs and diploma marks for diploma holders", () => {
		const both = rules({ minTwelfthPercent: 60, minDiplomaPercent: 65 });
		expect(rulesOf(student({ twelfthPercent: 60 }), both)).toEqual([]);
		expect(rulesOf(student({ twelfthPercent: 59.99 }), both)).toEqual(["minTwelfthPercent"]);
		expect(rulesOf(student({ twelfthPercent: null, diplomaPercent: 64 }), both)).toEqual([
			"minDiplomaPercent",
		]);
		expect(rulesOf(student({ twelfthPercent: null, diplomaPercent: 65 }), both)).toEqual([]);
	});

	it("names every failing rule, in a fixed order, and keeps out a student with no record", () => {
		const strict = rules({
			batch: 2026,
			branches: ["ECE"],
			minCgpa: 9,
			minTenthPercent: 90,
			placedPolicy: "exclude_placed",
		});
		expect(rulesOf(student({ batch: 2025, cgpa: 8, tenthPercent: 80 }, { placed: true }), strict)).toEqual([
			"batch",
			"branches",
			"minCgpa",
			"minTenthPercent",
			"placedPolicy",
		]);
		expect(rulesOf({ branch: "CSE", placed: false, record: null }, OPEN_RULES)).toEqual(["record"]);
		expect(rulesOf(student({}, { placed: true }), OPEN_RULES)).toEqual([]);
	});

	it("open rules exclude nobody with a record, and tightening a minimum never lets more in", () => {
		const arbitraryStudent = fc.record({
			cgpa: fc.integer({ min: 0, max: 1000 }).map((n) => n / 100),
			tenthPercent: fc.integer({ min: 0, max: 10000 }).map((n) => n / 100),
			activeBacklogs: fc.integer({ min: 0, max: 5 }),
		});
		fc.assert(
			fc.property(
				fc.array(arbitraryStudent, { maxLength: 40 }),
				fc.integer({ min: 0, max: 1000 }),
				(list, min) => {
					const students = list.map((s) => student({ ...s, pastBacklogs: s.activeBacklogs }));
					expect(evaluateMany(OPEN_RULES, students).eligible).toBe(students.length);
					const low = evaluateMany(rules({ minCgpa: min / 100 }), students).eligible;
					const high = evaluateMany(rules({ minCgpa: Math.min(10, min / 100 + 0.5) }), students).eligible;
					expect(high).toBeLessThanOrEqual(low);
					expect(low).toBe(students.filter((s) => (s.record?.cgpa ?? 0) >= min / 100).length);
				},
			),
		);
	});
});

describe("eligibilityRulesSchema", () => {
	const reason = (partial: Partial<EligibilityRules>) => {
		const result = eligibilityRulesSchema.safeParse(rules(partial));
		return result.success ? null : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
	};

	it("accepts the edges of every range", () => {
		expect(
			reason({
				minCgpa: 10,
				minTenthPercent: 100,
				minTwelfthPercent: 0,
				maxActiveBacklogs: 0,
				maxGapYears: 0,
			}),
		).toBeNull();
	});

	it("refuses nonsense with the reason", () => {
		expect(reason({ minCgpa: 10.01 })).toEqual([
			"minCgpa: The minimum CGPA cannot be above 10 (CGPA is on a 10-point scale).",
		]);
		expect(reason({ minCgpa: -0.5 })).toEqual(["minCgpa: The minimum CGPA cannot be below 0."]);
		expect(reason({ minTenthPercent: 100.5 })).toEqual([
			"minTenthPercent: The minimum 10th percentage cannot be above 100%.",
		]);
		expect(reason({ minDiplomaPercent: 120 })).toEqual([
			"minDiplomaPercent: The minimum diploma percentage cannot be above 100%.",
		]);
		expect(reason({ maxActiveBacklogs: -1 })).toEqual([
			"maxActiveBacklogs: The maximum number of active backlogs cannot be negative.",
		]);
		expect(reason({ maxPastBacklogs: 1.5 })).toEqual([
			"maxPastBacklogs: The maximum number of past backlogs must be a whole number.",
		]);
		expect(reason({ maxGapYears: -2 })).toEqual([
			"maxGapYears: The maximum number of gap years cannot be negative.",
		]);
	});
});

describe("jobSlug", () => {
	it("makes lower-case words joined by hyphens", () => {
		expect(jobSlug("Graduate Engineer Trainee - Manufacturing")).toBe(
			"graduate-engineer-trainee-manufacturing",
		);
		expect(jobSlug("Associate Software Engineer (Java)")).toBe("associate-software-engineer-java");
		expect(jobSlug("!!!")).toBe("job");
	});
});
