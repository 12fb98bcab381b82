/** A problem with one field: zod's issues carry a path array, the API's errors a dotted string. */
export type FieldIssue = { path: unknown; message: string };

/**
 * The first message for each of `fields`, from zod's issues or the API's `errors` alike, so a
 * form shows browser and server messages in the same place. Issues for other paths are ignored.
 */
export function firstErrorPerField<Field extends string>(
	fields: readonly Field[],
	issues: readonly FieldIssue[],
): Partial<Record<Field, string>> {
	const errors: Partial<Record<Field, string>> = {};
	for (const issue of issues) {
		const key = Array.isArray(issue.path) ? String(issue.path[0]) : String(issue.path).split(".")[0];
		const field = fields.find((name) => name === key);
		if (field) errors[field] ??= issue.message;
	}
	return errors;
}

/** A form's messages by full dotted path ("links.github", "officeHours.1.end"), the first per path. */
export type FieldErrors = Record<string, string>;

/** Like `firstErrorPerField`, for forms with nested fields: every path keeps its own message. */
export function fieldErrors(issues: readonly FieldIssue[]): FieldErrors {
	const errors: FieldErrors = {};
	for (const issue of issues) {
		const key = Array.isArray(issue.path) ? issue.path.join(".") : String(issue.path);
		errors[key] ??= issue.message;
	}
	return errors;
}
