import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Range maximum by a sparse table: a different method from the monotonic deque the problem teaches. */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const n = numbers[0] ?? 0;
	const k = numbers[1] ?? 1;
	const orders = numbers.slice(2, 2 + n);
	const table: number[][] = [orders];
	for (let span = 1; span * 2 <= k; span *= 2) {
		const previous = table.at(-1) ?? [];
		const next: number[] = [];
		for (let i = 0; i + span < previous.length; i++)
			next.push(Math.max(previous[i] ?? 0, previous[i + span] ?? 0));
		table.push(next);
	}
	const level = table.length - 1;
	const width = 2 ** level;
	const row = table[level] ?? [];
	const peaks: number[] = [];
	for (let start = 0; start + k <= n; start++)
		peaks.push(Math.max(row[start] ?? 0, row[start + k - width] ?? 0));
	return `${peaks.join(" ")}\n`;
}

const test = (k: number, orders: number[]): string => `${orders.length} ${k}\n${orders.join(" ")}\n`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7102);
	const randomOrders = (n: number, max: number) => Array.from({ length: n }, () => random.int(0, max));
	const n = 200_000;
	const inputs = [
		test(1, [0]),
		test(1, [999]),
		test(1, [5, 3, 9, 1]),
		test(4, [5, 3, 9, 1]),
		test(3, [7, 7, 7, 7, 7]),
		test(2, [1, 2, 3, 4, 5, 6]),
		test(3, [9, 8, 7, 6, 5, 4, 3]),
		test(3, [1, 3, 1, 3, 1, 3, 1]),
		test(4, [0, 0, 10, 0, 0, 0, 0, 10]),
		test(5, randomOrders(30, 20)),
		test(7, randomOrders(100, 999)),
		// Falling orders keep the whole window in the deque; a half-width window defeats O(n·k) scans.
		test(
			100_000,
			Array.from({ length: n }, (_, i) => Math.floor((n - i) / 201)),
		),
		test(100_000, randomOrders(n, 999)),
		test(
			150_000,
			Array.from({ length: n }, (_, i) => Math.floor(i / 201)),
		),
		test(n, randomOrders(n, 999)),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const canteenRushWindowPeak = defineProblem({
	id: "canteen-rush-window-peak",
	title: "Canteen Rush Window Peak",
	topic: "stacks-queues",
	difficulty: "medium",
	statement: `The college canteen logs how many orders arrive in each minute of the day. To plan how many counters to open, the manager wants to know the busiest minute within every stretch of k consecutive minutes.

Given the order counts a1, a2, ..., an for n consecutive minutes and the stretch length k, print, for every start s from 1 to n − k + 1, the largest of a(s), a(s+1), ..., a(s+k−1).`,
	inputFormat: `The first line contains two integers n and k.

The second line contains n integers a1 a2 ... an, the orders in each minute.`,
	outputFormat:
		"Print n − k + 1 integers on one line, separated by spaces: the peak of each stretch, in order of its start.",
	constraints: ["1 ≤ k ≤ n ≤ 2 × 10^5", "0 ≤ ai ≤ 999"],
	examples: [
		{
			input: "8 3\n4 2 12 3 5 1 7 6\n",
			output: "12 12 12 5 7 7\n",
			explanation:
				"The stretches are [4 2 12], [2 12 3], [12 3 5], [3 5 1], [5 1 7] and [1 7 6]; their peaks are 12, 12, 12, 5, 7 and 7.",
		},
		{
			input: "3 3\n10 0 10\n",
			output: "10\n",
			explanation: "With k = n there is a single stretch, the whole day.",
		},
	],
	hiddenTests,
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: String.raw`import sys
from collections import deque

def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    window = deque()
    peaks = []
    for i in range(n):
        x = a[i]
        while window and a[window[-1]] <= x:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            peaks.append(a[window[0]])
    sys.stdout.write(" ".join(map(str, peaks)) + "\n")

main()
`,
	},
});
