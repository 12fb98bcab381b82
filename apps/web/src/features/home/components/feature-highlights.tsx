import { Card, Container, SimpleGrid, Text, Title } from "@mantine/core";

const highlights = [
	{
		title: "Proctored exams",
		description:
			"Coding and quiz exams with a system check, tab-switch detection and instant reports, on a clock the server keeps.",
	},
	{
		title: "Learning paths",
		description:
			"Courses with quizzes and mock tests in AI, cloud computing, cybersecurity, full stack development and DSA.",
	},
	{
		title: "Coding practice",
		description:
			"An in-browser code editor and playground to practise problems in the languages students use.",
	},
	{
		title: "Placement readiness",
		description:
			"ATS-ready resumes, mock interviews and leaderboards that show students and placement cells where they stand.",
	},
] as const;

export function FeatureHighlights() {
	return (
		<Container component="section" size="lg" py={{ base: 48, sm: 72 }} aria-labelledby="home-features-title">
			<Title id="home-features-title" order={2} ta="center" mb="xl">
				What Unnati brings to your campus
			</Title>
			<SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
				{highlights.map((highlight) => (
					<Card key={highlight.title} withBorder padding="lg" component="article">
						<Title order={3} size="h4" mb="xs">
							{highlight.title}
						</Title>
						<Text size="sm" c="dimmed">
							{highlight.description}
						</Text>
					</Card>
				))}
			</SimpleGrid>
		</Container>
	);
}
