import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Independent of the reference (two pointers): the tallest wall on each side of every block, from two sweeps. */
function trapped(heights: readonly number[]): number {
	const n = heights.length;
	const rightTallest = new Array<number>(n).fill(0);
	for (let i = n - 2; i >= 0; i--)
		rightTallest[i] = Math.max(rightTallest[i + 1] as number, heights[i + 1] as number);
	let leftTallest = 0;
	let water = 0;
	heights.forEach((height, i) => {
		water += Math.max(0, Math.min(leftTallest, rightTallest[i] as number) - height);
		leftTallest = Math.max(leftTallest, height);
	});
	return water;
}

const generated = (heights: number[]): ProblemTest => ({
	input: `${heights.length}\n${heights.join(" ")}\n`,
	output: `${trapped(heights)}\n`,
});

export const hostelWaterTanks = defineProblem({
	id: "hostel-water-tanks",
	title: "Monsoon on the Hostel Terrace",
	topic: "two-pointers",
	difficulty: "medium",
	statement: `The new hostel block has a long, narrow terrace divided into n cells of equal width in a row. Because of unfinished construction, the floor of cell i is raised to a height of hi units.

During the monsoon, rain water collects on the terrace. Water standing on a cell can rise only as high as the lower of the tallest cell somewhere to its left and the tallest cell somewhere to its right; anything higher flows off an end of the terrace. A cell at either end holds no water.

The warden wants to know how much water collects after a heavy rain. Print the total number of units of water standing on the terrace (one unit is one cell wide and one unit high).`,
	inputFormat:
		"The first line holds n, the number of cells.\nThe second line holds n integers h1 h2 … hn, the floor heights from one end to the other.",
	outputFormat: "Print one integer: the total units of water that collect.",
	constraints: ["1 ≤ n ≤ 100000", "0 ≤ hi ≤ 100000", "The answer may not fit in a 32-bit integer."],
	examples: [
		{
			input: "6\n3 0 2 0 4 1\n",
			output: "7\n",
			explanation:
				"Cells 2, 3 and 4 hold 3, 1 and 3 units: each fills up to height 3, the lower of 3 on the left and 4 on the right.",
		},
		{
			input: "3\n1 2 3\n",
			output: "0\n",
			explanation: "Every cell is lower than the cell to its right, so the water flows off.",
		},
	],
	hiddenTests: () => {
		const random = seededRandom(4303);
		const heights = (n: number, high: number) => Array.from({ length: n }, () => random.int(0, high));
		return [
			{ input: "1\n5\n", output: "0\n" },
			{ input: "2\n4 4\n", output: "0\n" },
			{ input: "3\n5 0 5\n", output: "5\n" },
			{ input: "5\n0 0 0 0 0\n", output: "0\n" },
			{ input: "5\n5 4 3 2 1\n", output: "0\n" },
			{ input: "5\n3 1 2 1 3\n", output: "5\n" },
			{ input: "7\n4 2 0 3 2 5 1\n", output: "9\n" },
			{ input: "3\n100000 0 100000\n", output: "100000\n" },
			generated(heights(1000, 50)),
			// Two tall walls at the ends and a low floor between: about 10^10 units.
			generated([100_000, ...heights(99_998, 10), 100_000]),
			generated(heights(100_000, 100_000)),
			// A single peak in the middle: all the water flows off.
			generated(Array.from({ length: 100_000 }, (_, i) => Math.min(i, 99_999 - i))),
		];
	},
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "python",
		source: `import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    heights = list(map(int, data[1:1 + n]))
    low, high = 0, n - 1
    left_tallest = right_tallest = 0
    water = 0
    # The side with the lower wall so far decides that cell's level: the other side is at least as tall.
    while low <= high:
        if left_tallest <= right_tallest:
            h = heights[low]
            if h > left_tallest:
                left_tallest = h
            else:
                water += left_tallest - h
            low += 1
        else:
            h = heights[high]
            if h > right_tallest:
                right_tallest = h
            else:
                water += right_tallest - h
            high -= 1
    print(water)


main()
`,
	},
});
