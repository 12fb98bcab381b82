import { defineProblem, type ProblemTest, seededRandom } from "../define";

const reversed = (text: string) => [...text].reverse().join("");
const isPalindrome = (text: string) => text === reversed(text);

/**
 * Independent of the reference (two pointers moving inwards): the first letter that differs from
 * its mirror, or its mirror, is the only letter worth removing; remove each and compare with the
 * reversed string.
 */
function fixable(motto: string): boolean {
	const mirror = reversed(motto);
	let i = 0;
	while (i < motto.length && motto[i] === mirror[i]) i++;
	if (i === motto.length) return true;
	const without = (at: number) => motto.slice(0, at) + motto.slice(at + 1);
	return isPalindrome(without(i)) || isPalindrome(without(motto.length - 1 - i));
}

const generated = (motto: string): ProblemTest => ({
	input: `${motto.length}\n${motto}\n`,
	output: fixable(motto) ? "YES\n" : "NO\n",
});

export const palindromeAfterOneDeletion = defineProblem({
	id: "palindrome-after-one-deletion",
	title: "The Malayalam Club's Motto",
	topic: "two-pointers",
	difficulty: "easy",
	statement: `The Malayalam literary club of the college wants its new motto to be a palindrome, just like the word "malayalam": it must read the same from left to right and from right to left.

The motto has already been sent to the printer as a string of lowercase letters, and the printer agrees to remove at most one letter from it. No other change is possible.

Print YES if the motto reads the same both ways after removing at most one letter, and NO otherwise.`,
	inputFormat:
		"The first line holds n, the length of the motto.\nThe second line holds the motto: a string of n lowercase letters.",
	outputFormat: "Print YES or NO.",
	constraints: ["1 ≤ n ≤ 500000", "The motto has exactly n letters from a to z."],
	examples: [
		{
			input: "10\nmalayalaam\n",
			output: "YES\n",
			explanation: 'Removing one of the two a\'s before the last m gives "malayalam".',
		},
		{
			input: "5\nabcda\n",
			output: "NO\n",
			explanation:
				'Removing b leaves "acda" and removing d leaves "abca"; neither is a palindrome, and no other removal helps.',
		},
		{
			input: "5\nlevel\n",
			output: "YES\n",
			explanation: "The motto is already a palindrome, so nothing needs to be removed.",
		},
	],
	hiddenTests: () => {
		const random = seededRandom(4101);
		const word = (n: number, alphabet: string) =>
			Array.from({ length: n }, () => alphabet[Math.floor(random.next() * alphabet.length)]).join("");
		const palindrome = (n: number, alphabet: string) => {
			const half = word(Math.floor(n / 2), alphabet);
			return half + (n % 2 === 1 ? word(1, alphabet) : "") + reversed(half);
		};
		const insertAt = (text: string, at: number, letter: string) =>
			text.slice(0, at) + letter + text.slice(at);
		return [
			{ input: "1\nx\n", output: "YES\n" },
			{ input: "2\nab\n", output: "YES\n" },
			{ input: "3\nabc\n", output: "NO\n" },
			{ input: "4\naaab\n", output: "YES\n" },
			{ input: "5\ncbbcc\n", output: "YES\n" },
			{ input: "5\nacbba\n", output: "YES\n" },
			{ input: "5\nccbcb\n", output: "NO\n" },
			{ input: "6\ntebbem\n", output: "NO\n" },
			{ input: "10\neabcddcbea\n", output: "NO\n" },
			generated(insertAt(palindrome(999, "ab"), 300, "b")),
			// Near-palindromes: every removal a slow solution tries is checked almost to the middle.
			generated(insertAt(palindrome(499_999, "ab"), 123_456, "c")),
			generated(insertAt(insertAt(palindrome(499_998, "ab"), 400_000, "c"), 10, "c")),
			generated("z".repeat(500_000)),
			generated(insertAt(palindrome(499_999, "xyz"), 499_999, "q")),
		];
	},
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "javascript",
		source: `const data = require("fs").readFileSync(0, "utf8").split(/\\s+/).filter(Boolean);
const motto = data[1];

function isPalindrome(low, high) {
  while (low < high) {
    if (motto.charCodeAt(low) !== motto.charCodeAt(high)) return false;
    low++;
    high--;
  }
  return true;
}

let low = 0;
let high = motto.length - 1;
while (low < high && motto.charCodeAt(low) === motto.charCodeAt(high)) {
  low++;
  high--;
}
// At the first mismatch one of the two letters must go; everything outside already matches.
const fixable = low >= high || isPalindrome(low + 1, high) || isPalindrome(low, high - 1);
console.log(fixable ? "YES" : "NO");
`,
	},
});
