import type { ProblemDefinition } from "../define";
import { assignmentDeadlinePlanner } from "./assignment-deadline-planner";
import { placementInterviewSlots } from "./placement-interview-slots";
import { shuttleChargingLoop } from "./shuttle-charging-loop";

export const greedyProblems: ProblemDefinition[] = [
	placementInterviewSlots,
	shuttleChargingLoop,
	assignmentDeadlinePlanner,
];
