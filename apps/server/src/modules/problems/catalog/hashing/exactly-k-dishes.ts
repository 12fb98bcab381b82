import { defineProblem, type ProblemTest, seededRandom } from "../define";

/**
 * Independent of the reference (two sliding windows): for each last day r, the stretch starting at
 * l has as many dishes as there are dishes last served on or after l. A Fenwick tree marks each
 * dish's latest day, so the starts with exactly k dishes lie between the k-th and (k+1)-th latest marks.
 */
function stretches(dishes: readonly number[], k: number): number {
	const n = dishes.length;
	const tree = new Array<number>(n + 1).fill(0);
	const add = (position: number, delta: number) => {
		for (let i = position; i <= n; i += i & -i) tree[i] = (tree[i] as number) + delta;
	};
	let top = 1;
	while (top * 2 <= n) top *= 2;
	/** The position of the `rank`-th mark from the left (1-based rank), or 0 for rank 0. */
	const nthMark = (rank: number) => {
		let position = 0;
		let left = rank;
		for (let step = top; step > 0; step >>= 1) {
			const next = position + step;
			if (next <= n && (tree[next] as number) < left) {
				position = next;
				left -= tree[next] as number;
			}
		}
		return rank === 0 ? 0 : position + 1;
	};
	const lastDay = new Map<number, number>();
	let total = 0;
	dishes.forEach((dish, index) => {
		const day = index + 1;
		const previous = lastDay.get(dish);
		if (previous !== undefined) add(previous, -1);
		add(day, 1);
		lastDay.set(dish, day);
		const distinct = lastDay.size;
		if (distinct >= k) total += nthMark(distinct - k + 1) - nthMark(distinct - k);
	});
	return total;
}

const generated = (dishes: number[], k: number): ProblemTest => ({
	input: `${dishes.length} ${k}\n${dishes.join(" ")}\n`,
	output: `${stretches(dishes, k)}\n`,
});

export const exactlyKDishes = defineProblem({
	id: "exactly-k-dishes",
	title: "Exactly k Specials",
	topic: "hashing",
	difficulty: "hard",
	statement: `The hostel mess serves one special dish every day, and the mess secretary has written down the dish number of each day's special for the last n days.

A student who writes a food blog wants to review stretches of consecutive days in which exactly k different specials were served: not fewer, not more. A dish served on several days of the stretch counts once.

Count the stretches with exactly k different specials. Two stretches are different if they start or end on different days.`,
	inputFormat:
		"The first line holds n and k.\nThe second line holds n integers d1 d2 … dn, the dish number of each day's special.",
	outputFormat:
		"Print one integer: the number of stretches of consecutive days with exactly k different specials.",
	constraints: ["1 ≤ k ≤ n ≤ 100000", "1 ≤ di ≤ 100000", "The answer may not fit in a 32-bit integer."],
	examples: [
		{
			input: "6 2\n3 3 5 3 7 7\n",
			output: "7\n",
			explanation:
				"Days 1–3, 2–3, 1–4, 2–4 and 3–4 serve dishes 3 and 5; days 4–5 and 4–6 serve dishes 3 and 7.",
		},
		{ input: "7 3\n4 8 4 2 8 4 2\n", output: "14\n" },
	],
	hiddenTests: () => {
		const random = seededRandom(3303);
		const days = (n: number, kinds: number) => Array.from({ length: n }, () => random.int(1, kinds));
		const allDifferent = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
		return [
			{ input: "1 1\n5\n", output: "1\n" },
			{ input: "3 1\n7 7 7\n", output: "6\n" },
			{ input: "3 2\n7 7 7\n", output: "0\n" },
			{ input: "4 4\n1 2 3 4\n", output: "1\n" },
			{ input: "4 2\n1 2 3 4\n", output: "3\n" },
			{ input: "5 3\n1 2 1 2 1\n", output: "0\n" },
			{ input: "7 2\n2 1 1 3 2 2 1\n", output: "8\n" },
			generated(days(1500, 8), 4),
			// One dish every day: all 5000050000 stretches count, beyond a 32-bit counter.
			generated(
				Array.from({ length: 100_000 }, () => 42),
				1,
			),
			generated(days(100_000, 100), 50),
			generated(days(100_000, 100_000), 1000),
			generated(allDifferent(100_000), 50_000),
		];
	},
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: `import sys


def at_most(dishes, k):
    """Stretches with at most k different specials: for each last day, every start from the window's left."""
    count = {}
    start = 0
    total = 0
    for end, dish in enumerate(dishes):
        count[dish] = count.get(dish, 0) + 1
        while len(count) > k:
            first = dishes[start]
            count[first] -= 1
            if count[first] == 0:
                del count[first]
            start += 1
        total += end - start + 1
    return total


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    dishes = data[2:2 + n]
    print(at_most(dishes, k) - at_most(dishes, k - 1))


main()
`,
	},
});
