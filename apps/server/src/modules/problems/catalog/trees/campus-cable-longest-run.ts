import { defineProblem, type ProblemTest, seededRandom } from "../define";

/**
 * Bottom-up tree DP: the longest run through each building joins its two longest cables downwards.
 * A different method from the reference's two farthest-building searches.
 */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const n = numbers[0] ?? 1;
	// Flat adjacency: neighbour, length, neighbour, length, ...
	const adjacency: number[][] = Array.from({ length: n + 1 }, () => []);
	for (let i = 0; i < n - 1; i++) {
		const u = numbers[1 + 3 * i] ?? 0;
		const v = numbers[2 + 3 * i] ?? 0;
		const w = numbers[3 + 3 * i] ?? 0;
		adjacency[u]?.push(v, w);
		adjacency[v]?.push(u, w);
	}
	const parent = new Int32Array(n + 1);
	const order = [1];
	parent[1] = -1;
	for (let i = 0; i < order.length; i++) {
		const at = order[i] ?? 1;
		const edges = adjacency[at] ?? [];
		for (let e = 0; e < edges.length; e += 2) {
			const next = edges[e] ?? 0;
			if (next === parent[at]) continue;
			parent[next] = at;
			order.push(next);
		}
	}
	const down = new Float64Array(n + 1);
	let best = 0;
	for (let i = order.length - 1; i >= 0; i--) {
		const at = order[i] ?? 1;
		const edges = adjacency[at] ?? [];
		let first = 0;
		let second = 0;
		for (let e = 0; e < edges.length; e += 2) {
			const next = edges[e] ?? 0;
			if (next === parent[at]) continue;
			const reach = (down[next] ?? 0) + (edges[e + 1] ?? 0);
			if (reach > first) {
				second = first;
				first = reach;
			} else if (reach > second) second = reach;
		}
		down[at] = first;
		best = Math.max(best, first + second);
	}
	return `${best}\n`;
}

/** Cables from building order[i] to an earlier building chosen by `pickOther`, listed in random order. */
function network(
	n: number,
	random: ReturnType<typeof seededRandom>,
	pickOther: (index: number) => number,
	weight: () => number,
): string {
	const order = Array.from({ length: n }, (_, i) => i + 1);
	for (let i = n - 1; i > 0; i--) {
		const j = random.int(0, i);
		[order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
	}
	const cables: string[] = [];
	for (let i = 1; i < n; i++) {
		const [a, b] = [order[i] ?? 1, order[pickOther(i)] ?? 1];
		cables.push(random.next() < 0.5 ? `${a} ${b} ${weight()}` : `${b} ${a} ${weight()}`);
	}
	for (let i = cables.length - 1; i > 0; i--) {
		const j = random.int(0, i);
		[cables[i], cables[j]] = [cables[j] ?? "", cables[i] ?? ""];
	}
	return `${n}\n${cables.map((cable) => `${cable}\n`).join("")}`;
}

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7303);
	const heavy = () => random.int(1, 10_000);
	const n = 50_000;
	const inputs = [
		"1\n",
		"2\n2 1 10000\n",
		"4\n1 2 5\n1 3 5\n1 4 5\n",
		"5\n1 2 1\n2 3 1\n3 4 1\n4 5 1\n",
		// The longest run avoids building 1 entirely.
		"7\n1 2 1\n2 3 100\n2 4 100\n1 5 1\n5 6 2\n6 7 3\n",
		// One long cable beats many short ones.
		"6\n1 2 1\n2 3 1\n3 4 1\n4 5 1\n1 6 10\n",
		network(
			10,
			random,
			(i) => random.int(0, i - 1),
			() => random.int(1, 9),
		),
		network(200, random, (i) => random.int(0, i - 1), heavy),
		network(1000, random, (i) => Math.max(0, i - random.int(1, 3)), heavy),
		network(1000, random, () => 0, heavy),
		// Large campuses: measuring from every building is quadratic; a long path breaks recursion.
		network(n, random, (i) => i - 1, heavy),
		network(n, random, (i) => random.int(0, i - 1), heavy),
		network(
			n,
			random,
			(i) => (i % 2 === 1 ? i - 1 : Math.max(0, i - 2)),
			() => 10_000,
		),
		network(n, random, () => 0, heavy),
		network(n, random, (i) => Math.max(0, i - random.int(1, 5)), heavy),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const campusCableLongestRun = defineProblem({
	id: "campus-cable-longest-run",
	title: "Campus Cable Longest Run",
	topic: "trees",
	difficulty: "medium",
	statement: `The campus network connects n buildings with n − 1 fibre cables. Every cable joins two buildings and has a length in metres, and the cables connect all the buildings without any loop: between any two buildings there is exactly one route along the cables.

A signal weakens with distance, so the IT cell must know the longest cable route between any two buildings of the campus: that is where it will test its new repeaters first.

Print the total length of the longest route between two buildings. With a single building the answer is 0.`,
	inputFormat: `The first line contains an integer n, the number of buildings, numbered 1 to n.

Each of the next n − 1 lines contains three integers u, v and w: a cable of length w metres between buildings u and v.`,
	outputFormat: "Print one integer: the length of the longest route, in metres.",
	constraints: ["1 ≤ n ≤ 5 × 10^4", "1 ≤ u, v ≤ n, u ≠ v", "1 ≤ w ≤ 10^4", "The cables form a tree"],
	examples: [
		{
			input: "6\n1 2 3\n2 3 4\n2 4 6\n1 5 2\n5 6 7\n",
			output: "18\n",
			explanation:
				"The longest route is 4 → 2 → 1 → 5 → 6, of 6 + 3 + 2 + 7 = 18 metres. The route 3 → 2 → 1 → 5 → 6 is 16 metres, and 3 → 2 → 4 only 10.",
		},
		{
			input: "1\n",
			output: "0\n",
			explanation: "A campus with one building has no cable route at all.",
		},
	],
	hiddenTests,
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: `import sys

def farthest(start, n, adjacency):
    # Iterative search: recursion would overflow on a path of 5 * 10^4 buildings.
    dist = [-1] * (n + 1)
    dist[start] = 0
    stack = [start]
    while stack:
        at = stack.pop()
        base = dist[at]
        for nxt, w in adjacency[at]:
            if dist[nxt] < 0:
                dist[nxt] = base + w
                stack.append(nxt)
    best = max(range(1, n + 1), key=dist.__getitem__)
    return best, dist[best]

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    adjacency = [[] for _ in range(n + 1)]
    for i in range(n - 1):
        u, v, w = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
        adjacency[u].append((v, w))
        adjacency[v].append((u, w))
    end, _ = farthest(1, n, adjacency)
    _, length = farthest(end, n, adjacency)
    print(length)

main()
`,
	},
});
