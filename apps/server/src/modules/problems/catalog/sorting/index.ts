import type { ProblemDefinition } from "../define";
import { luckyDrawNumber } from "./lucky-draw-number";
import { meritListRanking } from "./merit-list-ranking";
import { rankDisagreement } from "./rank-disagreement";

export const sortingProblems: ProblemDefinition[] = [meritListRanking, luckyDrawNumber, rankDisagreement];
