import type { Difficulty, RoleFamily, SpokenInterviewType } from "@unnati/contracts/interviews";

/** One thing a strong answer covers, and the words that show it is covered (any one is enough). */
export type KeyPoint = { label: string; terms: readonly string[] };

/** A question of Unnati's own bank: what is asked, for whom, and what a strong answer covers. */
export type BankQuestion = {
	id: string;
	type: SpokenInterviewType;
	text: string;
	difficulty: Difficulty;
	/** The target roles it suits; "all" for every role. */
	roles: readonly RoleFamily[] | "all";
	/** Behavioral questions: the competency the interviewer is probing. */
	competency?: string;
	keyPoints: readonly KeyPoint[];
};

/** `kp("Time complexity", "o(n)|linear|complexity")`: a key point and its terms, "|"-separated. */
export const kp = (label: string, terms: string): KeyPoint => ({
	label,
	terms: terms
		.split("|")
		.map((term) => term.trim().toLowerCase())
		.filter(Boolean),
});
