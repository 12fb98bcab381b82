import { z } from "zod";
import { DEPARTMENT_CODES } from "../institutions/constants";

// Eligibility for a placement drive: the rules a training and placement officer sets, checked the
// same way in the browser (the live count) and on the server (the count, the jobs board, applying).
// Each rule left empty (null, or no branches) does not restrict anyone.

/** What a drive may do with students who already hold an offer (a "selected" application). */
export const PLACED_POLICIES = ["allow", "exclude_placed"] as const;
export type PlacedPolicy = (typeof PLACED_POLICIES)[number];

const percentage = (what: string) =>
	z
		.number({ error: `${what} must be a number.` })
		.min(0, `${what} cannot be below 0%.`)
		.max(100, `${what} cannot be above 100%.`)
		.nullable();

const count = (what: string) =>
	z
		.number({ error: `${what} must be a whole number.` })
		.int(`${what} must be a whole number.`)
		.min(0, `${what} cannot be negative.`)
		.max(50, `${what} cannot be above 50.`)
		.nullable();

export const eligibilityRulesSchema = z.object({
	/** Minimum CGPA on the 10-point scale; a student exactly at it is eligible. */
	minCgpa: z
		.number({ error: "The minimum CGPA must be a number." })
		.min(0, "The minimum CGPA cannot be below 0.")
		.max(10, "The minimum CGPA cannot be above 10 (CGPA is on a 10-point scale).")
		.nullable(),
	minTenthPercent: percentage("The minimum 10th percentage"),
	/** Applies to students who passed 12th; diploma holders are checked against minDiplomaPercent. */
	minTwelfthPercent: percentage("The minimum 12th percentage"),
	minDiplomaPercent: percentage("The minimum diploma percentage"),
	/** Department codes that may apply; empty means every branch. */
	branches: z.array(z.enum(DEPARTMENT_CODES)).max(DEPARTMENT_CODES.length),
	maxActiveBacklogs: count("The maximum number of active backlogs"),
	/** Backlogs ever had, cleared or not (many companies ask for "no history of backlogs"). */
	maxPastBacklogs: count("The maximum number of past backlogs"),
	/** The passing-out year (e.g. 2026); null lets every batch in. */
	batch: z
		.number({ error: "The batch must be a year." })
		.int("The batch must be a year.")
		.min(2000, "The batch must be a year from 2000 on.")
		.max(2100, "The batch must be a year before 2100.")
		.nullable(),
	maxGapYears: count("The maximum number of gap years"),
	placedPolicy: z.enum(PLACED_POLICIES),
});
export type EligibilityRules = z.infer<typeof eligibilityRulesSchema>;

/** Rules that exclude nobody: the starting point of a new drive's form. */
export const OPEN_RULES: EligibilityRules = {
	minCgpa: null,
	minTenthPercent: null,
	minTwelfthPercent: null,
	minDiplomaPercent: null,
	branches: [],
	maxActiveBacklogs: null,
	maxPastBacklogs: null,
	batch: null,
	maxGapYears: null,
	placedPolicy: "allow",
};

/** A student's academic record, as eligibility reads it. */
export type EligibilityStudent = {
	/** Department code (the branch), e.g. "CSE". */
	branch: string | null;
	/** Null when the placement office has no academic record of the student. */
	record: {
		batch: number;
		cgpa: number;
		tenthPercent: number;
		twelfthPercent: number | null;
		diplomaPercent: number | null;
		activeBacklogs: number;
		pastBacklogs: number;
		gapYears: number;
	} | null;
	/** Holds an offer already (selected in a drive of the college). */
	placed: boolean;
};

export const ELIGIBILITY_RULE_KEYS = [
	"record",
	"batch",
	"branches",
	"minCgpa",
	"minTenthPercent",
	"minTwelfthPercent",
	"minDiplomaPercent",
	"maxActiveBacklogs",
	"maxPastBacklogs",
	"maxGapYears",
	"placedPolicy",
] as const;
export type EligibilityRuleKey = (typeof ELIGIBILITY_RULE_KEYS)[number];

/**
 * One rule that keeps a student out, in words the student and the officer both read: a drive's
 * eligibility rule, or the college's tier policy for students who have accepted an offer (offers.ts).
 */
export type Exclusion = { rule: EligibilityRuleKey | "tierPolicy"; message: string };

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ""));
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * Every rule of `rules` that excludes `student` (empty: eligible). Minimums are inclusive (a CGPA of
 * exactly 7.00 meets "7.00 and above"); maximums are inclusive (2 backlogs meet "at most 2").
 */
