import { SYSTEM_CHECK_MESSAGES, SYSTEM_CHECK_STEP_IDS, type SystemCheckStepId } from "./constants";

// The wizard's step machine (SPEC §4 "System check"): steps 0 to 6 run in order, Next waits for the
// step to pass, a failed step offers Try Again (except the identity step, which retakes its photo
// itself), the voice step may be skipped, and each step starts afresh when the wizard moves.

export type StepStatus = "pending" | "running" | "passed" | "failed" | "skipped";
export type StepOutcomeStatus = "passed" | "failed" | "skipped";
export type StepOutcome = { step: SystemCheckStepId; status: StepOutcomeStatus; detail?: string };

export type WizardState = {
	/** 0 to 6. */
	step: number;
	/** Of the current step. */
	status: StepStatus;
	/** Grows on Try Again: the step's screen is rebuilt with fresh state. */
	attempt: number;
	/** Why the current step failed, shown beside Try Again. */
	message: string | null;
	/** The settled steps: every step before `step`, then the current one once it has passed, failed or been skipped. */
	outcomes: StepOutcome[];
};

export type WizardAction =
	| { type: "start" }
	| { type: "pass"; detail?: string }
	| { type: "fail"; message: string; detail?: string }
	| { type: "skip"; detail?: string }
	| { type: "retry" }
	| { type: "next" };

export const LAST_STEP = SYSTEM_CHECK_STEP_IDS.length - 1;
/** SPEC §4: a failed identity photo is retaken inside the step, never through Try Again. */
export const NO_RETRY_STEPS: readonly SystemCheckStepId[] = ["identity"];
/** SPEC §4: only the voice check may be skipped (after a mismatch, or without speech recognition). */
export const SKIPPABLE_STEPS: readonly SystemCheckStepId[] = ["microphone"];

export const initialWizardState: WizardState = {
	step: 0,
	status: "pending",
	attempt: 0,
	message: null,
	outcomes: [],
};

export const stepIdAt = (step: number): SystemCheckStepId => SYSTEM_CHECK_STEP_IDS[step] ?? "screen";

const isSettledOk = (status: StepStatus) => status === "passed" || status === "skipped";

/** Whether the step still takes reports: while it runs, or a failed identity step retaking its photo. */
function open(state: WizardState): boolean {
	if (state.status === "pending" || state.status === "running") return true;
	return state.status === "failed" && NO_RETRY_STEPS.includes(stepIdAt(state.step));
}

function settle(state: WizardState, outcome: Omit<StepOutcome, "step">, message: string | null): WizardState {
	const entry: StepOutcome = { step: stepIdAt(state.step), status: outcome.status };
	if (outcome.detail !== undefined) entry.detail = outcome.detail;
	return {
		...state,
		status: outcome.status,
		message,
		outcomes: [...state.outcomes.slice(0, state.step), entry],
	};
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
	switch (action.type) {
		case "start":
			return open(state) && state.status !== "running"
				? { ...state, status: "running", message: null }
				: state;
		case "pass":
			return open(state) ? settle(state, { status: "passed", detail: action.detail }, null) : state;
		case "fail":
			return open(state) ? settle(state, { status: "failed", detail: action.detail }, action.message) : state;
		case "skip": {
			const skippable = SKIPPABLE_STEPS.includes(stepIdAt(state.step));
			const from = state.status === "pending" || state.status === "running" || state.status === "failed";
			return skippable && from ? settle(state, { status: "skipped", detail: action.detail }, null) : state;
		}
		case "retry":
			return canRetry(state)
				? {
						...state,
						status: "pending",
						attempt: state.attempt + 1,
						message: null,
						outcomes: state.outcomes.slice(0, state.step),
					}
				: state;
		case "next":
			return canGoNext(state)
				? { step: state.step + 1, status: "pending", attempt: 0, message: null, outcomes: state.outcomes }
				: state;
	}
}

/** SPEC §4: Next is enabled only once the step has passed (a skipped voice check counts). */
export const canGoNext = (state: WizardState) => isSettledOk(state.status) && state.step < LAST_STEP;
/** The last step's button is Proceed, enabled once it has passed. */
export const canProceed = (state: WizardState) => state.step === LAST_STEP && isSettledOk(state.status);
export const canRetry = (state: WizardState) =>
	state.status === "failed" && !NO_RETRY_STEPS.includes(stepIdAt(state.step));

export type OutcomesVerdict = { ok: true; passed: boolean } | { ok: false; message: string };

/**
 * What a list of step outcomes says about the check as a whole: passed when all seven steps passed
 * (the voice step may be skipped), failed when it ends at a failed step. Anything else is not a
 * result the wizard can produce.
 */
export function judgeOutcomes(outcomes: readonly StepOutcome[]): OutcomesVerdict {
	if (outcomes.length === 0 || outcomes.length > SYSTEM_CHECK_STEP_IDS.length)
		return { ok: false, message: SYSTEM_CHECK_MESSAGES.outcomesOutOfOrder };
	for (const [index, outcome] of outcomes.entries()) {
		if (outcome.step !== SYSTEM_CHECK_STEP_IDS[index])
			return { ok: false, message: SYSTEM_CHECK_MESSAGES.outcomesOutOfOrder };
		if (outcome.status === "skipped" && !SKIPPABLE_STEPS.includes(outcome.step))
			return { ok: false, message: SYSTEM_CHECK_MESSAGES.skipNotAllowed };
		if (outcome.status === "failed" && index !== outcomes.length - 1)
			return { ok: false, message: SYSTEM_CHECK_MESSAGES.failedNotLast };
	}
	const last = outcomes[outcomes.length - 1];
	if (last?.status === "failed") return { ok: true, passed: false };
	if (outcomes.length < SYSTEM_CHECK_STEP_IDS.length)
		return { ok: false, message: SYSTEM_CHECK_MESSAGES.incomplete };
	return { ok: true, passed: true };
}
