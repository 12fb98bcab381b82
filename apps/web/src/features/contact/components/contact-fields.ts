import {
	type ContactRequest,
	contactEmailSchema,
	contactMessageSchema,
	contactPhoneSchema,
	organizationSchema,
} from "@unnati/contracts";
import { type FieldIssue, firstErrorPerField } from "../../../lib/field-errors";

export const CONTACT_FIELDS = ["email", "organization", "contact", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContactValues: ContactValues = { email: "", organization: "", contact: "", message: "" };

/** Each field's rule from the contracts (SPEC §5), the same one the server runs. */
const schemas = {
	email: contactEmailSchema,
	organization: organizationSchema,
	contact: contactPhoneSchema,
	message: contactMessageSchema,
} satisfies Record<keyof ContactRequest, unknown>;

/** The first message of one field's rule, or undefined when the value passes. */
export function checkContactField(field: ContactField, value: string): string | undefined {
	const result = schemas[field].safeParse(value);
	return result.success ? undefined : result.error.issues[0]?.message;
}

/** The first message per field, from zod's issues (path arrays) or the API's errors ("email"). */
export const contactErrorsFrom = (issues: readonly FieldIssue[]): ContactErrors =>
	firstErrorPerField(CONTACT_FIELDS, issues);
