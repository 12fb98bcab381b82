import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Independent of the reference: prefix counts of first-years, then every block of k rooms. */
function fewestMoves(rooms: string): number {
	const prefix = [0];
	for (const room of rooms) prefix.push((prefix.at(-1) as number) + (room === "1" ? 1 : 0));
	const k = prefix.at(-1) as number;
	if (k === 0) return 0;
	let mostAlready = 0;
	for (let end = k; end <= rooms.length; end++)
		mostAlready = Math.max(mostAlready, (prefix[end] as number) - (prefix[end - k] as number));
	return k - mostAlready;
}

const generated = (rooms: string): ProblemTest => ({
	input: `${rooms.length}\n${rooms}\n`,
	output: `${fewestMoves(rooms)}\n`,
});

export const groupBookedRooms = defineProblem({
	id: "group-booked-rooms",
	title: "Group the First-Years",
	topic: "arrays",
	difficulty: "medium",
	statement: `The ground floor of the boys' hostel has n rooms in a row along one corridor. The allotment list marks each room 1 if a first-year student was allotted to it, and 0 otherwise.

The warden wants all the first-years in one unbroken block of neighbouring rooms, so that their mentor can meet them together. In one move the warden swaps the occupants of any two rooms, which need not be neighbours.

Print the fewest moves that put all the first-years in one block. If there are no first-years, nothing needs to move.`,
	inputFormat:
		"The first line holds n, the number of rooms.\nThe second line holds a string of n characters, each 0 or 1, the rooms from one end of the corridor to the other.",
	outputFormat: "Print one integer: the fewest swaps that make the rooms marked 1 consecutive.",
	constraints: ["1 ≤ n ≤ 500000", "The string has exactly n characters, each 0 or 1."],
	examples: [
		{
			input: "9\n110100110\n",
			output: "2\n",
			explanation:
				"There are 5 first-years. Rooms 1 to 5 already hold 3 of them, so 2 swaps bring in the other two; no block of 5 rooms holds more than 3.",
		},
		{ input: "5\n01110\n", output: "0\n", explanation: "The first-years are already together." },
	],
	hiddenTests: () => {
		const random = seededRandom(1303);
		const rooms = (n: number, share: number) =>
			Array.from({ length: n }, () => (random.next() < share ? "1" : "0")).join("");
		return [
			{ input: "1\n0\n", output: "0\n" },
			{ input: "1\n1\n", output: "0\n" },
			{ input: "5\n00000\n", output: "0\n" },
			{ input: "5\n11111\n", output: "0\n" },
			{ input: "6\n101010\n", output: "1\n" },
			{ input: "8\n10010011\n", output: "2\n" },
			{ input: "7\n1000001\n", output: "1\n" },
			generated(rooms(2000, 0.3)),
			generated(rooms(500_000, 0.5)),
			// Half the first-years at each end of the corridor: no block of k rooms holds more than half of them.
			generated(`${"1".repeat(125_000)}${"0".repeat(250_000)}${"1".repeat(125_000)}`),
			generated(Array.from({ length: 5000 }, () => rooms(100, random.next())).join("")),
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
    rooms = data[1][:n]
    k = rooms.count(b"1")
    if k == 0:
        print(0)
        return
    # Slide a window of k rooms; the first-years already inside it never have to move.
    inside = rooms[:k].count(b"1")
    best = inside
    for end in range(k, n):
        inside += (rooms[end] == 49) - (rooms[end - k] == 49)
        if inside > best:
            best = inside
    print(k - best)


main()
`,
	},
});
