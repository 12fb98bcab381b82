import { type AnswerKey, answerKeySchema, type ExamAnswerKeys, unsafePatternReason } from "@unnati/contracts";

// A corrected answer key as the regrade dialog edits it: what it says in words, and what is wrong
// with it before it is sent. The server checks the key against the question again (400).

export type KeyQuestion = ExamAnswerKeys["questions"][number];

/** "a", "b", … as the distractor bars letter the options. */
export const optionLetter = (index: number) => String.fromCharCode(97 + index);

const sameSet = (a: readonly string[], b: readonly string[]) =>
	a.length === b.length && a.every((id) => b.includes(id));

/**
 * The mcq key with `correct` chosen. Per-option credits decide the marks whenever they are set, so
 * a new set of correct options drops them (keeping them would leave the old marks in place); the
 * original set brings the original key back, credits and all.
 */
export function withCorrectOptions(original: Extract<AnswerKey, { type: "mcq" }>, correct: string[]) {
	if (sameSet(correct, original.correct)) return original;
	return {
		type: "mcq",
		correct,
		...(original.feedback ? { feedback: original.feedback } : {}),
	} satisfies Extract<AnswerKey, { type: "mcq" }>;
}

export const sameKey = (a: AnswerKey, b: AnswerKey) => JSON.stringify(a) === JSON.stringify(b);

/** The key in one line, for the dialog's "Current key". */
export function describeKey(key: AnswerKey, question: KeyQuestion): string {
	const option = (id: string) => {
		const index = question.options.findIndex((o) => o.id === id);
		const found = question.options[index];
		return found ? `${optionLetter(index)}. ${found.text}` : id;
	};
	switch (key.type) {
		case "mcq":
			return key.correct.map(option).join("; ");
		case "truefalse":
			return key.correct ? "True" : "False";
		case "numeric":
			return key.tolerance > 0 ? `${key.value} (± ${key.tolerance})` : String(key.value);
		case "short":
			return key.answers.map((a) => `${a.regex ? "pattern " : ""}“${a.text}” (${a.credit} %)`).join(", ");
		case "matching":
			return key.prompts
				.map((p) => `${p.text} → ${question.options.find((o) => o.id === p.choice)?.text ?? p.choice}`)
				.join("; ");
		case "ordering":
			return key.order.map((id) => question.options.find((o) => o.id === id)?.text ?? id).join(" → ");
		case "coding":
			return "Judged by the problem's tests";
		case "essay":
			return "Marked by hand";
	}
}

/** The key as it will be sent, or the first thing to fix in it, in the admin's words. */
export function checkKey(key: AnswerKey): { key: AnswerKey } | { problem: string } {
	const problem = keyProblem(key);
	if (problem) return { problem };
	const parsed = answerKeySchema.safeParse(key);
	if (!parsed.success)
		return { problem: `This key is not complete: ${parsed.error.issues[0]?.message ?? ""}` };
	return { key: parsed.data };
}

function keyProblem(key: AnswerKey): string | null {
	switch (key.type) {
		case "mcq":
			return key.correct.length === 0 ? "Choose at least one correct option." : null;
		case "numeric":
			if (!Number.isFinite(key.value)) return "Enter the right answer as a number.";
			if (!Number.isFinite(key.tolerance) || key.tolerance < 0)
				return "Enter the tolerance as a number, 0 or more.";
			return null;
		case "short": {
			for (const [index, answer] of key.answers.entries()) {
				const n = index + 1;
				if (answer.text.trim() === "") return `Accepted answer ${n} needs text.`;
				if (!(answer.credit > 0 && answer.credit <= 100))
					return `The credit of answer ${n} must be more than 0 and at most 100 %.`;
				const unsafe = answer.regex ? unsafePatternReason(answer.text.trim()) : null;
				if (unsafe) return `Answer ${n}: ${unsafe}`;
			}
			if (key.answers.length === 0) return "Give at least one accepted answer.";
			if (!key.answers.some((a) => a.credit === 100)) return "At least one accepted answer must earn 100 %.";
			return null;
		}
		default:
			return null;
	}
}
