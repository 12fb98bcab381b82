import { Alert, Button, Card, Skeleton, Stack, Text } from "@mantine/core";

export function LoadingRows({ label = "Loading" }: { label?: string }) {
	return (
		<Stack gap="sm" aria-busy="true" aria-label={label}>
			{[0, 1, 2, 3].map((row) => (
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

/** When something happens, in Indian time as the college reads it. */
export function formatWhen(iso: string): string {
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return iso;
	return date.toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
}
