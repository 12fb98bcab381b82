import { defineProblem, type ProblemTest, seededRandom } from "../define";

/**
 * Independent of the reference (Kadane on the line and on its complement): prefix sums over the
 * route laid out twice, and for each end the least prefix at most n stops back, kept in a deque.
 */
function bestLoop(values: readonly number[]): number {
	const n = values.length;
	const prefix = [0];
	for (let i = 0; i < 2 * n; i++) prefix.push((prefix[i] as number) + (values[i % n] as number));
	const window: number[] = [0];
	let head = 0;
	let best = Number.NEGATIVE_INFINITY;
	for (let end = 1; end <= 2 * n; end++) {
		while ((window[head] as number) < end - n) head++;
		best = Math.max(best, (prefix[end] as number) - (prefix[window[head] as number] as number));
		while (window.length > head && (prefix[window.at(-1) as number] as number) >= (prefix[end] as number))
			window.pop();
		window.push(end);
	}
	return best;
}

const generated = (values: number[]): ProblemTest => ({
	input: `${values.length}\n${values.join(" ")}\n`,
	output: `${bestLoop(values)}\n`,
});

export const circularBusCollection = defineProblem({
	id: "circular-bus-collection",
	title: "The Circular Bus Route",
	topic: "arrays",
	difficulty: "hard",
	statement: `The college bus runs on a loop: stop 1, stop 2, …, stop n, and from stop n back to stop 1. For each stop the transport office knows the conductor's net collection there: fares collected minus tolls and fuel paid, which can be negative.

The office wants to assign a trainee conductor to a stretch of consecutive stops along the loop, one or more stops and at most all n, each stop at most once. A stretch may wrap around, for example stops n−1, n, 1 and 2.

Print the largest total collection of such a stretch.`,
	inputFormat:
		"The first line holds n, the number of stops.\nThe second line holds n integers a1 a2 … an, the net collection at each stop in route order.",
	outputFormat: "Print one integer: the largest total of one or more consecutive stops along the loop.",
	constraints: ["1 ≤ n ≤ 100000", "−100000 ≤ ai ≤ 100000", "The answer may not fit in a 32-bit integer."],
	examples: [
		{
			input: "5\n40 -10 -60 30 20\n",
			output: "90\n",
			explanation: "Stops 4, 5 and 1 wrap around the end of the route: 30 + 20 + 40 = 90.",
		},
		{
			input: "3\n-5 -2 -7\n",
			output: "-2\n",
			explanation: "Every stop loses money, so the best stretch is stop 2 alone.",
		},
	],
	hiddenTests: () => {
		const random = seededRandom(1404);
		const stops = (n: number, low: number, high: number) =>
			Array.from({ length: n }, () => random.int(low, high));
		return [
			{ input: "1\n-5\n", output: "-5\n" },
			{ input: "1\n9\n", output: "9\n" },
			{ input: "3\n5 -3 5\n", output: "10\n" },
			{ input: "4\n3 -1 2 -1\n", output: "4\n" },
			{ input: "5\n8 -1 -20 -1 8\n", output: "16\n" },
			{ input: "4\n0 0 0 0\n", output: "0\n" },
			{ input: "4\n1 1 1 1\n", output: "4\n" },
			{ input: "2\n-1 100000\n", output: "100000\n" },
			generated(stops(1000, -1000, 1000)),
			generated(Array.from({ length: 100_000 }, () => 100_000)),
			generated(stops(100_000, -100_000, 100_000)),
			// Large gains at both ends and losses in the middle: the answer wraps around.
			generated(
				Array.from({ length: 100_000 }, (_, i) =>
					i < 30_000 || i >= 70_000 ? random.int(-1000, 100_000) : random.int(-100_000, 1000),
				),
			),
			generated(stops(100_000, -100_000, -1)),
		];
	},
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "java",
		source: `import java.io.*;

public class Main {
    private static final DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    private static int nextInt() throws IOException {
        int b = in.read();
        while (b != '-' && (b < '0' || b > '9')) b = in.read();
        boolean negative = b == '-';
        if (negative) b = in.read();
        int value = 0;
        while (b >= '0' && b <= '9') {
            value = value * 10 + (b - '0');
            b = in.read();
        }
        return negative ? -value : value;
    }

    public static void main(String[] args) throws IOException {
        int n = nextInt();
        long total = 0, bestHigh = Long.MIN_VALUE, bestLow = Long.MAX_VALUE, high = 0, low = 0;
        for (int i = 0; i < n; i++) {
            long value = nextInt();
            total += value;
            high = Math.max(high + value, value);
            bestHigh = Math.max(bestHigh, high);
            low = Math.min(low + value, value);
            bestLow = Math.min(bestLow, low);
        }
        // A wrapping stretch is the whole loop minus the worst straight stretch; when every stop
        // loses money that would leave no stop at all, so the best single stretch wins.
        long answer = bestHigh < 0 ? bestHigh : Math.max(bestHigh, total - bestLow);
        System.out.println(answer);
    }
}
`,
	},
});
