import { Alert, Button, Card, Skeleton, Stack, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { HttpError } from "../lib/http-error";

// What a screen shows while its data loads, when it could not be loaded, and when there is none: the
// same words, the same Retry and the same announcements everywhere. Features choose only the shape
// of the grey placeholder, so the page does not jump when the data arrives.

/** One grey shape of a loading placeholder: a height in pixels, or a height and a width. */
export type LoadingShape = number | { height: number; width?: string };

interface LoadingStateProps {
	/** What is loading, for screen readers: "Loading your exams". */
	label: string;
	/** The grey shapes, top to bottom, shaped like what will come; three 36 px rows by default. */
	shape?: readonly LoadingShape[];
}

/** A busy region of grey shapes, announced by its label. */
export function LoadingState({ label, shape = [36, 36, 36] }: LoadingStateProps) {
	return (
		<Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
			{shape.map((item, index) => {
				const { height, width } = typeof item === "number" ? { height: item, width: undefined } : item;
				// The shapes never reorder: the index is their identity.
				// biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
				return <Skeleton key={index} height={height} width={width} radius="sm" />;
			})}
		</Stack>
	);
}

/** `count` rows of the same height: `rows(3, 120)` for three exam cards. */
export const rows = (count: number, height = 36): LoadingShape[] =>
	Array.from({ length: count }, () => height);

interface LoadFailedProps {
	/** What could not be loaded, as the start of the title: "Your exams" → "Your exams could not be loaded". */
	what: string;
	/**
	 * The error, when the screen has one: a refusal the API explained (a 4xx with its own message, e.g.
	 * "No such exam.") is shown instead of the generic advice, and a 404 offers no Retry, since asking
	 * again for something that does not exist cannot help.
	 */
	error?: unknown;
	/** A sentence of the screen's own instead of the generic advice. */
	message?: string;
	onRetry: () => void;
}

export function LoadFailed({ what, error, message, onRetry }: LoadFailedProps) {
	const refusal = error instanceof HttpError && error.status < 500 ? error : undefined;
	const text = message ?? refusal?.serverMessage ?? "Please check your connection and try again.";
	return (
		<Alert color="red" variant="light" title={`${what} could not be loaded`} role="alert">
			<Text size="sm">{text}</Text>
			{refusal?.status !== 404 && (
				<Button mt="sm" size="xs" variant="white" onClick={onRetry}>
					Retry
				</Button>
			)}
		</Alert>
	);
}

/**
 * A quiet card for an empty list, its sentence centred; `action` (e.g. "Clear filters") goes below it.
 */
export function EmptyCard({ children, action }: { children: ReactNode; action?: ReactNode }) {
	return (
		<Card withBorder padding="xl">
			<Stack gap="sm" align="center">
				<Text ta="center" c="dimmed">
					{children}
				</Text>
				{action}
			</Stack>
		</Card>
	);
}

interface QueryStateProps<T> {
	query: Pick<UseQueryResult<T>, "isPending" | "isError" | "error" | "data" | "refetch">;
	/** What the query loads, for the failure's title: "The exams". */
	what: string;
	/** The loading placeholder: a label, and a shape when the default three rows would jump. */
	loading: LoadingStateProps;
	/** When the data counts as empty; then `empty` is shown instead of `children`. */
	isEmpty?: (data: T) => boolean;
	empty?: ReactNode;
	children: (data: T) => ReactNode;
}

/**
 * The four states of one query in one place: loading, failed (with Retry), empty, and the data.
 *
 *     <QueryState query={exams} what="The exams" loading={{ label: "Loading exams" }}
 *       isEmpty={(list) => list.length === 0} empty="No exams yet.">
 *       {(list) => <ExamTable exams={list} />}
 *     </QueryState>
 */
export function QueryState<T>({ query, what, loading, isEmpty, empty, children }: QueryStateProps<T>) {
	if (query.isPending) return <LoadingState {...loading} />;
	if (query.isError)
		return <LoadFailed what={what} error={query.error} onRetry={() => void query.refetch()} />;
	const data = query.data as T;
	if (isEmpty?.(data)) return typeof empty === "string" ? <EmptyCard>{empty}</EmptyCard> : empty;
	return children(data);
}
