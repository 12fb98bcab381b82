import { defineProblem, type ProblemTest, seededRandom } from "../define";

/**
 * The "left, right, height" sweep: for each cell, the tallest empty column above it and how far
 * that column's full height reaches left and right. A different method from the histogram stack.
 */
function solve(input: string): string {
	const [header = "", ...rows] = input.trim().split("\n");
	const [n = 0, m = 0] = header.split(" ").map(Number);
	const height = new Array<number>(m).fill(0);
	const left = new Array<number>(m).fill(0);
	const right = new Array<number>(m).fill(m);
	let best = 0;
	for (let r = 0; r < n; r++) {
		const row = (rows[r] ?? "").trim();
		let wall = 0;
		for (let c = 0; c < m; c++) {
			if (row[c] === ".") {
				height[c] = (height[c] ?? 0) + 1;
				left[c] = Math.max(left[c] ?? 0, wall);
			} else {
				height[c] = 0;
				left[c] = 0;
				wall = c + 1;
			}
		}
		wall = m;
		for (let c = m - 1; c >= 0; c--) {
			if (row[c] === ".") right[c] = Math.min(right[c] ?? m, wall);
			else {
				right[c] = m;
				wall = c;
			}
		}
		for (let c = 0; c < m; c++) best = Math.max(best, ((right[c] ?? 0) - (left[c] ?? 0)) * (height[c] ?? 0));
	}
	return `${best}\n`;
}

const test = (rows: string[]): string => `${rows.length} ${rows[0]?.length ?? 0}\n${rows.join("\n")}\n`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7103);
	const grid = (n: number, m: number, occupied: number) =>
		Array.from({ length: n }, () =>
			Array.from({ length: m }, () => (random.next() < occupied ? "#" : ".")).join(""),
		);
	const inputs = [
		test(["."]),
		test(["#"]),
		test(["###", "###"]),
		test([".....", "....."]),
		test(["..#....#..."]),
		test([".", ".", "#", ".", ".", "."]),
		test([".#.#", "#.#.", ".#.#", "#.#."]),
		// A tall thin block beats a short wide one.
		test(["#.######", "#.#....#", "#.######", "#.######", "#.######"]),
		test(grid(6, 9, 0.25)),
		test(grid(30, 40, 0.1)),
		test(grid(50, 50, 0.5)),
		test(grid(1000, 1000, 0)),
		test(grid(1000, 1000, 0.002)),
		test(
			Array.from({ length: 1000 }, (_, r) =>
				r === 600 ? `${".".repeat(399)}#${".".repeat(600)}` : ".".repeat(1000),
			),
		),
		// Rows whose empty runs grow by one seat keep every column on the stack at once.
		test(Array.from({ length: 1000 }, (_, r) => ".".repeat(1000 - r) + "#".repeat(r))),
		test(grid(1000, 1000, 0.3)),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const examHallEmptySeatBlock = defineProblem({
	id: "exam-hall-empty-seat-block",
	title: "Exam Hall Empty Seat Block",
	topic: "stacks-queues",
	difficulty: "hard",
	statement: `The seminar hall is arranged as a grid of n rows and m columns of seats. After the morning exam some seats are still occupied by students who stayed back. The placement cell wants to seat a visiting company's test batch together, in one rectangular block of empty seats (whole rows and columns of the grid, with no occupied seat inside).

Find the number of seats in the largest such block. If every seat is occupied, the answer is 0.`,
	inputFormat: `The first line contains two integers n and m.

Each of the next n lines contains a string of exactly m characters: . for an empty seat and # for an occupied one.`,
	outputFormat: "Print one integer: the largest number of seats in a rectangular block of empty seats.",
	constraints: ["1 ≤ n, m ≤ 1000", "Each grid character is . or #"],
	examples: [
		{
			input: "4 5\n.#...\n.#...\n...#.\n##...\n",
			output: "6\n",
			explanation:
				"Rows 1 to 2, columns 3 to 5 form a block of 2 × 3 = 6 empty seats. No block of 7 or more seats avoids every #.",
		},
		{
			input: "2 2\n##\n##\n",
			output: "0\n",
			explanation: "There is no empty seat at all.",
		},
	],
	hiddenTests,
	timeLimitMs: 500,
	memoryLimitMb: 256,
	reference: {
		language: "cpp",
		source: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> height(m + 1, 0), stack_(m + 2);
    static char row[1024];
    long long best = 0;
    for (int r = 0; r < n; r++) {
        scanf("%1000s", row);
        for (int c = 0; c < m; c++) height[c] = row[c] == '.' ? height[c] + 1 : 0;
        // height[m] stays 0, a sentinel that empties the stack at the end of the row.
        int top = 0;
        for (int c = 0; c <= m; c++) {
            while (top > 0 && height[stack_[top - 1]] >= height[c]) {
                int h = height[stack_[--top]];
                int leftEdge = top > 0 ? stack_[top - 1] + 1 : 0;
                best = max(best, (long long)h * (c - leftEdge));
            }
            stack_[top++] = c;
        }
    }
    printf("%lld\n", best);
    return 0;
}
`,
	},
});
