import { defineProblem, type ProblemTest, seededRandom } from "../define";

const MOD = 1_000_000_007;

/** Forward counting: each safe step hands its ways on to the next three. The reference sums backwards. */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const [n = 1, k = 0] = numbers;
	const broken = new Uint8Array(n + 1);
	for (const step of numbers.slice(2, 2 + k)) broken[step] = 1;
	const ways = new Array<number>(n + 4).fill(0);
	ways[0] = 1;
	for (let step = 0; step < n; step++) {
		const here = ways[step] ?? 0;
		if (here === 0) continue;
		for (let stride = 1; stride <= 3; stride++)
			if (!broken[step + stride]) ways[step + stride] = ((ways[step + stride] ?? 0) + here) % MOD;
	}
	return `${broken[n] ? 0 : (ways[n] ?? 0)}\n`;
}

const test = (n: number, broken: number[]): string => `${n} ${broken.length}\n${broken.join(" ")}\n`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7601);
	const n = 100_000;
	const someBroken = (size: number, count: number) => {
		const steps = new Set<number>();
		while (steps.size < count) steps.add(random.int(1, size - 1));
		return [...steps];
	};
	const inputs = [
		test(1, []),
		test(1, [1]),
		test(2, []),
		test(3, []),
		test(3, [3]),
		test(3, [1, 2]),
		test(6, [2, 3, 4]),
		test(7, [5, 1]),
		test(10, []),
		test(40, someBroken(40, 8)),
		test(500, someBroken(500, 100)),
		// Tall staircases: trying every sequence of strides takes exponential time.
		test(n, []),
		test(n, someBroken(n, 30_000)),
		test(n, [...someBroken(n - 10, 5000), n - 7, n - 6, n - 5]),
		test(
			n,
			Array.from({ length: n / 3 - 1 }, (_, i) => 3 * (i + 1)),
		),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const libraryStaircaseWays = defineProblem({
	id: "library-staircase-ways",
	title: "Library Staircase Ways",
	topic: "dynamic-programming",
	difficulty: "easy",
	statement: `The reading hall of the old library building is at the top of a staircase of n steps, numbered 1 to n from the bottom; the floor at the foot of the stairs is step 0. Some steps are cracked and taped off, and nobody may stand on them.

Meera climbs 1, 2 or 3 steps at a time and never stands on a cracked step. She has to stop exactly on step n, the reading hall's landing.

In how many different ways can she climb from step 0 to step n? Two ways differ if the sequences of steps she stands on differ. The number can be very large, so print it modulo 1 000 000 007. If the landing itself is cracked, or the cracks cannot be crossed, the answer is 0.`,
	inputFormat: `The first line contains two integers n and k: the number of steps and the number of cracked steps.

The second line contains k distinct integers, the numbers of the cracked steps. It is empty when k is 0.`,
	outputFormat: "Print one integer: the number of ways modulo 1 000 000 007.",
	constraints: ["1 ≤ n ≤ 10^5", "0 ≤ k ≤ n", "Every cracked step is between 1 and n"],
	examples: [
		{
			input: "4 1\n2\n",
			output: "3\n",
			explanation:
				"Avoiding step 2, Meera can climb 0 → 1 → 4, 0 → 1 → 3 → 4 or 0 → 3 → 4. Every other way stands on step 2.",
		},
		{
			input: "5 3\n2 3 4\n",
			output: "0\n",
			explanation:
				"From step 1 the farthest she can reach is step 4, so three cracked steps in a row cannot be crossed.",
		},
	],
	hiddenTests,
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: `import sys

MOD = 1_000_000_007

def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    cracked = [False] * (n + 1)
    for x in data[2:2 + k]:
        cracked[int(x)] = True
    # a, b, c: the ways to stand on the three steps below the current one.
    a, b, c = 0, 0, 1
    for step in range(1, n + 1):
        here = 0 if cracked[step] else (a + b + c) % MOD
        a, b, c = b, c, here
    print(c)

main()
`,
	},
});
