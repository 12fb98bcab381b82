import { useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * Values kept in the address's query (?q=…&dept=…), so a filtered view survives a reload and can be
 * shared. `set` builds on the latest values, including one set a moment before and not yet
 * rendered: React Router's functional update reads the values of the last render, so clearing a
 * search box and then choosing a department at once would bring the cleared search back.
 */
export function useAddressParams(): [URLSearchParams, (key: string, value: string) => void] {
	const [params, setParams] = useSearchParams();
	const latest = useRef(params);
	latest.current = params;
	const set = (key: string, value: string) => {
		const next = new URLSearchParams(latest.current);
		if (value) next.set(key, value);
		else next.delete(key);
		latest.current = next;
		setParams(next, { replace: true, preventScrollReset: true });
	};
	return [params, set];
}
