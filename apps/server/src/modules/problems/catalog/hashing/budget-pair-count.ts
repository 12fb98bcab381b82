import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Independent of the reference (counting in a hash map): sort, then close in from both ends group by group. */
function pairs(prices: readonly number[], budget: number): number {
	const sorted = [...prices].sort((a, b) => a - b);
	let low = 0;
	let high = sorted.length - 1;
	let count = 0;
	while (low < high) {
		const sum = (sorted[low] as number) + (sorted[high] as number);
		if (sum < budget) low++;
		else if (sum > budget) high--;
		else if (sorted[low] === sorted[high]) {
			const same = high - low + 1;
			count += (same * (same - 1)) / 2;
			break;
		} else {
			let lows = 1;
			while (sorted[low + lows] === sorted[low]) lows++;
			let highs = 1;
			while (sorted[high - highs] === sorted[high]) highs++;
			count += lows * highs;
			low += lows;
			high -= highs;
		}
	}
	return count;
}

const generated = (prices: number[], budget: number): ProblemTest => ({
	input: `${prices.length} ${budget}\n${prices.join(" ")}\n`,
	output: `${pairs(prices, budget)}\n`,
});

export const budgetPairCount = defineProblem({
	id: "budget-pair-count",
	title: "Two Gifts, One Budget",
	topic: "hashing",
	difficulty: "easy",
	statement: `Two hostel roommates want to buy farewell gifts for their senior at the stationery shop near the campus gate. The shop has n items in a row, and item i costs pi rupees. Each roommate buys one item, the two items must be different items (they may have the same price), and together they want to spend exactly B rupees.

Count the pairs of items they can choose. A pair is unordered: items 2 and 5 are the same pair as items 5 and 2.`,
	inputFormat: "The first line holds n and B.\nThe second line holds n integers p1 p2 … pn, the prices.",
	outputFormat: "Print one integer: the number of pairs of different items whose prices add up to exactly B.",
	constraints: [
		"1 ≤ n ≤ 100000",
		"1 ≤ pi ≤ 1000000",
		"2 ≤ B ≤ 2000000",
		"The answer may not fit in a 32-bit integer.",
	],
	examples: [
		{
			input: "6 100\n40 60 50 50 30 70\n",
			output: "3\n",
			explanation: "40 + 60, 50 + 50 (the two different items priced 50) and 30 + 70.",
		},
		{ input: "3 10\n1 2 3\n", output: "0\n" },
	],
	hiddenTests: () => {
		const random = seededRandom(3101);
		const prices = (n: number, high: number) => Array.from({ length: n }, () => random.int(1, high));
		return [
			{ input: "1 2\n1\n", output: "0\n" },
			{ input: "2 2\n1 1\n", output: "1\n" },
			{ input: "4 10\n5 5 5 5\n", output: "6\n" },
			{ input: "5 7\n1 6 6 1 3\n", output: "4\n" },
			{ input: "3 2000000\n1000000 1000000 1000000\n", output: "3\n" },
			{ input: "4 8\n4 4 2 6\n", output: "2\n" },
			{ input: "4 3\n5 6 7 8\n", output: "0\n" },
			generated(prices(1000, 100), 100),
			// Every pair works: 4999950000 pairs overflow a 32-bit counter.
			generated(
				Array.from({ length: 100_000 }, () => 500_000),
				1_000_000,
			),
			generated(prices(100_000, 1_000_000), 1_000_000),
			generated(prices(100_000, 1000), 1001),
		];
	},
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: `import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, budget = int(data[0]), int(data[1])
    seen = {}
    pairs = 0
    for price in map(int, data[2:2 + n]):
        # Every earlier item priced budget - price pairs with this one.
        pairs += seen.get(budget - price, 0)
        seen[price] = seen.get(price, 0) + 1
    print(pairs)


main()
`,
	},
});
