import { Container, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { ReportForm } from "../components/report-form";

/** `/report` (SPEC §2, help hub "Report an Issue"). */
export function ReportIssueScreen() {
	useDocumentTitle("Report an Issue · Unnati");
	return (
		<Container size="sm" py={{ base: 40, sm: 64 }}>
			<Title order={1}>Report an Issue</Title>
			<Text c="dimmed" mt="sm" mb="xl">
				Tell us what went wrong: the page, what you were doing and what you saw. A screenshot helps our
				support team find the problem faster.
			</Text>
			<ReportForm />
		</Container>
	);
}
