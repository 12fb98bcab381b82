import { Alert, Button, Card, Text } from "@mantine/core";

// What a screen shows when its data could not be loaded, or when there is none: the same words and
// the same Retry everywhere. Loading skeletons stay with each feature, shaped like what will come.

export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
	return (
		<Alert color="red" variant="light" title={`${what} could not be loaded`} role="alert">
			<Text size="sm">Please check your connection and try again.</Text>
			<Button mt="sm" size="xs" variant="white" onClick={onRetry}>
				Retry
			</Button>
		</Alert>
	);
}

/** A quiet card for an empty list, its one sentence centred. */
export function EmptyCard({ children }: { children: string }) {
	return (
		<Card withBorder padding="xl">
			<Text ta="center" c="dimmed">
				{children}
			</Text>
		</Card>
	);
}
