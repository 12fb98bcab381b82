import { Skeleton, Stack } from "@mantine/core";

export { EmptyCard, LoadFailed } from "../../../components/load-states";

export function LoadingRows({ label = "Loading" }: { label?: string }) {
	return (
		<Stack gap="sm" aria-busy="true" aria-label={label}>
			{[0, 1, 2, 3].map((row) => (
				<Skeleton key={row} height={36} />
			))}
		</Stack>
	);
}

/** When something happens, in Indian time as the college reads it. */
export function formatWhen(iso: string): string {
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return iso;
	return date.toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
}
