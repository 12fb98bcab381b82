import { defineProblem, type ProblemTest, seededRandom } from "../define";

/**
 * Dynamic programming over slots sorted by end: best(i) = max(best(i − 1), 1 + best(last slot ending
 * by slot i's start)), found by binary search. A different method from the greedy the problem teaches.
 */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const n = numbers[0] ?? 0;
	const slots = Array.from({ length: n }, (_, i): [number, number] => [
		numbers[1 + 2 * i] ?? 0,
		numbers[2 + 2 * i] ?? 0,
	]).sort((a, b) => a[1] - b[1]);
	const best = new Array<number>(n + 1).fill(0);
	for (let i = 1; i <= n; i++) {
		const [start] = slots[i - 1] ?? [0, 0];
		// The number of slots among the first i − 1 that end by `start`.
		let lo = 0;
		let hi = i - 1;
		while (lo < hi) {
			const mid = (lo + hi + 1) >> 1;
			if ((slots[mid - 1]?.[1] ?? 0) <= start) lo = mid;
			else hi = mid - 1;
		}
		best[i] = Math.max(best[i - 1] ?? 0, 1 + (best[lo] ?? 0));
	}
	return `${best[n]}\n`;
}

const test = (slots: [number, number][]): string =>
	`${slots.length}\n${slots.map(([s, e]) => `${s} ${e}\n`).join("")}`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7501);
	const n = 60_000;
	const randomSlots = (count: number, horizon: number, longest: number): [number, number][] =>
		Array.from({ length: count }, () => {
			const start = random.int(0, horizon - 1);
			return [start, Math.min(horizon, start + random.int(1, longest))];
		});
	const inputs = [
		test([[0, 1]]),
		test([
			[5, 10],
			[0, 6],
		]),
		// Back-to-back slots are compatible.
		test([
			[0, 5],
			[5, 10],
			[10, 15],
		]),
		test([
			[3, 7],
			[3, 7],
			[3, 7],
		]),
		// One long slot swallows three short ones.
		test([
			[0, 100],
			[10, 20],
			[30, 40],
			[50, 60],
		]),
		test([
			[1, 4],
			[2, 5],
			[3, 6],
			[0, 10],
		]),
		test([
			[999_999, 1_000_000],
			[0, 1_000_000],
			[0, 999_999],
		]),
		test(randomSlots(10, 30, 8)),
		test(randomSlots(200, 1000, 40)),
		test(randomSlots(3000, 100_000, 500)),
		// Full drive days: trying every pair of slots is quadratic.
		test(randomSlots(n, 1_000_000, 100)),
		test(randomSlots(n, 1_000_000, 100_000)),
		test(Array.from({ length: n }, (_, i): [number, number] => [i * 16, i * 16 + 16])),
		test(Array.from({ length: n }, (_, i): [number, number] => [i, 1_000_000 - i])),
		test(randomSlots(n, 1_000_000, 1_000_000)),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const placementInterviewSlots = defineProblem({
	id: "placement-interview-slots",
	title: "Placement Interview Slots",
	topic: "greedy",
	difficulty: "easy",
	statement: `On the day of the campus placement drive, companies interview in different rooms at the same time. Riya has been shortlisted for n interview slots. Each slot has a start time s and an end time e, whole numbers on the placement portal's clock, and she must be present for the whole slot, from s up to e.

She can be in only one room at a time. A slot that ends at time t and another that starts at time t can both be attended, since the rooms are next to each other.

What is the largest number of interviews Riya can attend?`,
	inputFormat: `The first line contains an integer n, the number of slots.

Each of the next n lines contains two integers s and e: a slot from time s to time e.`,
	outputFormat: "Print one integer: the largest number of slots Riya can attend.",
	constraints: ["1 ≤ n ≤ 6 × 10^4", "0 ≤ s < e ≤ 10^6"],
	examples: [
		{
			input: "5\n1 4\n3 5\n0 6\n5 7\n8 9\n",
			output: "3\n",
			explanation:
				"She can attend 1–4, then 5–7, then 8–9. No four slots can be attended: 1–4, 3–5 and 0–6 all overlap one another.",
		},
		{
			input: "3\n10 20\n20 30\n15 25\n",
			output: "2\n",
			explanation: "10–20 ends exactly when 20–30 starts, so both can be attended.",
		},
	],
	hiddenTests,
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: `import sys

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = list(map(int, data[1:1 + 2 * n]))
    slots = sorted(zip(values[0::2], values[1::2]), key=lambda slot: slot[1])
    attended = 0
    free_at = 0
    for start, end in slots:
        if start >= free_at:
            attended += 1
            free_at = end
    print(attended)

main()
`,
	},
});
