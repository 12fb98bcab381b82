import { Group, Progress, Stack, Text } from "@mantine/core";
import type { ReadinessComponentView } from "@unnati/contracts/readiness";
import { ChartFigure } from "../../../components/chart-figure";

const color = (score: number) => (score >= 70 ? "green" : score >= 50 ? "yellow" : "red");

/** Each component as a bar out of 100, with its weight, what it adds, how it is computed and the figures behind it. */
export function ComponentBars({ components }: { components: ReadinessComponentView[] }) {
	const chart = (
		<Stack gap="md">
			{components.map((c) => (
				<Stack key={c.key} gap={4}>
					<Group justify="space-between" gap="xs" wrap="nowrap">
						<Text fw={600} size="sm">
							{c.label}{" "}
							<Text span size="xs" c="dimmed">
								(weight {c.weight}%)
							</Text>
						</Text>
						<Text size="sm" fw={600}>
							{c.score}/100 · adds {c.points}
						</Text>
					</Group>
					<Progress
						value={c.score}
						color={color(c.score)}
						size="lg"
						aria-label={`${c.label}: ${c.score} out of 100`}
					/>
					<Text size="sm">{c.detail}</Text>
					<Text size="xs" c="dimmed">
						How it is computed: {c.rule}
					</Text>
				</Stack>
			))}
		</Stack>
	);
	return (
		<ChartFigure
			title="What the score is made of"
			description="Each part scores 0–100; its weight decides how much it adds to the readiness score."
			chart={chart}
			data={{
				caption: "Readiness components",
				columns: ["Component", "Score (of 100)", "Weight", "Adds to the score", "Figures"],
				rows: components.map((c) => [c.label, String(c.score), `${c.weight}%`, String(c.points), c.detail]),
			}}
		/>
	);
}
