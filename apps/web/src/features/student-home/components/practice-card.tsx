import { Anchor, Badge, Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import type { StudentHome } from "@unnati/contracts/learning";
import { Link } from "react-router";
import { paths } from "../../../app/paths";

const DIFFICULTIES = [
	{ key: "easy", label: "Easy", color: "teal" },
	{ key: "medium", label: "Medium", color: "yellow" },
	{ key: "hard", label: "Hard", color: "red" },
] as const;

/** DSA practice on the home: solved out of the catalogue per difficulty, and the latest solves. */
export function PracticeCard({ practice }: { practice: StudentHome["practice"] }) {
	return (
		<Card withBorder padding="md" component="section" aria-labelledby="home-practice">
			<Title order={2} size="h4" id="home-practice" mb="sm">
				DSA practice
			</Title>
			<Text fw={700} size="xl">
				{practice.solved} of {practice.total} solved
			</Text>
			<Stack gap={6} mt="xs">
				{DIFFICULTIES.map(({ key, label, color }) => {
					const tally = practice.byDifficulty[key];
					return (
						<div key={key}>
							<Group justify="space-between">
								<Text size="sm">{label}</Text>
								<Text size="sm" c="dimmed">
									{tally.solved}/{tally.total}
								</Text>
							</Group>
							<Progress
								value={tally.total ? (tally.solved / tally.total) * 100 : 0}
								color={color}
								size="sm"
								aria-label={`${label} problems: ${tally.solved} of ${tally.total} solved`}
							/>
						</div>
					);
				})}
			</Stack>
			{practice.recent.length === 0 ? (
				<Text c="dimmed" size="sm" mt="sm">
					No problems solved yet: start with an easy one.
				</Text>
			) : (
				<Stack gap={4} mt="sm" mb={0} component="ul" p={0} aria-label="Recently solved">
					{practice.recent.map((problem) => (
						<Group
							key={problem.id}
							component="li"
							justify="space-between"
							wrap="nowrap"
							style={{ listStyle: "none" }}
						>
							<Anchor component={Link} to={paths.question(problem.id)} size="sm">
								{problem.title}
							</Anchor>
							<Badge
								size="sm"
								variant="light"
								color={DIFFICULTIES.find((d) => d.key === problem.difficulty)?.color}
							>
								{problem.difficulty}
							</Badge>
						</Group>
					))}
				</Stack>
			)}
			<Anchor component={Link} to={paths.dsaQuestions} size="sm" mt="sm" display="block">
				Practise DSA problems
			</Anchor>
		</Card>
	);
}
