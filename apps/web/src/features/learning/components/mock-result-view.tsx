import { Alert, Badge, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { MockResult, TopicStanding } from "@unnati/contracts/learning";
import { ChartFigure } from "../../../components/chart-figure";
import { answerText } from "./question-input";

const STANDING: Record<TopicStanding, { label: string; color: string }> = {
	strong: { label: "Strength", color: "teal" },
	developing: { label: "Developing", color: "yellow" },
	weak: { label: "Needs work", color: "red" },
};

/** A bar per topic: the share of its questions answered right. */
function TopicBars({ result }: { result: MockResult }) {
	const height = 28 * result.topics.length + 8;
	return (
		<svg
			role="img"
			aria-label={`Score by topic: ${result.topics.map((t) => `${t.topic} ${t.percentage}%`).join(", ")}`}
			viewBox={`0 0 400 ${height}`}
			width="100%"
			style={{ maxWidth: 560 }}
		>
			{result.topics.map((topic, i) => (
				<g key={topic.topic} transform={`translate(0 ${i * 28 + 4})`}>
					<text x="0" y="15" fontSize="12">
						{topic.topic}
					</text>
					<rect x="150" y="3" width="200" height="16" fill="#e9ecef" />
					<rect
						x="150"
						y="3"
						width={2 * topic.percentage}
						height="16"
						fill={topic.standing === "strong" ? "#0ca678" : topic.standing === "weak" ? "#e03131" : "#f59f00"}
					/>
					<text x="356" y="15" fontSize="12">
						{topic.percentage}%
					</text>
				</g>
			))}
		</svg>
	);
}

/** A mock test's result: score, strengths and weaknesses by topic, and every answer with its explanation. */
export function MockResultView({ result }: { result: MockResult }) {
	const strengths = result.topics.filter((t) => t.standing === "strong").map((t) => t.topic);
	const weaknesses = result.topics.filter((t) => t.standing === "weak").map((t) => t.topic);
	return (
		<Stack gap="lg">
			<Card withBorder padding="lg" role="status">
				<Title order={2} size="h3">
					{result.percentage}% · {result.score} of {result.maxScore} marks
				</Title>
				<Text mt={4}>
					{result.passed ? "Passed" : `Not passed: ${result.passPercent}% passes`} ·{" "}
					{Math.round(result.timeTakenSeconds / 60)} min taken
				</Text>
			</Card>
			<section aria-labelledby="strengths">
				<Title order={2} size="h3" id="strengths">
					Strengths and weaknesses
				</Title>
				<Text mt={4}>
					<strong>Strengths:</strong> {strengths.length > 0 ? strengths.join(", ") : "none yet"}.{" "}
					<strong>Revise:</strong> {weaknesses.length > 0 ? weaknesses.join(", ") : "nothing urgent"}.
				</Text>
				<ChartFigure
					title="Score by topic"
					description="The share of each topic's questions you answered right."
					chart={<TopicBars result={result} />}
					data={{
						caption: "Score by topic",
						columns: ["Topic", "Right", "Questions", "Score", "Standing"],
						rows: result.topics.map((t) => [
							t.topic,
							String(t.correct),
							String(t.total),
							`${t.percentage}%`,
							STANDING[t.standing].label,
						]),
					}}
				/>
				<Table mt="sm" striped>
					<Table.Thead>
						<Table.Tr>
							<Table.Th>Topic</Table.Th>
							<Table.Th>Right</Table.Th>
							<Table.Th>Standing</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{result.topics.map((t) => (
							<Table.Tr key={t.topic}>
								<Table.Td>{t.topic}</Table.Td>
								<Table.Td>
									{t.correct} of {t.total}
								</Table.Td>
								<Table.Td>
									<Badge color={STANDING[t.standing].color} variant="light">
										{STANDING[t.standing].label}
									</Badge>
								</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			</section>
			<section aria-labelledby="answers">
				<Title order={2} size="h3" id="answers" mb="sm">
					Your answers
				</Title>
				<Stack gap="sm">
					{result.questions.map((q, i) => (
						<Card key={q.id} withBorder padding="sm">
							<Text fw={600}>
								{i + 1}. {q.text}
							</Text>
							<Group gap="xs" mt={4}>
								<Badge
									color={q.outcome === "correct" ? "teal" : q.outcome === "unanswered" ? "gray" : "red"}
									variant="light"
								>
									{q.outcome}
								</Badge>
								<Text size="sm">Your answer: {answerText(q, q.answer)}</Text>
							</Group>
							{q.outcome !== "correct" && (
								<Text size="sm">Correct answer: {answerText(q, q.correctAnswer)}</Text>
							)}
							{q.explanation && (
								<Alert mt="xs" variant="light" color="blue" p="xs">
									<Text size="sm">{q.explanation}</Text>
								</Alert>
							)}
						</Card>
					))}
				</Stack>
			</section>
		</Stack>
	);
}
