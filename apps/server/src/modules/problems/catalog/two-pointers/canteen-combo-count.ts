import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** The first index in `sorted` from `from` on whose value is at least `value`. */
function lowerBound(sorted: readonly number[], value: number, from: number): number {
	let low = from;
	let high = sorted.length;
	while (low < high) {
		const middle = (low + high) >> 1;
		if ((sorted[middle] as number) < value) low = middle + 1;
		else high = middle;
	}
	return low;
}

/** Independent of the reference (two pointers): for each item, binary-search the partners after it. */
function combos(prices: readonly number[], least: number, most: number): number {
	const sorted = [...prices].sort((a, b) => a - b);
	let count = 0;
	sorted.forEach((price, i) => {
		count += lowerBound(sorted, most - price + 1, i + 1) - lowerBound(sorted, least - price, i + 1);
	});
	return count;
}

const generated = (prices: number[], least: number, most: number): ProblemTest => ({
	input: `${prices.length} ${least} ${most}\n${prices.join(" ")}\n`,
	output: `${combos(prices, least, most)}\n`,
});

export const canteenComboCount = defineProblem({
	id: "canteen-combo-count",
	title: "Canteen Combo Offer",
	topic: "two-pointers",
	difficulty: "medium",
	statement: `The college canteen has n items on its menu, and item i costs ai rupees. This week there is a combo offer: a student who buys two different items gets a free lassi, but only when the two prices together come to at least L and at most R rupees.

The canteen manager wants to print every qualifying combination on a poster, and first needs to know how many there are.

Count the pairs of different items whose total price is between L and R, inclusive. A pair is unordered, and two items with the same price are still different items.`,
	inputFormat: "The first line holds n, L and R.\nThe second line holds n integers a1 a2 … an, the prices.",
	outputFormat: "Print one integer: the number of pairs of different items with L ≤ ai + aj ≤ R.",
	constraints: [
		"1 ≤ n ≤ 100000",
		"1 ≤ ai ≤ 1000000",
		"1 ≤ L ≤ R ≤ 2000000",
		"The answer may not fit in a 32-bit integer.",
	],
	examples: [
		{
			input: "5 50 80\n20 45 30 60 10\n",
			output: "6\n",
			explanation: "10+45, 10+60, 20+30, 20+45, 20+60 and 30+45 cost between 50 and 80 rupees.",
		},
		{ input: "3 1 5\n3 3 3\n", output: "0\n", explanation: "Every pair costs 6 rupees, more than 5." },
	],
	hiddenTests: () => {
		const random = seededRandom(4202);
		const prices = (n: number, high: number) => Array.from({ length: n }, () => random.int(1, high));
		return [
			{ input: "1 1 10\n5\n", output: "0\n" },
			{ input: "2 10 10\n5 5\n", output: "1\n" },
			{ input: "4 2 2\n1 1 1 1\n", output: "6\n" },
			{ input: "4 3 4\n1 2 3 4\n", output: "2\n" },
			{ input: "3 2000000 2000000\n1000000 1000000 999999\n", output: "1\n" },
			{ input: "5 1 1\n1 2 3 4 5\n", output: "0\n" },
			{ input: "6 1 2000000\n7 1 9 3 3 1000000\n", output: "15\n" },
			generated(prices(1000, 100), 60, 120),
			// Every pair qualifies: 4999950000 pairs.
			generated(prices(100_000, 1_000_000), 2, 2_000_000),
			generated(prices(100_000, 1_000_000), 500_000, 1_500_000),
			generated(prices(100_000, 1000), 1000, 1000),
		];
	},
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: `import sys


def pairs_at_most(prices, limit):
    """Pairs with total <= limit in sorted prices: the cheapest item pairs with every item up to the pointer."""
    count = 0
    low, high = 0, len(prices) - 1
    while low < high:
        if prices[low] + prices[high] <= limit:
            count += high - low
            low += 1
        else:
            high -= 1
    return count


def main():
    data = sys.stdin.buffer.read().split()
    n, least, most = int(data[0]), int(data[1]), int(data[2])
    prices = sorted(map(int, data[3:3 + n]))
    print(pairs_at_most(prices, most) - pairs_at_most(prices, least - 1))


main()
`,
	},
});
