import { defineProblem, type ProblemTest, seededRandom } from "../define";

/**
 * A depth-first tree, then for every other corridor +1 at its lower end and −1 at its upper end:
 * a tree corridor is critical when no other corridor spans it, i.e. its subtree sums to 0.
 * A different method from the reference's low-link numbers.
 */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const [n = 1, m = 0] = numbers;
	const incident: number[][] = Array.from({ length: n + 1 }, () => []);
	// u XOR v per corridor: XOR with one end gives the other.
	const endsXor = new Int32Array(m);
	for (let id = 0; id < m; id++) {
		const u = numbers[2 + 2 * id] ?? 1;
		const v = numbers[3 + 2 * id] ?? 1;
		endsXor[id] = u ^ v;
		incident[u]?.push(id);
		incident[v]?.push(id);
	}
	const depth = new Int32Array(n + 1).fill(-1);
	const parentEdge = new Int32Array(n + 1).fill(-1);
	const span = new Int32Array(n + 1);
	const cursor = new Int32Array(n + 1);
	const preorder: number[] = [];
	for (let root = 1; root <= n; root++) {
		if (depth[root] !== -1) continue;
		depth[root] = 0;
		preorder.push(root);
		const stack = [root];
		while (stack.length > 0) {
			const block = stack.at(-1) ?? root;
			const id = incident[block]?.[cursor[block] ?? 0];
			if (id === undefined) {
				stack.pop();
				continue;
			}
			cursor[block] = (cursor[block] ?? 0) + 1;
			if (id === parentEdge[block]) continue;
			const other = (endsXor[id] ?? 0) ^ block;
			if (depth[other] === -1) {
				depth[other] = (depth[block] ?? 0) + 1;
				parentEdge[other] = id;
				preorder.push(other);
				stack.push(other);
			} else if ((depth[other] ?? 0) < (depth[block] ?? 0)) {
				span[block] = (span[block] ?? 0) + 1;
				span[other] = (span[other] ?? 0) - 1;
			}
		}
	}
	const critical: number[] = [];
	for (let i = preorder.length - 1; i >= 0; i--) {
		const block = preorder[i] ?? 0;
		const id = parentEdge[block] ?? -1;
		if (id === -1) continue;
		if (span[block] === 0) critical.push(id + 1);
		const parent = (endsXor[id] ?? 0) ^ block;
		span[parent] = (span[parent] ?? 0) + (span[block] ?? 0);
	}
	critical.sort((a, b) => a - b);
	return critical.length === 0 ? "0\n" : `${critical.length}\n${critical.join(" ")}\n`;
}

