import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** The first index whose prefix sum exceeds `value`. */
function upperBound(prefix: readonly number[], value: number): number {
	let low = 0;
	let high = prefix.length;
	while (low < high) {
		const middle = (low + high) >> 1;
		if ((prefix[middle] as number) <= value) low = middle + 1;
		else high = middle;
	}
	return low;
}

/**
 * Independent of the reference (a greedy scan inside a narrow search): binary search over the
 * whole range, where each guess jumps block by block along the prefix sums.
 */
function lightestHeaviestLoad(pages: readonly number[], faculty: number): number {
	const prefix = [0];
	for (const count of pages) prefix.push((prefix.at(-1) as number) + count);
	const n = pages.length;
	const blocksNeeded = (limit: number) => {
		let blocks = 0;
		let done = 0;
		while (done < n && blocks <= faculty) {
			const next = upperBound(prefix, (prefix[done] as number) + limit) - 1;
			if (next === done) return Number.POSITIVE_INFINITY;
			done = next;
			blocks++;
		}
		return done < n ? Number.POSITIVE_INFINITY : blocks;
	};
	let low = 1;
	let high = prefix.at(-1) as number;
	while (low < high) {
		const middle = Math.floor((low + high) / 2);
		if (blocksNeeded(middle) <= faculty) high = middle;
		else low = middle + 1;
	}
	return low;
}

const generated = (pages: number[], faculty: number): ProblemTest => ({
	input: `${pages.length} ${faculty}\n${pages.join(" ")}\n`,
	output: `${lightestHeaviestLoad(pages, faculty)}\n`,
});

export const syllabusSplit = defineProblem({
	id: "syllabus-split",
	title: "Sharing the Syllabus",
	topic: "binary-search",
	difficulty: "medium",
	statement: `The Data Structures syllabus has n chapters that must be taught in order, and chapter i has pi pages of notes. The head of department shares the syllabus among k faculty members: each of them teaches one or more consecutive chapters, every chapter is taught by exactly one of them, and the chapters keep their order (the first faculty member takes the first block of chapters, the second the next block, and so on).

The faculty member with the most pages has the heaviest load. The head of department wants that heaviest load to be as light as possible.

Print the smallest possible number of pages of the heaviest load.`,
	inputFormat:
		"The first line holds n and k.\nThe second line holds n integers p1 p2 … pn, the pages of each chapter in teaching order.",
	outputFormat:
		"Print one integer: the least possible number of pages taught by the most loaded faculty member.",
	constraints: ["1 ≤ k ≤ n ≤ 100000", "1 ≤ pi ≤ 100000", "The answer may not fit in a 32-bit integer."],
	examples: [
		{
			input: "5 2\n30 10 40 20 50\n",
			output: "80\n",
			explanation:
				"Chapters 1–3 (80 pages) and chapters 4–5 (70 pages). Any other split gives someone at least 100 pages.",
		},
		{
			input: "4 4\n12 34 67 90\n",
			output: "90\n",
			explanation: "One chapter each: the 90-page chapter decides.",
		},
	],
	hiddenTests: () => {
		const random = seededRandom(6202);
		const pages = (n: number, high: number) => Array.from({ length: n }, () => random.int(1, high));
		return [
			{ input: "1 1\n7\n", output: "7\n" },
			{ input: "3 1\n1 2 3\n", output: "6\n" },
			{ input: "3 3\n1 2 3\n", output: "3\n" },
			{ input: "5 2\n1 1 1 1 1\n", output: "3\n" },
			{ input: "4 2\n10 10 10 10\n", output: "20\n" },
			{ input: "6 3\n5 5 5 5 5 100\n", output: "100\n" },
			{ input: "5 3\n7 2 5 10 8\n", output: "14\n" },
			{ input: "5 2\n9 1 1 1 9\n", output: "11\n" },
			{ input: "5 2\n100000 100000 100000 100000 100000\n", output: "300000\n" },
			generated(pages(1000, 500), 7),
			// One faculty member takes everything: 10^10 pages.
			generated(
				Array.from({ length: 100_000 }, () => 100_000),
				1,
			),
			generated(pages(100_000, 100_000), 100),
			generated(pages(100_000, 100_000), 99_999),
		];
	},
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: `import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    pages = list(map(int, data[2:2 + n]))

    def fits(limit):
        """Greedy: give each faculty member chapters until the next one would pass the limit."""
        blocks, load = 1, 0
        for p in pages:
            if load + p > limit:
                blocks += 1
                if blocks > k:
                    return False
                load = p
            else:
                load += p
        return True

    # The answer is at least the largest chapter and the average load, and the greedy split
    # never exceeds the average by more than one chapter: a narrow range to search.
    low = max(max(pages), -(-sum(pages) // k))
    high = low + max(pages)
    while low < high:
        middle = (low + high) // 2
        if fits(middle):
            high = middle
        else:
            low = middle + 1
    print(low)


main()
`,
	},
});
