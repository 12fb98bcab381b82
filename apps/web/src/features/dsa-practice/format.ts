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

/** 45:00, 9:05, 0:59: minutes and seconds of a countdown. */
export function formatClock(totalSeconds: number): string {
	const seconds = Math.max(0, Math.floor(totalSeconds));
	return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export const problemPath = (id: string) => `/question/${encodeURIComponent(id)}`;
