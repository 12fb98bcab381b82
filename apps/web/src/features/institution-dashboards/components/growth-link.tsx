import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** A dashboard's way to growth across tests: who improved and who slipped over the term's exams. */
export function GrowthLink({ to, what }: { to: string; what: string }) {
	return (
		<Card withBorder padding="lg" component="section" aria-labelledby="growth-link">
			<Group justify="space-between" align="center">
				<Stack gap={4}>
					<Title order={2} id="growth-link" size="h3">
						Growth across tests
					</Title>
					<Text size="sm" c="dimmed">
						{what}: each student's scores exam by exam this term, who improved and who slipped.
					</Text>
				</Stack>
				<Button component={Link} to={to} variant="light">
					See growth across tests
				</Button>
			</Group>
		</Card>
	);
}
