import { Alert, Button, Card, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

export function ExamCardsSkeleton() {
	return (
		<Stack gap="sm" aria-busy="true" aria-label="Loading your exams">
			{[0, 1, 2].map((row) => (
				<Skeleton key={row} height={120} radius="md" />
			))}
		</Stack>
	);
}

export function LoadFailed({
	what,
	message,
	onRetry,
}: {
	what: string;
	message?: string;
	onRetry: () => void;
}) {
	return (
		<Alert color="red" variant="light" title={`${what} could not be loaded`} role="alert">
			<Text size="sm">{message ?? "Please check your connection and try again."}</Text>
			<Button mt="sm" size="xs" variant="white" onClick={onRetry}>
				Retry
			</Button>
		</Alert>
	);
}

export function EmptyCard({ children }: { children: ReactNode }) {
	return (
		<Card withBorder padding="xl">
			<Text ta="center" c="dimmed">
				{children}
			</Text>
		</Card>
	);
}
