import { defineProblem, type ProblemTest, seededRandom } from "../define";

/**
 * Independent of the reference (a binary search per student): pairs within a gap are counted with
 * two pointers over the sorted heights, and the k-th difference is the least gap with k pairs within it.
 */
function kthDifference(heights: readonly number[], k: number): number {
	const sorted = [...heights].sort((a, b) => a - b);
	const pairsWithin = (gap: number) => {
		let pairs = 0;
		let low = 0;
		sorted.forEach((height, high) => {
			while (height - (sorted[low] as number) > gap) low++;
			pairs += high - low;
		});
		return pairs;
	};
	let low = 0;
	let high = (sorted.at(-1) as number) - (sorted[0] as number);
	while (low < high) {
		const middle = Math.floor((low + high) / 2);
		if (pairsWithin(middle) >= k) high = middle;
		else low = middle + 1;
	}
	return low;
}

const generated = (heights: number[], k: number): ProblemTest => ({
	input: `${heights.length} ${k}\n${heights.join(" ")}\n`,
	output: `${kthDifference(heights, k)}\n`,
});

export const kthHeightDifference = defineProblem({
	id: "kth-height-difference",
	title: "NCC Drill Partners",
	topic: "binary-search",
	difficulty: "hard",
	statement: `The NCC instructor of the college pairs cadets for a drill and prefers partners of similar height. There are n cadets, and cadet i is hi centimetres tall.

The instructor writes down the height difference of every pair of cadets, n(n−1)/2 numbers in all, and sorts them from smallest to largest. Print the k-th number of that sorted list.`,
	inputFormat:
		"The first line holds n and k.\nThe second line holds n integers h1 h2 … hn, the cadets' heights.",
	outputFormat: "Print one integer: the k-th smallest height difference over all pairs of cadets.",
	constraints: [
		"2 ≤ n ≤ 100000",
		"1 ≤ hi ≤ 1000000",
		"1 ≤ k ≤ n(n−1)/2, which may not fit in a 32-bit integer.",
	],
	examples: [
		{
			input: "4 3\n150 162 155 170\n",
			output: "8\n",
			explanation:
				"The six differences are 12, 5, 20, 7, 8 and 15; sorted they read 5, 7, 8, 12, 15, 20, and the third is 8.",
		},
		{ input: "3 1\n160 160 171\n", output: "0\n", explanation: "The two cadets of 160 cm differ by 0." },
	],
	hiddenTests: () => {
		const random = seededRandom(6303);
		const heights = (n: number, low: number, high: number) =>
			Array.from({ length: n }, () => random.int(low, high));
		const allPairs = (n: number) => (n * (n - 1)) / 2;
		return [
			{ input: "2 1\n100 200\n", output: "100\n" },
			{ input: "3 3\n1 1 1\n", output: "0\n" },
			{ input: "3 3\n1 2 4\n", output: "3\n" },
			{ input: "5 10\n1 2 3 4 5\n", output: "4\n" },
			{ input: "5 1\n9 3 7 1 5\n", output: "2\n" },
			{ input: "5 5\n10 20 30 40 50\n", output: "20\n" },
			{ input: "4 6\n1000000 1 1000000 1\n", output: "999999\n" },
			{ input: "4 3\n1000000 1 1000000 1\n", output: "999999\n" },
			generated(heights(1000, 140, 190), random.int(1, allPairs(1000))),
			generated(heights(100_000, 1, 1_000_000), random.int(1, allPairs(100_000))),
			// The very last difference: k = 4999950000 does not fit in 32 bits.
			generated(heights(100_000, 1, 1_000_000), allPairs(100_000)),
			generated(heights(100_000, 140, 190), allPairs(100_000) - 12_345),
			generated(heights(100_000, 1, 1_000_000), 1),
		];
	},
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: `import sys
from bisect import bisect_right


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    heights = sorted(map(int, data[2:2 + n]))

    def pairs_within(gap):
        # For each cadet, the taller-or-equal cadets within the gap sit just after them in sorted order.
        ends = map(bisect_right, [heights] * n, [h + gap for h in heights])
        return sum(ends) - n * (n + 1) // 2

    low, high = 0, heights[-1] - heights[0]
    while low < high:
        middle = (low + high) // 2
        if pairs_within(middle) >= k:
            high = middle
        else:
            low = middle + 1
    print(low)


main()
`,
	},
});
