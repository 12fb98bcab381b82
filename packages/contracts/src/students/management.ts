import { z } from "zod";
import { ROLL_NUMBER_MIN_LENGTH } from "../constants";
import { defineEndpoint } from "../http/endpoint";
import { studentParamsSchema, studentSummarySchema } from "./schemas";

/**
 * Student management by the college (issue 18): bulk import from CSV or XLSX with a validation
 * preview, invitations, and one student added, edited, deactivated or reactivated.
 */

/** The limits of one import file: refused as a whole above either (issue 18 "Bad input"). */
export const STUDENT_IMPORT_LIMITS = { maxRows: 10_000, maxBytes: 5 * 1024 * 1024 } as const;

/** How long an invitation's set-your-password link works (once). */
export const INVITATION_VALIDITY_DAYS = 7;

/** The columns of an import file, in the template's order; every one but phone is required. */
export const STUDENT_IMPORT_COLUMNS = [
	{ key: "rollNo", header: "Roll number", required: true },
	{ key: "name", header: "Name", required: true },
	{ key: "email", header: "Email", required: true },
	{ key: "department", header: "Department", required: true },
	{ key: "year", header: "Year", required: true },
	{ key: "section", header: "Section", required: true },
	{ key: "phone", header: "Phone", required: false },
] as const;
export type StudentImportColumn = (typeof STUDENT_IMPORT_COLUMNS)[number]["key"];

/** Other ways a header may be written (lower case, letters and digits only). */
export const STUDENT_IMPORT_HEADER_ALIASES: Record<string, StudentImportColumn> = {
	rollno: "rollNo",
	rollnumber: "rollNo",
	roll: "rollNo",
	registerno: "rollNo",
	registernumber: "rollNo",
	usn: "rollNo",
	name: "name",
	fullname: "name",
	studentname: "name",
	email: "email",
	emailaddress: "email",
	mail: "email",
	department: "department",
	dept: "department",
	departmentcode: "department",
	branch: "department",
	year: "year",
	currentyear: "year",
	yearofstudy: "year",
	section: "section",
	sec: "section",
	phone: "phone",
	mobile: "phone",
	phonenumber: "phone",
	mobilenumber: "phone",
};

/** A roll number as an import or the add form accepts it: the forgot-password rule (SPEC §5), upper-cased. */
export const ROLL_NUMBER_PATTERN = /^[A-Za-z0-9]+$/;
export const STUDENT_MESSAGES = {
	rollFormat: `A roll number has ${ROLL_NUMBER_MIN_LENGTH} to 32 letters and digits, e.g. 22CSE001.`,
	year: "The year of study is a whole number from 1 to 4.",
	section: "A section is one letter, A to Z.",
	email: "Enter a valid e-mail address, e.g. asha.rao@college.ac.in.",
	phone: "A phone number has 10 to 15 digits.",
	name: "Enter the student's name (2 to 100 characters).",
	department: "Choose one of the college's departments.",
} as const;

const rollNo = z
	.string()
	.trim()
	.min(ROLL_NUMBER_MIN_LENGTH, { error: STUDENT_MESSAGES.rollFormat })
	.max(32, { error: STUDENT_MESSAGES.rollFormat })
	.regex(ROLL_NUMBER_PATTERN, { error: STUDENT_MESSAGES.rollFormat })
	.transform((value) => value.toUpperCase());
const name = z
	.string()
	.trim()
	.min(2, { error: STUDENT_MESSAGES.name })
	.max(100, { error: STUDENT_MESSAGES.name });
const email = z
	.string()
	.trim()
	.max(254, { error: STUDENT_MESSAGES.email })
	.pipe(z.email({ error: STUDENT_MESSAGES.email }));
const department = z
	.string()
	.trim()
	.min(1, { error: STUDENT_MESSAGES.department })
	.max(16, { error: STUDENT_MESSAGES.department })
	.transform((value) => value.toUpperCase());
const year = z.coerce
	.number({ error: STUDENT_MESSAGES.year })
	.int({ error: STUDENT_MESSAGES.year })
	.min(1, { error: STUDENT_MESSAGES.year })
	.max(4, { error: STUDENT_MESSAGES.year });
const section = z
	.string()
	.trim()
	.regex(/^[A-Za-z]$/, { error: STUDENT_MESSAGES.section })
	.transform((value) => value.toUpperCase());
const phone = z
	.string()
	.trim()
	.transform((value) => value.replace(/[\s()-]/g, ""))
	.pipe(z.string().regex(/^\+?\d{10,15}$/, { error: STUDENT_MESSAGES.phone }));

/** One student as the add form and one import row give them; the same rules check both. */
export const studentInputSchema = z
	.object({
		rollNo,
		name,
		email,
		department,
		year,
		section,
		phone: z.union([phone, z.literal("").transform(() => null), z.null()]).optional(),
	})
	.meta({ id: "StudentInput" });
export type StudentInput = z.input<typeof studentInputSchema>;
export type ParsedStudentInput = z.output<typeof studentInputSchema>;

/** An edit: every field but the roll number, each optional. */
export const studentUpdateSchema = studentInputSchema
	.omit({ rollNo: true })
	.partial()
	.meta({ id: "StudentUpdate" });

/** A student as the management screens show them. */
export const managedStudentSchema = studentSummarySchema
	.extend({ phone: z.string().nullable(), active: z.boolean(), invited: z.boolean() })
	.meta({ id: "ManagedStudent" });
export type ManagedStudent = z.infer<typeof managedStudentSchema>;

