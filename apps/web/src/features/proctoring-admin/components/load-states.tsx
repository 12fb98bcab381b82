import { Alert, Button, Card, Skeleton, Stack, Text } from "@mantine/core";

export function LoadingRows({ label }: { label: string }) {
	return (
		<Stack gap="sm" aria-busy="true" aria-label={label} role="status">
			{[0, 1, 2].map((row) => (
				<Skeleton key={row} height={36} />
			))}
		</Stack>
	);
}

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

export function EmptyCard({ children }: { children: string }) {
	return (
		<Card withBorder padding="xl">
			<Text ta="center" c="dimmed">
				{children}
			</Text>
		</Card>
	);
}
