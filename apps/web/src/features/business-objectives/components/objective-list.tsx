import { Card, List, SimpleGrid, Text, Title } from "@mantine/core";
import type { Audience } from "../objectives-content";
import { Emphasized } from "./emphasized";

/** The content of one tab: a summary, then a card per objective with its description and points. */
export function ObjectiveList({ audience }: { audience: Audience }) {
	return (
		<>
			<Text size="lg" maw={760}>
				{audience.summary}
			</Text>
			<SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="xl">
				{audience.objectives.map((objective) => (
					<Card key={objective.title} component="article" withBorder padding="lg">
						<Title order={2} size="h3">
							{objective.title}
						</Title>
						<Text mt="xs">
							<Emphasized text={objective.description} />
						</Text>
						<List mt="sm" spacing="xs" pr="sm">
							{objective.points.map((point) => (
								<List.Item key={point}>
									<Emphasized text={point} />
								</List.Item>
							))}
						</List>
					</Card>
				))}
			</SimpleGrid>
		</>
	);
}
