import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Floyd's tortoise and hare, in O(1) extra memory: a different method from marking visited stops. */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const head = numbers[1] ?? 0;
	const next = (stop: number) => (stop === 0 ? 0 : (numbers[stop + 1] ?? 0));
	let slow = head;
	let fast = head;
	do {
		slow = next(slow);
		fast = next(next(fast));
	} while (fast !== 0 && slow !== fast);
	if (fast === 0) return "0 0\n";
	let start = head;
	while (start !== slow) {
		start = next(start);
		slow = next(slow);
	}
	let length = 1;
	for (let stop = next(start); stop !== start; stop = next(stop)) length++;
	return `${start} ${length}\n`;
}

const test = (head: number, next: number[]): string => `${next.length} ${head}\n${next.join(" ")}\n`;

/** A route visiting `order` in turn, then ending (loopTo = 0) or jumping back to stop loopTo. */
function route(n: number, order: number[], loopTo: number, random: ReturnType<typeof seededRandom>): string {
	const next = Array.from({ length: n }, () => random.int(0, n));
	order.forEach((stop, i) => {
		next[stop - 1] = order[i + 1] ?? loopTo;
	});
	return test(order[0] ?? 1, next);
}

function shuffled(n: number, random: ReturnType<typeof seededRandom>): number[] {
	const stops = Array.from({ length: n }, (_, i) => i + 1);
	for (let i = n - 1; i > 0; i--) {
		const j = random.int(0, i);
		[stops[i], stops[j]] = [stops[j] ?? 0, stops[i] ?? 0];
	}
	return stops;
}

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7201);
	const n = 100_000;
	const big = shuffled(n, random);
	const inputs = [
		test(1, [0]),
		test(1, [1]),
		test(2, [1, 1]),
		test(1, [2, 1]),
		// Stops 1 and 2 loop, but the route from stop 3 never reaches them.
		test(3, [2, 1, 4, 5, 0]),
		test(4, [2, 3, 4, 5, 3]),
		test(1, [2, 3, 4, 5, 6, 7, 8, 9, 10, 10]),
		route(50, shuffled(50, random).slice(0, 30), 0, random),
		route(60, shuffled(60, random).slice(0, 45), 0, random),
		(() => {
			const order = shuffled(80, random).slice(0, 70);
			return route(80, order, order[25] ?? 1, random);
		})(),
		// Long routes: a quadratic "have I seen this stop?" scan of a list does not finish in time.
		route(n, big, 0, random),
		route(n, big, big[0] ?? 1, random),
		route(n, big, big[n - 1] ?? 1, random),
		route(n, big.slice(0, 99_000), big[40_000] ?? 1, random),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const shuttleRouteLoopCheck = defineProblem({
	id: "shuttle-route-loop-check",
	title: "Shuttle Route Loop Check",
	topic: "linked-lists",
	difficulty: "easy",
	statement: `The campus shuttle's route is stored as a linked list of stops. Stops are numbered 1 to n, and each stop records the stop that comes after it, or 0 if the route ends there. The shuttle starts at stop h and always drives to the next stop recorded.

After a data-entry mistake, the transport office suspects that the route may never end: some stop may point back to a stop the shuttle has already visited, so that it goes round in a loop forever. Stops that the shuttle never reaches do not matter, whatever they point to.

If the route from stop h ends, print 0 0. Otherwise print the first stop on the route that the shuttle visits a second time (where the loop begins) and the number of distinct stops in the loop.`,
	inputFormat: `The first line contains two integers n and h: the number of stops and the starting stop.

The second line contains n integers next1 next2 ... nextn, where nexti is the stop after stop i, or 0 if the route ends at stop i.`,
	outputFormat:
		"Print two integers: the stop where the loop begins and the loop's length, or 0 0 if the route ends.",
	constraints: ["1 ≤ n ≤ 10^5", "1 ≤ h ≤ n", "0 ≤ nexti ≤ n"],
	examples: [
		{
			input: "6 1\n2 3 4 5 6 3\n",
			output: "3 4\n",
			explanation:
				"The shuttle drives 1 → 2 → 3 → 4 → 5 → 6 → 3 → 4 → ... Stop 3 is the first stop it reaches twice, and the loop 3 → 4 → 5 → 6 has 4 stops.",
		},
		{
			input: "4 2\n0 4 2 1\n",
			output: "0 0\n",
			explanation:
				"From stop 2 the shuttle drives 2 → 4 → 1 and the route ends. Stop 3 points back to 2, but the shuttle never reaches stop 3.",
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
    n, head = int(data[0]), int(data[1])
    nxt = [0] + [int(x) for x in data[2:2 + n]]
    step_at = [0] * (n + 1)
    stop, step = head, 1
    while stop != 0 and step_at[stop] == 0:
        step_at[stop] = step
        step += 1
        stop = nxt[stop]
    if stop == 0:
        print("0 0")
    else:
        print(stop, step - step_at[stop])

main()
`,
	},
});
