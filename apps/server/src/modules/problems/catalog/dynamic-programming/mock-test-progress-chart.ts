import { defineProblem, type ProblemTest, seededRandom } from "../define";

const MAX_SCORE = 1_000_000;

/**
 * best(score) = the longest chart ending with that score, kept in a Fenwick tree of prefix maxima
 * over scores: a different method from the reference's patience piles.
 */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const n = numbers[0] ?? 0;
	const tree = new Int32Array(MAX_SCORE + 1);
	let longest = 0;
	for (let i = 1; i <= n; i++) {
		const score = numbers[i] ?? 1;
		let below = 0;
		for (let at = score - 1; at > 0; at -= at & -at) below = Math.max(below, tree[at] ?? 0);
		const length = below + 1;
		longest = Math.max(longest, length);
		for (let at = score; at <= MAX_SCORE; at += at & -at) tree[at] = Math.max(tree[at] ?? 0, length);
	}
	return `${longest}\n`;
}

const test = (scores: number[]): string => `${scores.length}\n${scores.join(" ")}\n`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7602);
	const n = 100_000;
	const randomScores = (count: number, max: number) =>
		Array.from({ length: count }, () => random.int(1, max));
	const inputs = [
		test([5]),
		test([7, 7, 7, 7]),
		test([1, 2, 3, 4, 5, 6]),
		test([6, 5, 4, 3, 2, 1]),
		// Equal scores do not count as progress.
		test([1, 2, 2, 3]),
		test([1_000_000, 1, 1_000_000]),
		test([3, 10, 2, 1, 20, 4, 5, 6]),
		test(randomScores(15, 10)),
		test(randomScores(300, 1000)),
		test(randomScores(3000, 1_000_000)),
		// Long histories: comparing every pair of tests is quadratic.
		test(randomScores(n, 1_000_000)),
		test(Array.from({ length: n }, (_, i) => 1 + i * 10 + random.int(0, 30))),
		test(Array.from({ length: n }, (_, i) => MAX_SCORE - i * 9)),
		test(Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 1 + (i >> 1) : MAX_SCORE - (i >> 1)))),
		test(randomScores(n, 50)),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const mockTestProgressChart = defineProblem({
	id: "mock-test-progress-chart",
	title: "Mock Test Progress Chart",
	topic: "dynamic-programming",
	difficulty: "medium",
	statement: `Priya has taken n mock tests on Unnati, each scored out of 1 000 000 points. Her scores, in the order she took the tests, are a1, a2, ..., an. For her placement profile she wants a progress chart: a selection of some of her tests, kept in the order they were taken, in which every score is strictly higher than the one before it. The tests she picks need not be consecutive.

How many tests can the longest such progress chart show?`,
	inputFormat: `The first line contains an integer n.

The second line contains n integers a1 a2 ... an, the scores in the order the tests were taken.`,
	outputFormat: "Print one integer: the largest number of tests in a strictly rising progress chart.",
	constraints: ["1 ≤ n ≤ 10^5", "1 ≤ ai ≤ 10^6"],
	examples: [
		{
			input: "8\n35 42 38 42 50 45 61 58\n",
			output: "5\n",
			explanation:
				"One longest chart is 35, 38, 42, 45, 58 (tests 1, 3, 4, 6 and 8); 35, 38, 42, 50, 61 is another. The two scores of 42 cannot both be used, because an equal score is not progress.",
		},
		{
			input: "4\n70 70 65 60\n",
			output: "1\n",
			explanation: "No score is higher than an earlier one, so the chart shows a single test.",
		},
	],
	hiddenTests,
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "javascript",
		source: `const data = require("fs").readFileSync(0, "utf8");
let pos = 0;
function nextInt() {
  while (data.charCodeAt(pos) < 48) pos++;
  let value = 0;
  for (let c = data.charCodeAt(pos); c >= 48 && c <= 57; c = data.charCodeAt(++pos)) value = value * 10 + (c - 48);
  return value;
}
const n = nextInt();
// tops[k] is the smallest last score of a rising chart of k + 1 tests seen so far.
const tops = new Int32Array(n);
let piles = 0;
for (let i = 0; i < n; i++) {
  const score = nextInt();
  let lo = 0;
  let hi = piles;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tops[mid] < score) lo = mid + 1;
    else hi = mid;
  }
  tops[lo] = score;
  if (lo === piles) piles++;
}
console.log(String(piles));
`,
	},
});
