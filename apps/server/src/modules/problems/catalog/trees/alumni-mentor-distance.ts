import { defineProblem, type ProblemTest, seededRandom } from "../define";

/**
 * Lowest common ancestors by an Euler tour and a sparse table of depths: a different method from
 * the reference's binary lifting.
 */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const [n = 1, q = 0] = numbers;
	const children: number[][] = Array.from({ length: n + 1 }, () => []);
	let root = 1;
	for (let person = 1; person <= n; person++) {
		const mentor = numbers[1 + person] ?? 0;
		if (mentor === 0) root = person;
		else children[mentor]?.push(person);
	}
	const depth = new Array<number>(n + 1).fill(0);
	const first = new Array<number>(n + 1).fill(0);
	const tour: number[] = [];
	const stack: [number, number][] = [[root, 0]];
	while (stack.length > 0) {
		const top = stack.at(-1) ?? [root, 0];
		const [person, childIndex] = top;
		if (childIndex === 0) first[person] = tour.length;
		tour.push(person);
		const child = children[person]?.[childIndex];
		if (child === undefined) {
			stack.pop();
			continue;
		}
		top[1]++;
		depth[child] = (depth[person] ?? 0) + 1;
		stack.push([child, 0]);
	}
	const shallower = (a: number, b: number) => ((depth[a] ?? 0) <= (depth[b] ?? 0) ? a : b);
	const table: Int32Array[] = [Int32Array.from(tour)];
	for (let span = 1; span * 2 <= tour.length; span *= 2) {
		const previous = table.at(-1) ?? new Int32Array();
		const next = new Int32Array(previous.length - span);
		for (let i = 0; i < next.length; i++) next[i] = shallower(previous[i] ?? 0, previous[i + span] ?? 0);
		table.push(next);
	}
	const answers: number[] = [];
	for (let i = 0; i < q; i++) {
		const u = numbers[2 + n + 2 * i] ?? 1;
		const v = numbers[3 + n + 2 * i] ?? 1;
		const from = Math.min(first[u] ?? 0, first[v] ?? 0);
		const to = Math.max(first[u] ?? 0, first[v] ?? 0);
		const level = Math.floor(Math.log2(to - from + 1));
		const row = table[level] ?? new Int32Array();
		const lca = shallower(row[from] ?? 0, row[to - 2 ** level + 1] ?? 0);
		answers.push((depth[u] ?? 0) + (depth[v] ?? 0) - 2 * (depth[lca] ?? 0));
	}
	return `${answers.join("\n")}\n`;
}

