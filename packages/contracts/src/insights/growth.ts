import { z } from "zod";
import { termSchema } from "./schemas";

/**
 * Growth across tests (issue 18): each student's percentages over the closed exams of a term, in
 * the order the exams were held, and the change from their first exam to their latest.
 */

/** How far a student moved from their first exam of the term to their latest, in percentage points. */
export const GROWTH_BANDS = ["slipped", "steady", "improved", "leapt"] as const;
export type GrowthBand = (typeof GROWTH_BANDS)[number];

export const GROWTH_BAND_LABELS: Record<GrowthBand, string> = {
	slipped: "Slipped more than 10 points",
	steady: "Steady (within 10 points)",
	improved: "Improved 10–20 points",
	leapt: "Improved more than 20 points",
};

/**
 * The band of a change in points (rounded to one decimal first): below −10 slipped, −10 to +10
 * steady, above +10 up to +20 improved, above +20 leapt.
 */
export function growthBandOf(change: number): GrowthBand {
	if (change < -10) return "slipped";
	if (change <= 10) return "steady";
	if (change <= 20) return "improved";
	return "leapt";
}

export const GROWTH_TERMS = ["current", "previous"] as const;

export const growthQuerySchema = z.object({
	/** College staff and mentors may narrow to a department; a department head only names their own. */
	departmentId: z.string().trim().max(64).optional(),
	year: z.coerce.number().int().min(1).max(6).optional(),
	section: z.string().trim().max(8).optional(),
	/** Unset: this term once it has two closed exams with results for the group, else the previous term. */
	term: z.enum(GROWTH_TERMS).optional(),
});
export type GrowthQuery = z.input<typeof growthQuerySchema>;

/** One exam of the term: how many of the group sat it and how they did. */
export const growthExamSchema = z.object({
	id: z.string(),
	title: z.string(),
	opensAt: z.string(),
	sat: z.number().int(),
	/** The middle percentage of those who sat it: the group's trajectory, untroubled by a few outliers. */
	medianPercentage: z.number().nullable(),
	averagePercentage: z.number().nullable(),
});
export type GrowthExam = z.infer<typeof growthExamSchema>;

export const growthStudentSchema = z.object({
	id: z.string(),
	rollNo: z.string(),
	name: z.string(),
	deptCode: z.string().nullable(),
	year: z.number().int().nullable(),
	section: z.string().nullable(),
	/** The student's percentage in each exam of the term they sat, in the order the exams were held. */
	scores: z.array(z.object({ examId: z.string(), percentage: z.number() })),
	first: z.number().nullable(),
	latest: z.number().nullable(),
	/** Latest minus first, in points; null until the student has sat two of the term's exams. */
	change: z.number().nullable(),
	band: z.enum(GROWTH_BANDS).nullable(),
});
export type GrowthStudent = z.infer<typeof growthStudentSchema>;

export const growthSchema = z
	.object({
		collegeName: z.string(),
		/** Whose growth this is: the college, a department, a year and section, or a mentor's mentees. */
		scope: z.object({
			label: z.string(),
			departmentId: z.string().nullable(),
			year: z.number().int().nullable(),
			section: z.string().nullable(),
		}),
		term: termSchema.extend({ which: z.enum(GROWTH_TERMS) }),
		/** The term's closed exams that the group has results in, oldest first. */
		exams: z.array(growthExamSchema),
		/** Every student of the group, those with fewer than two exams included (change null). */
		students: z.array(growthStudentSchema),
		/** Students with a change, by band, in GROWTH_BANDS order. */
		distribution: z.array(
			z.object({ band: z.enum(GROWTH_BANDS), label: z.string(), students: z.number().int() }),
		),
		summary: z.object({
			students: z.number().int(),
			/** Students with two or more of the term's exams, so a change. */
			tracked: z.number().int(),
			medianChange: z.number().nullable(),
		}),
		/** The ten largest rises (change above 0), largest first. */
		improvers: z.array(growthStudentSchema),
		/** The ten largest falls (change below 0), largest first. */
		slipped: z.array(growthStudentSchema),
		/** What the group can be narrowed to: the departments the caller may see, and years and sections. */
		departments: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
		cohorts: z.array(z.object({ year: z.number().int().nullable(), section: z.string().nullable() })),
	})
	.meta({ id: "Growth" });
export type Growth = z.infer<typeof growthSchema>;
