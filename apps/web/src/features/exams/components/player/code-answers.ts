import {
	type Attempt,
	type CodeLanguage,
	isAnswered,
	type PlayerQuestion,
	type QuestionStates,
	type StudentAnswer,
} from "@unnati/contracts";

// The language of each coding answer, and the programs a student wrote in the question's other
// languages. The program itself is the question's answer (its state, queued like any other); this is
// what goes with it, kept in the player's local state so a reload brings both back.

export type CodeAnswer = {
	language: CodeLanguage;
	/** Programs left in other languages when the student switched, so switching back restores them. */
	drafts: Partial<Record<CodeLanguage, string>>;
};
/** By question_id, for coding questions only. */
export type CodeAnswers = Record<string, CodeAnswer>;

type CodingQuestion = { sectionId: string; question: PlayerQuestion };

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

function own(record: unknown, key: string): unknown {
	return isRecord(record) && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The language `value` names, when the question allows it. */
function allowed(question: PlayerQuestion, value: unknown): CodeLanguage | undefined {
	return question.coding?.languages.find((language) => language === value);
}

/**
 * Each coding question's language and drafts: this device's saved ones when its answer is the one
 * shown, the server's language when the server's answer is shown (another device, cleared storage),
 * else the question's first language. `saved` is whatever local storage held.
 */
export function initialCodeAnswers(
	questions: readonly CodingQuestion[],
	states: QuestionStates,
	saved: unknown,
	serverAnswers: Attempt["answers"],
): CodeAnswers {
	const result: CodeAnswers = {};
	for (const { sectionId, question } of questions) {
		const coding = question.coding;
		if (!coding) continue;
		const id = question.question_id;
		const local = own(saved, id);
		const server = own(serverAnswers, id) as Attempt["answers"][string] | undefined;
		const shown = states[sectionId]?.[id]?.answer ?? null;
		const serverShown =
			server !== undefined && isAnswered(server.student_answer) && shown === server.student_answer;
		const serverLanguage = allowed(question, server?.programming_language);
		const localLanguage = allowed(question, own(local, "language"));
		const language =
			(serverShown ? serverLanguage : undefined) ?? localLanguage ?? serverLanguage ?? coding.languages[0];
		if (!language) continue;
		const drafts: CodeAnswer["drafts"] = {};
		const savedDrafts = own(local, "drafts");
		for (const other of coding.languages) {
			const draft = own(savedDrafts, other);
			if (other !== language && typeof draft === "string") drafts[other] = draft;
		}
		result[id] = { language, drafts };
	}
	return result;
}

/**
 * Switching a coding question to `language`: the program written so far is kept as a draft of its
 * language, and the new language's draft (or nothing: its starter is shown) becomes the answer.
 */
export function switchLanguage(
	current: CodeAnswer,
	answer: StudentAnswer,
	language: CodeLanguage,
): { next: CodeAnswer; answer: string | null } {
	const drafts = { ...current.drafts };
	if (typeof answer === "string" && isAnswered(answer)) drafts[current.language] = answer;
	else delete drafts[current.language];
	const restored = drafts[language] ?? null;
	delete drafts[language];
	return { next: { language, drafts }, answer: restored };
}
