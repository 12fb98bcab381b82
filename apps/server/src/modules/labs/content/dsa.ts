import { type LabDefinition, lines, numbers, seeded, testsOf } from "./define";

// ---------------------------------------------------------------- attendance prefix sums

const total = (input: string) => `${numbers(lines(input)[1]).reduce((a, b) => a + b, 0)}\n`;

function rangeSums(input: string): string {
	const rows = lines(input);
	const values = numbers(rows[1]);
	const prefix = [0];
	for (const value of values) prefix.push((prefix.at(-1) as number) + value);
	const q = Number(rows[2]);
	const out: number[] = [];
	for (let i = 0; i < q; i++) {
		const [l = 1, r = 1] = numbers(rows[3 + i]);
		out.push((prefix[r] as number) - (prefix[l - 1] as number));
	}
	return `${out.join("\n")}\n`;
}

function bestWindow(input: string): string {
	const rows = lines(input);
	const [, k = 1] = numbers(rows[0]);
	const values = numbers(rows[1]);
	let sum = values.slice(0, k).reduce((a, b) => a + b, 0);
	let best = sum;
	let start = 1;
	for (let i = k; i < values.length; i++) {
		sum += (values[i] as number) - (values[i - k] as number);
		if (sum > best) {
			best = sum;
			start = i - k + 2;
		}
	}
	return `${best} ${start}\n`;
}

const attendance = (random: ReturnType<typeof seeded>, n: number, high = 120) =>
	Array.from({ length: n }, () => random.int(0, high));

const totalInputs = (() => {
	const random = seeded(1401);
	return [
		"1\n0\n",
		"5\n60 60 60 60 60\n",
		...[7, 30, 1000].map((n) => `${n}\n${attendance(random, n).join(" ")}\n`),
	];
})();

const queryInput = (random: ReturnType<typeof seeded>, n: number, q: number) => {
	const values = attendance(random, n);
	const queries = Array.from({ length: q }, () => {
		const l = random.int(1, n);
		return `${l} ${random.int(l, n)}`;
	});
	return `${n}\n${values.join(" ")}\n${q}\n${queries.join("\n")}\n`;
};

const queryInputs = (() => {
	const random = seeded(1402);
	return [
		"1\n42\n1\n1 1\n",
		"4\n10 0 0 10\n3\n2 3\n1 4\n4 4\n",
		queryInput(random, 20, 10),
		// Whole-range queries on a long register: summing each range again is far too slow here.
		(() => {
			const n = 40000;
			const values = attendance(random, n);
			const queries = Array.from({ length: n }, () => `${random.int(1, 50)} ${random.int(n - 50, n)}`);
			return `${n}\n${values.join(" ")}\n${n}\n${queries.join("\n")}\n`;
		})(),
	];
})();

const windowInputs = (() => {
	const random = seeded(1403);
	return [
		"1 1\n7\n",
		"5 2\n5 5 5 5 5\n",
		"6 6\n1 2 3 4 5 6\n",
		"8 3\n0 0 0 9 0 0 0 9\n",
		...[
			[30, 7],
			[200, 15],
		].map(([n = 1, k = 1]) => `${n} ${k}\n${attendance(random, n).join(" ")}\n`),
		(() => {
			const n = 60000;
			const k = 30000;
			return `${n} ${k}\n${attendance(random, n).join(" ")}\n`;
		})(),
	];
})();

