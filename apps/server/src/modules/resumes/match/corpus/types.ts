/** One job description and one resume of the match corpus, with what a person expects of them. */
export type CorpusCase = {
	id: string;
	jd: string;
	/** Read off the job description by hand. */
	expected: {
		title: string | null;
		hard: string[];
		tools: string[];
		soft: string[];
		minCgpa: number | null;
		minPercentage: number | null;
		batches: number[];
		degrees: string[];
		branches: string[];
		fresher: boolean;
		minYears: number | null;
	};
	/** A pasted resume of a student applying to it. */
	resume: string;
	/** The score the rule gives, pinned (a change to the dictionary or the rule shows up here). */
	score: number;
};
