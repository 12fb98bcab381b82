import {
	Button,
	Group,
	Pagination,
	ScrollArea,
	Stack,
	Table,
	Text,
	TextInput,
	UnstyledButton,
} from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EmptyCard, LoadFailed, LoadingState, rows } from "./load-states";

/** One page of a server-side list, as the API's list endpoints answer it. */
export interface DataPage<T> {
	items: T[];
	total: number;
}

export type SortDirection = "asc" | "desc";

export interface SortState {
	column: string;
	direction: SortDirection;
}

export interface DataTableColumn<T> {
	/** Stable name of the column; the sort the server receives names it. */
	key: string;
	header: string;
	cell: (item: T) => ReactNode;
	/** The server can order by this column: its header becomes a button. */
	sortable?: boolean;
	/** A minimum width keeps long text readable while the table scrolls sideways on a phone. */
	minWidth?: number;
}

interface DataTableProps<T> {
	/** The table's accessible name, e.g. the screen's title. */
	label: string;
	columns: DataTableColumn<T>[];
	rowKey: (item: T) => string;
	/** The current page's query: the table shows its loading, error and empty states. */
	query: Pick<
		UseQueryResult<DataPage<T>>,
		"isPending" | "isError" | "error" | "data" | "refetch" | "isFetching"
	>;
	/** What the list is, for the failure's title: "The list" → "The list could not be loaded". */
	what?: string;
	/** Shown when the page has no rows, e.g. "No contact requests yet" or "Nothing matches …". */
	empty: ReactNode;
	/** Paging happens on the server: the table shows `page` and reports the page asked for. */
	page: number;
	pageSize: number;
	onPageChange: (page: number) => void;
	/** Sorting happens on the server: the table shows `sort` and reports the sort asked for. */
	sort?: SortState | null;
	onSortChange?: (sort: SortState) => void;
	/** A search box whose text the caller sends to the server (debounced as it sees fit). */
	search?: { label: string; value: string; onChange: (value: string) => void };
	/** More filter controls, beside the search box. */
	filters?: ReactNode;
	/** Download the whole current query (filters and sort, every page) as CSV: a link, or a callback. */
	csv?: { href: string } | { onExport: () => void };
	/** "entry" / "entries" by default, for the count above the table. */
	noun?: [singular: string, plural: string];
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;
const ARROW = { asc: "▲", desc: "▼" } as const;

function SortableHeader({
	column,
	sort,
	onSortChange,
}: {
	column: DataTableColumn<unknown>;
	sort: SortState | null | undefined;
	onSortChange: (sort: SortState) => void;
}) {
	const direction = sort?.column === column.key ? sort.direction : undefined;
	// The first click sorts ascending; clicking the sorted column again reverses it.
	const next: SortDirection = direction === "asc" ? "desc" : "asc";
	return (
		<Table.Th scope="col" miw={column.minWidth} aria-sort={direction ? ARIA_SORT[direction] : "none"}>
			<UnstyledButton
				onClick={() => onSortChange({ column: column.key, direction: next })}
				fw={700}
				fz="sm"
				style={{ display: "inline-flex", gap: 4, alignItems: "center" }}
			>
				{column.header}
				<span aria-hidden="true" style={{ opacity: direction ? 1 : 0.3 }}>
					{ARROW[direction ?? "asc"]}
				</span>
			</UnstyledButton>
		</Table.Th>
	);
}

/**
 * A list whose sorting, filtering and paging are done by the server: the table shows one page and
 * reports what the reader asks for (a page, a sort, a search); it never slices or orders rows itself.
 * Loading, failure and empty states come from load-states.tsx. On a narrow screen the table scrolls
 * sideways inside a focusable region, so it can be scrolled from the keyboard too.
 */
export function DataTable<T>(props: DataTableProps<T>) {
	const { label, columns, rowKey, query, empty, page, pageSize, onPageChange, sort, onSortChange } = props;
	const [singular, plural] = props.noun ?? ["entry", "entries"];
	const total = query.data?.total ?? 0;
	const pages = Math.max(1, Math.ceil(total / pageSize));

	let body: ReactNode;
	if (query.isPending) body = <LoadingState label={`Loading ${label.toLowerCase()}`} shape={rows(5)} />;
	else if (query.isError) {
		body = (
			<LoadFailed what={props.what ?? "The list"} error={query.error} onRetry={() => void query.refetch()} />
		);
	} else if (!query.data || query.data.items.length === 0) {
		body = <EmptyCard>{empty}</EmptyCard>;
	} else {
		body = (
			<ScrollArea
				type="auto"
				offsetScrollbars
				viewportProps={{ tabIndex: 0, role: "region", "aria-label": `${label}, scrollable` }}
			>
				<Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={query.isFetching}>
					<Table.Thead>
						<Table.Tr>
							{columns.map((column) =>
								column.sortable && onSortChange ? (
									<SortableHeader
										key={column.key}
										column={column as DataTableColumn<unknown>}
										sort={sort}
										onSortChange={onSortChange}
									/>
								) : (
									<Table.Th key={column.key} scope="col" miw={column.minWidth}>
										{column.header}
									</Table.Th>
								),
							)}
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{query.data.items.map((item) => (
							<Table.Tr key={rowKey(item)}>
								{columns.map((column) => (
									<Table.Td key={column.key} style={{ verticalAlign: "top" }}>
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

	const csv = props.csv;
	return (
		<Stack gap="md">
			{(props.search || props.filters || csv || query.data) && (
				<Group justify="space-between" align="end" wrap="wrap">
					<Group align="end" wrap="wrap">
						{props.search && (
							<TextInput
								type="search"
								label={props.search.label}
								value={props.search.value}
								onChange={(event) => props.search?.onChange(event.currentTarget.value)}
								w={{ base: "100%", sm: 360 }}
							/>
						)}
						{props.filters}
					</Group>
					<Group gap="sm" align="center">
						{query.data && (
							<Text size="sm" c="dimmed" aria-live="polite">
								{total} {total === 1 ? singular : plural}
							</Text>
						)}
						{csv &&
							("href" in csv ? (
								<Button component="a" href={csv.href} download variant="light" size="xs">
									Download CSV
								</Button>
							) : (
								<Button variant="light" size="xs" onClick={csv.onExport}>
									Download CSV
								</Button>
							))}
					</Group>
				</Group>
			)}
			{body}
			{pages > 1 && (
				<nav aria-label={`${label}, pages`}>
					<Pagination
						total={pages}
						value={page}
						onChange={onPageChange}
						getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
						getControlProps={(control) => ({ "aria-label": `${control} page` })}
					/>
				</nav>
			)}
		</Stack>
	);
}