const test = (n: number, corridors: [number, number][]): string =>
	`${n} ${corridors.length}\n${corridors.map(([u, v]) => `${u} ${v}\n`).join("")}`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7404);
	const n = 50_000;
	const m = 70_000;
	const pair = (size: number): [number, number] => {
		const u = random.int(1, size);
		const v = random.int(1, size - 1);
		return [u, v >= u ? v + 1 : v];
	};
	/** A random tree on `size` blocks whose corridors are listed in random order, plus `extra` random corridors. */
	const treePlus = (size: number, extra: number, reach: number): [number, number][] => {
		const corridors: [number, number][] = [];
		for (let b = 2; b <= size; b++) corridors.push([b, random.int(Math.max(1, b - reach), b - 1)]);
		for (let i = 0; i < extra; i++) corridors.push(pair(size));
		for (let i = corridors.length - 1; i > 0; i--) {
			const j = random.int(0, i);
			[corridors[i], corridors[j]] = [corridors[j] ?? [1, 2], corridors[i] ?? [1, 2]];
		}
		return corridors;
	};
	const inputs = [
		test(1, []),
		test(2, [[1, 2]]),
		test(2, [
			[1, 2],
			[2, 1],
		]),
		test(3, [
			[1, 2],
			[2, 3],
			[3, 1],
		]),
		test(4, [
			[1, 2],
			[2, 3],
			[3, 4],
		]),
		// Two triangles joined by one corridor, and a separate pair joined twice.
		test(8, [
			[1, 2],
			[2, 3],
			[3, 1],
			[3, 4],
			[4, 5],
			[5, 6],
			[6, 4],
			[7, 8],
			[8, 7],
		]),
		test(6, [
			[1, 2],
			[1, 3],
			[1, 4],
			[5, 6],
		]),
		test(12, treePlus(12, 3, 11)),
		test(300, treePlus(300, 40, 5)),
		test(2000, treePlus(2000, 500, 1999)),
		// Large campuses: closing each corridor in turn and searching again is quadratic,
		// and a recursive search overflows on the long paths.
		test(n, treePlus(n, 0, 1)),
		test(n, [...treePlus(n, 0, 1), [1, n]]),
		test(
			n,
			Array.from({ length: m }, (_, i): [number, number] =>
				i < n - 1 ? [i + 1, i + 2] : [random.int(1, n / 2), random.int(1, n / 2)],
			).filter(([u, v]) => u !== v),
		),
		test(n, treePlus(n, m - n + 1, 3)),
		test(n, treePlus(n, 2000, n)),
		test(n, treePlus(n - 5000, m - n + 5001, 10)),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const campusCriticalCorridors = defineProblem({
	id: "campus-critical-corridors",
	title: "Campus Critical Corridors",
	topic: "graphs",
	difficulty: "hard",
	statement: `The campus has n blocks joined by m covered corridors. Each corridor joins two different blocks and can be walked both ways; two blocks may be joined by more than one corridor, and some blocks may not be connected to the rest at all.

Before the monsoon the estates office repairs corridors one at a time, closing each while it is repaired. A corridor is critical if closing it alone leaves two blocks that could reach each other before with no way to walk between them. Those repairs must be scheduled for the holidays.

Corridors are numbered 1 to m in the order they are listed. Find all critical corridors.`,
	inputFormat: `The first line contains two integers n and m: the number of blocks, numbered 1 to n, and the number of corridors.

Each of the next m lines contains two integers u and v: a corridor between blocks u and v.`,
	outputFormat: `Print the number of critical corridors on the first line.

If there is at least one, print their numbers in increasing order on the second line, separated by spaces.`,
	constraints: ["1 ≤ n ≤ 5 × 10^4", "0 ≤ m ≤ 7 × 10^4", "1 ≤ u, v ≤ n, u ≠ v"],
	examples: [
		{
			input: "6 7\n1 2\n2 3\n3 1\n3 4\n4 5\n5 4\n5 6\n",
			output: "2\n4 7\n",
			explanation:
				"Corridors 1, 2 and 3 form a loop, so closing any one of them disconnects nothing. Blocks 4 and 5 are joined by two corridors (5 and 6), so neither is critical. Closing corridor 4 (3–4) or corridor 7 (5–6) cuts the campus in two.",
		},
		{
			input: "4 2\n1 2\n1 2\n",
			output: "0\n",
			explanation:
				"Blocks 3 and 4 are cut off already, but closing either corridor between 1 and 2 leaves the other one.",
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
    n, m = int(data[0]), int(data[1])
    adjacency = [[] for _ in range(n + 1)]
    for e in range(m):
        u, v = int(data[2 + 2 * e]), int(data[3 + 2 * e])
        adjacency[u].append((v, e))
        adjacency[v].append((u, e))
    order = [0] * (n + 1)   # discovery time, 0 = not yet seen
    low = [0] * (n + 1)
    critical = []
    clock = 0
    for root in range(1, n + 1):
        if order[root]:
            continue
        clock += 1
        order[root] = low[root] = clock
        # An explicit stack of (block, corridor used to enter it, next neighbour index): no recursion.
        stack = [(root, -1, 0)]
        while stack:
            block, entry, i = stack[-1]
            neighbours = adjacency[block]
            if i < len(neighbours):
                stack[-1] = (block, entry, i + 1)
                other, e = neighbours[i]
                if e == entry:
                    continue
                if order[other]:
                    if order[other] < low[block]:
                        low[block] = order[other]
                else:
                    clock += 1
                    order[other] = low[other] = clock
                    stack.append((other, e, 0))
            else:
                stack.pop()
                if stack:
                    parent = stack[-1][0]
                    if low[block] < low[parent]:
                        low[parent] = low[block]
                    if low[block] > order[parent]:
                        critical.append(entry + 1)
    critical.sort()
    out = [str(len(critical))]
    if critical:
        out.append(" ".join(map(str, critical)))
    sys.stdout.write("\n".join(out) + "\n")

main()
`,
	},
});
