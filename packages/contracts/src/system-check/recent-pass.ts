import { SYSTEM_CHECK } from "./constants";

/**
 * Whether a recorded pass still lets a student into a proctored exam: completed no more than
 * SYSTEM_CHECK.passValidityMs ago (a minute in the future is tolerated: the two clocks may differ).
 */
export function isRecentPass(
	pass: { passed: boolean; completedAt: string | Date } | null | undefined,
	now: Date | number = Date.now(),
): boolean {
	if (!pass?.passed) return false;
	const at = new Date(pass.completedAt).getTime();
	const age = (typeof now === "number" ? now : now.getTime()) - at;
	return Number.isFinite(at) && age >= -60_000 && age <= SYSTEM_CHECK.passValidityMs;
}

/** When a pass completed at `completedAt` stops counting. */
export function passValidUntil(completedAt: Date): Date {
	return new Date(completedAt.getTime() + SYSTEM_CHECK.passValidityMs);
}
