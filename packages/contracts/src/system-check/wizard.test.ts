import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SYSTEM_CHECK_MESSAGES, SYSTEM_CHECK_STEP_IDS } from "./constants";
import {
	canGoNext,
	canProceed,
	canRetry,
	initialWizardState,
	judgeOutcomes,
	LAST_STEP,
	type StepOutcome,
	stepIdAt,
	type WizardAction,
	type WizardState,
	wizardReducer,
} from "./wizard";

const action: fc.Arbitrary<WizardAction> = fc.oneof(
	fc.constant({ type: "start" } as const),
	fc.record({ type: fc.constant("pass" as const), detail: fc.string({ maxLength: 8 }) }),
	fc.record({ type: fc.constant("fail" as const), message: fc.constantFrom("too slow", "denied") }),
	fc.constant({ type: "skip" } as const),
	fc.constant({ type: "retry" } as const),
	fc.constant({ type: "next" } as const),
);

const run = (actions: WizardAction[], from: WizardState = initialWizardState) =>
	actions.reduce(wizardReducer, from);

/** Every state a sequence of actions passes through, with the action that led to it. */
function trace(actions: WizardAction[]) {
	const steps: { before: WizardState; action: WizardAction; after: WizardState }[] = [];
	let state = initialWizardState;
	for (const a of actions) {
		const after = wizardReducer(state, a);
		steps.push({ before: state, action: a, after });
		state = after;
	}
	return steps;
}

const passAll = (upTo: number): WizardAction[] =>
	Array.from({ length: upTo }, () => [{ type: "pass" } as const, { type: "next" } as const]).flat();

describe("wizardReducer (SPEC §4 system check)", () => {
	it("keeps the step within 0 to 6 and the outcomes in the wizard's order", () => {
		fc.assert(
			fc.property(fc.array(action, { maxLength: 80 }), (actions) => {
				for (const { after } of trace(actions)) {
					expect(after.step).toBeGreaterThanOrEqual(0);
					expect(after.step).toBeLessThanOrEqual(LAST_STEP);
					expect(after.outcomes.map((o) => o.step)).toEqual(
						SYSTEM_CHECK_STEP_IDS.slice(0, after.outcomes.length),
					);
					expect(after.outcomes.length === after.step + 1 || after.outcomes.length === after.step).toBe(true);
				}
			}),
		);
	});

	it("moves on only from a passed (or skipped) step, one step at a time, and starts the next afresh", () => {
		fc.assert(
			fc.property(fc.array(action, { maxLength: 80 }), (actions) => {
				for (const { before, after } of trace(actions)) {
					if (after.step === before.step) continue;
					expect(after.step).toBe(before.step + 1);
					expect(["passed", "skipped"]).toContain(before.status);
					expect(after).toMatchObject({ status: "pending", attempt: 0, message: null });
					expect(after.outcomes.every((o) => o.status !== "failed")).toBe(true);
				}
			}),
		);
	});

	it("never offers Try Again on the identity step, and Try Again resets the failed step", () => {
		fc.assert(
			fc.property(fc.array(action, { maxLength: 80 }), (actions) => {
				for (const { before, action: a, after } of trace(actions)) {
					if (stepIdAt(before.step) === "identity") expect(canRetry(before)).toBe(false);
					if (a.type === "retry" && canRetry(before)) {
						expect(after).toMatchObject({ step: before.step, status: "pending", message: null });
						expect(after.attempt).toBe(before.attempt + 1);
						expect(after.outcomes).toHaveLength(before.step);
					}
				}
			}),
		);
	});

	it("lets only the microphone step be skipped", () => {
		fc.assert(
			fc.property(fc.array(action, { maxLength: 80 }), (actions) => {
				for (const { after } of trace(actions)) {
					for (const outcome of after.outcomes)
						if (outcome.status === "skipped") expect(outcome.step).toBe("microphone");
				}
			}),
		);
	});

	it("produces outcomes that the server judges as the wizard does", () => {
		fc.assert(
			fc.property(fc.array(action, { maxLength: 120 }), (actions) => {
				const state = run(actions);
				if (state.outcomes.length === 0) return;
				const verdict = judgeOutcomes(state.outcomes);
				if (state.status === "failed") expect(verdict).toEqual({ ok: true, passed: false });
				if (canProceed(state)) expect(verdict).toEqual({ ok: true, passed: true });
			}),
		);
	});

	it("runs the whole check: Next is disabled until a step passes, and Proceed comes after step 7", () => {
		let state = wizardReducer(initialWizardState, { type: "next" });
		expect(state).toBe(initialWizardState);
		state = run([{ type: "start" }, { type: "pass", detail: "1280 × 720" }], state);
		expect(canGoNext(state)).toBe(true);
		state = run([{ type: "next" }, ...passAll(2), { type: "fail", message: "No speech" }], state);
		expect(state).toMatchObject({ step: 3, status: "failed", message: "No speech" });
		expect(canGoNext(state)).toBe(false);
		state = run(
			[{ type: "skip", detail: "no speech recognition" }, { type: "next" }, ...passAll(3), { type: "pass" }],
			state,
		);
		expect(state.step).toBe(LAST_STEP);
		expect(canGoNext(state)).toBe(false);
		expect(canProceed(state)).toBe(true);
		expect(state.outcomes.map((o) => o.status)).toEqual([
			"passed",
			"passed",
			"passed",
			"skipped",
			"passed",
			"passed",
			"passed",
		]);
		expect(state.outcomes[0]).toEqual({ step: "screen", status: "passed", detail: "1280 × 720" });
	});

	it("lets the identity step retake its photo after a failure, without Try Again", () => {
		const atIdentity = run([...passAll(4)]);
		expect(stepIdAt(atIdentity.step)).toBe("identity");
		const failed = run([{ type: "start" }, { type: "fail", message: "upload failed" }], atIdentity);
		expect(canRetry(failed)).toBe(false);
		expect(wizardReducer(failed, { type: "retry" })).toBe(failed);
		const retaking = wizardReducer(failed, { type: "start" });
		expect(retaking).toMatchObject({ status: "running", message: null });
		expect(wizardReducer(retaking, { type: "pass" }).status).toBe("passed");
	});

	it("ignores late reports once a step has settled", () => {
		const passed = run([{ type: "pass" }]);
		expect(wizardReducer(passed, { type: "fail", message: "late" })).toBe(passed);
		const failed = run([{ type: "fail", message: "slow" }]);
		expect(wizardReducer(failed, { type: "pass" })).toBe(failed);
	});
});

