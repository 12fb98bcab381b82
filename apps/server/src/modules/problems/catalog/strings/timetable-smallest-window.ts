import { defineProblem, type ProblemTest, seededRandom } from "../define";

const code = (letter: string) => letter.charCodeAt(0) - 65;
const bump = (counts: number[], at: number, by: number) => {
	counts[at] = (counts[at] ?? 0) + by;
};

/** The earliest start of a window of `length` periods covering `need`, or -1. */
function earliestCover(timetable: string, need: readonly number[], length: number): number {
	const have = new Array<number>(26).fill(0);
	let short = need.filter((count) => count > 0).length;
	for (let end = 0; end < timetable.length; end++) {
		const added = code(timetable[end] as string);
		bump(have, added, 1);
		if (have[added] === need[added]) short--;
		if (end >= length) {
			const removed = code(timetable[end - length] as string);
			if (have[removed] === need[removed]) short++;
			bump(have, removed, -1);
		}
		if (end >= length - 1 && short === 0) return end - length + 2;
	}
	return -1;
}

/** Independent of the reference (two pointers): binary search on the length, since covering is monotone in it. */
function smallestWindow(timetable: string, subjects: string): string {
	const need = new Array<number>(26).fill(0);
	for (const subject of subjects) bump(need, code(subject), 1);
	if (earliestCover(timetable, need, timetable.length) < 0) return "-1";
	let low = 1;
	let high = timetable.length;
	while (low < high) {
		const middle = Math.floor((low + high) / 2);
		if (earliestCover(timetable, need, middle) > 0) high = middle;
		else low = middle + 1;
	}
	return `${low} ${earliestCover(timetable, need, low)}`;
}

const generated = (timetable: string, subjects: string): ProblemTest => ({
	input: `${timetable.length} ${subjects.length}\n${timetable}\n${subjects}\n`,
	output: `${smallestWindow(timetable, subjects)}\n`,
});

export const timetableSmallestWindow = defineProblem({
	id: "timetable-smallest-window",
	title: "The Examiner's Visit",
	topic: "strings",
	difficulty: "hard",
	statement: `The department's timetable for the term is a long string of periods, one capital letter per period naming its subject.

A visiting examiner from the university must observe some classes: the list of subjects they must see, where a letter that appears twice means two periods of that subject. The examiner wants to stay for as few consecutive periods as possible, so the head of department looks for the shortest run of consecutive periods that contains every required subject at least as many times as the list asks.

Print the length of the shortest such run and the number of its first period (periods are numbered from 1). If several runs are equally short, print the one that starts earliest. If no run works, print -1.`,
	inputFormat:
		"The first line holds n and m.\nThe second line holds the timetable: a string of n capital letters.\nThe third line holds the required subjects: a string of m capital letters.",
	outputFormat:
		'Print the length and the first period of the shortest run, separated by a space, or "-1" if there is none.',
	constraints: ["1 ≤ n ≤ 500000", "1 ≤ m ≤ 100000", "Both strings hold only letters from A to Z."],
	examples: [
		{
			input: "8 2\nDMPCPMDC\nMC\n",
			output: "3 2\n",
			explanation:
				'Periods 2 to 4 ("MPC") hold an M and a C; so do periods 4 to 6 and 6 to 8, but periods 2 to 4 start earliest. No two neighbouring periods are an M and a C.',
		},
		{
			input: "7 3\nPPCPMPP\nPPM\n",
			output: "3 4\n",
			explanation: 'Periods 4 to 6, "PMP", hold two P periods and one M.',
		},
		{ input: "3 3\nAAB\nAAA\n", output: "-1\n", explanation: "The timetable has only two A periods." },
	],
	hiddenTests: () => {
		const random = seededRandom(2303);
		const letters = (n: number, alphabet: string) =>
			Array.from({ length: n }, () => alphabet[Math.floor(random.next() * alphabet.length)]).join("");
		const ALL = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
		return [
			{ input: "1 1\nA\nA\n", output: "1 1\n" },
			{ input: "1 1\nA\nB\n", output: "-1\n" },
			{ input: "5 1\nBCADA\nA\n", output: "1 3\n" },
			{ input: "5 5\nABCDE\nEDCBA\n", output: "5 1\n" },
			{ input: "6 2\nAABBAB\nBA\n", output: "2 2\n" },
			{ input: "4 3\nAAAA\nAAA\n", output: "3 1\n" },
			{ input: "3 4\nABC\nABCA\n", output: "-1\n" },
			{ input: "7 3\nXAYBZCQ\nCBA\n", output: "5 2\n" },
			generated(letters(2000, "ABCDEF"), letters(12, "ABCDEF")),
			// The one B is in the last period: every run starting earlier must reach the end.
			generated(`${"A".repeat(499_999)}B`, "AB"),
			generated(letters(500_000, ALL), letters(1000, ALL)),
			generated(letters(500_000, "ABC"), letters(100_000, "ABC")),
			// No Z anywhere: impossible, found without trying every start.
			generated(letters(500_000, ALL.slice(0, 25)), `Q${letters(99_998, "ABCDEF")}Z`),
		];
	},
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: `import sys


def main():
    data = sys.stdin.buffer.read().split()
    timetable = data[2]
    subjects = data[3]
    need = [0] * 128
    for subject in subjects:
        need[subject] += 1
    missing = len(subjects)
    best_length, best_start = 0, 0
    start = 0
    n = len(timetable)
    for end in range(n):
        period = timetable[end]
        if need[period] > 0:
            missing -= 1
        need[period] -= 1
        if missing == 0:
            # Drop periods from the front while the run still covers everything.
            while need[timetable[start]] < 0:
                need[timetable[start]] += 1
                start += 1
            length = end - start + 1
            if best_length == 0 or length < best_length:
                best_length, best_start = length, start + 1
            need[timetable[start]] += 1
            missing += 1
            start += 1
    print(f"{best_length} {best_start}" if best_length else -1)


main()
`,
	},
});
