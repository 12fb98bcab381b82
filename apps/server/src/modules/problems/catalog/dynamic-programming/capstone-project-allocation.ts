import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Far above any total of real scores (16 × 100), so a forbidden pair is never worth taking. */
const FORBIDDEN_COST = 1_000_000;

/**
 * The Hungarian algorithm on costs 100 − score (forbidden pairs cost FORBIDDEN_COST): O(n³) and a
 * different method from the reference's subset DP. The optimum uses a forbidden pair only when
 * every complete allocation does.
 */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const n = numbers[0] ?? 1;
	const score = (team: number, project: number) => numbers[1 + (team - 1) * n + (project - 1)] ?? -1;
	const cost = (team: number, project: number) => {
		const s = score(team, project);
		return s === -1 ? FORBIDDEN_COST : 100 - s;
	};
	// Potentials u (teams) and v (projects); owner[p] is the team holding project p (1-based, 0 = none).
	const u = new Array<number>(n + 1).fill(0);
	const v = new Array<number>(n + 1).fill(0);
	const owner = new Array<number>(n + 1).fill(0);
	const way = new Array<number>(n + 1).fill(0);
	for (let team = 1; team <= n; team++) {
		owner[0] = team;
		let project = 0;
		const slack = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
		const used = new Array<boolean>(n + 1).fill(false);
		do {
			used[project] = true;
			const current = owner[project] ?? 0;
			let delta = Number.POSITIVE_INFINITY;
			let nextProject = 0;
			for (let p = 1; p <= n; p++) {
				if (used[p]) continue;
				const reduced = cost(current, p) - (u[current] ?? 0) - (v[p] ?? 0);
				if (reduced < (slack[p] ?? 0)) {
					slack[p] = reduced;
					way[p] = project;
				}
				if ((slack[p] ?? 0) < delta) {
					delta = slack[p] ?? 0;
					nextProject = p;
				}
			}
			for (let p = 0; p <= n; p++) {
				if (used[p]) {
					u[owner[p] ?? 0] = (u[owner[p] ?? 0] ?? 0) + delta;
					v[p] = (v[p] ?? 0) - delta;
				} else slack[p] = (slack[p] ?? 0) - delta;
			}
			project = nextProject;
		} while (owner[project] !== 0);
		do {
			const previous = way[project] ?? 0;
			owner[project] = owner[previous] ?? 0;
			project = previous;
		} while (project !== 0);
	}
	let total = 0;
	for (let p = 1; p <= n; p++) {
		const s = score(owner[p] ?? 0, p);
		if (s === -1) return "-1\n";
		total += s;
	}
	return `${total}\n`;
}

const test = (scores: number[][]): string =>
	`${scores.length}\n${scores.map((row) => `${row.join(" ")}\n`).join("")}`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7603);
	const matrix = (n: number, refusal: number, max = 100) =>
		Array.from({ length: n }, () =>
			Array.from({ length: n }, () => (random.next() < refusal ? -1 : random.int(0, max))),
		);
	const inputs = [
		test([[37]]),
		test([[-1]]),
		test([
			[0, 0],
			[0, 0],
		]),
		// Greedy by highest score takes 10 for team 1 and is left with 1; the best is 9 + 9.
		test([
			[10, 9],
			[9, 1],
		]),
		test([
			[5, -1],
			[-1, 5],
		]),
		// Team 2 and team 3 can only do project 3, so no complete allocation exists.
		test([
			[50, 60, 70],
			[-1, -1, 80],
			[-1, -1, 90],
		]),
		test(matrix(4, 0.3, 10)),
		test(matrix(6, 0.5)),
		test(matrix(8, 0.2)),
		test(matrix(10, 0.6)),
		// Sixteen teams: trying all 16! allocations is hopeless.
		test(matrix(16, 0)),
		test(matrix(16, 0.4)),
		test(matrix(16, 0.8)),
		test(
			Array.from({ length: 16 }, (_, team) =>
				Array.from({ length: 16 }, (_, project) => (project >= team ? 100 - project : -1)),
			),
		),
		test(Array.from({ length: 16 }, () => new Array<number>(16).fill(100))),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const capstoneProjectAllocation = defineProblem({
	id: "capstone-project-allocation",
	title: "Capstone Project Allocation",
	topic: "dynamic-programming",
	difficulty: "hard",
	statement: `The final-year capstone committee has n student teams and n projects proposed by faculty. Every team rated every project from 0 (not interested) to 100 (dream project). Some projects need a course a team has not taken; the committee marks those pairs with -1, and such a team cannot be given that project.

Each team must get exactly one project and each project must go to exactly one team. The committee wants the allocation whose total rating is as large as possible.

Print the largest possible total rating, or -1 if no complete allocation respects the -1 marks.`,
	inputFormat: `The first line contains an integer n.

Each of the next n lines contains n integers. The j-th integer of the i-th line is team i's rating of project j, or -1 if team i cannot take project j.`,
	outputFormat:
		"Print one integer: the largest total rating of a complete allocation, or -1 if there is none.",
	constraints: ["1 ≤ n ≤ 16", "Each rating is -1 or between 0 and 100"],
	examples: [
		{
			input: "3\n90 80 -1\n85 -1 60\n70 75 95\n",
			output: "260\n",
			explanation:
				"Team 1 takes project 2 (80), team 2 takes project 1 (85) and team 3 takes project 3 (95): 260 in all. Giving team 1 its favourite, project 1, forces team 2 onto project 3 and team 3 onto project 2, for only 90 + 60 + 75 = 225.",
		},
		{
			input: "2\n-1 40\n-1 70\n",
			output: "-1\n",
			explanation: "Neither team can take project 1, so no complete allocation exists.",
		},
	],
	hiddenTests,
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "c",
		source: String.raw`#include <stdio.h>
#include <string.h>

/* best[mask]: the largest total when the first popcount(mask) teams hold exactly the projects in mask. */
static int best[1 << 16];

int main(void) {
    int n;
    int rating[16][16];
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) scanf("%d", &rating[i][j]);
    int full = (1 << n) - 1;
    for (int mask = 0; mask <= full; mask++) best[mask] = -1;
    best[0] = 0;
    for (int mask = 0; mask < full; mask++) {
        if (best[mask] < 0) continue;
        int team = __builtin_popcount(mask);
        for (int project = 0; project < n; project++) {
            if ((mask >> project & 1) || rating[team][project] < 0) continue;
            int next = mask | 1 << project;
            int total = best[mask] + rating[team][project];
            if (total > best[next]) best[next] = total;
        }
    }
    printf("%d\n", best[full]);
    return 0;
}
`,
	},
});
