import { defineProblem, type ProblemTest, seededRandom } from "../define";

/**
 * Independent of the reference (two competing start indices): Duval's Lyndon factorisation of the
 * border written twice; the last factor that starts in the first copy begins the smallest reading.
 */
function smallestStart(border: string): number {
	const twice = border + border;
	const n = twice.length;
	let i = 0;
	let answer = 0;
	while (i < n / 2) {
		answer = i;
		let j = i + 1;
		let k = i;
		while (j < n && (twice[k] as string) <= (twice[j] as string)) {
			if ((twice[k] as string) < (twice[j] as string)) k = i;
			else k++;
			j++;
		}
		while (i <= k) i += j - k;
	}
	return answer + 1;
}

const generated = (border: string): ProblemTest => ({
	input: `${border.length}\n${border}\n`,
	output: `${smallestStart(border)}\n`,
});

export const smallestRotation = defineProblem({
	id: "smallest-rotation",
	title: "Cataloguing Kolam Borders",
	topic: "strings",
	difficulty: "hard",
	statement: `The art club decorates the college entrance with kolam borders: closed loops of n coloured dots, each colour written as a lowercase letter. Because a loop has no natural beginning, the club catalogues each border by reading it clockwise from the dot that gives the alphabetically smallest reading.

You are given the border read clockwise from dot 1. Reading from dot p means reading dots p, p+1, …, n, 1, …, p−1.

Print the dot p from which the reading is alphabetically smallest. If several dots give that same smallest reading, print the smallest such p.`,
	inputFormat:
		"The first line holds n, the number of dots.\nThe second line holds a string of n lowercase letters, the colours clockwise from dot 1.",
	outputFormat:
		"Print one integer: the dot from which the clockwise reading is smallest (the smallest such dot if there are several).",
	constraints: ["1 ≤ n ≤ 500000", "The string has exactly n letters from a to z."],
	examples: [
		{
			input: "7\nkolamsa\n",
			output: "7\n",
			explanation:
				'Reading from dot 7 gives "akolams", which beats "amsakol" from dot 4 at the second letter.',
		},
		{
			input: "6\ncabcab\n",
			output: "2\n",
			explanation: 'Dots 2 and 5 both give "abcabc", the smallest reading; dot 2 comes first.',
		},
	],
	hiddenTests: () => {
		const random = seededRandom(2404);
		const letters = (n: number, alphabet: string) =>
			Array.from({ length: n }, () => alphabet[Math.floor(random.next() * alphabet.length)]).join("");
		const rotate = (text: string, by: number) => text.slice(by) + text.slice(0, by);
		return [
			{ input: "1\nz\n", output: "1\n" },
			{ input: "2\nba\n", output: "2\n" },
			{ input: "2\naa\n", output: "1\n" },
			{ input: "4\nabab\n", output: "1\n" },
			{ input: "4\nbaba\n", output: "2\n" },
			{ input: "5\naaaab\n", output: "1\n" },
			{ input: "5\nbaaaa\n", output: "2\n" },
			{ input: "3\ncba\n", output: "3\n" },
			{ input: "8\ndabcdabc\n", output: "2\n" },
			generated(letters(1000, "ab")),
			// One b among half a million a's: comparing readings letter by letter takes the whole loop.
			generated(rotate(`${"a".repeat(499_999)}b`, 123_457)),
			generated(rotate(`${"a".repeat(249_999)}b${"a".repeat(249_999)}c`, 400_000)),
			// A repeated pattern: many dots tie for the smallest reading.
			generated(rotate(letters(1000, "ab").repeat(500), 77_777)),
			generated(letters(500_000, "abcdefghijklmnopqrstuvwxyz")),
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
    string border;
    if (!(cin >> n >> border)) return 0;
    // Two candidate starts race; when they differ after k equal dots, the larger one and the k
    // starts after it cannot win, so it jumps past them. Each jump skips at least k + 1 starts.
    int i = 0, j = 1, k = 0;
    while (i < n && j < n && k < n) {
        char a = border[(i + k) % n], b = border[(j + k) % n];
        if (a == b) {
            k++;
            continue;
        }
        if (a > b) i += k + 1;
        else j += k + 1;
        if (i == j) j++;
        k = 0;
    }
    cout << min(i, j) + 1 << "\\n";
    return 0;
}
`,
	},
});
