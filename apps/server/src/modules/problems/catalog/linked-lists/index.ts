import type { ProblemDefinition } from "../define";
import { libraryDeskShelf } from "./library-desk-shelf";
import { shuttleRouteLoopCheck } from "./shuttle-route-loop-check";
import { trainCoachGroupReversal } from "./train-coach-group-reversal";

export const linkedListsProblems: ProblemDefinition[] = [
	shuttleRouteLoopCheck,
	trainCoachGroupReversal,
	libraryDeskShelf,
];
