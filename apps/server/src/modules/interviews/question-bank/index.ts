import {
	DIFFICULTIES,
	type Difficulty,
	type RoleFamily,
	type SpokenInterviewType,
} from "@unnati/contracts/interviews";
import { BEHAVIORAL_QUESTIONS } from "./behavioral";
import { HR_QUESTIONS } from "./hr";
import { NEGOTIATION_QUESTIONS } from "./negotiation";
import { TECHNICAL_QUESTIONS } from "./technical";
import type { BankQuestion } from "./types";

export { ROLE_TERMS } from "./role-terms";
export type { BankQuestion, KeyPoint } from "./types";

/** Unnati's question bank for the interview types answered in words. */
export const QUESTION_BANK: Record<SpokenInterviewType, readonly BankQuestion[]> = {
	technical: TECHNICAL_QUESTIONS,
	hr: HR_QUESTIONS,
	behavioral: BEHAVIORAL_QUESTIONS,
	negotiation: NEGOTIATION_QUESTIONS,
};

const byId = new Map(
	Object.values(QUESTION_BANK).flatMap((questions) => questions.map((q) => [q.id, q] as const)),
);

export const questionById = (id: string): BankQuestion | undefined => byId.get(id);

/** The questions of a type that suit a role: role-specific ones first, then those for every role. */
export function questionsFor(type: SpokenInterviewType, role: RoleFamily): BankQuestion[] {
	const all = QUESTION_BANK[type];
	// "Other roles" practise the whole technical bank; a named role gets its own questions first.
	if (role === "general") return [...all];
	const specific = all.filter((q) => q.roles !== "all" && q.roles.includes(role));
	const shared = all.filter((q) => q.roles === "all");
	return [...specific, ...shared];
}

/**
 * Picks `count` questions for a session: the chosen difficulty first, then the nearest ones, each
 * group shuffled by `random` (tests pass a seeded one). Role-specific technical questions come before
 * the shared ones within a difficulty.
 */
export function pickQuestions(
	type: SpokenInterviewType,
	role: RoleFamily,
	difficulty: Difficulty,
	count: number,
	random: () => number = Math.random,
): BankQuestion[] {
	const pool = questionsFor(type, role);
	const distance = (d: Difficulty) => Math.abs(DIFFICULTIES.indexOf(d) - DIFFICULTIES.indexOf(difficulty));
	const keyed = pool.map((q) => ({
		q,
		key: distance(q.difficulty) * 10 + (q.roles === "all" ? 1 : 0) + random(),
	}));
	keyed.sort((a, b) => a.key - b.key);
	return keyed.slice(0, count).map((item) => item.q);
}
