import type { z } from "zod";
import { type ResumeDocument, resumeDocumentSchema } from "./document";

/** The JSON Resume schema an export declares itself valid against. */
export const JSON_RESUME_SCHEMA_URL =
	"https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

/** Removes empty strings, empty lists, empty objects and nulls: JSON Resume dates may not be "". */
function compact(value: unknown): unknown {
	if (Array.isArray(value)) {
		const items = value.map(compact).filter((item) => item !== undefined);
		return items.length > 0 ? items : undefined;
	}
	if (value !== null && typeof value === "object") {
		const entries = Object.entries(value)
			.map(([key, item]) => [key, compact(item)] as const)
			.filter(([, item]) => item !== undefined);
		return entries.length > 0 ? Object.fromEntries(entries) : undefined;
	}
	if (value === null || value === "") return undefined;
	return value;
}

/**
 * The document as JSON Resume: every field under the schema's name, empty ones left out, Unnati's
 * campus fields and layout kept where the schema allows extra keys (so a re-import loses nothing).
 */
export function toJsonResume(document: ResumeDocument, lastModified: Date): Record<string, unknown> {
	const body = (compact(document) ?? {}) as Record<string, unknown>;
	const meta = (body.meta ?? {}) as Record<string, unknown>;
	return {
		$schema: JSON_RESUME_SCHEMA_URL,
		...body,
		meta: {
			...meta,
			version: meta.version ?? "v1.0.0",
			lastModified: lastModified.toISOString().slice(0, 19),
		},
	};
}

export type ImportProblem = { path: string; message: string };

/** "education.2.endDate" for a zod path; the document's root is "(document)". */
const pathOf = (path: readonly PropertyKey[]) =>
	path.length === 0 ? "(document)" : path.map(String).join(".");

function describe(issue: z.core.$ZodIssue): string {
	if (issue.code === "invalid_type") return `${issue.message.replace(/^Invalid input: /, "")}.`;
	if (issue.code === "unrecognized_keys") return issue.message;
	return issue.message;
}

/**
 * Reads a JSON Resume document from anywhere. Every problem is listed with its path
 * ("work.0.startDate: write the date as YYYY-MM..."), not only the first; nothing is saved unless
 * there are none. Keys outside the schema and Unnati's extensions are dropped.
 */
export function parseJsonResume(
	input: unknown,
): { ok: true; document: ResumeDocument } | { ok: false; problems: ImportProblem[] } {
	if (input === null || typeof input !== "object" || Array.isArray(input))
		return {
			ok: false,
			problems: [{ path: "(document)", message: 'A JSON Resume is one JSON object ({ "basics": … }).' }],
		};
	const { $schema: _schema, ...rest } = input as Record<string, unknown>;
	const parsed = resumeDocumentSchema.safeParse(rest);
	if (parsed.success) return { ok: true, document: parsed.data };
	return {
		ok: false,
		problems: parsed.error.issues.map((issue) => ({ path: pathOf(issue.path), message: describe(issue) })),
	};
}
