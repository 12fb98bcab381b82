import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Independent of the reference (binary search per cutoff): cutoffs answered from highest to lowest in one sweep. */
function qualifying(scores: readonly number[], cutoffs: readonly number[]): number[] {
	const descending = [...scores].sort((a, b) => b - a);
	const order = cutoffs.map((_, i) => i).sort((a, b) => (cutoffs[b] as number) - (cutoffs[a] as number));
	const answers = new Array<number>(cutoffs.length).fill(0);
	let atLeast = 0;
	for (const query of order) {
		while (atLeast < descending.length && (descending[atLeast] as number) >= (cutoffs[query] as number))
			atLeast++;
		answers[query] = atLeast;
	}
	return answers;
}

const generated = (scores: number[], cutoffs: number[]): ProblemTest => ({
	input: `${scores.length} ${cutoffs.length}\n${scores.join(" ")}\n${cutoffs.join(" ")}\n`,
	output: qualifying(scores, cutoffs)
		.map((count) => `${count}\n`)
		.join(""),
});

export const cutoffRankQueries = defineProblem({
	id: "cutoff-rank-queries",
	title: "Counselling Cut-offs",
	topic: "binary-search",
	difficulty: "easy",
	statement: `The state engineering entrance exam has published the scores of all n candidates. During counselling, colleges keep asking the same question for different cut-off scores: how many candidates scored at least this much?

Answer q such questions.`,
	inputFormat:
		"The first line holds n and q.\nThe second line holds n integers s1 s2 … sn, the candidates' scores.\nThe third line holds q integers c1 c2 … cq, the cut-offs.",
	outputFormat:
		"Print q lines: for each cut-off, in the order given, the number of candidates whose score is at least that cut-off.",
	constraints: ["1 ≤ n ≤ 50000", "1 ≤ q ≤ 50000", "0 ≤ si ≤ 1000000", "0 ≤ ci ≤ 1000000"],
	examples: [
		{
			input: "5 3\n120 250 180 250 90\n200 90 251\n",
			output: "2\n5\n0\n",
			explanation:
				"Two candidates scored 200 or more (both 250s), all five scored at least 90, and nobody scored 251.",
		},
	],
	hiddenTests: () => {
		const random = seededRandom(6101);
		const values = (n: number, low: number, high: number) =>
			Array.from({ length: n }, () => random.int(low, high));
		return [
			{ input: "1 1\n0\n0\n", output: "1\n" },
			{ input: "1 2\n5\n6 5\n", output: "0\n1\n" },
			{ input: "3 3\n7 7 7\n7 8 0\n", output: "3\n0\n3\n" },
			{ input: "4 1\n1000000 0 500000 999999\n1000000\n", output: "1\n" },
			{ input: "2 3\n10 20\n0 15 21\n", output: "2\n1\n0\n" },
			{ input: "5 2\n3 1 4 1 5\n1 2\n", output: "5\n3\n" },
			generated(values(500, 0, 300), values(500, 0, 300)),
			generated(values(50_000, 0, 1_000_000), values(50_000, 0, 1_000_000)),
			// Many equal scores: the count must include every candidate exactly at the cut-off.
			generated(values(50_000, 0, 10), values(50_000, 0, 11)),
			generated(values(50_000, 900_000, 1_000_000), values(50_000, 0, 1_000_000)),
		];
	},
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: `import sys
from bisect import bisect_left


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    scores = sorted(map(int, data[2:2 + n]))
    answers = []
    for cutoff in map(int, data[2 + n:2 + n + q]):
        # Everyone from the first score >= cutoff onwards qualifies.
        answers.append(n - bisect_left(scores, cutoff))
    sys.stdout.write("\\n".join(map(str, answers)) + "\\n")


main()
`,
	},
});