/** One problem of one row: row numbers are the spreadsheet's (the header is row 1). */
export const importRowErrorSchema = z.object({
	row: z.number().int(),
	column: z.string(),
	value: z.string(),
	message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importedRowSchema = z.object({
	row: z.number().int(),
	rollNo: z.string(),
	name: z.string(),
	email: z.string(),
	department: z.string(),
	year: z.number().int(),
	section: z.string(),
	phone: z.string().nullable(),
});
export type ImportedRow = z.infer<typeof importedRowSchema>;

export const IMPORT_STATUSES = ["previewed", "importing", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** An uploaded file after validation, and later its progress: nothing is created before confirm. */
export const studentImportSchema = z
	.object({
		id: z.string(),
		fileName: z.string(),
		status: z.enum(IMPORT_STATUSES),
		/** Data rows in the file (the header not counted). */
		totalRows: z.number().int(),
		/** Rows with no problem: what confirm creates. */
		validCount: z.number().int(),
		/** Every problem, by row and column. */
		errors: z.array(importRowErrorSchema),
		/** The first good rows, for the preview. */
		sample: z.array(importedRowSchema),
		/** While importing: rows handled so far, and accounts created. */
		processed: z.number().int(),
		created: z.number().int(),
		/** Rows that were good at preview but not at confirm (someone took the roll number meanwhile). */
		skipped: z.array(importRowErrorSchema),
		createdAt: z.iso.datetime(),
	})
	.meta({ id: "StudentImport" });
export type StudentImport = z.infer<typeof studentImportSchema>;

export const importParamsSchema = z.object({ importId: z.uuid({ error: "No such import." }) });

/** What a support lookup of a roll number shows: the account's facts, never a secret. */
export const rollNumberLookupSchema = z
	.object({
		student: managedStudentSchema.extend({
			createdAt: z.iso.datetime(),
			status: z.enum(["active", "trial", "suspended"]),
		}),
		mentor: z.object({ id: z.string(), name: z.string(), factId: z.string().nullable() }).nullable(),
		/** The newest sessions: when, from where, on what, and whether it is still live. */
		recentSignIns: z.array(
			z.object({
				at: z.iso.datetime(),
				ip: z.string().nullable(),
				userAgent: z.string().nullable(),
				rememberMe: z.boolean(),
				live: z.boolean(),
			}),
		),
		/** Whether an unused set-your-password link is waiting, and until when. */
		pendingInvitationUntil: z.iso.datetime().nullable(),
	})
	.meta({ id: "RollNumberLookup" });
export type RollNumberLookup = z.infer<typeof rollNumberLookupSchema>;

const tags = ["student management"];

export const studentManagementEndpoints = {
	previewImport: defineEndpoint({
		method: "POST",
		path: "/api/students/imports",
		summary:
			"Uploads a CSV or XLSX of students (field `file`; a department head's rows must be their department) and answers the validation preview; nothing is created",
		tags,
		multipart: true,
		responses: { 201: studentImportSchema },
		errors: [400, 401, 403, 413, 415],
	}),
	importStatus: defineEndpoint({
		method: "GET",
		path: "/api/students/imports/:importId",
		summary: "An import's preview, or its progress once confirmed",
		tags,
		params: importParamsSchema,
		responses: { 200: studentImportSchema },
		errors: [400, 401, 403, 404],
	}),
	confirmImport: defineEndpoint({
		method: "POST",
		path: "/api/students/imports/:importId/confirm",
		summary: "Creates the preview's good rows as students and e-mails each an invitation",
		tags,
		params: importParamsSchema,
		responses: { 200: studentImportSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	create: defineEndpoint({
		method: "POST",
		path: "/api/students",
		summary: "Adds one student and e-mails them an invitation",
		tags,
		body: studentInputSchema,
		responses: { 201: managedStudentSchema },
		errors: [400, 401, 403, 409],
	}),
	managed: defineEndpoint({
		method: "GET",
		path: "/api/students/:rollNo/account",
		summary: "One student as the management screens show them",
		tags,
		params: studentParamsSchema,
		responses: { 200: managedStudentSchema },
		errors: [400, 401, 403, 404],
	}),
	update: defineEndpoint({
		method: "PATCH",
		path: "/api/students/:rollNo",
		summary: "Edits one student",
		tags,
		params: studentParamsSchema,
		body: studentUpdateSchema,
		responses: { 200: managedStudentSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	deactivate: defineEndpoint({
		method: "POST",
		path: "/api/students/:rollNo/deactivate",
		summary: "Deactivates a student: they cannot sign in and their sessions end",
		tags,
		params: studentParamsSchema,
		responses: { 200: managedStudentSchema },
		errors: [400, 401, 403, 404],
	}),
	reactivate: defineEndpoint({
		method: "POST",
		path: "/api/students/:rollNo/reactivate",
		summary: "Reactivates a deactivated student",
		tags,
		params: studentParamsSchema,
		responses: { 200: managedStudentSchema },
		errors: [400, 401, 403, 404],
	}),
	reinvite: defineEndpoint({
		method: "POST",
		path: "/api/students/:rollNo/invitation",
		summary: "E-mails the student a new set-your-password link",
		tags,
		params: studentParamsSchema,
		responses: { 200: managedStudentSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	lookup: defineEndpoint({
		method: "GET",
		path: "/api/debug-rollnumber/:rollNo",
		summary:
			"Support lookup of a roll number: account, college, department, section, year, mentor, recent sign-ins (no secrets)",
		tags,
		params: studentParamsSchema,
		responses: { 200: rollNumberLookupSchema },
		errors: [400, 401, 403, 404],
	}),
} as const;
