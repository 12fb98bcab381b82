import { Container, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { FeedbackForm } from "../components/feedback-form";

/** `/feedback` (SPEC §2, help hub "Submit Feedback"). */
export function FeedbackScreen() {
	useDocumentTitle("Submit Feedback · Unnati");
	return (
		<Container size="sm" py={{ base: 40, sm: 64 }}>
			<Title order={1}>Submit Feedback</Title>
			<Text c="dimmed" mt="sm" mb="xl">
				How is Unnati working for you, your classmates or your college? Every response is read by the team
				that builds it.
			</Text>
			<FeedbackForm />
		</Container>
	);
}
