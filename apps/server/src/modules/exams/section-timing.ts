// Timed sections, as placement aptitude tests run them: each section of the paper has its own time,
// sections are taken in order, and a section closes for good when its time is up or the student
// finishes it early. The server owns every section's end the way it owns the exam's deadline: the
// attempt stores the ends (ISO times, the paper's order) and everything else is derived from them.

/** A player may move on a moment before the server's clock says the section ended. */
export const SECTION_START_SLACK_MS = 2000;

/**
 * Each section's end for an attempt started at `start`: back to back, `extraMs` (an extra-time
 * accommodation) shared in proportion to each section's length, none past `cap` (the window's close).
 */
export function sectionEndsFor(start: Date, minutes: number[], extraMs: number, cap: Date): string[] {
	const total = minutes.reduce((sum, m) => sum + m, 0);
	let at = start.getTime();
	return minutes.map((m) => {
		at += m * 60_000 + (total > 0 ? (extraMs * m) / total : 0);
		return new Date(Math.min(at, cap.getTime())).toISOString();
	});
}

/** The section being taken: the first that has not ended (the count of sections once all have). */
export function currentSectionIndex(ends: readonly string[], now: Date): number {
	const index = ends.findIndex((end) => Date.parse(end) > now.getTime());
	return index < 0 ? ends.length : index;
}

/**
 * Whether an answer to the paper's `index`-th section may still be stored: its section has started
 * (the one before it ended) and has not ended more than `graceMs` ago, so a save the network held
 * back still counts, as it does for the exam's deadline.
 */
export function sectionTakesSaves(
	ends: readonly string[],
	index: number,
	now: Date,
	graceMs: number,
): boolean {
	const end = ends[index];
	if (end === undefined) return false;
	const started = index === 0 || Date.parse(ends[index - 1] ?? "") <= now.getTime() + SECTION_START_SLACK_MS;
	return started && Date.parse(end) + graceMs >= now.getTime();
}

/**
 * The ends after the student finishes the `index`-th section at `now`: it ends now, and every later
 * section moves forward by the time left over, so the next one gets its full time and no more.
 */
export function finishSectionAt(ends: readonly string[], index: number, now: Date): string[] {
	const leftOver = Date.parse(ends[index] ?? "") - now.getTime();
	if (!(leftOver > 0)) return [...ends];
	return ends.map((end, k) => (k < index ? end : new Date(Date.parse(end) - leftOver).toISOString()));
}
