import { Card, Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";

export { LoadFailed } from "../../../components/load-states";

/** Grey shapes where the progress card and the rows will be, so the page does not jump on load. */
export function ProblemListSkeleton() {
	return (
		<Stack gap="md" aria-busy="true" aria-label="Loading problems">
			<Skeleton height={136} radius="md" />
			<Skeleton height={56} radius="md" />
			{[0, 1, 2, 3, 4].map((row) => (
				<Skeleton key={row} height={44} radius="sm" />
			))}
		</Stack>
	);
}

export function ProblemSkeleton() {
	return (
		<Stack gap="md" aria-busy="true" aria-label="Loading the problem">
			<Skeleton height={32} width="60%" radius="sm" />
			<Skeleton height={220} radius="md" />
			<Skeleton height={320} radius="md" />
		</Stack>
	);
}

export function EmptyCard({ children }: { children: ReactNode }) {
	return (
		<Card withBorder padding="xl">
			<Stack gap="sm" align="center">
				{children}
			</Stack>
		</Card>
	);
}
