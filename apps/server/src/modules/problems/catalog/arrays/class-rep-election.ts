import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Independent of the reference (Boyer–Moore): a majority, if any, is the middle of the sorted votes. */
function winner(votes: readonly number[]): number {
	const sorted = [...votes].sort((a, b) => a - b);
	const middle = sorted[Math.floor(sorted.length / 2)] as number;
	const count = sorted.filter((vote) => vote === middle).length;
	return count * 2 > votes.length ? middle : -1;
}

const generated = (votes: number[]): ProblemTest => ({
	input: `${votes.length}\n${votes.join(" ")}\n`,
	output: `${winner(votes)}\n`,
});

export const classRepElection = defineProblem({
	id: "class-rep-election",
	title: "Class Representative Election",
	topic: "arrays",
	difficulty: "easy",
	statement: `Section B of the second-year CSE batch is electing its class representative. Every one of the n students writes the candidate number of the person they support on a slip, and the slips are read out in order.

By the department's rule a candidate wins only with a strict majority, that is, with more than half of all the slips. Otherwise the vote is held again next week.

Print the winning candidate's number, or -1 if no candidate has a strict majority.`,
	inputFormat:
		"The first line holds n, the number of slips.\nThe second line holds n integers v1 v2 … vn, the candidate number on each slip.",
	outputFormat: "Print the number of the candidate with more than n/2 slips, or -1 if there is none.",
	constraints: ["1 ≤ n ≤ 100000", "1 ≤ vi ≤ 1000000"],
	examples: [
		{
			input: "7\n42 17 42 42 8 42 17\n",
			output: "42\n",
			explanation: "Candidate 42 is on 4 of the 7 slips, and 4 is more than 7/2.",
		},
		{
			input: "4\n5 9 9 5\n",
			output: "-1\n",
			explanation: "Candidates 5 and 9 have 2 slips each: exactly half is not a majority.",
		},
	],
	hiddenTests: () => {
		const random = seededRandom(1202);
		const shuffled = (votes: number[]) => {
			for (let i = votes.length - 1; i > 0; i--) {
				const j = random.int(0, i);
				[votes[i], votes[j]] = [votes[j] as number, votes[i] as number];
			}
			return votes;
		};
		/** `count` slips for `favourite`, the rest spread over other candidates. */
		const withFavourite = (n: number, favourite: number, count: number) =>
			shuffled([
				...Array.from({ length: count }, () => favourite),
				...Array.from({ length: n - count }, () => {
					const other = random.int(1, 1_000_000);
					return other === favourite ? favourite - 1 : other;
				}),
			]);
		return [
			{ input: "1\n1000000\n", output: "1000000\n" },
			{ input: "2\n5 5\n", output: "5\n" },
			{ input: "2\n5 6\n", output: "-1\n" },
			{ input: "3\n7 8 7\n", output: "7\n" },
			{ input: "5\n1 2 3 3 3\n", output: "3\n" },
			{ input: "6\n4 4 4 1 2 3\n", output: "-1\n" },
			{ input: "5\n2 2 1 1 1\n", output: "1\n" },
			generated(withFavourite(999, 31, 500)),
			// A candidate with exactly half of 100000 slips does not win.
			generated(withFavourite(100_000, 777_777, 50_000)),
			generated(withFavourite(100_000, 123_456, 50_001)),
			generated(Array.from({ length: 100_000 }, () => random.int(1, 1_000_000))),
			// Two strong candidates and no winner: a pairing-off pass ends on one of them.
			generated(shuffled(Array.from({ length: 100_000 }, (_, i) => (i % 2 === 0 ? 11 : 22)))),
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
    votes = data[1:1 + n]
    # Boyer-Moore: pairing off slips for different candidates never removes a majority.
    candidate, lead = None, 0
    for vote in votes:
        if lead == 0:
            candidate, lead = vote, 1
        elif vote == candidate:
            lead += 1
        else:
            lead -= 1
    if candidate is not None and votes.count(candidate) * 2 > n:
        print(int(candidate))
    else:
        print(-1)


main()
`,
	},
});
