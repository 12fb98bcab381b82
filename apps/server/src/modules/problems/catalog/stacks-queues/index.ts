import type { ProblemDefinition } from "../define";
import { canteenRushWindowPeak } from "./canteen-rush-window-peak";
import { examHallBracketAudit } from "./exam-hall-bracket-audit";
import { examHallEmptySeatBlock } from "./exam-hall-empty-seat-block";

export const stacksQueuesProblems: ProblemDefinition[] = [
	examHallBracketAudit,
	canteenRushWindowPeak,
	examHallEmptySeatBlock,
];
