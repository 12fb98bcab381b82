import { z } from "zod";

/** /report: what kind of problem (SPEC §2 help hub "Report an Issue"). */
export const REPORT_CATEGORIES = {
	bug: "Something is broken",
	exam: "Exam or proctoring",
	account: "Account or login",
	content: "Course or question content",
	payments: "Payments",
	other: "Something else",
} as const;
export type ReportCategory = keyof typeof REPORT_CATEGORIES;

export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export const REPORT_DESCRIPTION_MIN = 20;
export const REPORT_DESCRIPTION_MAX = 2000;
export const FEEDBACK_COMMENTS_MAX = 1000;

export const SUPPORT_MESSAGES = {
	categoryRequired: "Please choose what the problem is about.",
	descriptionTooShort: "Please describe the problem in at least 20 characters.",
	descriptionTooLong: "Please keep the description under 2000 characters.",
	screenshotTooLarge: "The screenshot must be at most 5 MB.",
	screenshotType: "The screenshot must be a PNG, JPEG, WebP or GIF image.",
	ratingRequired: "Please choose a rating from 1 to 5.",
	commentsTooLong: "Please keep your comments under 1000 characters.",
	reportReceived: "Thank you! Your report has reached our support team.",
	feedbackReceived: "Thank you for your feedback!",
	tooMany: "Too many submissions from your network. Please try again in an hour.",
} as const;

const optionalEmail = z
	.string()
	.trim()
	.max(254)
	.transform((v) => (v === "" ? undefined : v))
	.pipe(z.email({ error: "Please enter a valid email address." }).optional())
	.optional();

/** The text fields of a report; the screenshot travels beside them as a multipart file. */
export const reportFieldsSchema = z.object({
	category: z.enum(Object.keys(REPORT_CATEGORIES) as [ReportCategory, ...ReportCategory[]], {
		error: SUPPORT_MESSAGES.categoryRequired,
	}),
	description: z
		.string({ error: SUPPORT_MESSAGES.descriptionTooShort })
		.trim()
		.min(REPORT_DESCRIPTION_MIN, { error: SUPPORT_MESSAGES.descriptionTooShort, abort: true })
		.max(REPORT_DESCRIPTION_MAX, { error: SUPPORT_MESSAGES.descriptionTooLong }),
	/** Where to reply; optional for anonymous visitors. */
	email: optionalEmail,
});

export const feedbackRequestSchema = z
	.object({
		rating: z
			.number({ error: SUPPORT_MESSAGES.ratingRequired })
			.int({ error: SUPPORT_MESSAGES.ratingRequired })
			.min(1, { error: SUPPORT_MESSAGES.ratingRequired })
			.max(5, { error: SUPPORT_MESSAGES.ratingRequired }),
		comments: z
			.string()
			.trim()
			.max(FEEDBACK_COMMENTS_MAX, { error: SUPPORT_MESSAGES.commentsTooLong })
			.default(""),
		email: optionalEmail,
	})
	.meta({ id: "FeedbackRequest" });

export const reportRecordSchema = z.object({
	id: z.string(),
	category: z.string(),
	description: z.string(),
	email: z.string().nullable(),
	/** Path of the screenshot for the admin, or null. */
	screenshotUrl: z.string().nullable(),
	createdAt: z.iso.datetime(),
});
export const feedbackRecordSchema = z.object({
	id: z.string(),
	rating: z.number().int(),
	comments: z.string(),
	email: z.string().nullable(),
	createdAt: z.iso.datetime(),
});
const page = <T extends z.ZodType>(item: T) =>
	z.object({
		items: z.array(item),
		total: z.number().int(),
		page: z.number().int(),
		pageSize: z.number().int(),
	});
export const reportListSchema = page(reportRecordSchema).meta({ id: "ReportList" });
export const feedbackListSchema = page(feedbackRecordSchema).meta({ id: "FeedbackList" });

export type ReportFields = z.infer<typeof reportFieldsSchema>;
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export type ReportRecord = z.infer<typeof reportRecordSchema>;
export type FeedbackRecord = z.infer<typeof feedbackRecordSchema>;