export function exclusionsOf(rules: EligibilityRules, student: EligibilityStudent): Exclusion[] {
	const out: Exclusion[] = [];
	const { record } = student;
	if (!record)
		return [
			{
				rule: "record",
				message: "No academic record (CGPA, 10th and 12th marks) is on file with the placement office.",
			},
		];
	if (rules.batch !== null && record.batch !== rules.batch)
		out.push({
			rule: "batch",
			message: `Open to the ${rules.batch} batch; you are in the ${record.batch} batch.`,
		});
	if (rules.branches.length > 0 && !(student.branch && (rules.branches as string[]).includes(student.branch)))
		out.push({
			rule: "branches",
			message: `Open to ${rules.branches.join(", ")} only; your branch is ${student.branch ?? "not recorded"}.`,
		});
	if (rules.minCgpa !== null && record.cgpa < rules.minCgpa)
		out.push({
			rule: "minCgpa",
			message: `Needs a CGPA of ${fmt(rules.minCgpa)} or above; yours is ${fmt(record.cgpa)}.`,
		});
	if (rules.minTenthPercent !== null && record.tenthPercent < rules.minTenthPercent)
		out.push({
			rule: "minTenthPercent",
			message: `Needs ${fmt(rules.minTenthPercent)}% or above in 10th; yours is ${fmt(record.tenthPercent)}%.`,
		});
	if (
		rules.minTwelfthPercent !== null &&
		record.twelfthPercent !== null &&
		record.twelfthPercent < rules.minTwelfthPercent
	)
		out.push({
			rule: "minTwelfthPercent",
			message: `Needs ${fmt(rules.minTwelfthPercent)}% or above in 12th; yours is ${fmt(record.twelfthPercent)}%.`,
		});
	if (
		rules.minDiplomaPercent !== null &&
		record.diplomaPercent !== null &&
		record.diplomaPercent < rules.minDiplomaPercent
	)
		out.push({
			rule: "minDiplomaPercent",
			message: `Needs ${fmt(rules.minDiplomaPercent)}% or above in the diploma; yours is ${fmt(record.diplomaPercent)}%.`,
		});
	if (rules.maxActiveBacklogs !== null && record.activeBacklogs > rules.maxActiveBacklogs)
		out.push({
			rule: "maxActiveBacklogs",
			message:
				rules.maxActiveBacklogs === 0
					? `No active backlogs allowed; you have ${record.activeBacklogs}.`
					: `At most ${plural(rules.maxActiveBacklogs, "active backlog")} allowed; you have ${record.activeBacklogs}.`,
		});
	if (rules.maxPastBacklogs !== null && record.pastBacklogs > rules.maxPastBacklogs)
		out.push({
			rule: "maxPastBacklogs",
			message:
				rules.maxPastBacklogs === 0
					? `No history of backlogs allowed; you have had ${record.pastBacklogs}.`
					: `At most ${plural(rules.maxPastBacklogs, "backlog")} in your history allowed; you have had ${record.pastBacklogs}.`,
		});
	if (rules.maxGapYears !== null && record.gapYears > rules.maxGapYears)
		out.push({
			rule: "maxGapYears",
			message:
				rules.maxGapYears === 0
					? `No gap years allowed; you have ${plural(record.gapYears, "gap year")}.`
					: `At most ${plural(rules.maxGapYears, "gap year")} allowed; you have ${record.gapYears}.`,
		});
	if (rules.placedPolicy === "exclude_placed" && student.placed)
		out.push({ rule: "placedPolicy", message: "Closed to students who already hold an offer." });
	return out;
}

/** The result of the rules over many students: how many are eligible, and each one's exclusions. */
export function evaluateMany<S extends EligibilityStudent>(
	rules: EligibilityRules,
	students: readonly S[],
): { eligible: number; results: { student: S; exclusions: Exclusion[] }[] } {
	let eligible = 0;
	const results = students.map((student) => {
		const exclusions = exclusionsOf(rules, student);
		if (exclusions.length === 0) eligible++;
		return { student, exclusions };
	});
	return { eligible, results };
}

/** A short summary of the rules for cards and the jobs board ("CGPA 7+, CSE/ECE, no active backlogs"). */
export function describeRules(rules: EligibilityRules): string[] {
	const parts: string[] = [];
	if (rules.batch !== null) parts.push(`${rules.batch} batch`);
	if (rules.branches.length > 0) parts.push(rules.branches.join(", "));
	if (rules.minCgpa !== null) parts.push(`CGPA ${fmt(rules.minCgpa)} and above`);
	if (rules.minTenthPercent !== null) parts.push(`10th ${fmt(rules.minTenthPercent)}%+`);
	if (rules.minTwelfthPercent !== null) parts.push(`12th ${fmt(rules.minTwelfthPercent)}%+`);
	if (rules.minDiplomaPercent !== null) parts.push(`diploma ${fmt(rules.minDiplomaPercent)}%+`);
	if (rules.maxActiveBacklogs !== null)
		parts.push(
			rules.maxActiveBacklogs === 0
				? "no active backlogs"
				: `at most ${plural(rules.maxActiveBacklogs, "active backlog")}`,
		);
	if (rules.maxPastBacklogs !== null)
		parts.push(
			rules.maxPastBacklogs === 0
				? "no backlog history"
				: `at most ${plural(rules.maxPastBacklogs, "past backlog")}`,
		);
	if (rules.maxGapYears !== null)
		parts.push(rules.maxGapYears === 0 ? "no gap years" : `at most ${plural(rules.maxGapYears, "gap year")}`);
	if (rules.placedPolicy === "exclude_placed") parts.push("not yet placed");
	return parts;
}
