import { Box, Card, List, SimpleGrid, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { AUDIENCES, IDEOLOGY, type Point, UNIQUE_FEATURES } from "../about-content";

/** A titled band of the About page; its heading labels the region. */
export function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<Box component="section" aria-labelledby={id} mt={{ base: 48, sm: 72 }}>
			<Title order={2} id={id} mb="lg">
				{title}
			</Title>
			{children}
		</Box>
	);
}

function PointCards({ points, columns }: { points: readonly Point[]; columns: number }) {
	return (
		<SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
			{points.map((point) => (
				<Card key={point.title} withBorder padding="lg">
					<Title order={3} size="h4">
						{point.title}
					</Title>
					<Text mt="xs">{point.description}</Text>
				</Card>
			))}
		</SimpleGrid>
	);
}

export function Ideology() {
	return (
		<AboutSection id="about-ideology" title="Our ideology">
			<PointCards points={IDEOLOGY} columns={3} />
		</AboutSection>
	);
}

export function UniqueFeatures() {
	return (
		<AboutSection id="about-features" title="What makes Unnati different">
			<PointCards points={UNIQUE_FEATURES} columns={3} />
		</AboutSection>
	);
}

export function Audiences() {
	return (
		<AboutSection id="about-audiences" title="Who we serve">
			<SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
				{AUDIENCES.map((audience) => (
					<Card key={audience.title} withBorder padding="lg" bg="var(--mantine-color-indigo-0)">
						<Title order={3} size="h4">
							{audience.title}
						</Title>
						<Text mt="xs">{audience.description}</Text>
						<List mt="sm" spacing="xs" size="sm">
							{audience.points.map((point) => (
								<List.Item key={point}>{point}</List.Item>
							))}
						</List>
					</Card>
				))}
			</SimpleGrid>
		</AboutSection>
	);
}
