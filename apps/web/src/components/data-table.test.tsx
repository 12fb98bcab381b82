import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../test/render";
import { withPhoneViewport } from "../test/viewport";
import { ChartFigure } from "./chart-figure";
import { type DataPage, DataTable, type DataTableColumn, type SortState } from "./data-table";

interface Student {
	id: string;
	name: string;
	score: number;
}

const columns: DataTableColumn<Student>[] = [
	{ key: "name", header: "Name", cell: (s) => s.name, sortable: true },
	{ key: "score", header: "Score", cell: (s) => String(s.score), sortable: true },
	{ key: "id", header: "Roll number", cell: (s) => s.id },
];

type Query = Parameters<typeof DataTable<Student>>[0]["query"];

function ready(items: Student[], total = items.length): Query {
	return {
		isPending: false,
		isError: false,
		isFetching: false,
		error: null,
		data: { items, total },
		refetch: vi.fn(),
	};
}

const students = (count: number, from = 0): Student[] =>
	Array.from({ length: count }, (_, i) => ({
		id: `R${from + i}`,
		name: `Student ${from + i}`,
		score: 90 - i,
	}));

/** What a screen does: keeps page and sort, and hands the server's answer for them to the table. */
function Harness({
	onQuery,
	page: answer,
}: {
	onQuery: (page: number, sort: SortState | null) => void;
	page: DataPage<Student>;
}) {
	const [page, setPage] = useState(1);
	const [sort, setSort] = useState<SortState | null>(null);
	return (
		<DataTable
			label="Students"
			columns={columns}
			rowKey={(s) => s.id}
			query={ready(answer.items, answer.total)}
			empty="No students"
			page={page}
			pageSize={10}
			onPageChange={(next) => {
				setPage(next);
				onQuery(next, sort);
			}}
			sort={sort}
			onSortChange={(next) => {
				setSort(next);
				onQuery(page, next);
			}}
		/>
	);
}

const bodyRows = () =>
	within(screen.getByRole("table", { name: "Students" }))
		.getAllByRole("row")
		.slice(1);

