import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "react-router";
import { paths } from "../../../app/paths";

/** /coding-practice/coming-soon (SPEC §2): guided coding tracks are not open yet; what is open instead. */
export function ComingSoonScreen() {
	useDocumentTitle("Coming soon · Unnati");
	return (
		<Card withBorder padding="xl" maw={640} mx="auto" mt="xl">
			<Stack gap="md" align="center" ta="center">
				<Title order={1} size="h2">
					Coming soon
				</Title>
				<Text c="dimmed">
					Guided coding practice tracks are on their way. Until they open, sharpen your skills with the DSA
					problems, a timed coding interview, or the code playground.
				</Text>
				<Group justify="center" gap="sm">
					<Button component={Link} to={paths.dsaQuestions}>
						DSA practice
					</Button>
					<Button component={Link} to={paths.codingInterview} variant="light">
						Coding interview
					</Button>
					<Button component={Link} to={paths.playground} variant="default">
						Playground
					</Button>
				</Group>
			</Stack>
		</Card>
	);
}
