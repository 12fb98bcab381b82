import { defineProblem, type ProblemTest, seededRandom } from "../define";

type Assignment = [days: number, deadline: number];

/**
 * Exact dynamic programming: with assignments in deadline order, least[k] is the fewest days in
 * which k of them can be finished on time. O(n²), used where it is fast enough.
 */
function byDynamicProgramming(assignments: Assignment[]): number {
	const least = [0];
	for (const [days, deadline] of assignments)
		for (let k = least.length; k >= 1; k--) {
			const finish = (least[k - 1] ?? 0) + days;
			if (finish <= deadline && finish < (least[k] ?? Number.POSITIVE_INFINITY)) least[k] = finish;
		}
	return least.length - 1;
}

/** The exchange argument: keep what fits, and when the plan overruns drop its longest assignment. */
function byLongestDropped(assignments: Assignment[]): number {
	const heap: number[] = [];
	let used = 0;
	for (const [days, deadline] of assignments) {
		heap.push(days);
		for (let i = heap.length - 1; i > 0 && (heap[(i - 1) >> 1] ?? 0) < (heap[i] ?? 0); i = (i - 1) >> 1)
			[heap[i], heap[(i - 1) >> 1]] = [heap[(i - 1) >> 1] ?? 0, heap[i] ?? 0];
		used += days;
		if (used <= deadline) continue;
		used -= heap[0] ?? 0;
		const last = heap.pop() ?? 0;
		if (heap.length === 0) continue;
		heap[0] = last;
		for (let i = 0; ; ) {
			let largest = i;
			for (const child of [2 * i + 1, 2 * i + 2])
				if (child < heap.length && (heap[child] ?? 0) > (heap[largest] ?? 0)) largest = child;
			if (largest === i) break;
			[heap[i], heap[largest]] = [heap[largest] ?? 0, heap[i] ?? 0];
			i = largest;
		}
	}
	return heap.length;
}

function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const n = numbers[0] ?? 0;
	const assignments = Array.from(
		{ length: n },
		(_, i): Assignment => [numbers[1 + 2 * i] ?? 0, numbers[2 + 2 * i] ?? 0],
	);
	assignments.sort((a, b) => a[1] - b[1]);
	return `${n <= 3000 ? byDynamicProgramming(assignments) : byLongestDropped(assignments)}\n`;
}

const test = (assignments: Assignment[]): string =>
	`${assignments.length}\n${assignments.map(([t, d]) => `${t} ${d}\n`).join("")}`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7503);
	const n = 70_000;
	const randomAssignments = (count: number, maxDays: number, maxDeadline: number): Assignment[] =>
		Array.from({ length: count }, () => [random.int(1, maxDays), random.int(1, maxDeadline)]);
	const inputs = [
		test([[1, 1]]),
		test([[2, 1]]),
		test([
			[5, 5],
			[5, 5],
		]),
		// Taking the first-due assignment first is a trap: dropping the 9-day one frees room for two.
		test([
			[9, 10],
			[4, 12],
			[5, 13],
		]),
		test([
			[3, 3],
			[3, 6],
			[3, 9],
			[3, 9],
		]),
		test([
			[10_000, 1_000_000],
			[10_000, 9_999],
			[1, 10_000],
		]),
		test([
			[100, 100],
			[1, 2],
			[1, 2],
			[1, 3],
			[90, 200],
		]),
		test(randomAssignments(12, 10, 40)),
		test(randomAssignments(300, 100, 5000)),
		test(randomAssignments(2500, 1000, 400_000)),
		test(randomAssignments(2500, 10_000, 1_000_000)),
		// Whole semesters: a day-by-day or assignment-by-count table is far too slow.
		test(randomAssignments(n, 10_000, 1_000_000)),
		test(randomAssignments(n, 100, 1_000_000)),
		test(randomAssignments(n, 30, 1_000_000)),
		test(Array.from({ length: n }, (_, i): Assignment => [10_000 - (i % 10_000), 1_000_000 - i])),
		test(Array.from({ length: n }, (_, i): Assignment => [1 + (i % 37), 14 * (i + 1)])),
		test(randomAssignments(n, 10_000, 300_000)),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const assignmentDeadlinePlanner = defineProblem({
	id: "assignment-deadline-planner",
	title: "Assignment Deadline Planner",
	topic: "greedy",
	difficulty: "hard",
	statement: `It is the last month of the semester and Arjun has n pending assignments. Assignment i needs ti full days of work and must be submitted by the end of day di. He works on one assignment at a time, starting on day 1, and once he starts an assignment he finishes it before starting another. An assignment finished after its deadline earns nothing, so he may skip some assignments entirely.

He works every day without a break, so if the assignments he has done so far took T days in all, the last of them is finished at the end of day T.

What is the largest number of assignments Arjun can submit on time?`,
	inputFormat: `The first line contains an integer n.

Each of the next n lines contains two integers ti and di: the days assignment i needs and its deadline day.`,
	outputFormat: "Print one integer: the largest number of assignments submitted by their deadlines.",
	constraints: ["1 ≤ n ≤ 7 × 10^4", "1 ≤ ti ≤ 10^4", "1 ≤ di ≤ 10^6"],
	examples: [
		{
			input: "4\n100 200\n200 1300\n1000 1250\n2000 3200\n",
			output: "3\n",
			explanation:
				"Doing the first (days 1–100), the third (days 101–1100) and the second (days 1101–1300) meets all three deadlines. The fourth would then end on day 3300, after its deadline of 3200. No plan fits all four.",
		},
		{
			input: "2\n5 4\n3 2\n",
			output: "0\n",
			explanation: "Each assignment alone needs more days than its deadline allows.",
		},
	],
	hiddenTests,
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: `import sys
from heapq import heappush, heappushpop

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = list(map(int, data[1:1 + 2 * n]))
    assignments = sorted(zip(values[1::2], values[0::2]))
    chosen = []  # durations of the chosen assignments, negated: a max-heap
    used = 0
    for deadline, days in assignments:
        if used + days <= deadline:
            heappush(chosen, -days)
            used += days
        elif chosen and -chosen[0] > days:
            # Swap the longest chosen assignment for this shorter one: same count, less time.
            used += days + heappushpop(chosen, -days)
    print(len(chosen))

main()
`,
	},
});
