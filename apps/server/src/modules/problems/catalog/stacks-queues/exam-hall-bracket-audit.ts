import { defineProblem, type ProblemTest, seededRandom } from "../define";

const OPENERS = "([{";
const CLOSERS = ")]}";

/** The answer for one line: 0 when balanced, else the 1-based position of the first fault. */
function audit(line: string): number {
	const open: number[] = [];
	for (let i = 0; i < line.length; i++) {
		const kind = OPENERS.indexOf(line[i] ?? "");
		if (kind >= 0) {
			open.push(i);
			continue;
		}
		const top = open.at(-1);
		if (top === undefined || OPENERS.indexOf(line[top] ?? "") !== CLOSERS.indexOf(line[i] ?? ""))
			return i + 1;
		open.pop();
	}
	return open.length === 0 ? 0 : (open[0] ?? 0) + 1;
}

function solve(input: string): string {
	const [count, ...lines] = input.trim().split("\n");
	return `${lines
		.slice(0, Number(count))
		.map((line) => audit(line.trim()))
		.join("\n")}\n`;
}

/** A balanced line of about `length` characters, nested to a random depth. */
function balanced(random: ReturnType<typeof seededRandom>, length: number): string {
	const out: string[] = [];
	const open: number[] = [];
	while (out.length + open.length < length) {
		const canClose = open.length > 0;
		const closeRoom = out.length + open.length + 2 > length;
		if (canClose && (closeRoom || random.next() < 0.5)) out.push(CLOSERS[open.pop() ?? 0] ?? ")");
		else {
			const kind = random.int(0, 2);
			open.push(kind);
			out.push(OPENERS[kind] ?? "(");
		}
	}
	while (open.length > 0) out.push(CLOSERS[open.pop() ?? 0] ?? ")");
	return out.join("");
}

/** Replaces one character at or after `from` with a different bracket, usually breaking the line. */
function damage(random: ReturnType<typeof seededRandom>, line: string, from: number): string {
	const at = random.int(from, line.length - 1);
	const others = "()[]{}".replace(line[at] ?? "", "");
	return line.slice(0, at) + random.pick(others.split("")) + line.slice(at + 1);
}

const test = (lines: string[]): string => `${lines.length}\n${lines.join("\n")}\n`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7101);
	const inputs = [
		test(["("]),
		test([")"]),
		test(["()", "[]", "{}"]),
		test(["(]", "([)]", "{[}]", "((}"]),
		test(["((", "(()", "[(])", "(()))"]),
		test(["())(", ")(", "}{", "]]]"]),
		test(["{[()()]}", "([]{})[]", "((([])))", "({[({[]})]})"]),
		test(["(((((((((()))))))))", "[[[[[]]]]]]", "{{{{{}}}}"]),
		test(Array.from({ length: 40 }, (_, i) => damage(random, balanced(random, 12 + (i % 5) * 2), 0))),
		test(Array.from({ length: 30 }, () => balanced(random, random.int(1, 20) * 2))),
	];
	// Deep nesting defeats "delete every () pair and repeat", which needs one pass per level.
	const depth = 250_000;
	inputs.push(test([`${"(".repeat(depth)}${")".repeat(depth)}`]));
	inputs.push(test([`${"[".repeat(depth)}${"]".repeat(depth - 1)})`]));
	inputs.push(test([`${"{".repeat(depth)}${"}".repeat(depth - 1)}`]));
	const longOne = balanced(random, 500_000);
	inputs.push(test([damage(random, longOne, 490_000)]));
	inputs.push(
		test(
			Array.from({ length: 10_000 }, (_, i) => {
				const line = balanced(random, 50);
				return i % 3 === 0 ? damage(random, line, 25) : line;
			}),
		),
	);
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const examHallBracketAudit = defineProblem({
	id: "exam-hall-bracket-audit",
	title: "Exam Hall Bracket Audit",
	topic: "stacks-queues",
	difficulty: "easy",
	statement: `The examination cell types every question paper into a formatting tool before printing. Mathematical expressions use three kinds of brackets: ( ), [ ] and { }. Last semester a paper went to print with a missing bracket, and the whole hall of 300 students wasted ten minutes on it. This year the cell wants an audit that points at the exact spot of the mistake.

For each line of brackets, report 0 if it is balanced: every closing bracket matches the most recent unmatched opening bracket of the same kind, and no opening bracket is left unmatched.

Otherwise report the position (1-based) of the first fault, found by reading the line from left to right:

- If some closing bracket has no unmatched opening bracket before it, or the most recent unmatched opening bracket is of a different kind, the fault is at that closing bracket. Report the first such position.

- If no such closing bracket exists but some opening brackets remain unmatched at the end, report the position of the leftmost unmatched opening bracket.`,
	inputFormat: `The first line contains an integer T, the number of lines to audit.

Each of the next T lines contains a non-empty string made only of the characters ( ) [ ] { }.`,
	outputFormat:
		"Print T lines. The i-th line is 0 if the i-th string is balanced, otherwise the position of its first fault.",
	constraints: [
		"1 ≤ T ≤ 10^4",
		"1 ≤ length of each string ≤ 5 × 10^5",
		"The total length of all strings is at most 5 × 10^5",
	],
	examples: [
		{
			input: "4\n{[()]}\n([)]\n(()\n())\n",
			output: "0\n3\n1\n3\n",
			explanation:
				"{[()]} is balanced. In ([)] the ) at position 3 closes while [ is the most recent unmatched bracket. In (() nothing closes wrongly, but the ( at position 1 is never matched. In ()) the ) at position 3 has nothing left to close.",
		},
		{
			input: "2\n[]{}\n}\n",
			output: "0\n1\n",
			explanation: "The second line starts with a closing bracket, so the fault is at position 1.",
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
    t = int(data[0])
    match = {41: 40, 93: 91, 125: 123}
    out = []
    for line in data[1:1 + t]:
        stack = []
        answer = 0
        for i, c in enumerate(line):
            if c == 40 or c == 91 or c == 123:
                stack.append(i)
            elif stack and line[stack[-1]] == match[c]:
                stack.pop()
            else:
                answer = i + 1
                break
        if answer == 0 and stack:
            answer = stack[0] + 1
        out.append(str(answer))
    sys.stdout.write("\n".join(out) + "\n")

main()
`,
	},
});
