import { z } from "zod";

/**
 * Dashboard figures of a college, a department and a mentor's mentees (issue 18). Percentages are
 * 0–100 with one decimal; null where there is nothing to average (no scored attempt).
 */

/** The academic term the figures cover: July–December (odd) or January–June (even), in UTC dates. */
export const termSchema = z.object({
	label: z.string(),
	from: z.string(),
	to: z.string(),
});

/** The figures every group of students has: who they are and how their term's exams went. */
export const cohortFiguresSchema = z.object({
	students: z.number().int(),
	/** Submitted attempts of the term's exams. */
	scoredAttempts: z.number().int(),
	/** Mean percentage of those attempts. */
	averagePercentage: z.number().nullable(),
	/** Share of those attempts that passed, in percent. */
	passRate: z.number().nullable(),
	/** Students with at least one at-risk reason. */
	atRisk: z.number().int(),
});
export type CohortFigures = z.infer<typeof cohortFiguresSchema>;

/** A student flagged as at risk, with every reason in words a teacher understands. */
export const flaggedStudentSchema = z.object({
	id: z.string(),
	rollNo: z.string(),
	name: z.string(),
	deptCode: z.string().nullable(),
	year: z.number().int().nullable(),
	section: z.string().nullable(),
	reasons: z.array(z.string()),
});
export type FlaggedStudent = z.infer<typeof flaggedStudentSchema>;

export const examFiguresSchema = z.object({
	id: z.string(),
	title: z.string(),
	opensAt: z.string(),
	closesAt: z.string(),
	/** Students the exam is for (its audience). */
	expected: z.number().int(),
	scoredAttempts: z.number().int(),
	averagePercentage: z.number().nullable(),
	passRate: z.number().nullable(),
});
export type ExamFigures = z.infer<typeof examFiguresSchema>;

/** One month of exam activity. */
export const monthFiguresSchema = z.object({
	/** "2026-09" */
	month: z.string(),
	scoredAttempts: z.number().int(),
	averagePercentage: z.number().nullable(),
	passRate: z.number().nullable(),
});

export const termFiguresSchema = termSchema.extend({
	scoredAttempts: z.number().int(),
	averagePercentage: z.number().nullable(),
	passRate: z.number().nullable(),
});

export const collegeInsightsSchema = z
	.object({
		collegeName: z.string(),
		term: termSchema,
		totals: cohortFiguresSchema,
		departments: z.array(cohortFiguresSchema.extend({ id: z.string(), code: z.string(), name: z.string() })),
		exams: z.array(examFiguresSchema),
		atRisk: z.array(flaggedStudentSchema),
		/** The last six months, oldest first. */
		months: z.array(monthFiguresSchema),
		/** The previous term and this one, oldest first. */
		terms: z.array(termFiguresSchema),
	})
	.meta({ id: "CollegeInsights" });
export type CollegeInsights = z.infer<typeof collegeInsightsSchema>;

export const departmentInsightsQuerySchema = z.object({
	/** College staff choose a department; a department head may name only their own. */
	departmentId: z.string().trim().max(64).optional(),
});

export const studentStandingSchema = z.object({
	id: z.string(),
	rollNo: z.string(),
	name: z.string(),
	year: z.number().int().nullable(),
	section: z.string().nullable(),
	scoredAttempts: z.number().int(),
	averagePercentage: z.number().nullable(),
	/** The last time the student did anything in an exam (start, save or submission). */
	lastExamActivityAt: z.string().nullable(),
	mentorName: z.string().nullable(),
	reasons: z.array(z.string()),
});
export type StudentStanding = z.infer<typeof studentStandingSchema>;

export const departmentInsightsSchema = z
	.object({
		collegeName: z.string(),
		department: z.object({ id: z.string(), code: z.string(), name: z.string() }),
		term: termSchema,
		totals: cohortFiguresSchema,
		/** Each year and section, in order. */
		cohorts: z.array(
			cohortFiguresSchema.extend({ year: z.number().int().nullable(), section: z.string().nullable() }),
		),
		students: z.array(studentStandingSchema),
		mentors: z.array(
			z.object({
				id: z.string(),
				name: z.string(),
				mentees: z.number().int(),
				atRiskMentees: z.number().int(),
			}),
		),
		/** Students of the department without a mentor. */
		unmapped: z.number().int(),
	})
	.meta({ id: "DepartmentInsights" });
export type DepartmentInsights = z.infer<typeof departmentInsightsSchema>;
