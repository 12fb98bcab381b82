import { knnClassifier, linearRegressionFromScratch } from "./ai";
import type { LabDefinition } from "./define";
import { attendancePrefixSums, bracketCheckerStack } from "./dsa";
import { signupValidationRateLimit, studentsApiJson } from "./full-stack";

export type { LabDefinition, LabStepDefinition, LabTest } from "./define";

/** The labs written for Unnati, in the order each course lists them (two per journey). */
export const LAB_CONTENT: readonly LabDefinition[] = [
	attendancePrefixSums,
	bracketCheckerStack,
	studentsApiJson,
	signupValidationRateLimit,
	linearRegressionFromScratch,
	knnClassifier,
];
