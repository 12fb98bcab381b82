import type { ProblemDefinition } from "../define";
import { alumniMentorDistance } from "./alumni-mentor-distance";
import { campusCableLongestRun } from "./campus-cable-longest-run";
import { hostelReportingLevels } from "./hostel-reporting-levels";
import { lightTreeRightView } from "./light-tree-right-view";

export const treesProblems: ProblemDefinition[] = [
	hostelReportingLevels,
	lightTreeRightView,
	campusCableLongestRun,
	alumniMentorDistance,
];
