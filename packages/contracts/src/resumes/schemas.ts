import { z } from "zod";
import { resumeDocumentSchema, resumeSettingsSchema } from "./document";
import { JD_MAX_CHARS } from "./match";

const title = z
	.string()
	.trim()
	.min(1, { error: "Give the resume a name, e.g. “SDE roles – product companies”." })
	.max(80, { error: "Keep the name under 80 characters." });

const targetJobDescription = z.string().max(JD_MAX_CHARS, {
	error: "The job description is over 20,000 characters; paste the role's own description.",
});

/** A resume in the list of "my resumes". */
export const resumeSummarySchema = z.object({
	id: z.string(),
	title: z.string(),
	/** The job description it is aimed at, if any (its first line names the role). */
	targetJobDescription: z.string().nullable(),
	version: z.number().int(),
	updatedAt: z.string(),
	createdAt: z.string(),
	share: z
		.object({
			token: z.string(),
			expiresAt: z.string().nullable(),
			views: z.number().int(),
			expired: z.boolean(),
		})
		.nullable(),
});
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

export const resumeListSchema = z.object({ resumes: z.array(resumeSummarySchema) });

export const resumeDetailSchema = resumeSummarySchema.extend({
	document: resumeDocumentSchema,
	settings: resumeSettingsSchema,
	/** The student it belongs to (for a mentor's or placement officer's read-only view). */
	owner: z.object({ id: z.string(), name: z.string(), rollNo: z.string().nullable() }),
	/** Whether the caller may change it (its owner) or only read it. */
	editable: z.boolean(),
});
export type ResumeDetail = z.infer<typeof resumeDetailSchema>;

export const createResumeSchema = z.object({
	title,
	targetJobDescription: targetJobDescription.optional(),
	/** Start from what Unnati knows (profile, college, branch); false starts empty. */
	prefill: z.boolean().default(true),
});

export const updateResumeSchema = z
	.object({ title: title.optional(), targetJobDescription: targetJobDescription.nullable().optional() })
	.refine((value) => value.title !== undefined || value.targetJobDescription !== undefined, {
		error: "Nothing to change.",
	});

/** An autosave: the whole document and looks, against the version the editor started from. */
export const saveResumeSchema = z.object({
	baseVersion: z.number().int().min(1),
	document: resumeDocumentSchema,
	settings: resumeSettingsSchema,
});
export const saveResultSchema = z.object({ version: z.number().int(), updatedAt: z.string() });

export const resumeVersionSchema = z.object({ version: z.number().int(), savedAt: z.string() });
export const resumeVersionListSchema = z.object({ versions: z.array(resumeVersionSchema) });
export const resumeVersionDetailSchema = resumeVersionSchema.extend({
	document: resumeDocumentSchema,
	settings: resumeSettingsSchema,
});

export const shareRequestSchema = z.object({
	/** When the link stops working (ISO date-time); absent for a link that works until revoked. */
	expiresAt: z.iso.datetime({ offset: true, error: "Pick a valid expiry date." }).nullable().default(null),
});
export const shareSchema = z.object({
	token: z.string(),
	expiresAt: z.string().nullable(),
	views: z.number().int(),
});

export const sharedResumeSchema = z.object({
	title: z.string(),
	document: resumeDocumentSchema,
	settings: resumeSettingsSchema,
});

/** An import: any JSON (checked against the JSON Resume schema, every problem listed by path). */
export const importResumeSchema = z.object({ title, document: z.unknown() });

/** A PDF resume upload: at most this many bytes. */
export const PDF_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const PDF_IMPORT_MESSAGES = {
	multipartRequired: 'Send the PDF as a form upload (multipart/form-data) in the field "file".',
	noFile: "Choose a PDF of your resume.",
	tooLarge:
		"The PDF is larger than 5 MB. A resume PDF is usually under 500 KB: export it again without images.",
	notPdf: "That file is not a PDF. Choose the PDF of your resume (a Word file can be saved as PDF first).",
	unreadable:
		"The PDF could not be opened: it may be damaged or protected by a password. Save it again without a password.",
	noText:
		"This PDF has no text in it: it looks like a scan or a photo of a resume. Unnati reads only PDFs with real text (exported from Word, Google Docs or a resume builder). Build your resume here instead, or export the original as PDF.",
} as const;

/** What a PDF resume was read as: nothing is saved until the student checks it and imports it. */
export const pdfImportSchema = z.object({
	document: resumeDocumentSchema,
	/** The sections found, in the PDF's order. */
	found: z.array(z.string()),
	/** What to check: lines placed nowhere, unusual headings, missing contact details. */
	notes: z.array(z.string()),
	pages: z.number().int(),
});
export type PdfImport = z.infer<typeof pdfImportSchema>;

export const prefillSchema = z.object({
	document: resumeDocumentSchema,
	/** What the prefill could fill, said to the student ("name, email, college and branch from your profile"). */
	sources: z.array(z.string()),
});

export const COMMENT_MAX = 1000;
export const resumeCommentSchema = z.object({
	id: z.string(),
	section: z.string(),
	body: z.string(),
	authorName: z.string(),
	createdAt: z.string(),
});
export const resumeCommentListSchema = z.object({ comments: z.array(resumeCommentSchema) });
export const newCommentSchema = z.object({
	section: z.string().trim().min(1).max(40),
	body: z
		.string()
		.trim()
		.min(1, { error: "Write a comment first." })
		.max(COMMENT_MAX, { error: `Keep a comment under ${COMMENT_MAX} characters.` }),
});

/** A mentor's mentees with their resumes. */
export const menteeResumesSchema = z.object({
	mentees: z.array(
		z.object({
			id: z.string(),
			name: z.string(),
			rollNo: z.string().nullable(),
			resumes: z.array(z.object({ id: z.string(), title: z.string(), updatedAt: z.string() })),
		}),
	),
});

/** A placement officer's view of one year of study (a batch): who has a resume and who has none. */
export const resumeCoverageSchema = z.object({
	years: z.array(z.number().int()),
	year: z.number().int().nullable(),
	students: z.array(
		z.object({
			id: z.string(),
			name: z.string(),
			rollNo: z.string().nullable(),
			section: z.string().nullable(),
			resumeCount: z.number().int(),
			lastUpdated: z.string().nullable(),
			/** With a drive's job description: the best match score among the student's resumes (null: no resume). */
			bestScore: z.number().int().nullable().optional(),
		}),
	),
});
/** A placement officer matches every student of a year against an upcoming drive's job description. */
export const coverageMatchSchema = z.object({
	year: z.number().int().min(1).max(6).optional(),
	jobDescription: z
		.string()
		.max(JD_MAX_CHARS, {
			error: "The job description is over 20,000 characters; paste the role's own description.",
		})
		.refine((value) => value.trim().length > 0, { error: "Paste the drive's job description." }),
});
export const coverageQuerySchema = z.object({ year: z.coerce.number().int().min(1).max(6).optional() });
