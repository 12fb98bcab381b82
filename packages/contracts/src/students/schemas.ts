import { z } from "zod";

/** A student as staff see them in lists and profiles (scope decides who sees whom). */
export const studentSummarySchema = z
	.object({
		id: z.string(),
		rollNo: z.string(),
		name: z.string(),
		email: z.string(),
		collegeName: z.string().nullable(),
		deptName: z.string().nullable(),
		currentYear: z.number().int().nullable(),
		section: z.string().nullable(),
		/** False once the college has deactivated the account: it cannot sign in. */
		active: z.boolean(),
		/** True once the final-year promotion graduated them: they keep their records and may sign in. */
		graduated: z.boolean(),
		/** "2022–2026": the batch they were admitted with; null when neither is known. */
		batch: z.string().nullable(),
	})
	.meta({ id: "StudentSummary" });

/** Current students (the default) or graduates: the students list shows one or the other. */
export const STUDENT_LIST_STANDINGS = ["current", "graduated"] as const;
export type StudentListStanding = (typeof STUDENT_LIST_STANDINGS)[number];

/** A student named by roll number in a path (any case; the server upper-cases it). */
export const studentParamsSchema = z.object({ rollNo: z.string().trim().min(1).max(32) });

export const studentListQuerySchema = z.object({
	q: z.string().trim().max(100).optional(),
	year: z.coerce.number().int().min(1).max(4).optional(),
	section: z
		.string()
		.trim()
		.toUpperCase()
		.regex(/^[A-Z]$/)
		.optional(),
	standing: z
		.enum(STUDENT_LIST_STANDINGS, { error: "Choose current students or graduates." })
		.default("current"),
	page: z.coerce.number().int().min(1).max(10_000).default(1),
	pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const studentListResponseSchema = z
	.object({
		items: z.array(studentSummarySchema),
		total: z.number().int(),
		page: z.number().int(),
		pageSize: z.number().int(),
	})
	.meta({ id: "StudentList" });

export type StudentSummary = z.infer<typeof studentSummarySchema>;
export type StudentListResponse = z.infer<typeof studentListResponseSchema>;

/** What a signed-in person may see of students, for their home screen (GET /api/me/scope). */
export const scopeResponseSchema = z
	.object({
		kind: z.enum(["platform", "college", "department", "mentees", "self", "organization", "none"]),
		description: z.string(),
		studentCount: z.number().int().nullable(),
	})
	.meta({ id: "Scope" });
export type Scope = z.infer<typeof scopeResponseSchema>;
