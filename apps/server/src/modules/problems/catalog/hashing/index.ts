import type { ProblemDefinition } from "../define";
import { balancedAttendancePeriods } from "./balanced-attendance-periods";
import { budgetPairCount } from "./budget-pair-count";
import { exactlyKDishes } from "./exactly-k-dishes";

export const hashingProblems: ProblemDefinition[] = [
	budgetPairCount,
	balancedAttendancePeriods,
	exactlyKDishes,
];
