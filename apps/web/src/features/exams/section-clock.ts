import type { Attempt } from "@unnati/contracts";

// Timed sections on the player's side. The server stores when each section ends; the player knows
// only how many seconds the whole attempt has left (from the server's clock, counted down on a
// monotonic one), so each section's time left is read against the attempt's deadline: a section
// ending 5 minutes before the deadline has 5 minutes less than the attempt. The device's clock and
// time zone never matter.

export type SectionClock = {
	/** The paper's index of the section being taken; the sections' count once all have ended. */
	current: number;
	/** Seconds left in the current section (0 once all have ended). */
	sectionSeconds: number;
	/** Whether the current section is the last one. */
	last: boolean;
};

/**
 * Where a timed paper stands when the attempt has `remainingSeconds` left. `null` for an exam whose
 * sections are not timed.
 */
export function sectionClock(
	attempt: Pick<Attempt, "deadline" | "section_deadlines">,
	remainingSeconds: number,
): SectionClock | null {
	const ends = attempt.section_deadlines;
	if (!ends || ends.length === 0) return null;
	const deadline = Date.parse(attempt.deadline);
	const left = ends.map((section) => remainingSeconds - (deadline - Date.parse(section.ends_at)) / 1000);
	const index = left.findIndex((seconds) => seconds > 0);
	const current = index < 0 ? ends.length : index;
	return {
		current,
		sectionSeconds: index < 0 ? 0 : Math.ceil(left[index] ?? 0),
		last: current >= ends.length - 1,
	};
}
