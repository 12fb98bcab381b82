import { randomInt } from "node:crypto";
import type { AnswerKey, PlayerQuestion, SectionSource, StudentAnswer } from "@unnati/contracts";
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
		if (exam.shuffleOptions) {
			for (const q of chosen)
				if (q.options.length > 1) optionOrder[q.id] = shuffled(q.options.map((o) => o.id));
		}
		return { sectionId: section.id, questionIds: chosen.map((q) => q.id) };
	});
	return { sections: paperSections, optionOrder };
}

/** A question as the player sees it: options in this student's order, and never the answer key. */
export function toPlayerQuestion(q: FrozenQuestion, optionOrder: string[] | undefined): PlayerQuestion {
	const options = optionOrder
		? optionOrder.flatMap((id) => q.options.filter((o) => o.id === id))
		: q.options.map((o) => ({ id: o.id, text: o.text }));
	return {
		question_id: q.id,
		type: q.type as PlayerQuestion["type"],
		text: q.text,
		options,
		multi_answer: q.multiAnswer,
		marks: q.marks,
		negative_marks: q.negativeMarks,
		...(q.answerKey.type === "coding" ? { coding: codingForPlayer(q.answerKey) } : {}),
	};
}

/** The right answer in the same shape a student sends, for results that may show it. */
export function correctAnswerOf(key: AnswerKey, multiAnswer: boolean): StudentAnswer {
	if (key.type === "numeric")
		return key.tolerance > 0 ? `${key.value} (± ${key.tolerance})` : String(key.value);
	// A program has no single right answer to show; the result shows the tests it passed.
	if (key.type === "coding") return null;
	return multiAnswer ? key.correct : (key.correct[0] ?? null);
}
