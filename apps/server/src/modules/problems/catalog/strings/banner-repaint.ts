import { defineProblem, type ProblemTest, seededRandom } from "../define";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Independent of the reference (one window tracking the most frequent letter): one window per target letter. */
function longestRun(banner: string, k: number): number {
	const codes = Uint8Array.from(banner, (letter) => letter.charCodeAt(0));
	let best = 0;
	for (let target = 65; target < 65 + 26; target++) {
		let start = 0;
		let others = 0;
		for (let end = 0; end < codes.length; end++) {
			if (codes[end] !== target) others++;
			while (others > k) {
				if (codes[start] !== target) others--;
				start++;
			}
			best = Math.max(best, end - start + 1);
		}
	}
	return best;
}

const generated = (banner: string, k: number): ProblemTest => ({
	input: `${banner.length} ${k}\n${banner}\n`,
	output: `${longestRun(banner, k)}\n`,
});

export const bannerRepaint = defineProblem({
	id: "banner-repaint",
	title: "Repainting the Fest Banner",
	topic: "strings",
	difficulty: "medium",
	statement: `The banner for the college fest is a row of n painted tiles, each showing one capital letter. The decoration team has time to repaint at most k tiles before the inauguration; a repainted tile can show any capital letter.

For a photograph, the team wants the longest possible run of neighbouring tiles that all show the same letter.

Print the length of the longest such run after repainting at most k tiles.`,
	inputFormat:
		"The first line holds n and k.\nThe second line holds a string of n capital letters, the tiles from left to right.",
	outputFormat:
		"Print one integer: the length of the longest run of equal letters that at most k repaints can make.",
	constraints: ["1 ≤ n ≤ 500000", "0 ≤ k ≤ n", "The string has exactly n letters from A to Z."],
	examples: [
		{
			input: "8 2\nSSAASAAS\n",
			output: "6\n",
			explanation:
				'Repainting tiles 5 and 8 to A turns tiles 3 to 8, "AASAAS", into six A\'s. No seven neighbouring tiles hold fewer than three tiles of another letter.',
		},
		{
			input: "5 0\nHOLII\n",
			output: "2\n",
			explanation: "With no repaints, the longest run is the two I's.",
		},
	],
	hiddenTests: () => {
		const random = seededRandom(2202);
		const banner = (n: number, letters: string) =>
			Array.from({ length: n }, () => letters[Math.floor(random.next() * letters.length)]).join("");
		return [
			{ input: "1 0\nA\n", output: "1\n" },
			{ input: "1 1\nZ\n", output: "1\n" },
			{ input: "4 4\nABCD\n", output: "4\n" },
			{ input: "5 2\nABCDE\n", output: "3\n" },
			{ input: "6 0\nAAAAAA\n", output: "6\n" },
			{ input: "6 1\nABABAB\n", output: "3\n" },
			{ input: "3 0\nABC\n", output: "1\n" },
			{ input: "9 2\nAABBBCCBB\n", output: "7\n" },
			generated(banner(1000, "ABC"), 10),
			generated(banner(500_000, LETTERS), 1000),
			generated(banner(500_000, "XY"), 0),
			generated(banner(500_000, LETTERS), 250_000),
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
    int n, k;
    string banner;
    if (!(cin >> n >> k >> banner)) return 0;
    array<int, 26> count{};
    int start = 0, mostCommon = 0;
    for (int end = 0; end < n; end++) {
        mostCommon = max(mostCommon, ++count[banner[end] - 'A']);
        // The window only ever grows or slides: a shorter one can never beat the best so far,
        // so mostCommon may stay stale without changing the answer.
        if (end - start + 1 - mostCommon > k) {
            count[banner[start] - 'A']--;
            start++;
        }
    }
    cout << n - start << "\\n";
    return 0;
}
`,
	},
});
