import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Independent of the reference (a formula per letter): each student closes one group per earlier same-section student, plus their own. */
function groups(line: string): number {
	const seen = new Map<string, number>();
	let total = 0;
	for (const section of line) {
		const before = seen.get(section) ?? 0;
		total += before + 1;
		seen.set(section, before + 1);
	}
	return total;
}

const generated = (line: string): ProblemTest => ({
	input: `${line.length}\n${line}\n`,
	output: `${groups(line)}\n`,
});

export const sameSectionEnds = defineProblem({
	id: "same-section-ends",
	title: "Assembly Line Drill",
	topic: "strings",
	difficulty: "easy",
	statement: `At the morning assembly n students stand in one line. Each wears a badge with the letter of their section, from a to z.

The PT teacher picks groups for a drill. A group is one or more students standing next to each other in the line, and the teacher only picks a group whose first and last student are from the same section. A single student is a group whose first and last student are the same person, so it always qualifies.

Count how many different groups the teacher can pick. Two groups are different if they start or end at different places in the line.`,
	inputFormat:
		"The first line holds n, the number of students.\nThe second line holds a string of n lowercase letters, the sections of the students from the front of the line.",
	outputFormat: "Print one integer: the number of groups whose first and last student share a section.",
	constraints: [
		"1 ≤ n ≤ 500000",
		"The string has exactly n letters from a to z.",
		"The answer may not fit in a 32-bit integer.",
	],
	examples: [
		{
			input: "5\nabcab\n",
			output: "7\n",
			explanation: 'The five single students, "abca" (students 1 to 4) and "bcab" (students 2 to 5).',
		},
		{
			input: "4\nzzzz\n",
			output: "10\n",
			explanation: "Every one of the 4 + 3 + 2 + 1 groups starts and ends with section z.",
		},
	],
	hiddenTests: () => {
		const random = seededRandom(2101);
		const line = (n: number, letters: string) =>
			Array.from({ length: n }, () => letters[Math.floor(random.next() * letters.length)]).join("");
		return [
			{ input: "1\nq\n", output: "1\n" },
			{ input: "3\nabc\n", output: "3\n" },
			{ input: "2\naa\n", output: "3\n" },
			{ input: "6\nababab\n", output: "12\n" },
			{ input: "7\nabacaba\n", output: "14\n" },
			{ input: "26\nabcdefghijklmnopqrstuvwxyz\n", output: "26\n" },
			generated(line(1000, "abcdefghijklmnopqrstuvwxyz")),
			// 125000250000 groups: far beyond a 32-bit counter.
			generated("a".repeat(500_000)),
			generated(line(500_000, "abcdefghijklmnopqrstuvwxyz")),
			generated(line(500_000, "xy")),
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
    line = data[1][:n]
    # c students of one section give c single groups and c*(c-1)/2 longer ones.
    total = 0
    for letter in set(line):
        c = line.count(letter)
        total += c * (c + 1) // 2
    print(total)


main()
`,
	},
});
