import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Independent of the reference (Kadane): the best stretch ending at j is prefix[j] − the least earlier prefix. */
function bestStretch(values: readonly number[]): number {
	let prefix = 0;
	let leastBefore = 0;
	let best = Number.NEGATIVE_INFINITY;
	for (const value of values) {
		prefix += value;
		best = Math.max(best, prefix - leastBefore);
		leastBefore = Math.min(leastBefore, prefix);
	}
	return best;
}

const input = (values: readonly number[]) => `${values.length}\n${values.join(" ")}\n`;
const generated = (values: number[]): ProblemTest => ({
	input: input(values),
	output: `${bestStretch(values)}\n`,
});

export const canteenBestStreak = defineProblem({
	id: "canteen-best-streak",
	title: "Canteen's Best Streak",
	topic: "arrays",
	difficulty: "easy",
	statement: `The college canteen committee writes down the canteen's profit for each of n working days. A loss is written as a negative number.

For the annual report the committee wants to highlight the canteen's best streak: one or more consecutive days whose total profit is as large as possible. Even if every day was a loss, the streak must contain at least one day.

Print the total profit of the best streak.`,
	inputFormat:
		"The first line holds n, the number of days.\nThe second line holds n integers a1 a2 … an, the profit of each day.",
	outputFormat: "Print one integer: the largest total of a run of one or more consecutive days.",
	constraints: ["1 ≤ n ≤ 100000", "−100000 ≤ ai ≤ 100000", "The answer may not fit in a 32-bit integer."],
	examples: [
		{
			input: "6\n120 -50 80 -200 150 40\n",
			output: "190\n",
			explanation: "Days 5 and 6 earn 150 + 40 = 190. Days 1 to 3 earn only 150, and all six days 140.",
		},
		{
			input: "3\n-30 -10 -20\n",
			output: "-10\n",
			explanation: "Every day was a loss, so the best streak is the single day with the smallest loss.",
		},
	],
	hiddenTests: () => {
		const random = seededRandom(1101);
		const randomDays = (n: number, low: number, high: number) =>
			Array.from({ length: n }, () => random.int(low, high));
		return [
			{ input: "1\n5\n", output: "5\n" },
			{ input: "1\n-7\n", output: "-7\n" },
			{ input: "4\n0 0 0 0\n", output: "0\n" },
			{ input: "5\n-5 -1 -8 -3 -2\n", output: "-1\n" },
			{ input: "5\n3 -1 3 -1 3\n", output: "7\n" },
			{ input: "6\n10 20 -100 5 5 5\n", output: "30\n" },
			{ input: "6\n-1 -2 4 -10 3 3\n", output: "6\n" },
			{ input: "3\n100000 -100000 100000\n", output: "100000\n" },
			generated(randomDays(1000, -1000, 1000)),
			// Every day at the maximum: 10^10 overflows a 32-bit total.
			generated(Array.from({ length: 100_000 }, () => 100_000)),
			generated(randomDays(100_000, -100_000, 100_000)),
			// Mostly losses with rare good days: the best streak is short and somewhere in the middle.
			generated(
				Array.from({ length: 100_000 }, () =>
					random.next() < 0.02 ? random.int(1, 100_000) : random.int(-100_000, -1),
				),
			),
		];
	},
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "c",
		source: `#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long best = 0, current = 0;
    for (int i = 0; i < n; i++) {
        long long value;
        if (scanf("%lld", &value) != 1) return 1;
        /* Kadane: extend the streak ending yesterday only while it helps. */
        current = (i > 0 && current > 0) ? current + value : value;
        if (i == 0 || current > best) best = current;
    }
    printf("%lld\\n", best);
    return 0;
}
`,
	},
});
