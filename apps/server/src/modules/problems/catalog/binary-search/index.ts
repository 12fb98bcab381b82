import type { ProblemDefinition } from "../define";
import { cutoffRankQueries } from "./cutoff-rank-queries";
import { kthHeightDifference } from "./kth-height-difference";
import { syllabusSplit } from "./syllabus-split";

export const binarySearchProblems: ProblemDefinition[] = [
	cutoffRankQueries,
	syllabusSplit,
	kthHeightDifference,
];
