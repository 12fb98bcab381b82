import { type ImportProblem, type QuestionDraft, questionDraftSchema } from "@unnati/contracts";

/** What every importer returns: the questions it could read, and each line it could not, with why. */
export type ParseResult = { questions: QuestionDraft[]; problems: ImportProblem[] };

/** A question read so far (without its text, tags and marks), or why it cannot be imported. */
export type Built = { ok: true; question: Record<string, unknown> } | { ok: false; message: string };

/** Option ids are letters in authored order, so "b" means the second option in every format. */
export const optionId = (index: number) => String.fromCharCode("a".charCodeAt(0) + index);

const FIELD_NAMES: Record<string, string> = {
	text: "question text",
	options: "options",
	answerKey: "answer",
	marks: "marks",
	negativeMarks: "negative marks",
	tags: "tags",
	difficulty: "difficulty",
	explanation: "explanation",
};

/**
 * Every importer ends here: the candidate gets the extra tags, then must pass the same schema the
 * authoring form uses, so an import can never store what the form would refuse.
 */
export function accept(
	result: ParseResult,
	line: number,
	candidate: Record<string, unknown>,
	extraTags: string[],
) {
	const ownTags = Array.isArray(candidate.tags) ? (candidate.tags as string[]) : [];
	const tags = [...new Set([...ownTags, ...extraTags].map((t) => t.trim().toLowerCase()).filter(Boolean))];
	const parsed = questionDraftSchema.safeParse({ ...candidate, tags });
	if (parsed.success) {
		result.questions.push(parsed.data);
		return;
	}
	for (const issue of parsed.error.issues) {
		const field = FIELD_NAMES[String(issue.path[0] ?? "")];
		const message = issue.code === "custom" || !field ? issue.message : `${field}: ${issue.message}`;
		result.problems.push({ line, message });
	}
}

export const emptyResult = (): ParseResult => ({ questions: [], problems: [] });

/** Numbers as people type them in a sheet: "2", "0.5", " -1 "; never "", "1e", "0x1f" or "Infinity". */
export function readNumber(raw: string): number | null {
	const text = raw.trim();
	if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
	const value = Number(text);
	return Number.isFinite(value) ? value : null;
}

/** Lines of a text with any of \r\n, \n or \r endings (files come from Windows, macOS and Linux). */
export const splitLines = (text: string) => text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
