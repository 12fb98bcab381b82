import type { ReactNode } from "react";
import { useMemo, useState } from "react";
import { DataTable, type DataTableColumn } from "../../../components/data-table";
import { type CsvValue, downloadCsv, toCsv } from "../csv";

export type LocalColumn<T> = DataTableColumn<T> & {
	/** The cell as the CSV writes it. */
	csv: (item: T) => CsvValue;
};

const PAGE_SIZE = 25;

/**
 * A dashboard's list, already loaded whole: searched, filtered and paged here, and downloaded as
 * CSV (every matching row, formulas written as text) through the shared DataTable.
 */
export function LocalTable<T>({
	label,
	columns,
	items,
	rowKey,
	searchText,
	search,
	onSearchChange,
	filter,
	filters,
	empty,
	fileName,
	noun,
}: {
	label: string;
	columns: LocalColumn<T>[];
	items: T[];
	rowKey: (item: T) => string;
	/** The text a search matches, e.g. roll number, name and reasons. */
	searchText: (item: T) => string;
	search: string;
	onSearchChange: (value: string) => void;
	/** More filtering by the caller's own controls. */
	filter?: (item: T) => boolean;
	filters?: ReactNode;
	empty: ReactNode;
	fileName: string;
	noun: [string, string];
}) {
	const [page, setPage] = useState(1);
	const matching = useMemo(() => {
		const words = search.trim().toLowerCase();
		return items.filter(
			(item) => (!filter || filter(item)) && (words === "" || searchText(item).toLowerCase().includes(words)),
		);
	}, [items, search, filter, searchText]);
	const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
	const current = Math.min(page, pages);
	const slice = matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
	return (
		<DataTable
			label={label}
			columns={columns}
			rowKey={rowKey}
			query={{
				isPending: false,
				isError: false,
				error: null,
				isFetching: false,
				data: { items: slice, total: matching.length },
				refetch: () => Promise.resolve(undefined as never),
			}}
			empty={empty}
			page={current}
			pageSize={PAGE_SIZE}
			onPageChange={setPage}
			search={{
				label: "Search",
				value: search,
				onChange: (value) => {
					onSearchChange(value);
					setPage(1);
				},
			}}
			{...(filters ? { filters } : {})}
			csv={{
				onExport: () =>
					downloadCsv(
						fileName,
						toCsv(
							columns.map((c) => c.header),
							matching.map((item) => columns.map((c) => c.csv(item))),
						),
					),
			}}
			noun={noun}
		/>
	);
}
