import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DataTable } from "../../../components/data-table";
import { INBOX_PAGE_SIZE, type InboxKey, type ListQuery, type Page } from "../api";
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

/**
 * One platform admin list: a search box (debounced, in the address), the table newest first, and
 * pages, all done by the server. Every value is rendered as text, so whatever a visitor typed, markup
 * included, shows as typed.
 */
export function InboxList<T extends { id: string }>(props: InboxListProps<T>) {
	const { title, description, searchLabel, emptyText } = props;
	useDocumentTitle(`${title} · Unnati`);
	const { query, text, setText, setPage } = useListParams();
	const list = useQuery(props.query(query));
	const columns = props.columns.map((column) => ({ ...column, key: column.header }));

	return (
		<Stack gap="lg" maw={1200}>
			<div>
				<Title order={1}>{title}</Title>
				<Text c="dimmed" mt={4}>
					{description}
				</Text>
			</div>
			<DataTable
				label={title}
				columns={columns}
				rowKey={(item) => item.id}
				query={list}
				empty={query.q ? `Nothing matches “${query.q}”.` : emptyText}
				page={query.page}
				pageSize={list.data?.pageSize ?? INBOX_PAGE_SIZE}
				onPageChange={setPage}
				search={{ label: searchLabel, value: text, onChange: setText }}
			/>
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
