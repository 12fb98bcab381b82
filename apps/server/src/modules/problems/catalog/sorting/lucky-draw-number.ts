import { defineProblem, type ProblemTest, seededRandom } from "../define";

/**
 * Independent of the reference (comparing a+b with b+a): a card's digits repeated forever decide
 * its place, and for cards of at most 10 digits the first 20 repeated digits settle every comparison.
 */
function largestNumber(cards: readonly number[]): string {
	const keyed = cards.map((card) => {
		const digits = String(card);
		return { digits, key: digits.repeat(Math.ceil(20 / digits.length)).slice(0, 20) };
	});
	keyed.sort((a, b) => (a.key > b.key ? -1 : a.key < b.key ? 1 : 0));
	const joined = keyed.map((card) => card.digits).join("");
	return joined.replace(/^0+/, "") || "0";
}

const generated = (cards: number[]): ProblemTest => ({
	input: `${cards.length}\n${cards.join(" ")}\n`,
	output: `${largestNumber(cards)}\n`,
});

export const luckyDrawNumber = defineProblem({
	id: "lucky-draw-number",
	title: "The Lucky Draw Number",
	topic: "sorting",
	difficulty: "medium",
	statement: `At the closing ceremony of the college fest, the cultural secretary hands out n number cards. The cards are to be laid side by side in a row, without turning or cutting any card, and read as one long number from left to right. The student who writes down the largest number that the cards can form wins the lucky draw.

Find that largest number. Print it without leading zeros; if it is zero, print a single 0.`,
	inputFormat:
		"The first line holds n, the number of cards.\nThe second line holds n integers a1 a2 … an, the numbers on the cards.",
	outputFormat: "Print the largest number the cards can form, without leading zeros.",
	constraints: ["1 ≤ n ≤ 80000", "0 ≤ ai ≤ 1000000000", "The answer can have up to 800000 digits."],
	examples: [
		{
			input: "5\n7 71 70 707 0\n",
			output: "771707700\n",
			explanation:
				'Laying the cards as 7, 71, 707, 70, 0 reads "771707700"; putting 70 before 707 would give the smaller 771707070.',
		},
		{ input: "3\n0 0 0\n", output: "0\n", explanation: '"000" is printed as a single zero.' },
	],
	hiddenTests: () => {
		const random = seededRandom(5202);
		const cards = (n: number, high: number) => Array.from({ length: n }, () => random.int(0, high));
		/** Cards made of one digit pattern, so that most comparisons need many digits. */
		const lookalikes = (n: number) =>
			Array.from({ length: n }, () => {
				const length = random.int(1, 9);
				return Number("989898989".slice(0, length)) + (random.next() < 0.1 ? 1 : 0);
			});
		return [
			{ input: "1\n0\n", output: "0\n" },
			{ input: "1\n1000000000\n", output: "1000000000\n" },
			{ input: "2\n10 2\n", output: "210\n" },
			{ input: "2\n12 121\n", output: "12121\n" },
			{ input: "3\n0 0 1\n", output: "100\n" },
			{ input: "2\n824 8247\n", output: "8248247\n" },
			{ input: "4\n5 50 56 5\n", output: "565550\n" },
			{ input: "4\n9 91 919 99\n", output: "99991991\n" },
			{ input: "3\n1000000000 1 10\n", output: "1101000000000\n" },
			generated(cards(1000, 1000)),
			generated(cards(80_000, 1_000_000_000)),
			generated(lookalikes(80_000)),
			generated([...Array.from({ length: 79_999 }, () => 0), 7]),
			generated(cards(80_000, 99)),
		];
	},
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "cpp",
		source: `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 0;
    vector<string> cards(n);
    for (auto& card : cards) cin >> card;
    // a goes before b exactly when reading a then b gives the larger number.
    sort(cards.begin(), cards.end(), [](const string& a, const string& b) { return a + b > b + a; });
    string number;
    number.reserve(static_cast<size_t>(n) * 10);
    for (const auto& card : cards) number += card;
    size_t first = number.find_first_not_of('0');
    cout << (first == string::npos ? string("0") : number.substr(first)) << "\\n";
    return 0;
}
`,
	},
});
