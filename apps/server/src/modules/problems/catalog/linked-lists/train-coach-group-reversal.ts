import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Walks the list into an array and reverses whole blocks of it; the reference relinks nodes instead. */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const [n = 0, k = 1, head = 1] = numbers;
	const value = (node: number) => numbers[2 + node] ?? 0;
	const next = (node: number) => numbers[2 + n + node] ?? 0;
	const order: number[] = [];
	for (let node = head; node !== 0; node = next(node)) order.push(value(node));
	const result: number[] = [];
	for (let start = 0; start < n; start += k) {
		const block = order.slice(start, start + k);
		result.push(...(block.length === k ? block.reverse() : block));
	}
	return `${result.join(" ")}\n`;
}

/** Stores the coaches `values` (in train order) at random node numbers. */
function train(k: number, values: number[], random: ReturnType<typeof seededRandom>): string {
	const n = values.length;
	const slots = Array.from({ length: n }, (_, i) => i + 1);
	for (let i = n - 1; i > 0; i--) {
		const j = random.int(0, i);
		[slots[i], slots[j]] = [slots[j] ?? 0, slots[i] ?? 0];
	}
	const stored = new Array<number>(n).fill(0);
	const next = new Array<number>(n).fill(0);
	slots.forEach((slot, position) => {
		stored[slot - 1] = values[position] ?? 0;
		next[slot - 1] = slots[position + 1] ?? 0;
	});
	return `${n} ${k} ${slots[0]}\n${stored.join(" ")}\n${next.join(" ")}\n`;
}

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7202);
	const values = (n: number) => Array.from({ length: n }, () => random.int(1, 100_000));
	const n = 60_000;
	const inputs = [
		"1 1 1\n42\n0\n",
		// Node 2 is the head although node 1 is listed first.
		"2 2 2\n5 9\n0 1\n",
		"2 2 1\n5 9\n2 0\n",
		"3 1 1\n1 2 3\n2 3 0\n",
		"5 5 1\n1 2 3 4 5\n2 3 4 5 0\n",
		"7 2 1\n1 2 3 4 5 6 7\n2 3 4 5 6 7 0\n",
		"4 2 1\n8 8 8 8\n2 3 4 0\n",
		train(4, values(10), random),
		train(3, values(31), random),
		train(6, values(50), random),
		train(40, values(100), random),
		// Large trains: finding each coach's neighbour by scanning the whole list is quadratic.
		train(2, values(n), random),
		train(7, values(n), random),
		train(n, values(n), random),
		train(n - 1, values(n), random),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const trainCoachGroupReversal = defineProblem({
	id: "train-coach-group-reversal",
	title: "Train Coach Group Reversal",
	topic: "linked-lists",
	difficulty: "medium",
	statement: `A special train is being prepared for students travelling to an inter-college fest. Its coaches are coupled one after another, like a linked list: each coach knows only the coach coupled behind it.

For loading at a short platform, the yard master splits the train, from the engine's end, into groups of k consecutive coaches and reverses the order of the coaches inside every complete group. If the last group has fewer than k coaches, it is left as it is.

The coaches are stored as nodes numbered 1 to n in no particular order. Node i carries coach number vi and points to the node behind it (0 for the last coach). The train starts at node h, and following the pointers from h visits every node exactly once.

Print the coach numbers of the rearranged train from front to back.`,
	inputFormat: `The first line contains three integers n, k and h.

The second line contains n integers v1 v2 ... vn, the coach number carried by each node.

The third line contains n integers next1 next2 ... nextn, the node behind each node, or 0 for the last coach.`,
	outputFormat:
		"Print n integers on one line, separated by spaces: the coach numbers of the rearranged train from front to back.",
	constraints: [
		"1 ≤ n ≤ 6 × 10^4",
		"1 ≤ k ≤ n",
		"1 ≤ vi ≤ 10^5",
		"Following next from node h visits every node exactly once and ends with 0",
	],
	examples: [
		{
			input: "5 2 3\n40 50 10 20 30\n2 0 4 5 1\n",
			output: "20 10 40 30 50\n",
			explanation:
				"From node 3 the train is 10 → 20 → 30 → 40 → 50. The groups of two are (10 20) and (30 40), each reversed, and the last coach 50 stays at the end.",
		},
		{
			input: "3 3 1\n7 8 9\n2 3 0\n",
			output: "9 8 7\n",
			explanation: "With k = n the whole train is one group and is reversed.",
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
    n, k, head = int(data[0]), int(data[1]), int(data[2])
    value = [0] + [int(x) for x in data[3:3 + n]]
    nxt = [0] + [int(x) for x in data[3 + n:3 + 2 * n]]
    new_head = 0
    tail_of_done = 0  # the last node of the part already rearranged
    group_start = head
    while group_start != 0:
        # Find the node after this group; a short last group is left alone.
        probe, size = group_start, 0
        while probe != 0 and size < k:
            probe = nxt[probe]
            size += 1
        if size < k:
            if tail_of_done:
                nxt[tail_of_done] = group_start
            else:
                new_head = group_start
            break
        after = probe
        prev, node = after, group_start
        while node != after:
            node_next = nxt[node]
            nxt[node] = prev
            prev, node = node, node_next
        # prev is now the group's first node, group_start its last.
        if tail_of_done:
            nxt[tail_of_done] = prev
        else:
            new_head = prev
        tail_of_done = group_start
        group_start = after
    out = []
    node = new_head
    while node != 0:
        out.append(value[node])
        node = nxt[node]
    sys.stdout.write(" ".join(map(str, out)) + "\n")

main()
`,
	},
});
