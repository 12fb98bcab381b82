import type { StepStatus } from "@unnati/contracts/system-check/rules";

/** How a step tells the wizard where it stands (SPEC §4); the wizard ignores reports once a step has settled. */
export type StepControls = {
	status: StepStatus;
	onStart(): void;
	onPass(detail?: string): void;
	onFail(message: string, detail?: string): void;
	onSkip(detail?: string): void;
};
