import { Button, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "react-router";
import { paths } from "../../../app/paths";

const CARDS = [
	{
		title: "Practise now",
		text: "Technical, HR, behavioral or negotiation questions for your target role, answered typed or aloud, with feedback on every answer.",
		to: paths.newInterview,
		action: "New mock interview",
	},
	{
		title: "Coding round",
		text: "A timed problem in the code editor, judged on hidden tests.",
		to: paths.codingInterview,
		action: "Open the coding interview",
	},
	{
		title: "Interview with a person",
		text: "Book a slot with a mentor or placement officer; they fill a scorecard you can read afterwards.",
		to: paths.scheduledInterview,
		action: "Book an interview",
	},
	{
		title: "Upcoming",
		text: "Your booked interviews, with calendar files, cancelling and rescheduling.",
		to: paths.nextInterviews,
		action: "Next interviews",
	},
	{
		title: "Progress",
		text: "Every interview you took, its feedback, and how your coverage and filler words change over time.",
		to: paths.myInterviews,
		action: "My interviews",
	},
] as const;

/** /mockinterviews: where a student chooses how to practise. */
export function MockInterviewsScreen() {
	useDocumentTitle("Mock interviews · Unnati");
	return (
		<Stack gap="lg">
			<div>
				<Title order={1}>Mock interviews</Title>
				<Text c="dimmed">
					Practise the rounds of a campus placement. Feedback is computed on Unnati itself, so it works
					without any outside service.
				</Text>
			</div>
			<SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
				{CARDS.map((card) => (
					<Card key={card.title} withBorder padding="lg" component="section" aria-label={card.title}>
						<Stack gap="sm" justify="space-between" h="100%">
							<div>
								<Title order={2} size="h4">
									{card.title}
								</Title>
								<Text size="sm" mt={4}>
									{card.text}
								</Text>
							</div>
							<Button component={Link} to={card.to} variant="light">
								{card.action}
							</Button>
						</Stack>
					</Card>
				))}
			</SimpleGrid>
		</Stack>
	);
}