describe("judgeOutcomes", () => {
	const all = (status: StepOutcome["status"] = "passed"): StepOutcome[] =>
		SYSTEM_CHECK_STEP_IDS.map((step) => ({ step, status }));

	it("passes seven passed steps, with or without a skipped voice check", () => {
		expect(judgeOutcomes(all())).toEqual({ ok: true, passed: true });
		const skipped = all().map((o) => (o.step === "microphone" ? { ...o, status: "skipped" as const } : o));
		expect(judgeOutcomes(skipped)).toEqual({ ok: true, passed: true });
	});

	it("fails a check that ends at a failed step", () => {
		expect(
			judgeOutcomes([
				{ step: "screen", status: "passed" },
				{ step: "network", status: "failed" },
			]),
		).toEqual({
			ok: true,
			passed: false,
		});
	});

	it("refuses lists the wizard cannot produce", () => {
		const bad = (outcomes: StepOutcome[]) => {
			const verdict = judgeOutcomes(outcomes);
			return verdict.ok ? null : verdict.message;
		};
		expect(bad([])).toBe(SYSTEM_CHECK_MESSAGES.outcomesOutOfOrder);
		expect(bad(all().slice(1))).toBe(SYSTEM_CHECK_MESSAGES.outcomesOutOfOrder);
		expect(bad(all().slice(0, 3))).toBe(SYSTEM_CHECK_MESSAGES.incomplete);
		expect(bad([{ step: "screen", status: "skipped" }])).toBe(SYSTEM_CHECK_MESSAGES.skipNotAllowed);
		expect(
			bad([
				{ step: "screen", status: "failed" },
				{ step: "network", status: "passed" },
			]),
		).toBe(SYSTEM_CHECK_MESSAGES.failedNotLast);
		expect(bad([...all(), { step: "typing", status: "passed" }])).toBe(
			SYSTEM_CHECK_MESSAGES.outcomesOutOfOrder,
		);
	});
});
