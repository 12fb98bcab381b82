import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";

/**
 * Year promotion at the end of the academic year (issue 18): every active student of one year (of
 * one department, or of the whole college) moves to the next year. Only the year changes: sections,
 * mentors and placement academic records (backlogs) stay as they are.
 */

/**
 * Accounts have no "graduated" or alumni state, so final-year students are not promoted: rather
 * than invent one here, the request is refused and the final year stays as it is.
 */
export const FINAL_YEAR_MESSAGE = "Final-year students graduate; promotion covers years 1-3.";

const fromYear = z.coerce
	.number({ error: "Choose the year to promote, 1 to 3." })
	.int({ error: "Choose the year to promote, 1 to 3." })
	.min(1, { error: "Choose the year to promote, 1 to 3." })
	.max(4, { error: "Choose the year to promote, 1 to 3." })
	.refine((year) => year < 4, { error: FINAL_YEAR_MESSAGE });

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

export const promotionPreviewSchema = z
	.object({
		fromYear: z.number().int(),
		toYear: z.number().int(),
		/** Null: every department of the college. */
		departmentId: z.string().nullable(),
		/** Names this exact set of students; the apply sends it back. */
		version: z.string(),
		/** Active students who move to `toYear`. */
		moving: z.array(promotedStudentSchema),
		/** Deactivated students of the year: left where they are. */
		deactivated: z.array(promotedStudentSchema),
		counts: z.array(promotionCountSchema),
	})
	.meta({ id: "PromotionPreview" });
export type PromotionPreview = z.infer<typeof promotionPreviewSchema>;

export const promotionResultSchema = z
	.object({
		fromYear: z.number().int(),
		toYear: z.number().int(),
		promoted: z.number().int(),
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
			"Who a year promotion would move (active students of the year) and who it leaves (deactivated); nothing changes",
		tags,
		body: promotionRequestSchema,
		responses: { 200: promotionPreviewSchema },
		errors: [400, 401, 403],
	}),
	apply: defineEndpoint({
		method: "POST",
		path: "/api/students/promotions",
		summary:
			"Moves the previewed students to the next year in one transaction; a preview that no longer matches is a 409",
		tags,
		body: promotionApplySchema,
		responses: { 200: promotionResultSchema },
		errors: [400, 401, 403, 409],
	}),
} as const;
