import { Button, Card, Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A public address that names nothing to show (a mistyped certificate id, a profile that is not
 * public): what happened in the page's own words, and a way on. Not the app's generic 404 screen.
 */
export function MissingCard({ title, children }: { title: string; children: ReactNode }) {
	return (
		<Card withBorder padding="xl" radius="md">
			<Stack gap="sm">
				<Title order={1}>{title}</Title>
				{children}
				<Group>
					<Button component={Link} to="/" variant="default">
						Go to Unnati
					</Button>
				</Group>
			</Stack>
		</Card>
	);
}
