import { Badge, Group, Text } from "@mantine/core";
import {
	PROBLEM_TOPIC_LABELS,
	type ProblemDifficulty,
	type ProblemSummary,
	type ProblemTopic,
} from "@unnati/contracts";
import { DIFFICULTY_COLORS, DIFFICULTY_LABELS } from "../format";

export function DifficultyBadge({ difficulty }: { difficulty: ProblemDifficulty }) {
	return (
		<Badge color={DIFFICULTY_COLORS[difficulty]} variant="light" tt="none" radius="sm">
			{DIFFICULTY_LABELS[difficulty]}
		</Badge>
	);
}

export function TopicBadge({ topic }: { topic: ProblemTopic }) {
	return (
		<Badge color="gray" variant="light" tt="none" radius="sm">
			{PROBLEM_TOPIC_LABELS[topic]}
		</Badge>
	);
}

/** Solved, attempted or untouched, in words (never by colour alone). */
export function SolvedState({ problem }: { problem: Pick<ProblemSummary, "solved" | "attempted"> }) {
	if (problem.solved) {
		return (
			<Text size="sm" fw={600} c="green.9">
				✓ Solved
			</Text>
		);
	}
	return (
		<Text size="sm" c="dimmed">
			{problem.attempted ? "Attempted" : "Not tried"}
		</Text>
	);
}

export function acceptanceText(rate: number | null): string {
	return rate === null ? "No submissions yet" : `${rate.toFixed(0)}% accepted`;
}

export function ProblemBadges({ problem }: { problem: Pick<ProblemSummary, "topic" | "difficulty"> }) {
	return (
		<Group gap={6}>
			<DifficultyBadge difficulty={problem.difficulty} />
			<TopicBadge topic={problem.topic} />
		</Group>
	);
}
