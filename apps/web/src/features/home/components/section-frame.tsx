import { Box, Card, Container, List, SimpleGrid, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SectionFrameProps {
	/** Used for the heading's id, e.g. "proctoring" gives "home-proctoring-title". */
	id: string;
	eyebrow: string;
	title: string;
	intro: ReactNode;
	/** A light background, to tell neighbouring sections apart. */
	tinted?: boolean;
	children?: ReactNode;
}

/** One section of the landing page: a labelled region with a small kicker, an h2 and an intro. */
export function SectionFrame({ id, eyebrow, title, intro, tinted = false, children }: SectionFrameProps) {
	const titleId = `home-${id}-title`;
	return (
		<Box
			component="section"
			aria-labelledby={titleId}
			data-home-section={id}
			py={{ base: 48, sm: 72 }}
			bg={tinted ? "var(--mantine-color-gray-0)" : undefined}
		>
			<Container size="lg">
				<Text fw={700} size="sm" c="indigo.8" tt="uppercase" ta="center" mb={6}>
					{eyebrow}
				</Text>
				<Title id={titleId} order={2} ta="center" fz={{ base: 26, sm: 34 }}>
					{title}
				</Title>
				<Text c="dimmed" size="lg" ta="center" maw={720} mx="auto" mt="md" mb="xl">
					{intro}
				</Text>
				{children}
			</Container>
		</Box>
	);
}

export interface FeatureCard {
	title: string;
	description: string;
	points?: readonly string[];
}

/** Cards of features, each with a short description and optional bullet points. */
export function CardGrid({ cards, columns = 3 }: { cards: readonly FeatureCard[]; columns?: 2 | 3 | 4 }) {
	return (
		<SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
			{cards.map((card) => (
				<Card key={card.title} withBorder padding="lg" radius="md" component="article">
					<Title order={3} size="h4" mb="xs">
						{card.title}
					</Title>
					<Text size="sm" c="dimmed">
						{card.description}
					</Text>
					{card.points && (
						<List size="sm" mt="sm" spacing={4}>
							{card.points.map((point) => (
								<List.Item key={point}>{point}</List.Item>
							))}
						</List>
					)}
				</Card>
			))}
		</SimpleGrid>
	);
}
