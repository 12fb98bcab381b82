import { defineProblem, type ProblemTest, seededRandom } from "../define";

/**
 * Independent of the reference (a running dictionary): a stretch is balanced when the running
 * "presents minus absents" is equal at both ends, so count equal values pairwise at the end.
 */
function balancedStretches(days: string): number {
	const counts = new Array<number>(2 * days.length + 1).fill(0);
	let balance = days.length;
	counts[balance] = 1;
	for (const day of days) {
		balance += day === "P" ? 1 : -1;
		counts[balance] = (counts[balance] as number) + 1;
	}
	return counts.reduce((total, c) => total + (c * (c - 1)) / 2, 0);
}

const generated = (days: string): ProblemTest => ({
	input: `${days.length}\n${days}\n`,
	output: `${balancedStretches(days)}\n`,
});

export const balancedAttendancePeriods = defineProblem({
	id: "balanced-attendance-periods",
	title: "Balanced Attendance Stretches",
	topic: "hashing",
	difficulty: "medium",
	statement: `A student's attendance register for the semester is a string of n letters, one per working day: P for present and A for absent.

The class advisor is studying attendance patterns and calls a stretch of consecutive days balanced when the student was present on exactly as many of those days as absent.

Count the balanced stretches in the register. Two stretches are different if they start or end on different days.`,
	inputFormat:
		"The first line holds n, the number of working days.\nThe second line holds a string of n letters, each P or A.",
	outputFormat: "Print one integer: the number of balanced stretches.",
	constraints: [
		"1 ≤ n ≤ 500000",
		"The string has exactly n letters, each P or A.",
		"The answer may not fit in a 32-bit integer.",
	],
	examples: [
		{
			input: "6\nPAPPAA\n",
			output: "6\n",
			explanation: "Days 1–2, 2–3, 4–5, 2–5, 3–6 and 1–6 each have as many P as A.",
		},
		{ input: "3\nPPP\n", output: "0\n" },
	],
	hiddenTests: () => {
		const random = seededRandom(3202);
		const register = (n: number, presentShare: number) =>
			Array.from({ length: n }, () => (random.next() < presentShare ? "P" : "A")).join("");
		return [
			{ input: "1\nP\n", output: "0\n" },
			{ input: "2\nPA\n", output: "1\n" },
			{ input: "2\nAA\n", output: "0\n" },
			{ input: "4\nPAPA\n", output: "4\n" },
			{ input: "8\nPPPPAAAA\n", output: "4\n" },
			{ input: "5\nAAAAA\n", output: "0\n" },
			{ input: "6\nAPAPPA\n", output: "7\n" },
			generated(register(2000, 0.5)),
			// 62500000000 stretches: beyond a 32-bit counter.
			generated("PA".repeat(250_000)),
			generated(register(500_000, 0.5)),
			generated(`${"P".repeat(250_000)}${"A".repeat(250_000)}`),
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
    days = data[1][:n]
    # Stretches ending today are balanced once for every earlier day with the same running balance.
    seen = {0: 1}
    balance = 0
    total = 0
    for day in days:
        balance += 1 if day == 80 else -1
        earlier = seen.get(balance, 0)
        total += earlier
        seen[balance] = earlier + 1
    print(total)


main()
`,
	},
});
