import { useDebouncedValue } from "@mantine/hooks";
import { assigneeFilterSchema, type InboxKind, inboxStatusSchema } from "@unnati/contracts/inbox";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { ListQuery } from "../api";

/** Typing pauses this long before the search runs and the address changes. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's search text, step, assignee, page and open item, kept in the address
 * (?q=&status=&assignee=&page=&item=) so a view can be shared and survives a reload. The search box
 * updates at once; the address and the query follow after a pause. A new filter goes back to page 1.
 */
export function useListParams(kind: InboxKind) {
	const [searchParams, setSearchParams] = useSearchParams();
	const q = searchParams.get("q") ?? "";
	const page = Math.max(1, Number.parseInt(searchParams.get("page") ?? "1", 10) || 1);
	const status = inboxStatusSchema.safeParse(searchParams.get("status")).data ?? null;
	const assignee = assigneeFilterSchema.safeParse(searchParams.get("assignee")).data ?? null;
	const openItem = searchParams.get("item");
	const [text, setText] = useState(q);
	const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

	/** Sets (or, with null, removes) address values, leaving the others as they are. */
	const update = (values: Record<string, string | null>, options: { replace?: boolean } = {}) =>
		setSearchParams((current) => {
			const next = new URLSearchParams(current);
			for (const [key, value] of Object.entries(values)) {
				if (value) next.set(key, value);
				else next.delete(key);
			}
			return next;
		}, options);

	useEffect(() => {
		if (debounced === q) return;
		setSearchParams(
			(current) => {
				const next = new URLSearchParams(current);
				if (debounced) next.set("q", debounced);
				else next.delete("q");
				next.delete("page");
				return next;
			},
			{ replace: true },
		);
	}, [debounced, q, setSearchParams]);

	const query: ListQuery = { kind, q, page, status, assignee };
	return {
		query,
		text,
		setText,
		setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
		setStatus: (next: string | null) => update({ status: next, page: null }),
		setAssignee: (next: string | null) => update({ assignee: next, page: null }),
		openItem,
		setOpenItem: (id: string | null) => update({ item: id }),
	};
}