describe("DataTable", () => {
	it("shows the page the server sent, in the server's order, without slicing it", () => {
		// 12 rows on a 10-row page: the component does not page on its own.
		const items = students(12).reverse();
		renderScreen(<Harness onQuery={() => {}} page={{ items, total: 45 }} />);

		expect(bodyRows()).toHaveLength(12);
		expect(bodyRows()[0]).toHaveTextContent("Student 11");
		expect(screen.getByText("45 entries")).toBeInTheDocument();
	});

	it("asks the server for a sort from header buttons, and marks the sorted column with aria-sort", async () => {
		const onQuery = vi.fn();
		const { user } = renderScreen(<Harness onQuery={onQuery} page={{ items: students(3), total: 3 }} />);

		const nameHeader = screen.getByRole("columnheader", { name: /Name/ });
		expect(nameHeader).toHaveAttribute("aria-sort", "none");
		expect(screen.getByRole("columnheader", { name: "Roll number" })).not.toHaveAttribute("aria-sort");
		expect(
			within(screen.getByRole("columnheader", { name: "Roll number" })).queryByRole("button"),
		).toBeNull();

		await user.click(within(nameHeader).getByRole("button", { name: /Name/ }));
		expect(onQuery).toHaveBeenLastCalledWith(1, { column: "name", direction: "asc" });
		expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "ascending");

		// From the keyboard: the header is a real button.
		within(screen.getByRole("columnheader", { name: /Name/ }))
			.getByRole("button")
			.focus();
		await user.keyboard("{Enter}");
		expect(onQuery).toHaveBeenLastCalledWith(1, { column: "name", direction: "desc" });
		expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "descending");

		await user.click(screen.getByRole("button", { name: /Score/ }));
		expect(onQuery).toHaveBeenLastCalledWith(1, { column: "score", direction: "asc" });
		expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "none");
	});

	it("pages on the server, by click and from the keyboard", async () => {
		const onQuery = vi.fn();
		const { user } = renderScreen(<Harness onQuery={onQuery} page={{ items: students(10), total: 45 }} />);

		const pages = screen.getByRole("navigation", { name: "Students, pages" });
		expect(within(pages).getByRole("button", { name: "Page 5" })).toBeInTheDocument();
		expect(within(pages).queryByRole("button", { name: "Page 6" })).toBeNull();

		await user.click(within(pages).getByRole("button", { name: "Page 3" }));
		expect(onQuery).toHaveBeenLastCalledWith(3, null);

		within(pages).getByRole("button", { name: "next page" }).focus();
		await user.keyboard("{Enter}");
		expect(onQuery).toHaveBeenLastCalledWith(4, null);
	});

	it("shows no pager for a single page", () => {
		renderScreen(<Harness onQuery={() => {}} page={{ items: students(3), total: 3 }} />);
		expect(screen.queryByRole("navigation")).toBeNull();
	});

	it("hands the search text to the caller and offers the current query as CSV", async () => {
		const onSearch = vi.fn();
		const onExport = vi.fn();
		const base = {
			label: "Students",
			columns,
			rowKey: (s: Student) => s.id,
			query: ready(students(2)),
			empty: "No students",
			page: 1,
			pageSize: 10,
			onPageChange: () => {},
			search: { label: "Search students", value: "", onChange: onSearch },
		};
		const { user, unmount } = renderScreen(<DataTable {...base} csv={{ href: "/api/students.csv?q=ram" }} />);

		await user.type(screen.getByRole("searchbox", { name: "Search students" }), "r");
		expect(onSearch).toHaveBeenCalledWith("r");
		expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
			"href",
			"/api/students.csv?q=ram",
		);
		unmount();

		renderScreen(<DataTable {...base} csv={{ onExport }} />);
		await user.click(screen.getByRole("button", { name: "Download CSV" }));
		expect(onExport).toHaveBeenCalledOnce();
	});

	it("shows loading, failure with Retry, and empty through the shared states", async () => {
		const base = {
			label: "Students",
			columns,
			rowKey: (s: Student) => s.id,
			empty: "No students yet",
			page: 1,
			pageSize: 10,
			onPageChange: () => {},
		};
		const loading = renderScreen(
			<DataTable {...base} query={{ ...ready([]), isPending: true, data: undefined }} />,
		);
		expect(screen.getByRole("status", { name: "Loading students" })).toHaveAttribute("aria-busy", "true");
		loading.unmount();

		const refetch = vi.fn();
		const failed = renderScreen(
			<DataTable
				{...base}
				query={{ ...ready([]), isError: true, error: new Error("x"), data: undefined, refetch }}
			/>,
		);
		expect(screen.getByRole("alert")).toHaveTextContent("The list could not be loaded");
		await failed.user.click(screen.getByRole("button", { name: "Retry" }));
		expect(refetch).toHaveBeenCalledOnce();
		failed.unmount();

		renderScreen(<DataTable {...base} query={ready([])} />);
		expect(screen.getByText("No students yet")).toBeInTheDocument();
		expect(screen.queryByRole("table")).toBeNull();
	});

	describe("on a phone", () => {
		withPhoneViewport();

		it("scrolls sideways inside a focusable region, so the keyboard can scroll it too", () => {
			renderScreen(<Harness onQuery={() => {}} page={{ items: students(2), total: 2 }} />);
			const region = screen.getByRole("region", { name: "Students, scrollable" });
			expect(region).toHaveAttribute("tabindex", "0");
			expect(region).toContainElement(screen.getByRole("table", { name: "Students" }));
		});
	});
});

describe("ChartFigure", () => {
	it("shows the chart's figures as a table on request, and hides them again", async () => {
		const { user } = renderScreen(
			<ChartFigure
				title="Scores"
				chart={<svg role="img" aria-label="Scores: 0–50 %: 2; 50–100 %: 3" />}
				data={{
					caption: "Attempts by score",
					columns: ["Score", "Attempts"],
					rows: [
						["0–50 %", "2"],
						["50–100 %", "3"],
					],
				}}
			/>,
		);
		expect(screen.queryByRole("table")).toBeNull();

		await user.click(screen.getByRole("button", { name: "Show the data as a table" }));
		const table = screen.getByRole("table", { name: "Attempts by score" });
		expect(within(table).getByRole("rowheader", { name: "50–100 %" })).toBeInTheDocument();
		expect(
			within(table)
				.getAllByRole("cell")
				.map((cell) => cell.textContent),
		).toEqual(["2", "3"]);
		expect(screen.getByRole("button", { name: "Hide the data table" })).toHaveAttribute(
			"aria-expanded",
			"true",
		);

		await user.click(screen.getByRole("button", { name: "Hide the data table" }));
		expect(screen.queryByRole("table")).toBeNull();
	});
});
