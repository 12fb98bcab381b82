import { Anchor, Blockquote, Button, Card, Container, SimpleGrid, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { FREE_TRIAL_DAYS } from "@unnati/contracts";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { CORE_BELIEF, MISSION, PRESENCE, VISION } from "../about-content";
import { AboutSection, Audiences, Ideology, UniqueFeatures } from "../components/about-sections";

/** `/aboutus` (SPEC §2): vision, mission, ideology, unique features, who is served, core belief, presence. */
export function AboutScreen() {
	useDocumentTitle("About Us · Unnati");
	return (
		<Container size="lg" py={{ base: 40, sm: 72 }}>
			<Text fw={700} size="sm" c="indigo.8" tt="uppercase">
				About us
			</Text>
			<Title order={1} mt="xs" fz={{ base: 32, sm: 44 }} lh={1.15}>
				Progress for every student, on every campus
			</Title>
			<Text size="lg" mt="md" maw={720}>
				<span lang="hi">उन्नति</span> (Unnati) means progress. Unnati is a platform that Indian colleges use to
				run learning paths, coding practice, proctored exams and placement preparation in one place, and that
				companies use to hire from campus fairly.
			</Text>

			<SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt={{ base: 40, sm: 56 }}>
				<Card withBorder padding="xl" component="section" aria-labelledby="about-vision">
					<Title order={2} id="about-vision">
						Our vision
					</Title>
					<Text mt="sm">{VISION}</Text>
				</Card>
				<Card withBorder padding="xl" component="section" aria-labelledby="about-mission">
					<Title order={2} id="about-mission">
						Our mission
					</Title>
					<Text mt="sm">{MISSION}</Text>
				</Card>
			</SimpleGrid>

			<Ideology />
			<UniqueFeatures />
			<Audiences />

			<AboutSection id="about-belief" title="Our core belief">
				<Blockquote color="indigo" p={{ base: "md", sm: "xl" }} fz={{ base: "md", sm: "lg" }}>
					{CORE_BELIEF}
				</Blockquote>
			</AboutSection>

			<AboutSection id="about-presence" title="Our presence: India">
				{PRESENCE.map((paragraph) => (
					<Text key={paragraph} mt="sm" maw={760}>
						{paragraph}
					</Text>
				))}
			</AboutSection>

			<Card
				component="section"
				aria-labelledby="about-join"
				mt={{ base: 48, sm: 72 }}
				padding="xl"
				bg="var(--mantine-color-indigo-0)"
				ta="center"
			>
				<Title order={2} id="about-join">
					Be part of the progress
				</Title>
				{/* The link is indigo.9: the default link colour is under 4.5:1 contrast on this tinted card. */}
				<Text mt="sm" maw={560} mx="auto">
					Every new account starts with a {FREE_TRIAL_DAYS}-day free trial at no charge. Colleges that want to
					see Unnati first can{" "}
					<Anchor component={Link} to={paths.contact} underline="always" c="indigo.9" fw={600}>
						request a demo
					</Anchor>
					.
				</Text>
				<Button component={Link} to={paths.signup} size="md" mt="lg" mx="auto">
					Join Us Now
				</Button>
			</Card>
		</Container>
	);
}
