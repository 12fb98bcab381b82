import type { ProblemDefinition } from "../define";
import { campusCriticalCorridors } from "./campus-critical-corridors";
import { hostelFriendCircles } from "./hostel-friend-circles";
import { intercityTrainFare } from "./intercity-train-fare";
import { learningPathModuleOrder } from "./learning-path-module-order";

export const graphsProblems: ProblemDefinition[] = [
	hostelFriendCircles,
	intercityTrainFare,
	learningPathModuleOrder,
	campusCriticalCorridors,
];
