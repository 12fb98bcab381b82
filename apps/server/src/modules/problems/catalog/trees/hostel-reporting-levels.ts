import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Each person's level by walking up to the first known ancestor, then filling the walked path. */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const n = numbers[0] ?? 0;
	const parent = (person: number) => numbers[person] ?? 0;
	const level = new Array<number>(n + 1).fill(0);
	let deepest = 0;
	for (let person = 1; person <= n; person++) {
		const path: number[] = [];
		let at = person;
		while (at !== 0 && level[at] === 0) {
			path.push(at);
			at = parent(at);
		}
		let depth = at === 0 ? 0 : (level[at] ?? 0);
		for (let i = path.length - 1; i >= 0; i--) level[path[i] ?? 0] = ++depth;
		deepest = Math.max(deepest, level[person] ?? 0);
	}
	return `${deepest}\n`;
}

const test = (parents: number[]): string => `${parents.length}\n${parents.join(" ")}\n`;

/** A tree whose person `order[i]` reports to someone earlier in `order`, chosen by `pickBoss`. */
function tree(order: number[], pickBoss: (index: number) => number): string {
	const parents = new Array<number>(order.length).fill(0);
	for (let i = 1; i < order.length; i++) parents[(order[i] ?? 1) - 1] = order[pickBoss(i)] ?? 0;
	return test(parents);
}

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7301);
	const shuffled = (n: number) => {
		const people = Array.from({ length: n }, (_, i) => i + 1);
		for (let i = n - 1; i > 0; i--) {
			const j = random.int(0, i);
			[people[i], people[j]] = [people[j] ?? 0, people[i] ?? 0];
		}
		return people;
	};
	const n = 100_000;
	const inputs = [
		test([0]),
		test([0, 1]),
		test([2, 0]),
		test([0, 1, 1, 1, 1, 1]),
		test([0, 1, 2, 3, 4, 5, 6]),
		test([2, 3, 4, 5, 6, 7, 0]),
		test([3, 3, 0, 1, 1, 2, 6, 6]),
		tree(shuffled(20), (i) => random.int(0, i - 1)),
		tree(shuffled(300), (i) => random.int(Math.max(0, i - 3), i - 1)),
		tree(shuffled(1000), (i) => Math.floor((i - 1) / 2)),
		// Deep chains: walking from every person up to the chief warden is quadratic.
		tree(shuffled(n), (i) => i - 1),
		tree(shuffled(n), (i) => Math.max(0, i - random.int(1, 2))),
		tree(shuffled(n), (i) => (i < n / 2 ? i - 1 : random.int(0, i - 1))),
		tree(shuffled(n), () => 0),
		tree(shuffled(n), (i) => random.int(0, i - 1)),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const hostelReportingLevels = defineProblem({
	id: "hostel-reporting-levels",
	title: "Hostel Reporting Levels",
	topic: "trees",
	difficulty: "easy",
	statement: `In the boys' hostel every resident reports to exactly one senior, except the chief warden, who reports to no one. The reporting lines form a tree with the chief warden at the top.

When the chief warden announces a surprise room inspection, the news travels down one level at a time: the chief warden is level 1, the people who report to the chief warden are level 2, the people who report to them are level 3, and so on.

Residents are numbered 1 to n. Find the number of levels in the hostel's reporting tree.`,
	inputFormat: `The first line contains an integer n.

The second line contains n integers p1 p2 ... pn, where pi is the person resident i reports to, or 0 for the chief warden.`,
	outputFormat: "Print one integer: the number of levels.",
	constraints: [
		"1 ≤ n ≤ 10^5",
		"0 ≤ pi ≤ n, pi ≠ i",
		"Exactly one pi is 0, and the reporting lines form a single tree (there are no cycles)",
	],
	examples: [
		{
			input: "6\n0 1 1 3 3 5\n",
			output: "4\n",
			explanation:
				"Resident 1 is the chief warden (level 1). Residents 2 and 3 are level 2, residents 4 and 5 are level 3, and resident 6, who reports to 5, is level 4.",
		},
		{
			input: "1\n0\n",
			output: "1\n",
			explanation: "Only the chief warden lives in the hostel: one level.",
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
    children = [[] for _ in range(n + 1)]
    root = 0
    for person in range(1, n + 1):
        boss = int(data[person])
        if boss == 0:
            root = person
        else:
            children[boss].append(person)
    # Breadth-first, one level per round: no recursion, so a chain of 10^5 is fine.
    levels = 0
    frontier = [root]
    while frontier:
        levels += 1
        frontier = [child for person in frontier for child in children[person]]
    print(levels)

main()
`,
	},
});
