import { Alert, Button, Card, List, Radio, Stack, Text, Title } from "@mantine/core";
import { PROBLEM_DIFFICULTIES, type ProblemDifficulty, type ProblemSummary } from "@unnati/contracts";
import { useState } from "react";
import { DIFFICULTY_LABELS } from "../format";
import { INTERVIEW_MINUTES } from "../interview-storage";

interface InterviewSetupProps {
	problems: readonly ProblemSummary[];
	onStart: (problem: ProblemSummary) => void;
	/** Picks one of the candidates; tests pass their own to choose deterministically. */
	pick?: (candidates: readonly ProblemSummary[]) => ProblemSummary;
}

const randomPick = (candidates: readonly ProblemSummary[]) =>
	candidates[Math.floor(Math.random() * candidates.length)] as ProblemSummary;

/** Choose a difficulty; the interview draws a random problem of it that the student has not solved. */
export function InterviewSetup({ problems, onStart, pick = randomPick }: InterviewSetupProps) {
	const [difficulty, setDifficulty] = useState<ProblemDifficulty>("easy");
	const unsolved = (level: ProblemDifficulty) =>
		problems.filter((problem) => problem.difficulty === level && !problem.solved);
	const candidates = unsolved(difficulty);

	return (
		<Card withBorder padding="lg" maw={640}>
			<Stack gap="md">
				<Title order={2} size="h4">
					How it works
				</Title>
				<List size="sm" spacing={4}>
					<List.Item>One problem you have not solved yet, chosen at random.</List.Item>
					<List.Item>{INTERVIEW_MINUTES} minutes on the clock, from the moment you start.</List.Item>
					<List.Item>Run your code on the examples as often as you like; you may submit once.</List.Item>
					<List.Item>When time is up, your last code is submitted for you.</List.Item>
				</List>
				<Radio.Group
					label="Difficulty"
					value={difficulty}
					onChange={(value) => setDifficulty(value as ProblemDifficulty)}
				>
					<Stack gap="xs" mt="xs">
						{PROBLEM_DIFFICULTIES.map((level) => (
							<Radio
								key={level}
								value={level}
								label={`${DIFFICULTY_LABELS[level]} (${unsolved(level).length} unsolved)`}
							/>
						))}
					</Stack>
				</Radio.Group>
				{candidates.length === 0 && (
					<Alert color="blue" variant="light">
						You have solved every {DIFFICULTY_LABELS[difficulty].toLowerCase()} problem. Choose another
						difficulty.
					</Alert>
				)}
				<Text size="sm" c="dimmed">
					The timer starts as soon as you press Start.
				</Text>
				<div>
					<Button disabled={candidates.length === 0} onClick={() => onStart(pick(candidates))}>
						Start the interview
					</Button>
				</div>
			</Stack>
		</Card>
	);
}
