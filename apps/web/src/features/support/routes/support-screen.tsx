import { Box, Button, Card, Container, List, SimpleGrid, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { SupportQuestions } from "../components/support-questions";

const channels = [
	{
		title: "Help Centre",
		description: "Start here: report a problem, send feedback or write to us, all from one page.",
		action: "Visit the Help Centre",
		to: paths.help,
	},
	{
		title: "Contact form",
		description:
			"For questions about your account, your college's plan or a demo. Tell us who you are and what you need.",
		action: "Open the contact form",
		to: paths.contact,
	},
	{
		title: "Report an issue",
		description:
			"Something broken? Describe what happened and attach a screenshot, and we will look into it.",
		action: "Report an Issue",
		to: paths.report,
	},
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<Box component="section" aria-labelledby={id} mt={56}>
			<Title order={2} id={id}>
				{title}
			</Title>
			{children}
		</Box>
	);
}

/** `/support`: how to reach the Unnati team, when, and what to send. */
export function SupportScreen() {
	useDocumentTitle("Support · Unnati");
	return (
		<Container size="md" py={{ base: 40, sm: 72 }}>
			<Title order={1}>Support</Title>
			<Text size="lg" mt="md">
				Stuck on a login, a system check or an exam? Here is how to reach the Unnati team, when we are
				available, and what to send us so that we can help quickly.
			</Text>

			<Section id="support-channels" title="Ways to get help">
				<SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="md">
					{channels.map((channel) => (
						<Card
							key={channel.to}
							withBorder
							padding="lg"
							style={{ display: "flex", flexDirection: "column" }}
						>
							<Title order={3} size="h4">
								{channel.title}
							</Title>
							<Text size="sm" mt="xs" mb="md">
								{channel.description}
							</Text>
							<Button component={Link} to={channel.to} variant="light" mt="auto" fullWidth>
								{channel.action}
							</Button>
						</Card>
					))}
				</SimpleGrid>
			</Section>

			<Section id="support-hours" title="Support hours">
				<Text mt="md">
					Our support team works <strong>Monday to Saturday, 9:00 AM to 6:00 PM IST</strong> (Indian Standard
					Time, UTC+05:30). You can write to us at any time, and <strong>we reply within 24 hours</strong>.
				</Text>
			</Section>

			<Section id="support-details" title="Help us help you faster">
				<Text mt="md">Include these details when you write to us:</Text>
				<List mt="sm" spacing="xs">
					<List.Item>Your name, and your roll number and college if you are a student</List.Item>
					<List.Item>
						The page, exam or course where the problem happened, and the date and time (IST)
					</List.Item>
					<List.Item>What you expected to happen, and what happened instead</List.Item>
					<List.Item>A screenshot of any error message, and the browser and device you used</List.Item>
				</List>
				<Text mt="md">
					<strong>Never send your password or an OTP.</strong> The Unnati team will never ask for them.
				</Text>
			</Section>

			<Section id="support-questions" title="Common questions">
				<SupportQuestions />
			</Section>
		</Container>
	);
}