export const attendancePrefixSums: LabDefinition = {
	slug: "attendance-prefix-sums",
	courseSlug: "dsa-foundations",
	title: "Attendance analytics with prefix sums",
	summary:
		"Your department's attendance register has one number per working day. Turn it into instant answers: totals, any range of days, and the best week.",
	minutes: 40,
	language: "python",
	objectives: [
		"Read competitive-programming style input quickly in Python",
		"Build a prefix-sum array and answer any range-sum query in O(1)",
		"Use a sliding window to find the best stretch of k consecutive days in O(n)",
	],
	prerequisites: ["Python lists and loops", "The lesson on arrays and time complexity"],
	steps: [
		{
			title: "Total the register",
			instructions: `The attendance register of your class lists how many students were present on each working day of the semester.

**Task.** Read the register and print the total number of attendances.

**Input.** The first line holds \`n\`, the number of days. The second line holds \`n\` integers: the students present on each day.

**Output.** One integer: the sum of the \`n\` numbers.

Tip: \`sys.stdin.read().split()\` reads every number at once and is much faster than calling \`input()\` in a loop.`,
			starter: `import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    present = list(map(int, data[1:1 + n]))
    # Print the total number of attendances.

main()
`,
			examples: testsOf(total, ["4\n58 60 0 57\n"]),
			hidden: testsOf(total, totalInputs),
			cpuMs: 1000,
			solution: `import sys
data = sys.stdin.read().split()
n = int(data[0])
print(sum(map(int, data[1:1 + n])))
`,
		},
		{
			title: "Any range of days in O(1)",
			instructions: `The HOD keeps asking questions like *"how many attendances between day 12 and day 40?"*. Adding the days up again for every question takes O(n) each time; with tens of thousands of questions that is too slow.

Build a **prefix-sum** array \`prefix\` where \`prefix[i]\` is the total of days 1 to i (and \`prefix[0] = 0\`). Then the total of days \`l\` to \`r\` is \`prefix[r] - prefix[l - 1]\`.

**Input.** \`n\`, then the \`n\` daily counts, then \`q\`, then \`q\` lines each with \`l r\` (1-based, \`1 ≤ l ≤ r ≤ n\`).

**Output.** For each question, one line with the total of days \`l\` to \`r\`.

The hidden tests include 40,000 days and 40,000 questions over almost the whole register: only the prefix-sum approach finishes within the time limit.`,
			starter: `import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    present = list(map(int, data[1:1 + n]))
    q = int(data[1 + n])
    # Build prefix sums here, then answer each (l, r) question.
    pos = 2 + n
    answers = []
    for _ in range(q):
        l, r = int(data[pos]), int(data[pos + 1])
        pos += 2
        # answers.append(...)
    print("\\n".join(map(str, answers)))

main()
`,
			examples: testsOf(rangeSums, ["5\n50 45 60 0 55\n3\n1 3\n2 5\n4 4\n"]),
			hidden: testsOf(rangeSums, queryInputs),
			cpuMs: 1000,
			solution: `import sys
data = sys.stdin.read().split()
n = int(data[0])
prefix = [0] * (n + 1)
for i in range(n):
    prefix[i + 1] = prefix[i] + int(data[1 + i])
q = int(data[1 + n])
out = []
pos = 2 + n
for _ in range(q):
    l, r = int(data[pos]), int(data[pos + 1])
    pos += 2
    out.append(prefix[r] - prefix[l - 1])
print("\\n".join(map(str, out)))
`,
		},
		{
			title: "The best stretch of k days",
			instructions: `For the NAAC report the department wants its **best stretch of \`k\` consecutive working days**.

Slide a window of size \`k\` over the register: start with the sum of the first \`k\` days, then for each next day add the day entering the window and subtract the day leaving it. That is O(n) instead of O(n·k).

**Input.** The first line holds \`n k\` (\`1 ≤ k ≤ n\`). The second line holds the \`n\` daily counts.

**Output.** Two integers on one line: the largest total of \`k\` consecutive days, and the 1-based day on which the **first** such window starts.`,
			starter: `import sys

def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    present = list(map(int, data[2:2 + n]))
    # Slide a window of k days and remember the best total and where it starts.

main()
`,
			examples: testsOf(bestWindow, ["7 3\n40 55 60 58 20 61 59\n"]),
			hidden: testsOf(bestWindow, windowInputs),
			cpuMs: 1000,
			solution: `import sys
data = sys.stdin.read().split()
n, k = int(data[0]), int(data[1])
a = list(map(int, data[2:2 + n]))
s = sum(a[:k])
best, start = s, 1
for i in range(k, n):
    s += a[i] - a[i - k]
    if s > best:
        best, start = s, i - k + 2
print(best, start)
`,
		},
	],
};

// ---------------------------------------------------------------- bracket checker

const PAIRS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

function roundOnly(input: string): string {
	let depth = 0;
	for (const ch of input.replace(/\n$/, "")) {
		if (ch === "(") depth++;
		else if (ch === ")" && --depth < 0) return "NO\n";
	}
	return depth === 0 ? "YES\n" : "NO\n";
}

/** -1 when balanced, else the 1-based position the check fails at (see step 3). */
function firstError(line: string): number {
	const stack: number[] = [];
	const chars = [...line];
	for (let i = 0; i < chars.length; i++) {
		const ch = chars[i] as string;
		if (ch === "(" || ch === "[" || ch === "{") stack.push(i);
		else if (ch in PAIRS) {
			const top = stack.at(-1);
			if (top === undefined || chars[top] !== PAIRS[ch]) return i + 1;
			stack.pop();
		}
	}
	return stack.length === 0 ? -1 : (stack[0] as number) + 1;
}

const allKinds = (input: string) => (firstError(input.replace(/\n$/, "")) === -1 ? "YES\n" : "NO\n");
const errorPosition = (input: string) => {
	const at = firstError(input.replace(/\n$/, ""));
	return at === -1 ? "YES\n" : `${at}\n`;
};

const bracketInputs = (seed: number, alphabet: string) => {
	const random = seeded(seed);
	const balanced = (depth: number): string => {
		if (depth === 0) return random.pick(["x", "a+b", "i", ""]);
		const [open, close] = random.pick(
			alphabet === "()"
				? [["(", ")"]]
				: [
						["(", ")"],
						["[", "]"],
						["{", "}"],
					],
		) as [string, string];
		return `${open}${balanced(depth - 1)}${close}${random.next() < 0.5 ? balanced(depth - 1) : ""}`;
	};
	const long = balanced(11);
	return [
		long,
		`${long})`,
		`(${long}`,
		`${long.slice(0, Math.floor(long.length / 2))}${long.slice(Math.floor(long.length / 2) + 1)}`,
	];
};

