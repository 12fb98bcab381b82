import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { HttpError } from "../../../lib/http-error";

export function AnalyticsLoading() {
	return (
		<Stack gap="md" aria-busy="true" aria-label="Loading the analytics">
			<SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
				{[0, 1, 2, 3, 4, 5].map((card) => (
					<Skeleton key={card} height={84} />
				))}
			</SimpleGrid>
			<Skeleton height={220} />
			<Skeleton height={160} />
		</Stack>
	);
}

/** The server's own message for a 4xx (a 404 says which exam is missing); a generic one otherwise. */
export function AnalyticsFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
	const known = error instanceof HttpError && error.status < 500 && error.serverMessage;
	return (
		<Alert color="red" variant="light" title="The analytics could not be loaded" role="alert">
			<Text size="sm">{known ? error.serverMessage : "Please check your connection and try again."}</Text>
			{!(error instanceof HttpError && error.status === 404) && (
				<Button mt="sm" size="xs" variant="white" onClick={onRetry}>
					Retry
				</Button>
			)}
		</Alert>
	);
}

export function EmptyCard({ children }: { children: string }) {
	return (
		<Card withBorder padding="xl">
			<Text ta="center" c="dimmed">
				{children}
			</Text>
		</Card>
	);
}
