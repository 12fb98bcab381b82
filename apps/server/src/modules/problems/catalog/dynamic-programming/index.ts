import type { ProblemDefinition } from "../define";
import { capstoneProjectAllocation } from "./capstone-project-allocation";
import { libraryStaircaseWays } from "./library-staircase-ways";
import { mockTestProgressChart } from "./mock-test-progress-chart";

export const dynamicProgrammingProblems: ProblemDefinition[] = [
	libraryStaircaseWays,
	mockTestProgressChart,
	capstoneProjectAllocation,
];
