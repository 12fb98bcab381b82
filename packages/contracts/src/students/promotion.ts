import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";

/**
 * Year promotion at the end of the academic year (issue 18): every active student of one year (of
 * one department, or of the whole college) moves to the next year. Only the year changes: sections,
 * mentors and placement academic records (backlogs) stay as they are. The final year graduates
 * instead: a graduate keeps every record and can still sign in, but leaves the current students.
 * A final-year student with active backlogs does not graduate and stays in the final year.
 */

const YEAR_MESSAGE = "Choose the year to promote, 1 to 4 (year 4 graduates).";
const fromYear = z.coerce
	.number({ error: YEAR_MESSAGE })
	.int({ error: YEAR_MESSAGE })
	.min(1, { error: YEAR_MESSAGE })
	.max(4, { error: YEAR_MESSAGE });

/**
 * Which students: one year of one department, or when `departmentId` is absent, of every department
 * (the college administrator) or of the department head's own.
 */
export const promotionRequestSchema = z
	.object({
		departmentId: z.uuid({ error: "Choose one of the college's departments." }).optional(),
		fromYear,
	})
	.meta({ id: "PromotionRequest" });
export type PromotionRequest = z.input<typeof promotionRequestSchema>;

/** The preview's version and count come back with the apply: if the year changed since, it is a 409. */
export const promotionApplySchema = promotionRequestSchema
	.extend({ version: z.string().min(1).max(128), count: z.number().int().min(0) })
	.meta({ id: "PromotionApply" });
export type PromotionApply = z.input<typeof promotionApplySchema>;

export const promotedStudentSchema = z.object({
	rollNo: z.string(),
	name: z.string(),
	department: z.string(),
	section: z.string().nullable(),
});
export type PromotedStudent = z.infer<typeof promotedStudentSchema>;

/** How many move, by department and section. */
export const promotionCountSchema = z.object({
	department: z.string(),
	section: z.string().nullable(),
	count: z.number().int(),
});

/** A final-year student who does not graduate, and why. */
export const keptBackStudentSchema = promotedStudentSchema.extend({
	/** Subjects failed and not yet cleared, on the placement office's academic record. */
	backlogs: z.number().int(),
	/** "Not graduated: 2 backlogs". */
	reason: z.string(),
});
export type KeptBackStudent = z.infer<typeof keptBackStudentSchema>;

/** The preview's words for a student kept back. */
export const notGraduatedReason = (backlogs: number) =>
	`Not graduated: ${backlogs} backlog${backlogs === 1 ? "" : "s"}`;

export const promotionPreviewSchema = z
	.object({
		fromYear: z.number().int(),
		/** Null when `fromYear` is the final year: its students graduate. */
		toYear: z.number().int().nullable(),
		/** Whether the students in `moving` graduate rather than move up a year. */
		graduates: z.boolean(),
		/** Null: every department of the college. */
		departmentId: z.string().nullable(),
		/** Names this exact set of students; the apply sends it back. */
		version: z.string(),
		/** Active students who move to `toYear` (or graduate, in the final year). */
		moving: z.array(promotedStudentSchema),
		/** Final-year students with active backlogs: they stay in the final year. Empty for years 1-3. */
		notGraduated: z.array(keptBackStudentSchema),
		/** Deactivated students of the year: left where they are. */
		deactivated: z.array(promotedStudentSchema),
		counts: z.array(promotionCountSchema),
	})
	.meta({ id: "PromotionPreview" });
export type PromotionPreview = z.infer<typeof promotionPreviewSchema>;

export const promotionResultSchema = z
	.object({
		fromYear: z.number().int(),
		toYear: z.number().int().nullable(),
		/** Students moved up a year (0 for the final year). */
		promoted: z.number().int(),
		/** Students who graduated (only for the final year). */
		graduated: z.number().int(),
		/** Final-year students kept back by their backlogs. */
		keptBack: z.number().int(),
		counts: z.array(promotionCountSchema),
		/** Deactivated students left in `fromYear`. */
		leftDeactivated: z.number().int(),
	})
	.meta({ id: "PromotionResult" });
export type PromotionResult = z.infer<typeof promotionResultSchema>;

const tags = ["student management"];

export const promotionEndpoints = {
	preview: defineEndpoint({
		method: "POST",
		path: "/api/students/promotions/preview",
		summary:
			"Who a year promotion would move (active students of the year; the final year graduates, except students with active backlogs) and who it leaves (deactivated); nothing changes",
		tags,
		body: promotionRequestSchema,
		responses: { 200: promotionPreviewSchema },
		errors: [400, 401, 403],
	}),
	apply: defineEndpoint({
		method: "POST",
		path: "/api/students/promotions",
		summary:
			"Moves the previewed students to the next year, or graduates the final year, in one transaction; a preview that no longer matches is a 409",
		tags,
		body: promotionApplySchema,
		responses: { 200: promotionResultSchema },
		errors: [400, 401, 403, 409],
	}),
} as const;
