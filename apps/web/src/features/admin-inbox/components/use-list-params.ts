import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { ListQuery } from "../api";

/** Typing pauses this long before the search runs and the address changes. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's search text and page, kept in the address (?q=&page=) so a search can be shared and
 * survives a reload. The box updates at once; the address and the query follow after a pause.
 */
export function useListParams() {
	const [searchParams, setSearchParams] = useSearchParams();
	const q = searchParams.get("q") ?? "";
	const page = Math.max(1, Number.parseInt(searchParams.get("page") ?? "1", 10) || 1);
	const [text, setText] = useState(q);
	const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

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

	const setPage = (next: number) =>
		setSearchParams((current) => {
			const params = new URLSearchParams(current);
			if (next > 1) params.set("page", String(next));
			else params.delete("page");
			return params;
		});

	const query: ListQuery = { q, page };
	return { query, text, setText, setPage };
}
