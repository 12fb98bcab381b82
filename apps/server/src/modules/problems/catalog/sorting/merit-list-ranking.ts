import { defineProblem, type ProblemTest, seededRandom } from "../define";

type Student = { roll: string; marks: number };

/** Independent of the reference (one sort on a composite key): a bucket per mark, each bucket sorted by roll number. */
function meritList(students: readonly Student[]): string[] {
	const buckets = Array.from({ length: 101 }, () => [] as string[]);
	for (const { roll, marks } of students) buckets[marks]?.push(roll);
	const list: string[] = [];
	for (let marks = 100; marks >= 0; marks--) {
		// Character codes, not locale order: digits come before capital letters.
		list.push(...(buckets[marks] as string[]).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
	}
	return list;
}

const generated = (students: Student[]): ProblemTest => ({
	input: `${students.length}\n${students.map(({ roll, marks }) => `${roll} ${marks}\n`).join("")}`,
	output: meritList(students)
		.map((roll) => `${roll}\n`)
		.join(""),
});

export const meritListRanking = defineProblem({
	id: "merit-list-ranking",
	title: "Publishing the Merit List",
	topic: "sorting",
	difficulty: "easy",
	statement: `The examination cell is publishing the merit list of the internal assessment. Each of the n students has a unique roll number and a mark out of 100.

The list orders students by mark, highest first. Students with the same mark are listed in dictionary order of their roll numbers: compare character by character, where 0 < 1 < … < 9 < A < B < … < Z, and a roll number that is the beginning of a longer one comes before it.

Print the roll numbers in merit-list order.`,
	inputFormat:
		"The first line holds n, the number of students.\nEach of the next n lines holds a roll number and a mark, separated by a space.",
	outputFormat: "Print n lines: the roll numbers in merit-list order.",
	constraints: [
		"1 ≤ n ≤ 75000",
		"A roll number has 1 to 8 characters, each a digit or a capital letter; no two students share one.",
		"Every mark is an integer from 0 to 100.",
	],
	examples: [
		{
			input: "5\n22CS0104 78\n22CS0007 91\n22CS0032 78\n22EC0011 85\n22CS0001 78\n",
			output: "22CS0007\n22EC0011\n22CS0001\n22CS0032\n22CS0104\n",
			explanation: "91 and 85 come first; the three students with 78 follow in order of roll number.",
		},
	],
	hiddenTests: () => {
		const random = seededRandom(5101);
		const shuffled = <T>(items: T[]) => {
			for (let i = items.length - 1; i > 0; i--) {
				const j = random.int(0, i);
				[items[i], items[j]] = [items[j] as T, items[i] as T];
			}
			return items;
		};
		/** `n` distinct roll numbers like 23ME0412, in random order. */
		const rolls = (n: number) => {
			const all: string[] = [];
			for (const year of ["21", "22", "23", "24"])
				for (const branch of ["CS", "EC", "ME", "CE", "EE"])
					for (let number = 1; number <= 4000; number++)
						all.push(`${year}${branch}${String(number).padStart(4, "0")}`);
			return shuffled(all).slice(0, n);
		};
		const batch = (n: number, marks: () => number) => rolls(n).map((roll) => ({ roll, marks: marks() }));
		return [
			{ input: "1\n22CS0001 55\n", output: "22CS0001\n" },
			{ input: "3\nB 50\nA 50\nC 50\n", output: "A\nB\nC\n" },
			{ input: "3\nZ1 0\nA1 100\nM1 0\n", output: "A1\nM1\nZ1\n" },
			{ input: "2\n22CS1 70\n22CS 70\n", output: "22CS\n22CS1\n" },
			{ input: "2\nA 10\n9 10\n", output: "9\nA\n" },
			{
				input: "4\n21ME0004 88\n21ME0003 91\n21ME0002 88\n21ME0001 100\n",
				output: "21ME0001\n21ME0003\n21ME0002\n21ME0004\n",
			},
			{ input: "3\nX 0\nY 1\nZ 2\n", output: "Z\nY\nX\n" },
			generated(batch(500, () => random.int(30, 60))),
			generated(batch(75_000, () => random.int(0, 100))),
			// Everyone scored the same: the order is decided by roll numbers alone.
			generated(batch(75_000, () => 100)),
			generated(batch(75_000, () => random.int(90, 92))),
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
    rolls = data[1:1 + 2 * n:2]
    marks = data[2:2 + 2 * n:2]
    # Bytes compare by character code, which is the dictionary order the cell uses.
    order = sorted(range(n), key=lambda i: (-int(marks[i]), rolls[i]))
    sys.stdout.buffer.write(b"\\n".join(rolls[i] for i in order) + b"\\n")


main()
`,
	},
});
