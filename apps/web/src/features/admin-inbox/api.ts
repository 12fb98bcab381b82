import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import {
	type AssigneeFilter,
	type InboxItem,
	type InboxItemDetail,
	type InboxKind,
	type InboxList,
	type InboxStatus,
	type InboxUpdate,
	inboxEndpoints,
} from "@unnati/contracts/inbox";
import { callApi } from "../../lib/api-client";

export type { InboxItem, InboxItemDetail, InboxKind, InboxList, InboxStatus };

/** What one inbox screen asks for: its kind, and the filters kept in the address. */
export interface ListQuery {
	kind: InboxKind;
	q: string;
	page: number;
	status: InboxStatus | null;
	assignee: AssigneeFilter | null;
}

export const INBOX_PAGE_SIZE = 25;

/** Every inbox query's key starts here, so a change to an item refreshes lists, items and counts. */
export const inboxKeys = {
	all: ["admin-inbox"] as const,
	list: (query: ListQuery) => ["admin-inbox", "list", query] as const,
	item: (kind: InboxKind, id: string) => ["admin-inbox", "item", kind, id] as const,
	assignees: ["admin-inbox", "assignees"] as const,
};

/** GET /api/admin/inbox: one kind, newest first, with the items at each step under the other filters. */
export const inboxListQuery = (query: ListQuery) =>
	queryOptions({
		queryKey: inboxKeys.list(query),
		queryFn: ({ signal }): Promise<InboxList> =>
			callApi(inboxEndpoints.list, {
				query: {
					kind: query.kind,
					page: query.page,
					pageSize: INBOX_PAGE_SIZE,
					...(query.q ? { q: query.q } : {}),
					...(query.status ? { status: query.status } : {}),
					...(query.assignee ? { assignee: query.assignee } : {}),
				},
				signal,
			}),
		// Keep the current page on screen while the next search, filter or page loads.
		placeholderData: keepPreviousData,
	});

/** GET /api/admin/inbox/{kind}/{id}: the item with its replies. */
export const inboxItemQuery = (kind: InboxKind, id: string) =>
	queryOptions({
		queryKey: inboxKeys.item(kind, id),
		queryFn: ({ signal }): Promise<InboxItemDetail> =>
			callApi(inboxEndpoints.item, { params: { kind, id }, signal }),
	});

/** GET /api/admin/inbox/assignees: the platform admins an item may be assigned to. */
export const assigneesQuery = () =>
	queryOptions({
		queryKey: inboxKeys.assignees,
		queryFn: ({ signal }) => callApi(inboxEndpoints.assignees, { signal }),
		staleTime: 5 * 60_000,
	});

/** PATCH /api/admin/inbox/{kind}/{id}. */
export const updateItem = (item: Pick<InboxItem, "kind" | "id">, patch: InboxUpdate) =>
	callApi(inboxEndpoints.update, { params: { kind: item.kind, id: item.id }, body: patch });

/** POST /api/admin/inbox/{kind}/{id}/replies. */
export const sendReply = (item: Pick<InboxItem, "kind" | "id">, body: string) =>
	callApi(inboxEndpoints.reply, { params: { kind: item.kind, id: item.id }, body: { body } });
