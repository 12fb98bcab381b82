import { Anchor, Button, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import {
	INBOX_STATUS_LABELS,
	INBOX_STATUSES,
	type InboxItemOf,
	type InboxKind,
	type StatusCounts,
} from "@unnati/contracts/inbox";
import type { ReactNode } from "react";
import { DataTable, type DataTableColumn } from "../../../components/data-table";
import { useSession } from "../../../lib/session";
import { assigneesQuery, INBOX_PAGE_SIZE, inboxListQuery } from "../api";
import { formatWhen } from "./format";
import { ItemDrawer } from "./item-drawer";
import { StatusBadge } from "./status-badge";
import { EmailCell, LongText } from "./text";
import { useListParams } from "./use-list-params";

export { EmailCell, formatWhen, LongText };

export interface Column<T> {
	header: string;
	cell: (item: T) => ReactNode;
	/** A minimum width keeps long text readable while the table scrolls sideways on a phone. */
	minWidth?: number;
}

export interface InboxListProps<K extends InboxKind> {
	kind: K;
	title: string;
	description: string;
	searchLabel: string;
	emptyText: string;
	/** "request" / "requests": the count above the table. */
	noun: [singular: string, plural: string];
	/** The kind's own columns, after "Received". */
	columns: Column<InboxItemOf<K>>[];
	/** What was sent, in the item's drawer. */
	details: (item: InboxItemOf<K>) => ReactNode;
	/** Who or what the item is, for its Open button and the drawer's title: "Request from Kaveri College". */
	nameOf: (item: InboxItemOf<K>) => string;
}

/** "New (3)" */
const withCount = (label: string, count: number | undefined) =>
	count === undefined ? label : `${label} (${count})`;

function countsLine(counts: StatusCounts): string {
	return INBOX_STATUSES.map(
		(status) => `${counts[status]} ${INBOX_STATUS_LABELS[status].toLowerCase()}`,
	).join(" · ");
}

/**
 * One kind of the platform admin's inbox: filters by step and assignee and a search box (all in the
 * address), the table newest first with each item's step and assignee, pages done by the server, and
 * a drawer to read an item, move it along, assign it and reply. Every value a visitor typed is
 * rendered as text, so markup shows as typed.
 */
export function InboxList<K extends InboxKind>(props: InboxListProps<K>) {
	const { kind, title, description, searchLabel, emptyText, nameOf } = props;
	useDocumentTitle(`${title} · Unnati`);
	const params = useListParams(kind);
	const { query } = params;
	const list = useQuery({
		...inboxListQuery(query),
		// The list asks for one kind; the filter only tells TypeScript so.
		select: (page) => ({
			...page,
			items: page.items.filter((item): item is InboxItemOf<K> => item.kind === kind),
		}),
	});
	const assignees = useQuery(assigneesQuery());
	const { data: session } = useSession();
	const counts = list.data?.counts;

	const columns: DataTableColumn<InboxItemOf<K>>[] = [
		{
			key: "received",
			header: "Received",
			minWidth: 130,
			cell: (item) => <Text size="sm">{formatWhen(item.createdAt)}</Text>,
		},
		...props.columns.map((column) => ({ ...column, key: column.header })),
		{ key: "status", header: "Status", minWidth: 110, cell: (item) => <StatusBadge status={item.status} /> },
		{
			key: "assignee",
			header: "Assigned to",
			minWidth: 130,
			cell: (item) =>
				item.assignee ? (
					<Text size="sm">
						{item.assignee.id === session?.userId ? `${item.assignee.name} (you)` : item.assignee.name}
					</Text>
				) : (
					<Text size="sm" c="dimmed">
						Nobody
					</Text>
				),
		},
		{
			key: "replies",
			header: "Replies",
			minWidth: 80,
			cell: (item) => <Text size="sm">{item.replyCount}</Text>,
		},
		{
			key: "open",
			header: "Actions",
			minWidth: 90,
			cell: (item) => (
				<Button
					size="xs"
					variant="light"
					aria-label={`Open: ${nameOf(item)}`}
					onClick={() => params.setOpenItem(item.id)}
				>
					Open
				</Button>
			),
		},
	];

	const filters = (
		<>
			<NativeSelect
				label="Status"
				value={query.status ?? ""}
				onChange={(event) => params.setStatus(event.currentTarget.value || null)}
				data={[
					{ value: "", label: "Any status" },
					...INBOX_STATUSES.map((status) => ({
						value: status,
						label: withCount(INBOX_STATUS_LABELS[status], counts?.[status]),
					})),
				]}
				w={{ base: "100%", xs: 180 }}
			/>
			<NativeSelect
				label="Assigned to"
				value={query.assignee ?? ""}
				onChange={(event) => params.setAssignee(event.currentTarget.value || null)}
				data={[
					{ value: "", label: "Anyone" },
					{ value: "me", label: "Me" },
					{ value: "none", label: "Nobody" },
					...(assignees.data?.items ?? [])
						.filter((person) => person.id !== session?.userId)
						.map((person) => ({ value: person.id, label: person.name })),
				]}
				w={{ base: "100%", xs: 180 }}
			/>
		</>
	);

	const filtered = Boolean(query.q || query.status || query.assignee);
	return (
		<Stack gap="lg" maw={1280}>
			<div>
				<Title order={1}>{title}</Title>
				<Text c="dimmed" mt={4}>
					{description}
				</Text>
				{counts && (
					<Text size="sm" mt={4}>
						{countsLine(counts)}
					</Text>
				)}
			</div>
			<DataTable
				label={title}
				columns={columns}
				rowKey={(item) => item.id}
				query={list}
				empty={
					query.q ? (
						`Nothing matches “${query.q}”.`
					) : filtered ? (
						<>
							Nothing here with these filters.{" "}
							<Anchor
								component="button"
								type="button"
								onClick={() => {
									params.setStatus(null);
									params.setAssignee(null);
								}}
							>
								Show every {props.noun[0]}
							</Anchor>
						</>
					) : (
						emptyText
					)
				}
				page={query.page}
				pageSize={list.data?.pageSize ?? INBOX_PAGE_SIZE}
				onPageChange={params.setPage}
				search={{ label: searchLabel, value: params.text, onChange: params.setText }}
				filters={filters}
				noun={props.noun}
			/>
			<ItemDrawer
				kind={kind}
				id={params.openItem}
				onClose={() => params.setOpenItem(null)}
				details={props.details}
				nameOf={nameOf}
				me={session?.userId ?? null}
			/>
		</Stack>
	);
}
