import {
	PROBLEM_DIFFICULTIES,
	PROBLEM_TOPIC_LABELS,
	PROBLEM_TOPICS,
	type ProblemDifficulty,
	type ProblemSummary,
	type ProblemTopic,
} from "@unnati/contracts";

// The list's filters live in the address (?topic=&difficulty=&status=&q=), so a filtered list can
// be bookmarked or shared, and Back returns to it as it was.

export const SOLVED_FILTERS = ["all", "solved", "unsolved"] as const;
export type SolvedFilter = (typeof SOLVED_FILTERS)[number];

export interface ProblemFilters {
	topic: ProblemTopic | null;
	difficulty: ProblemDifficulty | null;
	status: SolvedFilter;
	search: string;
}

export const NO_FILTERS: ProblemFilters = { topic: null, difficulty: null, status: "all", search: "" };

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
	return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** Anything unknown in the address is ignored rather than filtering everything away. */
export function readFilters(params: URLSearchParams): ProblemFilters {
	return {
		topic: oneOf(PROBLEM_TOPICS, params.get("topic")),
		difficulty: oneOf(PROBLEM_DIFFICULTIES, params.get("difficulty")),
		status: oneOf(SOLVED_FILTERS, params.get("status")) ?? "all",
		search: params.get("q") ?? "",
	};
}

export function writeFilters(filters: ProblemFilters): URLSearchParams {
	const params = new URLSearchParams();
	if (filters.topic) params.set("topic", filters.topic);
	if (filters.difficulty) params.set("difficulty", filters.difficulty);
	if (filters.status !== "all") params.set("status", filters.status);
	if (filters.search.trim()) params.set("q", filters.search);
	return params;
}

const normalise = (text: string) =>
	text
		.toLowerCase()
		.replace(/[\s-]+/g, " ")
		.trim();

/** The problems that pass every filter; the search matches the title or the topic's name, any case. */
export function filterProblems(
	problems: readonly ProblemSummary[],
	filters: ProblemFilters,
): ProblemSummary[] {
	const words = normalise(filters.search).split(" ").filter(Boolean);
	return problems.filter((problem) => {
		if (filters.topic && problem.topic !== filters.topic) return false;
		if (filters.difficulty && problem.difficulty !== filters.difficulty) return false;
		if (filters.status === "solved" && !problem.solved) return false;
		if (filters.status === "unsolved" && problem.solved) return false;
		const haystack = normalise(`${problem.title} ${PROBLEM_TOPIC_LABELS[problem.topic]}`);
		return words.every((word) => haystack.includes(word));
	});
}

export function hasFilters(filters: ProblemFilters): boolean {
	return writeFilters(filters).size > 0;
}
