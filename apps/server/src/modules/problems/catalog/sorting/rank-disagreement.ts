import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Independent of the reference (merge sort): a Fenwick tree counts the earlier teams ranked lower by the second judge. */
function disagreements(ranks: readonly number[]): number {
	const n = ranks.length;
	const tree = new Array<number>(n + 1).fill(0);
	let count = 0;
	ranks.forEach((rank, seen) => {
		let atMost = 0;
		for (let i = rank; i > 0; i -= i & -i) atMost += tree[i] as number;
		count += seen - atMost;
		for (let i = rank; i <= n; i += i & -i) tree[i] = (tree[i] as number) + 1;
	});
	return count;
}

const generated = (ranks: number[]): ProblemTest => ({
	input: `${ranks.length}\n${ranks.join(" ")}\n`,
	output: `${disagreements(ranks)}\n`,
});

export const rankDisagreement = defineProblem({
	id: "rank-disagreement",
	title: "When the Judges Disagree",
	topic: "sorting",
	difficulty: "medium",
	statement: `Two judges ranked the same n teams at the college hackathon. The first judge's ranking is written in order, best team first, and for each team we write down the place the second judge gave it.

Two teams are a disagreement when the judges put them in opposite order: the first judge ranked team X above team Y, but the second judge ranked Y above X. The organisers use the number of disagreements to decide whether a third judge is needed.

Count the pairs of teams on which the two judges disagree.`,
	inputFormat:
		"The first line holds n, the number of teams.\nThe second line holds n distinct integers p1 p2 … pn: pi is the second judge's place for the team the first judge ranked i-th.",
	outputFormat: "Print one integer: the number of pairs of teams the judges order differently.",
	constraints: [
		"1 ≤ n ≤ 100000",
		"p1 … pn are the numbers 1 to n in some order.",
		"The answer may not fit in a 32-bit integer.",
	],
	examples: [
		{
			input: "5\n2 4 1 3 5\n",
			output: "3\n",
			explanation:
				"The first judge's teams 1 and 3, 2 and 3, and 2 and 4 are in opposite order for the second judge.",
		},
		{ input: "3\n1 2 3\n", output: "0\n", explanation: "The judges agree completely." },
	],
	hiddenTests: () => {
		const random = seededRandom(5303);
		const shuffled = (n: number) => {
			const ranks = Array.from({ length: n }, (_, i) => i + 1);
			for (let i = n - 1; i > 0; i--) {
				const j = random.int(0, i);
				[ranks[i], ranks[j]] = [ranks[j] as number, ranks[i] as number];
			}
			return ranks;
		};
		const nearlyAgreeing = (n: number, swaps: number) => {
			const ranks = Array.from({ length: n }, (_, i) => i + 1);
			for (let s = 0; s < swaps; s++) {
				const i = random.int(0, n - 2);
				[ranks[i], ranks[i + 1]] = [ranks[i + 1] as number, ranks[i] as number];
			}
			return ranks;
		};
		return [
			{ input: "1\n1\n", output: "0\n" },
			{ input: "2\n2 1\n", output: "1\n" },
			{ input: "4\n4 3 2 1\n", output: "6\n" },
			{ input: "5\n1 2 3 4 5\n", output: "0\n" },
			{ input: "6\n3 1 2 6 4 5\n", output: "4\n" },
			{ input: "5\n5 1 2 3 4\n", output: "4\n" },
			{ input: "5\n2 3 4 5 1\n", output: "4\n" },
			generated(shuffled(1000)),
			// Complete disagreement: 4999950000 pairs, beyond a 32-bit counter.
			generated(Array.from({ length: 100_000 }, (_, i) => 100_000 - i)),
			generated(shuffled(100_000)),
			generated(nearlyAgreeing(100_000, 5000)),
		];
	},
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: `import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    ranks = list(map(int, data[1:1 + n]))
    # Bottom-up merge sort: when a later element is merged ahead, it passes every element left in the first half.
    count = 0
    width = 1
    source = ranks
    while width < n:
        merged = []
        for start in range(0, n, 2 * width):
            left = source[start:start + width]
            right = source[start + width:start + 2 * width]
            i = j = 0
            nl, nr = len(left), len(right)
            while i < nl and j < nr:
                if left[i] <= right[j]:
                    merged.append(left[i])
                    i += 1
                else:
                    merged.append(right[j])
                    count += nl - i
                    j += 1
            merged.extend(left[i:])
            merged.extend(right[j:])
        source = merged
        width *= 2
    print(count)


main()
`,
	},
});
