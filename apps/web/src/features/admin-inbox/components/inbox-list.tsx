import {
	Alert,
	Anchor,
	Button,
	Card,
	Group,
	Pagination,
	ScrollArea,
	Skeleton,
	Stack,
	Table,
	Text,
	TextInput,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { InboxKey, ListQuery, Page } from "../api";
import { useListParams } from "./use-list-params";

export interface Column<T> {
	header: string;
	cell: (item: T) => ReactNode;
	/** A minimum width keeps long text readable while the table scrolls sideways on a phone. */
	minWidth?: number;
}

interface InboxListProps<T extends { id: string }> {
	title: string;
	description: string;
	searchLabel: string;
	emptyText: string;
	query: (query: ListQuery) => UseQueryOptions<Page<T>, Error, Page<T>, InboxKey>;
	columns: Column<T>[];
}

/** When something arrived, in Indian time as the platform's users read it. */
export function formatWhen(iso: string): string {
	return new Date(iso).toLocaleString("en-IN", {
		dateStyle: "medium",
		timeStyle: "short",
		timeZone: "Asia/Kolkata",
	});
}

function LoadingRows() {
	return (
		<Stack gap="sm" aria-busy="true" aria-label="Loading">
			{[0, 1, 2, 3, 4].map((row) => (
				<Skeleton key={row} height={36} />
			))}
		</Stack>
	);
}

/**
 * One platform admin list: a search box (debounced, in the address), the table newest first, and
 * pages. Every value is rendered as text, so whatever a visitor typed, markup included, shows as typed.
 */
export function InboxList<T extends { id: string }>(props: InboxListProps<T>) {
	const { title, description, searchLabel, emptyText, columns } = props;
	useDocumentTitle(`${title} · Unnati`);
	const { query, text, setText, setPage } = useListParams();
	const list = useQuery(props.query(query));
	const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

	let body: ReactNode;
	if (list.isPending) body = <LoadingRows />;
	else if (list.isError) {
		body = (
			<Alert color="red" variant="light" title="The list could not be loaded">
				<Text size="sm">Please check your connection and try again.</Text>
				<Button mt="sm" size="xs" variant="white" onClick={() => list.refetch()}>
					Retry
				</Button>
			</Alert>
		);
	} else if (list.data.items.length === 0) {
		body = (
			<Card withBorder padding="xl">
				<Text ta="center" c="dimmed">
					{query.q ? `Nothing matches “${query.q}”.` : emptyText}
				</Text>
			</Card>
		);
	} else {
		body = (
			// Focusable, so the table can be scrolled sideways from the keyboard on a narrow screen.
			<ScrollArea
				type="auto"
				offsetScrollbars
				viewportProps={{ tabIndex: 0, role: "region", "aria-label": `${title}, scrollable` }}
			>
				<Table striped highlightOnHover verticalSpacing="sm" aria-label={title}>
					<Table.Thead>
						<Table.Tr>
							{columns.map((column) => (
								<Table.Th key={column.header} miw={column.minWidth}>
									{column.header}
								</Table.Th>
							))}
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{list.data.items.map((item) => (
							<Table.Tr key={item.id}>
								{columns.map((column) => (
									<Table.Td key={column.header} style={{ verticalAlign: "top" }}>
										{column.cell(item)}
									</Table.Td>
								))}
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			</ScrollArea>
		);
	}

	return (
		<Stack gap="lg" maw={1200}>
			<div>
				<Title order={1}>{title}</Title>
				<Text c="dimmed" mt={4}>
					{description}
				</Text>
			</div>
			<Group justify="space-between" align="end" wrap="wrap">
				<TextInput
					type="search"
					label={searchLabel}
					value={text}
					onChange={(event) => setText(event.currentTarget.value)}
					w={{ base: "100%", sm: 360 }}
				/>
				{list.data && (
					<Text size="sm" c="dimmed" aria-live="polite">
						{list.data.total} {list.data.total === 1 ? "entry" : "entries"}
					</Text>
				)}
			</Group>
			{body}
			{pages > 1 && (
				<Pagination
					total={pages}
					value={query.page}
					onChange={setPage}
					getControlProps={(control) => ({ "aria-label": `${control} page` })}
				/>
			)}
		</Stack>
	);
}

/** Long free text: kept as typed, line breaks included, as plain text. */
export function LongText({ children }: { children: string }) {
	return (
		<Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
			{children}
		</Text>
	);
}

/** A sender's address to reply to, or a quiet "Not given" for anonymous submissions. */
export function EmailCell({ email }: { email: string | null }) {
	if (!email) {
		return (
			<Text size="sm" c="dimmed">
				Not given
			</Text>
		);
	}
	return (
		<Anchor size="sm" href={`mailto:${email}`} style={{ overflowWrap: "anywhere" }}>
			{email}
		</Anchor>
	);
}