const roundInputs = [
	"print((a + b) * c)\n",
	")(\n",
	"((x)\n",
	"no brackets at all\n",
	"(()())()\n",
	...bracketInputs(1411, "()").map((line) => `${line}\n`),
];

const mixedInputs = [
	"if (a[i] > 0) { total += a[i]; }\n",
	"([)]\n",
	"{[()()]}\n",
	"{\n",
	"]\n",
	"x = [1, 2, (3, 4)]\n",
	...bracketInputs(1412, "([{").map((line) => `${line}\n`),
];

export const bracketCheckerStack: LabDefinition = {
	slug: "bracket-checker-stack",
	courseSlug: "dsa-foundations",
	title: "Build a bracket checker with a stack",
	summary:
		"Every code editor and compiler checks that brackets match. Build that check step by step, from a simple counter to a stack that points at the exact character that breaks.",
	minutes: 35,
	language: "python",
	objectives: [
		"See why a counter is enough for one kind of bracket but not for three",
		"Use a Python list as a stack (append and pop) to match brackets",
		"Report the exact position of the first error, as a compiler does",
	],
	prerequisites: ["Python strings and lists", "The lesson on stacks and queues"],
	steps: [
		{
			title: "Round brackets with a counter",
			instructions: `Start with only round brackets \`(\` and \`)\`. Every other character (letters, digits, spaces, operators) is ignored.

Keep a counter: add 1 for \`(\`, subtract 1 for \`)\`. The brackets are balanced when the counter **never goes below 0** and **ends at 0**.

**Input.** One line of text (it may contain spaces).

**Output.** \`YES\` if the round brackets are balanced, otherwise \`NO\`.`,
			starter: `import sys

def main():
    line = sys.stdin.readline().rstrip("\\n")
    depth = 0
    # Walk through the line, update depth, and print YES or NO.

main()
`,
			examples: testsOf(roundOnly, ["f(g(x), h(y))\n"]),
			hidden: testsOf(roundOnly, roundInputs),
			cpuMs: 1000,
			solution: `import sys
line = sys.stdin.readline().rstrip("\\n")
depth = 0
ok = True
for ch in line:
    if ch == "(":
        depth += 1
    elif ch == ")":
        depth -= 1
        if depth < 0:
            ok = False
            break
print("YES" if ok and depth == 0 else "NO")
`,
		},
		{
			title: "Three kinds of brackets with a stack",
			instructions: `Now the line may contain \`()\`, \`[]\` and \`{}\`. A counter is no longer enough: \`([)]\` has as many openings as closings, yet it is wrong.

Use a **stack**: push every opening bracket; on a closing bracket, the top of the stack must be the matching opening bracket, which you then pop. At the end the stack must be empty.

**Input.** One line of text.

**Output.** \`YES\` if all brackets are balanced and properly nested, otherwise \`NO\`.`,
			starter: `import sys

PAIRS = {")": "(", "]": "[", "}": "{"}

def main():
    line = sys.stdin.readline().rstrip("\\n")
    stack = []
    # Push openings, match closings against stack[-1], and print YES or NO.

main()
`,
			examples: testsOf(allKinds, ["for (i = 0; i < n; i++) { a[i] = b[i]; }\n"]),
			hidden: testsOf(allKinds, mixedInputs),
			cpuMs: 1000,
			solution: `import sys
PAIRS = {")": "(", "]": "[", "}": "{"}
line = sys.stdin.readline().rstrip("\\n")
stack = []
ok = True
for ch in line:
    if ch in "([{":
        stack.append(ch)
    elif ch in PAIRS:
        if not stack or stack[-1] != PAIRS[ch]:
            ok = False
            break
        stack.pop()
print("YES" if ok and not stack else "NO")
`,
		},
		{
			title: "Point at the first error",
			instructions: `A compiler does not just say "wrong": it points at the character. Report where the check fails.

- Walk the line from the left. The first **closing** bracket that has no opening bracket on the stack, or whose top is a different kind, is the error: print its 1-based position.
- If every closing bracket matched but some openings are left on the stack at the end, print the position of the **earliest** unclosed opening bracket (the bottom of the stack). Store positions on the stack, not just characters.

**Input.** One line of text.

**Output.** \`YES\` if the line is balanced, otherwise the 1-based position of the error.`,
			starter: `import sys

PAIRS = {")": "(", "]": "[", "}": "{"}

def main():
    line = sys.stdin.readline().rstrip("\\n")
    stack = []  # positions of unmatched opening brackets
    # Print YES, or the 1-based position where the check fails.

main()
`,
			examples: testsOf(errorPosition, ["print(a[0)]\n", "{ x = (1 + 2\n"]),
			hidden: testsOf(errorPosition, mixedInputs),
			cpuMs: 1000,
			solution: `import sys
PAIRS = {")": "(", "]": "[", "}": "{"}
line = sys.stdin.readline().rstrip("\\n")
stack = []
for i, ch in enumerate(line):
    if ch in "([{":
        stack.append(i)
    elif ch in PAIRS:
        if not stack or line[stack[-1]] != PAIRS[ch]:
            print(i + 1)
            sys.exit(0)
        stack.pop()
print("YES" if not stack else stack[0] + 1)
`,
		},
	],
};