/** Mentors from a shuffled numbering: order[i] was mentored by order[pickMentor(i)]. */
function tree(n: number, random: ReturnType<typeof seededRandom>, pickMentor: (index: number) => number) {
	const order = Array.from({ length: n }, (_, i) => i + 1);
	for (let i = n - 1; i > 0; i--) {
		const j = random.int(0, i);
		[order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
	}
	const mentors = new Array<number>(n).fill(0);
	for (let i = 1; i < n; i++) mentors[(order[i] ?? 1) - 1] = order[pickMentor(i)] ?? 0;
	return { mentors, order };
}

const test = (mentors: number[], queries: [number, number][]): string =>
	`${mentors.length} ${queries.length}\n${mentors.join(" ")}\n${queries.map(([u, v]) => `${u} ${v}\n`).join("")}`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7304);
	const n = 100_000;
	const q = 20_000;
	const anyPairs = (size: number, count: number): [number, number][] =>
		Array.from({ length: count }, () => [random.int(1, size), random.int(1, size)]);
	const small = tree(300, random, (i) => random.int(0, i - 1));
	const chain = tree(n, random, (i) => i - 1);
	// A broom: a handle of 40 001 people, then two branches of 30 000 hanging from its tip.
	const broom = tree(n, random, (i) => (i === 70_001 ? 40_000 : i - 1));
	const tips = (order: number[], from: number, to: number) => order[random.int(from, to)] ?? 1;
	const inputs = [
		test([0], [[1, 1]]),
		test(
			[0, 1],
			[
				[1, 2],
				[2, 1],
				[2, 2],
			],
		),
		test(
			[2, 0, 2, 3, 3],
			[
				[1, 4],
				[4, 5],
				[1, 2],
				[5, 5],
				[1, 5],
			],
		),
		test(
			[0, 1, 2, 3, 4, 5],
			[
				[1, 6],
				[6, 1],
				[3, 4],
				[2, 5],
			],
		),
		test(
			[0, 1, 1, 1, 1],
			[
				[2, 3],
				[4, 5],
				[1, 5],
			],
		),
		test(
			[3, 3, 0, 1, 1, 2, 2, 4],
			[
				[8, 7],
				[4, 5],
				[8, 3],
				[6, 1],
				[8, 8],
			],
		),
		test(small.mentors, anyPairs(300, 200)),
		test(tree(1000, random, (i) => Math.floor((i - 1) / 2)).mentors, anyPairs(1000, 500)),
		test(tree(2000, random, (i) => Math.max(0, i - random.int(1, 3))).mentors, anyPairs(2000, 500)),
		test(tree(5000, random, () => 0).mentors, anyPairs(5000, 500)),
		// Deep trees: climbing one mentor at a time costs up to 10^5 steps per question.
		test(
			broom.mentors,
			Array.from({ length: q }, () => [tips(broom.order, 65_000, 70_000), tips(broom.order, 95_000, n - 1)]),
		),
		test(
			chain.mentors,
			Array.from({ length: q }, () => [tips(chain.order, 0, 1000), tips(chain.order, n - 1000, n - 1)]),
		),
		test(tree(n, random, (i) => Math.max(0, i - random.int(1, 2))).mentors, anyPairs(n, q)),
		test(tree(n, random, (i) => random.int(0, i - 1)).mentors, anyPairs(n, q)),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const alumniMentorDistance = defineProblem({
	id: "alumni-mentor-distance",
	title: "Alumni Mentor Distance",
	topic: "trees",
	difficulty: "hard",
	statement: `The alumni association keeps a record of its mentorship programme. Every alumnus was mentored by exactly one senior alumnus, except the founder of the programme, who had no mentor. These links form a tree with the founder at the root.

For the annual meet, the association pairs alumni for panel discussions and wants to know how closely each pair is connected: the number of mentorship links on the path between them in the tree (going up from one to their closest common mentor and down to the other). An alumnus is 0 links away from themselves.

Answer q such questions.`,
	inputFormat: `The first line contains two integers n and q: the number of alumni, numbered 1 to n, and the number of questions.

The second line contains n integers p1 p2 ... pn, where pi is the mentor of alumnus i, or 0 for the founder.

Each of the next q lines contains two integers u and v: a pair of alumni.`,
	outputFormat:
		"For each question, in order, print one line: the number of mentorship links between u and v.",
	constraints: [
		"1 ≤ n ≤ 10^5",
		"1 ≤ q ≤ 2 × 10^4",
		"Exactly one pi is 0; the links form a single tree",
		"1 ≤ u, v ≤ n",
	],
	examples: [
		{
			input: "7 4\n0 1 1 2 2 3 4\n7 5\n7 6\n3 3\n4 1\n",
			output: "3\n5\n0\n2\n",
			explanation:
				"Alumnus 1 is the founder. 7 → 4 → 2 → 5 is 3 links. 7 → 4 → 2 → 1 → 3 → 6 is 5 links. An alumnus is 0 links from themselves, and 4 → 2 → 1 is 2 links.",
		},
	],
	hiddenTests,
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "cpp",
		source: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    const int LOG = 17;  // 2^17 > 10^5
    vector<array<int, LOG + 1>> up(n + 1);
    vector<vector<int>> children(n + 1);
    vector<int> depth(n + 1, 0);
    int root = 1;
    for (int i = 1; i <= n; i++) {
        int p;
        scanf("%d", &p);
        up[i][0] = p == 0 ? i : p;
        if (p == 0) root = i; else children[p].push_back(i);
    }
    // Breadth-first order, so every mentor's jumps are ready before their mentees'.
    vector<int> order = {root};
    for (size_t k = 0; k < order.size(); k++)
        for (int c : children[order[k]]) {
            depth[c] = depth[order[k]] + 1;
            order.push_back(c);
        }
    for (int v : order)
        for (int j = 1; j <= LOG; j++) up[v][j] = up[up[v][j - 1]][j - 1];
    string out;
    while (q--) {
        int u, v;
        scanf("%d %d", &u, &v);
        int a = u, b = v;
        if (depth[a] < depth[b]) swap(a, b);
        for (int j = LOG; j >= 0; j--)
            if (depth[a] - (1 << j) >= depth[b]) a = up[a][j];
        if (a != b) {
            for (int j = LOG; j >= 0; j--)
                if (up[a][j] != up[b][j]) { a = up[a][j]; b = up[b][j]; }
            a = up[a][0];
        }
        out += to_string(depth[u] + depth[v] - 2 * depth[a]);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
`,
	},
});
