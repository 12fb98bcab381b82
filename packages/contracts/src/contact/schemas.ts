import { z } from "zod";

/** SPEC §5 contact form rules and §9 constants. One copy, run by the browser and the server. */
export const ORGANIZATION_MIN = 2;
export const ORGANIZATION_MAX = 100;
export const ORGANIZATION_WARN_AT = 90;
export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 600;
export const MESSAGE_WARN_AT = 550;
export const MESSAGE_MIN_WORDS = 5;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
export const CONTACT_SUCCESS_CLEAR_MS = 5000;

export const CONTACT_MESSAGES = {
	emailRequired: "Email address is required.",
	emailInvalid: (email: string) => `Please enter a valid email address (${email}).`,
	organizationRequired: "Organization name is required.",
	organizationTooShort: "Organization name must be at least 2 characters long.",
	organizationTooLong: "Organization name must be less than 100 characters.",
	organizationCharacters: "Organization name can only contain letters, numbers, spaces and - & . , ' ( )",
	organizationPlaceholder: "Please enter a real organization name.",
	phoneRequired: "Phone number is required.",
	phoneInvalid: "Please enter a valid phone number (10-15 digits).",
	phoneJunk: "Please enter a real phone number.",
	messageRequired: "Message is required.",
	messageTooShort: "Message must be at least 20 characters long.",
	messageTooLong: "Message must be less than 600 characters.",
	messageTooFewWords: "Please provide a more detailed message (at least 5 words).",
	messagePlaceholder: "Please enter a meaningful message describing your requirements.",
	submitFailed: "Failed to submit. Please try again.",
	sentTitle: "Message Sent Successfully!",
	sentBody: "Thank you for reaching out. Our team will reply within 24-48 hours.",
	tooMany: "Too many messages from your network. Please try again in an hour.",
} as const;

/** Words people type to get past a required field (SPEC §5 "placeholders"). */
export const PLACEHOLDER_WORDS = new Set([
	"why",
	"test",
	"testing",
	"abc",
	"123",
	"xxx",
	"na",
	"n/a",
	"nil",
	"null",
	"undefined",
	"none",
	"sample",
	"example",
	"asdf",
	"qwerty",
	"dummy",
	"lorem",
	"ipsum",
	"hello",
	"hi",
	"ok",
]);

const ORGANIZATION_CHARACTERS = /^[\p{L}\p{N} \-&.,'()]+$/u;

function isPlaceholderName(value: string): boolean {
	const name = value.trim().toLowerCase();
	return PLACEHOLDER_WORDS.has(name) || /^(.)\1+$/u.test(name.replace(/\s/g, ""));
}

/** Digits only, at most 15, with one leading + kept if typed first (SPEC §5 input stripping). */
export function sanitizePhoneInput(value: string): string {
	const plus = value.trimStart().startsWith("+") ? "+" : "";
	return plus + value.replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS);
}

/** Numbers nobody owns: one digit repeated, counting runs, 123 or 999 repeated, long runs of one digit. */
export function isJunkPhone(value: string): boolean {
	const digits = value.replace(/\D/g, "");
	if (/^(\d)\1+$/.test(digits)) return true;
	if ("12345678901234567890".includes(digits) || "09876543210987654321".includes(digits)) return true;
	if (/^(123)+\d{0,2}$/.test(digits) || /^(999)+\d{0,2}$/.test(digits)) return true;
	return /(\d)\1{5,}/.test(digits) || /000000/.test(digits);
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

function isPlaceholderMessage(text: string): boolean {
	const list = words(text).map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}/]/gu, ""));
	const meaningful = list.filter((w) => w.length > 0 && !PLACEHOLDER_WORDS.has(w));
	return meaningful.length < MESSAGE_MIN_WORDS / 2 || new Set(meaningful).size <= 1;
}

export const contactEmailSchema = z
	.string({ error: CONTACT_MESSAGES.emailRequired })
	.trim()
	.min(1, { error: CONTACT_MESSAGES.emailRequired, abort: true })
	.max(254, { error: CONTACT_MESSAGES.emailInvalid("too long"), abort: true })
	.superRefine((email, ctx) => {
		if (!z.email().safeParse(email).success)
			ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.emailInvalid(email) });
	});

export const organizationSchema = z
	.string({ error: CONTACT_MESSAGES.organizationRequired })
	.trim()
	.min(1, { error: CONTACT_MESSAGES.organizationRequired, abort: true })
	.min(ORGANIZATION_MIN, { error: CONTACT_MESSAGES.organizationTooShort, abort: true })
	.max(ORGANIZATION_MAX, { error: CONTACT_MESSAGES.organizationTooLong, abort: true })
	.regex(ORGANIZATION_CHARACTERS, { error: CONTACT_MESSAGES.organizationCharacters, abort: true })
	.refine((name) => !isPlaceholderName(name), { error: CONTACT_MESSAGES.organizationPlaceholder });

export const contactPhoneSchema = z
	.string({ error: CONTACT_MESSAGES.phoneRequired })
	.trim()
	.min(1, { error: CONTACT_MESSAGES.phoneRequired, abort: true })
	.regex(/^\+?\d{10,15}$/, { error: CONTACT_MESSAGES.phoneInvalid, abort: true })
	.refine((phone) => !isJunkPhone(phone), { error: CONTACT_MESSAGES.phoneJunk });

export const contactMessageSchema = z
	.string({ error: CONTACT_MESSAGES.messageRequired })
	.trim()
	.min(1, { error: CONTACT_MESSAGES.messageRequired, abort: true })
	.min(MESSAGE_MIN, { error: CONTACT_MESSAGES.messageTooShort, abort: true })
	.max(MESSAGE_MAX - 1, { error: CONTACT_MESSAGES.messageTooLong, abort: true })
	.refine((text) => words(text).length >= MESSAGE_MIN_WORDS, {
		error: CONTACT_MESSAGES.messageTooFewWords,
		abort: true,
	})
	.refine((text) => !isPlaceholderMessage(text), { error: CONTACT_MESSAGES.messagePlaceholder });

/** POST /api/contact-requests/submit (SPEC §7): the seed's field names, kept exactly. */
export const contactRequestSchema = z
	.object({
		email: contactEmailSchema,
		organization: organizationSchema,
		contact: contactPhoneSchema,
		message: contactMessageSchema,
	})
	.meta({ id: "ContactRequest" });

export const contactRequestRecordSchema = z
	.object({
		id: z.string(),
		email: z.string(),
		organization: z.string(),
		contact: z.string(),
		message: z.string(),
		createdAt: z.iso.datetime(),
	})
	.meta({ id: "ContactRequestRecord" });

export const adminListQuerySchema = z.object({
	q: z.string().trim().max(100).optional(),
	page: z.coerce.number().int().min(1).max(10_000).default(1),
	pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const contactRequestListSchema = z
	.object({
		items: z.array(contactRequestRecordSchema),
		total: z.number().int(),
		page: z.number().int(),
		pageSize: z.number().int(),
	})
	.meta({ id: "ContactRequestList" });

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactRequestRecord = z.infer<typeof contactRequestRecordSchema>;
export type ContactRequestList = z.infer<typeof contactRequestListSchema>;
export type AdminListQuery = z.input<typeof adminListQuerySchema>;
