import { Skeleton, Stack } from "@mantine/core";

export { EmptyCard, LoadFailed } from "../../../components/load-states";

export function LoadingRows({ label }: { label: string }) {
	return (
		<Stack gap="sm" aria-busy="true" aria-label={label} role="status">
			{[0, 1, 2].map((row) => (
				<Skeleton key={row} height={36} />
			))}
		</Stack>
	);
}
