import { defineProblem, type ProblemTest, seededRandom } from "../define";

/**
 * Kahn's algorithm where the next module is the leftmost leaf with no pending prerequisite in a
 * segment tree of counts: a different structure from the reference's heap.
 */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const [n = 1, m = 0] = numbers;
	const unlocks: number[][] = Array.from({ length: n + 1 }, () => []);
	let size = 1;
	while (size < n) size *= 2;
	const tree = new Array<number>(2 * size).fill(Number.POSITIVE_INFINITY);
	for (let module = 1; module <= n; module++) tree[size + module - 1] = 0;
	for (let i = 0; i < m; i++) {
		const [a = 1, b = 1] = [numbers[2 + 2 * i], numbers[3 + 2 * i]];
		unlocks[a]?.push(b);
		tree[size + b - 1] = (tree[size + b - 1] ?? 0) + 1;
	}
	const refresh = (leaf: number) => {
		for (let node = (leaf + size) >> 1; node >= 1; node >>= 1)
			tree[node] = Math.min(tree[2 * node] ?? 0, tree[2 * node + 1] ?? 0);
	};
	for (let node = size - 1; node >= 1; node--)
		tree[node] = Math.min(tree[2 * node] ?? 0, tree[2 * node + 1] ?? 0);
	const order: number[] = [];
	while (tree[1] === 0) {
		let node = 1;
		while (node < size) node = tree[2 * node] === 0 ? 2 * node : 2 * node + 1;
		const module = node - size + 1;
		order.push(module);
		tree[node] = Number.POSITIVE_INFINITY;
		refresh(module - 1);
		for (const next of unlocks[module] ?? []) {
			tree[size + next - 1] = (tree[size + next - 1] ?? 0) - 1;
			refresh(next - 1);
		}
	}
	return order.length === n ? `${order.join(" ")}\n` : "IMPOSSIBLE\n";
}

const test = (n: number, rules: [number, number][]): string =>
	`${n} ${rules.length}\n${rules.map(([a, b]) => `${a} ${b}\n`).join("")}`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7403);
	const n = 50_000;
	const m = 70_000;
	/** Rules that respect a hidden random order, so a valid order exists. */
	const acyclic = (size: number, count: number): [number, number][] => {
		const rank = Array.from({ length: size }, (_, i) => i + 1);
		for (let i = size - 1; i > 0; i--) {
			const j = random.int(0, i);
			[rank[i], rank[j]] = [rank[j] ?? 0, rank[i] ?? 0];
		}
		return Array.from({ length: count }, () => {
			const i = random.int(0, size - 2);
			const j = random.int(i + 1, Math.min(size - 1, i + 50));
			return [rank[i] ?? 1, rank[j] ?? 1];
		});
	};
	const withCycle = (size: number, count: number): [number, number][] => {
		const rules = acyclic(size, count);
		const [a, b] = rules[random.int(0, rules.length - 1)] ?? [1, 2];
		rules.push([b, a]);
		return rules;
	};
	const inputs = [
		test(1, []),
		test(3, []),
		test(2, [[2, 1]]),
		test(2, [
			[1, 2],
			[2, 1],
		]),
		test(3, [
			[3, 1],
			[3, 1],
			[2, 1],
		]),
		test(4, [
			[1, 2],
			[2, 3],
			[3, 4],
			[4, 2],
		]),
		test(6, [
			[6, 1],
			[5, 1],
			[2, 3],
		]),
		test(10, acyclic(10, 12)),
		test(300, acyclic(300, 600)),
		test(500, withCycle(500, 800)),
		// Large plans: rescanning every module for the smallest one that is ready is quadratic.
		test(
			n,
			Array.from({ length: n - 1 }, (_, i): [number, number] => [n - i, n - i - 1]),
		),
		test(n, [
			...Array.from({ length: n - 1 }, (_, i): [number, number] => [n - i, n - i - 1]),
			...Array.from({ length: m - n + 1 }, (): [number, number] => {
				const a = random.int(2, n);
				return [a, random.int(1, a - 1)];
			}),
		]),
		test(n, acyclic(n, m)),
		test(n, withCycle(n, m - 1)),
		test(
			n,
			Array.from({ length: m }, (_, i): [number, number] =>
				i < n - 1 ? [i + 2, 1] : [n, random.int(1, n - 1)],
			),
		),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const learningPathModuleOrder = defineProblem({
	id: "learning-path-module-order",
	title: "Learning Path Module Order",
	topic: "graphs",
	difficulty: "medium",
	statement: `Unnati's DSA learning path has n modules, numbered 1 to n. Some modules build on others: a rule "a b" means module a must come before module b in the path.

The content team must publish the modules as one sequence that respects every rule. When several modules could come next, the team always puts the one with the smallest number first; in other words, among all valid sequences they publish the lexicographically smallest one.

Print that sequence. If the rules contradict each other (some modules would each have to come before the other, directly or through a chain of rules), no valid sequence exists: print IMPOSSIBLE.`,
	inputFormat: `The first line contains two integers n and m: the number of modules and the number of rules.

Each of the next m lines contains two integers a and b: module a must come before module b. The same rule may appear more than once.`,
	outputFormat:
		"Print the n module numbers of the published sequence on one line, separated by spaces, or the word IMPOSSIBLE.",
	constraints: ["1 ≤ n ≤ 5 × 10^4", "0 ≤ m ≤ 7 × 10^4", "1 ≤ a, b ≤ n, a ≠ b"],
	examples: [
		{
			input: "5 4\n3 1\n3 2\n2 5\n4 5\n",
			output: "3 1 2 4 5\n",
			explanation:
				"Only modules 3 and 4 have no rule before them, so 3 comes first. That frees 1 and 2; 1 is the smallest ready module, then 2, then 4, and finally 5, which needed both 2 and 4.",
		},
		{
			input: "3 3\n1 2\n2 3\n3 1\n",
			output: "IMPOSSIBLE\n",
			explanation:
				"Module 1 must come before 2, 2 before 3, and 3 before 1: no sequence satisfies all three rules.",
		},
	],
	hiddenTests,
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: String.raw`import sys
from heapq import heapify, heappop, heappush

def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    unlocks = [[] for _ in range(n + 1)]
    waiting = [0] * (n + 1)
    for i in range(m):
        a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        unlocks[a].append(b)
        waiting[b] += 1
    ready = [v for v in range(1, n + 1) if waiting[v] == 0]
    heapify(ready)
    order = []
    while ready:
        v = heappop(ready)
        order.append(v)
        for w in unlocks[v]:
            waiting[w] -= 1
            if waiting[w] == 0:
                heappush(ready, w)
    if len(order) < n:
        print("IMPOSSIBLE")
    else:
        sys.stdout.write(" ".join(map(str, order)) + "\n")

main()
`,
	},
});
