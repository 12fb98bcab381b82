import type { ProblemDefinition } from "../define";
import { canteenComboCount } from "./canteen-combo-count";
import { hostelWaterTanks } from "./hostel-water-tanks";
import { palindromeAfterOneDeletion } from "./palindrome-after-one-deletion";

export const twoPointersProblems: ProblemDefinition[] = [
	palindromeAfterOneDeletion,
	canteenComboCount,
	hostelWaterTanks,
];
