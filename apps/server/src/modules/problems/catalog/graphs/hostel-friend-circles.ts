import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Breadth-first search over adjacency lists: a different method from the reference's union–find. */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const [n = 1, m = 0] = numbers;
	const adjacency: number[][] = Array.from({ length: n + 1 }, () => []);
	for (let i = 0; i < m; i++) {
		const u = numbers[2 + 2 * i] ?? 1;
		const v = numbers[3 + 2 * i] ?? 1;
		adjacency[u]?.push(v);
		adjacency[v]?.push(u);
	}
	const seen = new Uint8Array(n + 1);
	let circles = 0;
	let largest = 0;
	for (let start = 1; start <= n; start++) {
		if (seen[start]) continue;
		circles++;
		seen[start] = 1;
		const queue = [start];
		for (let head = 0; head < queue.length; head++)
			for (const friend of adjacency[queue[head] ?? 0] ?? [])
				if (!seen[friend]) {
					seen[friend] = 1;
					queue.push(friend);
				}
		largest = Math.max(largest, queue.length);
	}
	return `${circles} ${largest}\n`;
}

const test = (n: number, pairs: [number, number][]): string =>
	`${n} ${pairs.length}\n${pairs.map(([u, v]) => `${u} ${v}\n`).join("")}`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7401);
	const n = 50_000;
	const m = 70_000;
	const randomPairs = (size: number, count: number): [number, number][] =>
		Array.from({ length: count }, () => {
			const u = random.int(1, size);
			const v = random.int(1, size - 1);
			return [u, v >= u ? v + 1 : v];
		});
	const inputs = [
		test(1, []),
		test(2, []),
		test(2, [[1, 2]]),
		test(3, [
			[1, 2],
			[2, 1],
			[1, 2],
		]),
		test(6, [
			[1, 2],
			[3, 4],
			[5, 6],
		]),
		test(7, [
			[1, 2],
			[2, 3],
			[3, 1],
			[6, 7],
		]),
		test(5, [
			[5, 4],
			[4, 3],
			[3, 2],
			[2, 1],
		]),
		test(12, randomPairs(12, 6)),
		test(300, randomPairs(300, 200)),
		test(2000, randomPairs(2000, 1500)),
		// Large hostels. Naive merging (relabelling everyone, or union–find without path compression)
		// is quadratic on these long chains and stars.
		test(
			n,
			Array.from({ length: n - 1 }, (_, i) => [1, i + 2]),
		),
		test(
			n,
			Array.from({ length: n - 1 }, (_, i) => [n - i - 1, n - i]),
		),
		test(
			n,
			Array.from({ length: m }, (_, i) => (i < n - 1 ? [i + 2, 1] : [random.int(2, n), 1])),
		),
		test(n, randomPairs(n, m)),
		test(n, randomPairs(n, n / 2)),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const hostelFriendCircles = defineProblem({
	id: "hostel-friend-circles",
	title: "Hostel Friend Circles",
	topic: "graphs",
	difficulty: "easy",
	statement: `The hostel committee is planning the freshers' night and wants to seat friend circles together. It has a list of friendships among the n residents. Friendship spreads in circles: if A is friends with B and B is friends with C, then A, B and C belong to the same circle, even if A and C have never met. A resident with no friends on the list is a circle of one.

Find how many friend circles there are, and how many residents the largest circle has.`,
	inputFormat: `The first line contains two integers n and m: the number of residents, numbered 1 to n, and the number of friendships listed.

Each of the next m lines contains two integers u and v: residents u and v are friends. The same friendship may be listed more than once.`,
	outputFormat:
		"Print two integers separated by a space: the number of friend circles and the size of the largest circle.",
	constraints: ["1 ≤ n ≤ 5 × 10^4", "0 ≤ m ≤ 7 × 10^4", "1 ≤ u, v ≤ n, u ≠ v"],
	examples: [
		{
			input: "8 5\n1 2\n2 5\n3 4\n6 7\n5 1\n",
			output: "4 3\n",
			explanation:
				"The circles are {1, 2, 5}, {3, 4}, {6, 7} and {8}, who has no friends on the list. The largest has 3 residents.",
		},
		{
			input: "3 0\n",
			output: "3 1\n",
			explanation: "With no friendships, every resident is a circle of one.",
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
    n, m = int(data[0]), int(data[1])
    parent = list(range(n + 1))
    size = [1] * (n + 1)

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    circles = n
    for i in range(m):
        a = find(int(data[2 + 2 * i]))
        b = find(int(data[3 + 2 * i]))
        if a == b:
            continue
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a
        size[a] += size[b]
        circles -= 1
    largest = max(size[find(x)] for x in range(1, n + 1))
    print(circles, largest)

main()
`,
	},
});
