import { Anchor, Card, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** What a help-hub form shows once its submission was accepted: the server's words and a way back. */
export function SentCard({ title, message }: { title: string; message: string }) {
	return (
		<Card withBorder padding="xl" role="status">
			<Title order={2} size="h3">
				{title}
			</Title>
			<Text mt="sm">{message}</Text>
			<Text mt="md">
				<Anchor component={Link} to="/help">
					Back to the help center
				</Anchor>
			</Text>
		</Card>
	);
}
