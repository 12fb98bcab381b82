import { randomInt } from "node:crypto";
import {
	type AnswerKey,
	type PlayerQuestion,
	type QuestionOption,
	type SectionSource,
	TRUE_FALSE_OPTIONS,
} from "@unnati/contracts";
import { codingForPlayer } from "./coding";
import type { AttemptPaper, FrozenQuestion } from "./tables";

export type { FrozenQuestion };

function shuffled<T>(items: readonly T[]): T[] {
	const copy = [...items];
	for (let i = copy.length - 1; i > 0; i--) {
		const j = randomInt(i + 1);
		[copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
	}
	return copy;
}

/**
 * Draws one student's paper: a random section's questions from its pool, then question and option
 * order when the exam shuffles them. Stored on the attempt, so a reload shows the same paper.
 */
export function drawPaper(
	exam: { shuffleQuestions: boolean; shuffleOptions: boolean },
	sections: { id: string; source: SectionSource }[],
	frozen: FrozenQuestion[],
): AttemptPaper {
	const optionOrder: Record<string, string[]> = {};
	const paperSections = sections.map((section) => {
		const pool = frozen.filter((q) => q.sectionId === section.id).sort((a, b) => a.position - b.position);
		let chosen = pool;
		if (section.source.mode === "random") {
			// Drawn at random, then shown in the pool's order unless the exam shuffles.
			const drawn = new Set(shuffled(pool).slice(0, section.source.count));
			chosen = pool.filter((q) => drawn.has(q));
		}
		if (exam.shuffleQuestions) chosen = shuffled(chosen);
		for (const q of chosen) {
			// An ordering question's items are stored in the right order and a matching question's
			// choices beside their items: both are always shuffled, whatever the exam says.
			const always = q.type === "ordering" || q.type === "matching";
			if ((exam.shuffleOptions || always) && q.options.length > 1)
				optionOrder[q.id] = shuffled(q.options.map((o) => o.id));
		}
		return { sectionId: section.id, questionIds: chosen.map((q) => q.id) };
	});
	return { sections: paperSections, optionOrder };
}

/** The options a student chooses from: a true/false question's two, or the stored ones. */
export function shownOptions(q: Pick<FrozenQuestion, "type" | "options">): QuestionOption[] {
	if (q.type === "truefalse") return TRUE_FALSE_OPTIONS.map((o) => ({ ...o }));
	return q.options.map((o) => ({ id: o.id, text: o.text }));
}

/** A matching question's items, without the choice each one matches. */
export function promptsOf(key: AnswerKey): { prompts: QuestionOption[] } | Record<string, never> {
	return key.type === "matching" ? { prompts: key.prompts.map((p) => ({ id: p.id, text: p.text })) } : {};
}

/** A question as the player sees it: options in this student's order, and never the answer key. */
export function toPlayerQuestion(q: FrozenQuestion, optionOrder: string[] | undefined): PlayerQuestion {
	const all = shownOptions(q);
	const options = optionOrder ? optionOrder.flatMap((id) => all.filter((o) => o.id === id)) : all;
	return {
		question_id: q.id,
		type: q.type as PlayerQuestion["type"],
		text: q.text,
		options,
		multi_answer: q.multiAnswer,
		marks: q.marks,
		negative_marks: q.negativeMarks,
		...promptsOf(q.answerKey),
		...(q.answerKey.type === "coding" ? { coding: codingForPlayer(q.answerKey) } : {}),
		...(q.answerKey.type === "essay"
			? { essay: { word_limit: q.answerKey.wordLimit, allow_upload: q.answerKey.allowUpload } }
			: {}),
	};
}
