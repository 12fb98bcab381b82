import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** A depth-first walk that visits right children first: the first lamp seen at each depth is the one in view. */
function solve(input: string): string {
	const tokens = input.trim().split(/\s+/).map(Number).slice(1);
	const left: number[] = [];
	const right: number[] = [];
	let next = 1;
	for (let node = 0; node < next && node < tokens.length; node++) {
		left[node] = -1;
		right[node] = -1;
		if ((tokens[node] ?? -1) === -1) continue;
		for (const side of [left, right]) {
			if (next >= tokens.length) break;
			side[node] = next++;
		}
	}
	const view: number[] = [];
	const stackNode = [0];
	const stackDepth = [0];
	while (stackNode.length > 0) {
		const node = stackNode.pop() ?? -1;
		const depth = stackDepth.pop() ?? 0;
		if (node === -1 || (tokens[node] ?? -1) === -1) continue;
		if (view.length === depth) view.push(tokens[node] ?? 0);
		stackNode.push(left[node] ?? -1, right[node] ?? -1);
		stackDepth.push(depth + 1, depth + 1);
	}
	return `${view.join(" ")}\n`;
}

const test = (tokens: number[]): string => `${tokens.length}\n${tokens.join(" ")}\n`;

/** Level order of a tree given as child lists, with -1 for missing children and trailing -1s dropped. */
function levelOrder(values: number[], left: number[], right: number[]): number[] {
	const tokens: number[] = [values[0] ?? 1];
	const queue = [0];
	for (let head = 0; head < queue.length; head++) {
		const node = queue[head] ?? 0;
		for (const child of [left[node] ?? -1, right[node] ?? -1]) {
			tokens.push(child === -1 ? -1 : (values[child] ?? 1));
			if (child !== -1) queue.push(child);
		}
	}
	while (tokens.at(-1) === -1) tokens.pop();
	return tokens;
}

/** A random binary tree of n lamps: each new lamp hangs from a free side of an earlier one. */
function randomTree(
	n: number,
	random: ReturnType<typeof seededRandom>,
	lean: (free: number) => number,
): number[] {
	const values = Array.from({ length: n }, () => random.int(1, 1000));
	const left = new Array<number>(n).fill(-1);
	const right = new Array<number>(n).fill(-1);
	const free: [number, "left" | "right"][] = [
		[0, "left"],
		[0, "right"],
	];
	for (let node = 1; node < n; node++) {
		const at = lean(free.length);
		const [parent, side] = free[at] ?? [0, "left"];
		free[at] = free.at(-1) ?? [0, "left"];
		free.pop();
		(side === "left" ? left : right)[parent] = node;
		free.push([node, "left"], [node, "right"]);
	}
	return levelOrder(values, left, right);
}

/** A path of n lamps where each lamp's only child is on the side `sideOf(i)` chooses. */
function path(
	n: number,
	random: ReturnType<typeof seededRandom>,
	sideOf: (i: number) => "left" | "right",
): number[] {
	const values = Array.from({ length: n }, () => random.int(1, 1000));
	const left = new Array<number>(n).fill(-1);
	const right = new Array<number>(n).fill(-1);
	for (let i = 0; i + 1 < n; i++) (sideOf(i) === "left" ? left : right)[i] = i + 1;
	return levelOrder(values, left, right);
}

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7302);
	const n = 100_000;
	const inputs = [
		test([7]),
		test([1, 2]),
		test([1, -1, 3]),
		test([5, 5, 5, 5, 5, 5, 5]),
		// The deepest lamp hangs on the left, so the view turns left at the bottom.
		test([1, 2, 3, 4, -1, -1, -1, 8]),
		test([10, 20, 30, -1, 40, 50, -1, -1, -1, 60]),
		test(path(12, random, (i) => (i % 2 === 0 ? "left" : "right"))),
		test(randomTree(15, random, (free) => random.int(0, free - 1))),
		test(randomTree(200, random, (free) => random.int(0, free - 1))),
		test(randomTree(1000, random, (free) => Math.max(0, free - random.int(1, 3)))),
		// Deep lopsided trees: a recursive walk overflows, and collecting each level afresh is quadratic.
		test(path(n, random, () => "left")),
		test(path(n, random, () => "right")),
		test(path(n, random, () => (random.next() < 0.5 ? "left" : "right"))),
		test(randomTree(n, random, (free) => Math.max(0, free - random.int(1, 4)))),
		test(randomTree(n, random, (free) => random.int(0, free - 1))),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const lightTreeRightView = defineProblem({
	id: "light-tree-right-view",
	title: "Light Tree Right View",
	topic: "trees",
	difficulty: "easy",
	statement: `For the Diwali night in the college quadrangle, the decoration team hangs lamps on a tall frame shaped like a binary tree. The top lamp hangs from the frame's peak; below each lamp, at most one lamp hangs on its left branch and at most one on its right branch. Every lamp has a brightness.

The cultural secretary takes a photograph from the right side of the quadrangle. From there only one lamp is visible on each level of the tree: the rightmost lamp of that level.

Print the brightness of the visible lamps from the top level to the bottom level.`,
	inputFormat: `The first line contains an integer L, the number of tokens that describe the tree.

The second line contains L integers: the tree in level order. The first token is the top lamp's brightness. Then, for every lamp in the order the lamps appear, two tokens give its left child and its right child: a brightness, or -1 when that branch has no lamp. Missing branches of missing lamps are not listed, and tokens left off at the end mean missing lamps.`,
	outputFormat:
		"Print the brightness of the lamp visible on each level, top to bottom, on one line separated by spaces.",
	constraints: [
		"1 ≤ number of lamps ≤ 10^5",
		"1 ≤ brightness ≤ 1000",
		"1 ≤ L ≤ 2 × 10^5 + 1, and the first token is not -1",
	],
	examples: [
		{
			input: "7\n1 2 3 -1 5 -1 4\n",
			output: "1 3 4\n",
			explanation:
				"Lamp 1 is at the top with 2 on its left and 3 on its right. Lamp 2 has only a right child, 5; lamp 3 has only a right child, 4. The levels are (1), (2 3) and (5 4), and their rightmost lamps are 1, 3 and 4.",
		},
		{
			input: "4\n9 6 -1 8\n",
			output: "9 6 8\n",
			explanation: "Each lamp has only a left child, so each level has one lamp and all three are visible.",
		},
	],
	hiddenTests,
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: String.raw`import sys

def main():
    data = sys.stdin.buffer.read().split()
    count = int(data[0])
    tokens = data[1:1 + count]
    # Breadth-first, one level at a time: token positions of the lamps on the current level.
    level = [0]
    nxt = 1
    view = []
    while level:
        view.append(tokens[level[-1]])
        below = []
        for _ in level:
            for _side in range(2):
                if nxt < count:
                    if tokens[nxt] != b"-1":
                        below.append(nxt)
                    nxt += 1
        level = below
    sys.stdout.buffer.write(b" ".join(view) + b"\n")

main()
`,
	},
});
