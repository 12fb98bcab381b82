import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import { YEARS_OF_STUDY } from "../institutions/constants";

/**
 * Sections and batches of a college (issue 18). A section ("A", "B") is declared per department and
 * year of study; a batch is the cohort admitted together ("2022–2026"), named by the year it began
 * first year and the programme's length.
 */

/** B.Tech and B.E. run four years; `currentYear` is 1 to 4 (YEARS_OF_STUDY). */
export const PROGRAMME_YEARS = YEARS_OF_STUDY.length;

/**
 * The academic year starts in July (AICTE's calendar: first-years join in July and August), so from
 * July a first-year belongs to the batch admitted that calendar year, and before July to last year's.
 */
export const ACADEMIC_YEAR_START_MONTH = 6;

/** The calendar year the academic year of `now` began, e.g. 2026 for 25 November 2026. */
export function academicYearOf(now: Date): number {
	return now.getUTCMonth() >= ACADEMIC_YEAR_START_MONTH ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

/**
 * The year a student's batch began first year, from their year of study now. A lateral entrant who
 * joins in year 2 counts with the batch they join, which is how colleges list them.
 */
export function admissionYearFor(currentYear: number, now: Date): number {
	return academicYearOf(now) - (currentYear - 1);
}

/** "2022–2026": the years a batch begins and is due to graduate (en dash, as colleges print it). */
export function batchLabel(admissionYear: number): string {
	return `${admissionYear}–${admissionYear + PROGRAMME_YEARS}`;
}

export const SECTION_MESSAGES = {
	name: "A section is one letter, A to Z.",
	year: "The year of study is a whole number from 1 to 4.",
	capacity: "Capacity is a whole number of students from 1 to 500; leave it empty for no limit.",
} as const;

const sectionName = z
	.string({ error: SECTION_MESSAGES.name })
	.trim()
	.regex(/^[A-Za-z]$/, { error: SECTION_MESSAGES.name })
	.transform((value) => value.toUpperCase());
const capacity = z
	.number({ error: SECTION_MESSAGES.capacity })
	.int({ error: SECTION_MESSAGES.capacity })
	.min(1, { error: SECTION_MESSAGES.capacity })
	.max(500, { error: SECTION_MESSAGES.capacity })
	.nullable();

export const sectionInputSchema = z
	.object({
		year: z
			.number({ error: SECTION_MESSAGES.year })
			.int({ error: SECTION_MESSAGES.year })
			.min(1, { error: SECTION_MESSAGES.year })
			.max(PROGRAMME_YEARS, { error: SECTION_MESSAGES.year }),
		name: sectionName,
		capacity: capacity.optional(),
	})
	.meta({ id: "SectionInput" });
export type SectionInput = z.input<typeof sectionInputSchema>;

/** A rename moves the section's students with it; the year does not change (declare another section instead). */
export const sectionUpdateSchema = z
	.object({ name: sectionName.optional(), capacity: capacity.optional() })
	.refine((patch) => patch.name !== undefined || patch.capacity !== undefined, {
		error: "Change the section's name or its capacity.",
	})
	.meta({ id: "SectionUpdate" });
export type SectionUpdate = z.input<typeof sectionUpdateSchema>;

export const sectionParamsSchema = z.object({ sectionId: z.uuid({ error: "No such section." }) });
export const departmentSectionParamsSchema = z.object({
	departmentId: z.uuid({ error: "No such department." }),
});

/** A declared section with who is in it now (graduates are not) and the mentors of its students. */
export const declaredSectionSchema = z
	.object({
		id: z.string(),
		departmentId: z.string(),
		year: z.number().int(),
		name: z.string(),
		capacity: z.number().int().nullable(),
		active: z.number().int(),
		deactivated: z.number().int(),
		mentors: z.array(z.object({ id: z.string(), name: z.string() })),
	})
	.meta({ id: "DeclaredSection" });
export type DeclaredSection = z.infer<typeof declaredSectionSchema>;

/** A batch of one department: its students still studying and those who graduated. */
export const batchSchema = z
	.object({
		admissionYear: z.number().int(),
		/** "2022–2026". */
		label: z.string(),
		current: z.number().int(),
		graduated: z.number().int(),
	})
	.meta({ id: "Batch" });
export type Batch = z.infer<typeof batchSchema>;

/** The message of a section outside the declared ones, e.g. "CSE year 2 has sections A, B." */
export function undeclaredSectionMessage(
	department: string,
	year: number,
	allowed: readonly string[],
): string {
	return `${department} year ${year} has section${allowed.length === 1 ? "" : "s"} ${allowed.join(", ")}.`;
}

const tags = ["student management"];

export const sectionEndpoints = {
	create: defineEndpoint({
		method: "POST",
		path: "/api/departments/:departmentId/sections",
		summary: "Declares a section of a department's year (a name the year already has is a 409)",
		tags,
		params: departmentSectionParamsSchema,
		body: sectionInputSchema,
		responses: { 201: declaredSectionSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	update: defineEndpoint({
		method: "PATCH",
		path: "/api/sections/:sectionId",
		summary: "Renames a section (its students move with it) or changes its capacity",
		tags,
		params: sectionParamsSchema,
		body: sectionUpdateSchema,
		responses: { 200: declaredSectionSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	remove: defineEndpoint({
		method: "DELETE",
		path: "/api/sections/:sectionId",
		summary: "Deletes a section no student is in (otherwise 409 with the count)",
		tags,
		params: sectionParamsSchema,
		responses: { 204: null },
		errors: [400, 401, 403, 404, 409],
	}),
} as const;
