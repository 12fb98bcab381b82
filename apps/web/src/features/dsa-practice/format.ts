import type { MantineColor } from "@mantine/core";
import type { ProblemDifficulty } from "@unnati/contracts";

export const DIFFICULTY_LABELS: Record<ProblemDifficulty, string> = {
	easy: "Easy",
	medium: "Medium",
	hard: "Hard",
};

export const DIFFICULTY_COLORS: Record<ProblemDifficulty, MantineColor> = {
	easy: "green",
	medium: "yellow",
	hard: "red",
};

/** "23 Nov 2026, 14:05" in the student's own time zone. */
export function formatWhen(iso: string): string {
	return new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

export { formatClock } from "../../lib/format-clock";
