import { typedNumber } from "@unnati/contracts";
import { type Built, readNumber } from "./draft";

// Essays as every format gives them: the question (moodle-rules.ts has the other types), and a
// rubric's criterion written in one line of text, as CSV cells and GIFT comments hold one.

/** A rubric criterion as a file gives it: the importers give ids by place. */
export type CriterionSource = { title: string; levels: { label: string; points: number }[] };

/**
 * An essay, marked by hand: its word limit (the default when the file gives none), whether a photo
 * or PDF may be attached, what graders read beside each answer, and its rubric. Criteria get ids c1,
 * c2… and each one's levels l1, l2…, by place, so a rubric reads the same from every format.
 */
export function essayQuestion(essay: {
	wordLimit: number | undefined;
	allowUpload: boolean;
	guidance: string;
	rubric: CriterionSource[];
}): Built {
	const rubric = essay.rubric.map((criterion, i) => ({
		id: `c${i + 1}`,
		title: criterion.title,
		levels: criterion.levels.map((level, j) => ({ id: `l${j + 1}`, ...level })),
	}));
	return {
		ok: true,
		question: {
			type: "essay",
			options: [],
			multiAnswer: false,
			answerKey: {
				type: "essay",
				...(essay.wordLimit !== undefined ? { wordLimit: essay.wordLimit } : {}),
				allowUpload: essay.allowUpload,
				guidance: essay.guidance,
				...(rubric.length > 0 ? { rubric } : {}),
			},
		},
	};
}

/** Splits at each `|` that is not escaped: `\|` is a bar and `\\` a backslash (any other backslash stays). */
function splitBars(text: string): string[] {
	const parts = [""];
	for (let i = 0; i < text.length; i++) {
		const ch = text[i] as string;
		const next = text[i + 1];
		if (ch === "\\" && (next === "|" || next === "\\")) {
			parts[parts.length - 1] += next;
			i++;
		} else if (ch === "|") parts.push("");
		else parts[parts.length - 1] += ch;
	}
	return parts.map((part) => part.trim());
}
const escapeBars = (text: string) => text.replace(/[\\|]/g, "\\$&");

/**
 * A rubric criterion in one line of text, as CSV cells and GIFT comments hold one: its title, then
 * each level's label and points, separated by bars (`Clarity | Clear = 4 | Muddled = 0`). A level's
 * points follow its last `=`, so a label may hold one.
 */
export function readCriterion(text: string): CriterionSource | string {
	const [title = "", ...parts] = splitBars(text);
	if (parts.length === 0)
		return `"${text.slice(0, 40)}" is not a criterion like "Clarity | Clear = 4 | Muddled = 0".`;
	const levels: CriterionSource["levels"] = [];
	for (const part of parts) {
		const at = part.lastIndexOf("=");
		const points = at >= 0 ? readNumber(part.slice(at + 1)) : null;
		if (points === null)
			return `"${part.slice(0, 40)}" is not a level like "Clear = 4" (its label, then its points).`;
		levels.push({ label: part.slice(0, at).trim(), points });
	}
	return { title, levels };
}

export const writeCriterion = (criterion: CriterionSource) =>
	[
		escapeBars(criterion.title),
		...criterion.levels.map((level) => `${escapeBars(level.label)} = ${typedNumber(level.points)}`),
	].join(" | ");
