import { defineProblem, type ProblemTest, seededRandom } from "../define";

/**
 * Prefix sums of charge − use, P(0..n). Starting at stop s (0-based) works when every partial sum
 * P(j) − P(s) for j in s+1..s+n stays ≥ 0, where P(n + j) = P(n) + P(j); prefix and suffix minima
 * answer that for every s at once. A different method from the greedy the problem teaches.
 */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const n = numbers[0] ?? 1;
	const prefix = [0];
	for (let i = 0; i < n; i++)
		prefix.push((prefix[i] ?? 0) + (numbers[1 + i] ?? 0) - (numbers[1 + n + i] ?? 0));
	const total = prefix[n] ?? 0;
	const suffixMin = new Array<number>(n + 2).fill(Number.POSITIVE_INFINITY);
	for (let j = n; j >= 1; j--) suffixMin[j] = Math.min(suffixMin[j + 1] ?? 0, prefix[j] ?? 0);
	let prefixMin = Number.POSITIVE_INFINITY;
	for (let s = 0; s < n; s++) {
		const lowest = Math.min(suffixMin[s + 1] ?? 0, total + prefixMin);
		if (lowest - (prefix[s] ?? 0) >= 0) return `${s + 1}\n`;
		prefixMin = Math.min(prefixMin, prefix[s + 1] ?? 0);
	}
	return "-1\n";
}

const test = (charge: number[], use: number[]): string =>
	`${charge.length}\n${charge.join(" ")}\n${use.join(" ")}\n`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7502);
	const n = 100_000;
	const randomLoop = (size: number, bias: number) => {
		const charge = Array.from({ length: size }, () => random.int(0, 1000));
		const use = charge.map((c) => Math.max(0, Math.min(1000, c + random.int(-300, 300) - bias)));
		return test(charge, use);
	};
	const flat = (size: number, at: (i: number) => number) =>
		test(
			new Array<number>(size).fill(500).map((c, i) => c + Math.max(0, at(i))),
			new Array<number>(size).fill(500).map((c, i) => c + Math.max(0, -at(i))),
		);
	const inputs = [
		test([0], [0]),
		test([3], [4]),
		test([7], [2]),
		test([0, 5], [5, 0]),
		test([1, 1, 1], [1, 1, 1]),
		test([2, 0, 4], [3, 2, 2]),
		test([0, 0, 10, 0], [3, 3, 3, 3]),
		randomLoop(10, 0),
		randomLoop(300, 2),
		randomLoop(2000, 0),
		// Every start drives almost the whole loop before running dry: restarting the simulation
		// from each stop is quadratic.
		flat(n, (i) => (i === n - 2 ? -1 : i === n - 1 ? 1 : 0)),
		flat(n, (i) => (i === n - 1 ? -1 : 0)),
		flat(n, (i) => (i === n - 3 ? -5 : i === n - 1 ? 4 : i === 0 ? 1 : 0)),
		randomLoop(n, 1),
		randomLoop(n, 0),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const shuttleChargingLoop = defineProblem({
	id: "shuttle-charging-loop",
	title: "Shuttle Charging Loop",
	topic: "greedy",
	difficulty: "medium",
	statement: `The college's electric shuttle runs around a loop of n stops, numbered 1 to n in driving order; after stop n it drives back to stop 1. Every stop has a solar charger: when the shuttle reaches stop i it takes on ci units of charge. Driving from stop i to the next stop uses ui units.

The driver wants to start the day with an empty battery at some stop, charge there, and drive one full loop back to that stop, charging at every stop on the way. The battery is large enough for any amount of charge, but the shuttle stops dead if a drive needs more charge than the battery holds at that moment.

Print the smallest stop number from which the shuttle can complete the loop, or -1 if no stop works.`,
	inputFormat: `The first line contains an integer n.

The second line contains n integers c1 c2 ... cn, the charge taken on at each stop.

The third line contains n integers u1 u2 ... un, where ui is the charge used from stop i to the next stop.`,
	outputFormat: "Print one integer: the smallest starting stop that completes the loop, or -1.",
	constraints: ["1 ≤ n ≤ 10^5", "0 ≤ ci, ui ≤ 1000"],
	examples: [
		{
			input: "5\n1 2 3 4 5\n3 4 5 1 2\n",
			output: "4\n",
			explanation:
				"From stop 4 the battery holds 4 − 1 = 3 on reaching stop 5, then 3 + 5 − 2 = 6 at stop 1, 6 + 1 − 3 = 4 at stop 2, 4 + 2 − 4 = 2 at stop 3 and 2 + 3 − 5 = 0 back at stop 4. Stops 1, 2 and 3 run dry on their first drive, and stop 4 is the smallest that works.",
		},
		{
			input: "3\n2 3 4\n3 4 3\n",
			output: "-1\n",
			explanation: "The stops give 9 units in all but the loop needs 10, so no start can complete it.",
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
    n = int(data[0])
    charge = data[1:1 + n]
    use = data[1 + n:1 + 2 * n]
    # A start that runs dry before stop j rules out every stop up to j as a start too,
    # so the search restarts just after the stop where the battery went negative.
    start = 0
    battery = 0
    total = 0
    for i in range(n):
        gain = int(charge[i]) - int(use[i])
        total += gain
        battery += gain
        if battery < 0:
            start = i + 1
            battery = 0
    print(start + 1 if total >= 0 else -1)

main()
`,
	},
});
