import { describe, expect, it } from "vitest";
import { filterProblems, NO_FILTERS, readFilters, writeFilters } from "./problem-filters";
import { catalogue } from "./test-fixtures";

const titles = (filters: Partial<typeof NO_FILTERS>) =>
	filterProblems(catalogue, { ...NO_FILTERS, ...filters }).map((problem) => problem.title);

describe("problem filters", () => {
	it("keeps everything with no filter", () => {
		expect(titles({})).toHaveLength(catalogue.length);
	});

	it("filters by topic, difficulty and solved state together", () => {
		expect(titles({ difficulty: "easy" })).toEqual(["Pair Sum Count", "Balanced Brackets"]);
		expect(titles({ difficulty: "easy", status: "unsolved" })).toEqual(["Balanced Brackets"]);
		expect(titles({ status: "solved" })).toEqual(["Pair Sum Count"]);
		expect(titles({ topic: "graphs" })).toEqual(["Shortest Path in a Grid"]);
		expect(titles({ topic: "graphs", difficulty: "easy" })).toEqual([]);
	});

	it("searches titles and topic names in any case, word by word", () => {
		expect(titles({ search: "BRACKETS" })).toEqual(["Balanced Brackets"]);
		expect(titles({ search: "path grid" })).toEqual(["Shortest Path in a Grid"]);
		expect(titles({ search: "dynamic programming" })).toEqual(["Longest Increasing Subsequence"]);
		expect(titles({ search: "  " })).toHaveLength(catalogue.length);
		expect(titles({ search: "zebra" })).toEqual([]);
	});

	it("round-trips through the address and ignores values it does not know", () => {
		const filters = { topic: "graphs", difficulty: "hard", status: "unsolved", search: "grid" } as const;
		expect(readFilters(writeFilters(filters))).toEqual(filters);
		expect(readFilters(new URLSearchParams("topic=cooking&difficulty=extreme&status=maybe"))).toEqual(
			NO_FILTERS,
		);
		expect(writeFilters(NO_FILTERS).toString()).toBe("");
	});
});
