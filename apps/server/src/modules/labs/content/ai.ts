import { type LabDefinition, lines, numbers, seeded, testsOf } from "./define";

// ---------------------------------------------------------------- linear regression

const f2 = (value: number) => (Math.abs(value) < 0.005 ? 0 : value).toFixed(2);

const meanStd = (input: string) => {
	const rows = lines(input);
	const n = Number(rows[0]);
	const xs = rows
		.slice(1)
		.flatMap((row) => numbers(row))
		.slice(0, n);
	const mean = xs.reduce((a, b) => a + b, 0) / n;
	const variance = xs.reduce((acc, x) => acc + (x - mean) ** 2, 0) / n;
	return `${f2(mean)} ${f2(Math.sqrt(variance))}\n`;
};

function leastSquares(points: [number, number][]) {
	const n = points.length;
	const mx = points.reduce((a, [x]) => a + x, 0) / n;
	const my = points.reduce((a, [, y]) => a + y, 0) / n;
	let sxy = 0;
	let sxx = 0;
	for (const [x, y] of points) {
		sxy += (x - mx) * (y - my);
		sxx += (x - mx) ** 2;
	}
	const w = sxy / sxx;
	return { w, b: my - w * mx };
}

const readPoints = (rows: string[], from: number, n: number) =>
	rows.slice(from, from + n).map((row) => numbers(row) as [number, number]);

const fitLine = (input: string) => {
	const rows = lines(input);
	const { w, b } = leastSquares(readPoints(rows, 1, Number(rows[0])));
	return `${f2(w)} ${f2(b)}\n`;
};

const predict = (input: string) => {
	const rows = lines(input);
	const n = Number(rows[0]);
	const points = readPoints(rows, 1, n);
	const { w, b } = leastSquares(points);
	const q = Number(rows[1 + n]);
	const out = rows.slice(2 + n, 2 + n + q).map((row) => f2(w * Number(row) + b));
	const mse = points.reduce((acc, [x, y]) => acc + (w * x + b - y) ** 2, 0) / n;
	return `${[...out, f2(mse)].join("\n")}\n`;
};

/** Study hours against marks out of 100, roughly linear with noise. */
const studyData = (seed: number, n: number) => {
	const random = seeded(seed);
	const w = random.int(20, 90) / 10;
	const b = random.int(50, 400) / 10;
	return Array.from({ length: n }, () => {
		const x = random.int(5, 120) / 10;
		const y = Math.round((w * x + b + random.int(-60, 60) / 10) * 10) / 10;
		return [x, y] as [number, number];
	});
};

const pointsText = (points: [number, number][]) => points.map(([x, y]) => `${x} ${y}`).join("\n");

const fitInputs = [
	"2\n0 1\n1 3\n",
	"4\n1 10\n2 10\n3 10\n4 10\n",
	...[
		[1441, 6],
		[1442, 40],
		[1443, 2000],
	].map(([seed = 0, n = 0]) => `${n}\n${pointsText(studyData(seed, n))}\n`),
];

const predictInputs = [
	"3\n1 2\n2 4\n3 6\n2\n10\n0\n",
	...[
		[1444, 8],
		[1445, 300],
	].map(([seed = 0, n = 0]) => {
		const random = seeded(seed + 1);
		const queries = Array.from({ length: 5 }, () => random.int(0, 150) / 10);
		return `${n}\n${pointsText(studyData(seed, n))}\n${queries.length}\n${queries.join("\n")}\n`;
	}),
];

const meanInputs = (() => {
	const random = seeded(1446);
	return [
		"1\n72.5\n",
		"4\n60 60 60 60\n",
		"5\n-3 -1 0 1 3\n",
		`50\n${Array.from({ length: 50 }, () => random.int(0, 1000) / 10).join(" ")}\n`,
		`5000\n${Array.from({ length: 5000 }, () => random.int(3500, 10000) / 100).join(" ")}\n`,
	];
})();

export const linearRegressionFromScratch: LabDefinition = {
	slug: "linear-regression-from-scratch",
	courseSlug: "ai-machine-learning-foundations",
	title: "Linear regression from scratch in Python",
	summary:
		"Predict a student's marks from their study hours with nothing but Python's standard library: summary statistics, a least-squares fit and its mean squared error.",
	minutes: 45,
	language: "python",
	objectives: [
		"Compute mean and standard deviation without NumPy",
		"Derive and code the closed-form least-squares line y = w·x + b",
		"Predict new values and measure the fit with the mean squared error",
	],
	prerequisites: ["Python loops and list comprehensions", "The lesson on supervised learning and regression"],
	steps: [
		{
			title: "Mean and standard deviation",
			instructions: `Every model starts by looking at the data. Compute two summary statistics of a column of numbers (say, the marks of your class in the DBMS mid-term).

- mean μ = (x₁ + … + xₙ) / n
- population standard deviation σ = √( Σ (xᵢ − μ)² / n )

**Input.** \`n\`, then \`n\` numbers (possibly with decimals) separated by spaces or new lines.

**Output.** μ and σ on one line, each with 2 decimals, e.g. \`print(f"{mean:.2f} {std:.2f}")\`. Answers within 0.01 are accepted.

Only the standard library is available in the sandbox (no NumPy or pandas): \`math.sqrt\` is all you need.`,
			starter: `import sys
import math

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    xs = [float(v) for v in data[1:1 + n]]
    # Compute the mean and the population standard deviation.

main()
`,
			examples: testsOf(meanStd, ["5\n62 75 81 58 94\n"]),
			hidden: testsOf(meanStd, meanInputs),
			cpuMs: 1000,
			floatTolerance: 0.015,
			solution: `import sys, math
data = sys.stdin.read().split()
n = int(data[0])
xs = [float(v) for v in data[1:1 + n]]
m = sum(xs) / n
s = math.sqrt(sum((x - m) ** 2 for x in xs) / n)
print(f"{m:.2f} {s:.2f}")
`,
		},
		{
			title: "Fit a line with least squares",
			instructions: `You have \`n\` students' study hours \`x\` and marks \`y\`. The straight line \`y = w·x + b\` that minimises the squared errors has a closed form:

- w = Σ (xᵢ − x̄)(yᵢ − ȳ) / Σ (xᵢ − x̄)²
- b = ȳ − w·x̄

where x̄ and ȳ are the means.

**Input.** \`n\` (at least 2), then \`n\` lines \`x y\`. Not all \`x\` are equal.

**Output.** \`w\` and \`b\` on one line with 2 decimals each. Answers within 0.01 are accepted.`,
			starter: `import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    xs = [float(data[1 + 2 * i]) for i in range(n)]
    ys = [float(data[2 + 2 * i]) for i in range(n)]
    # Compute w and b with the least-squares formulas.

main()
`,
			examples: testsOf(fitLine, ["4\n2 55\n4 65\n6 74\n8 86\n"]),
			hidden: testsOf(fitLine, fitInputs),
			cpuMs: 1000,
			floatTolerance: 0.015,
			solution: `import sys
data = sys.stdin.read().split()
n = int(data[0])
xs = [float(data[1 + 2 * i]) for i in range(n)]
ys = [float(data[2 + 2 * i]) for i in range(n)]
mx, my = sum(xs) / n, sum(ys) / n
w = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
b = my - w * mx
print(f"{w:.2f} {b:.2f}")
`,
		},
		{
			title: "Predict and measure the error",
			instructions: `Use your fitted line to predict marks for new students, then measure how well it fits the data it learned from.

- prediction ŷ = w·x + b
- mean squared error MSE = Σ (w·xᵢ + b − yᵢ)² / n over the \`n\` training points

**Input.** \`n\`, then \`n\` lines \`x y\` (the training data), then \`q\`, then \`q\` lines each with one \`x\`.

**Output.** \`q\` lines with the predictions, then one last line with the MSE, each with 2 decimals. Answers within 0.01 are accepted.`,
			starter: `import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    points = [(float(data[1 + 2 * i]), float(data[2 + 2 * i])) for i in range(n)]
    q = int(data[1 + 2 * n])
    queries = [float(v) for v in data[2 + 2 * n:2 + 2 * n + q]]
    # Fit w and b, print each prediction, then the training MSE.

main()
`,
			examples: testsOf(predict, ["4\n2 55\n4 65\n6 74\n8 86\n2\n5\n10\n"]),
			hidden: testsOf(predict, predictInputs),
			cpuMs: 1000,
			floatTolerance: 0.015,
			solution: `import sys
data = sys.stdin.read().split()
n = int(data[0])
pts = [(float(data[1 + 2 * i]), float(data[2 + 2 * i])) for i in range(n)]
q = int(data[1 + 2 * n])
qs = [float(v) for v in data[2 + 2 * n:2 + 2 * n + q]]
mx = sum(x for x, _ in pts) / n
my = sum(y for _, y in pts) / n
w = sum((x - mx) * (y - my) for x, y in pts) / sum((x - mx) ** 2 for x, _ in pts)
b = my - w * mx
for x in qs:
    print(f"{w * x + b:.2f}")
print(f"{sum((w * x + b - y) ** 2 for x, y in pts) / n:.2f}")
`,
		},
	],
};

// ---------------------------------------------------------------- k nearest neighbours

const distance = (input: string) => {
	const rows = lines(input);
	const a = numbers(rows[1]);
	const b = numbers(rows[2]);
	return `${Math.sqrt(a.reduce((acc, x, i) => acc + (x - (b[i] as number)) ** 2, 0)).toFixed(4)}\n`;
};

type Labelled = { features: number[]; label: string };

const readLabelled = (rows: string[], from: number, n: number, d: number): Labelled[] =>
	rows.slice(from, from + n).map((row) => {
		const parts = row.trim().split(/\s+/);
		return { features: parts.slice(0, d).map(Number), label: parts[d] ?? "" };
	});

const squared = (a: number[], b: number[]) => a.reduce((acc, x, i) => acc + (x - (b[i] as number)) ** 2, 0);

/** The k nearest in order of distance; equal distances keep the input order (a stable sort). */
const nearest = (train: Labelled[], query: number[], k: number) =>
	train
		.map((point, index) => ({ point, index, d: squared(point.features, query) }))
		.sort((a, b) => a.d - b.d || a.index - b.index)
		.slice(0, k)
		.map((entry) => entry.point.label);

const oneNearest = (input: string) => {
	const rows = lines(input);
	const [n = 0, d = 0] = numbers(rows[0]);
	const train = readLabelled(rows, 1, n, d);
	return `${nearest(train, numbers(rows[1 + n]), 1)[0]}\n`;
};

const vote = (labels: string[]) => {
	const counts = new Map<string, number>();
	for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
	const best = Math.max(...counts.values());
	// Among labels with the most votes, the one whose neighbour came first (the closest) wins.
	return labels.find((label) => counts.get(label) === best) as string;
};

const knn = (input: string) => {
	const rows = lines(input);
	const [n = 0, d = 0, k = 1] = numbers(rows[0]);
	const train = readLabelled(rows, 1, n, d);
	const q = Number(rows[1 + n]);
	return `${rows
		.slice(2 + n, 2 + n + q)
		.map((row) => vote(nearest(train, numbers(row), k)))
		.join("\n")}\n`;
};

const LABELS = ["placed", "not_placed", "higher_studies"];

/** Students as (CGPA x 10, aptitude score, projects) with a label tied loosely to the features. */
const studentPoints = (seed: number, n: number) => {
	const random = seeded(seed);
	return Array.from({ length: n }, () => {
		const label = random.pick(LABELS);
		const base = label === "placed" ? [82, 75, 3] : label === "not_placed" ? [65, 45, 1] : [88, 60, 2];
		const features = base.map((v, i) => v + random.int(-(i === 2 ? 1 : 12), i === 2 ? 2 : 12));
		return { features, label };
	});
};

const knnInput = (seed: number, n: number, k: number, q: number) => {
	const train = studentPoints(seed, n);
	const random = seeded(seed + 7);
	const queries = Array.from({ length: q }, () => [random.int(50, 99), random.int(30, 95), random.int(0, 5)]);
	return `${n} 3 ${k}\n${train.map((p) => `${p.features.join(" ")} ${p.label}`).join("\n")}\n${q}\n${queries
		.map((query) => query.join(" "))
		.join("\n")}\n`;
};

const oneNearestInput = (seed: number, n: number) => {
	const train = studentPoints(seed, n);
	const random = seeded(seed + 3);
	return `${n} 3\n${train.map((p) => `${p.features.join(" ")} ${p.label}`).join("\n")}\n${random.int(50, 99)} ${random.int(30, 95)} ${random.int(0, 5)}\n`;
};

export const knnClassifier: LabDefinition = {
	slug: "knn-placement-classifier",
	courseSlug: "ai-machine-learning-foundations",
	title: "A k-nearest-neighbours placement classifier",
	summary:
		"Predict a final-year student's placement outcome from CGPA, aptitude score and projects with k-nearest neighbours, written in plain Python.",
	minutes: 40,
	language: "python",
	objectives: [
		"Measure similarity between feature vectors with Euclidean distance",
		"Classify with the single nearest neighbour, breaking ties predictably",
		"Generalise to k neighbours with a majority vote",
	],
	prerequisites: [
		"Python lists, tuples and sorting with a key",
		"The lesson on classification and evaluation",
	],
	steps: [
		{
			title: "Distance between two students",
			instructions: `k-NN calls two students similar when their feature vectors are close. Use the Euclidean distance:

d(a, b) = √( Σ (aᵢ − bᵢ)² )

**Input.** \`d\`, the number of features; then a line with \`d\` numbers for student A and a line with \`d\` numbers for student B.

**Output.** The distance with 4 decimals, e.g. \`print(f"{dist:.4f}")\`. Answers within 0.0002 are accepted.`,
			starter: `import sys
import math

def main():
    data = sys.stdin.read().split()
    d = int(data[0])
    a = [float(v) for v in data[1:1 + d]]
    b = [float(v) for v in data[1 + d:1 + 2 * d]]
    # Print the Euclidean distance between a and b.

main()
`,
			examples: testsOf(distance, ["3\n82 75 3\n65 45 1\n"]),
			hidden: testsOf(distance, [
				"1\n7\n7\n",
				"2\n0 0\n3 4\n",
				"4\n8.5 72 2 1\n6.1 40 0 0\n",
				"5\n-1 -2 -3 -4 -5\n5 4 3 2 1\n",
			]),
			cpuMs: 1000,
			floatTolerance: 0.0002,
			solution: `import sys, math
data = sys.stdin.read().split()
d = int(data[0])
a = [float(v) for v in data[1:1 + d]]
b = [float(v) for v in data[1 + d:1 + 2 * d]]
print(f"{math.sqrt(sum((x - y) ** 2 for x, y in zip(a, b))):.4f}")
`,
		},
		{
			title: "The nearest neighbour",
			instructions: `Classify a new student with the label of the **closest** student in the training data (1-NN). If several training students are equally close, use the one that comes **first** in the input.

**Input.** \`n d\`; then \`n\` lines, each with \`d\` integer features and a label (a word); then one line with the new student's \`d\` features.

**Output.** The predicted label.

Comparing squared distances gives the same order as distances and avoids square roots.`,
			starter: `import sys

def main():
    lines = sys.stdin.read().split("\\n")
    n, d = map(int, lines[0].split())
    train = []
    for i in range(1, n + 1):
        parts = lines[i].split()
        train.append(([int(v) for v in parts[:d]], parts[d]))
    query = [int(v) for v in lines[n + 1].split()]
    # Print the label of the nearest training student.

main()
`,
			examples: testsOf(oneNearest, [
				"4 3\n82 75 3 placed\n65 45 1 not_placed\n88 60 2 higher_studies\n70 50 1 not_placed\n80 70 2\n",
			]),
			hidden: testsOf(oneNearest, [
				"2 1\n5 left\n9 right\n7\n",
				"3 2\n0 0 origin\n3 4 far\n0 0 copy\n0 0\n",
				oneNearestInput(1451, 30),
				oneNearestInput(1452, 500),
			]),
			cpuMs: 1000,
			solution: `import sys
lines = sys.stdin.read().split("\\n")
n, d = map(int, lines[0].split())
train = []
for i in range(1, n + 1):
    p = lines[i].split()
    train.append(([int(v) for v in p[:d]], p[d]))
q = [int(v) for v in lines[n + 1].split()]
best = None
for f, label in train:
    dist = sum((x - y) ** 2 for x, y in zip(f, q))
    if best is None or dist < best[0]:
        best = (dist, label)
print(best[1])
`,
		},
		{
			title: "k neighbours and a majority vote",
			instructions: `One neighbour is easily fooled by an unusual student. Take the **k** nearest instead and let them vote.

1. Sort the training students by distance to the query; equal distances keep their input order (Python's \`sorted\` is stable).
2. Take the first \`k\` and count their labels.
3. The label with the most votes wins. If labels tie on votes, the winner is the tied label whose nearest member comes **first** in the sorted list.

**Input.** \`n d k\`; then \`n\` training lines as before; then \`q\`; then \`q\` query lines of \`d\` integer features.

**Output.** One predicted label per query.`,
			starter: `import sys

def main():
    lines = sys.stdin.read().split("\\n")
    n, d, k = map(int, lines[0].split())
    train = []
    for i in range(1, n + 1):
        parts = lines[i].split()
        train.append(([int(v) for v in parts[:d]], parts[d]))
    q = int(lines[n + 1])
    for j in range(q):
        query = [int(v) for v in lines[n + 2 + j].split()]
        # Find the k nearest, vote, and print the winning label.

main()
`,
			examples: testsOf(knn, [
				"5 2 3\n80 70 placed\n82 72 placed\n60 40 not_placed\n62 45 not_placed\n85 60 higher_studies\n2\n81 69\n61 44\n",
			]),
			hidden: testsOf(knn, [
				"4 1 2\n1 a\n3 b\n10 c\n12 c\n2\n2\n11\n",
				"3 1 3\n0 x\n5 y\n9 z\n1\n6\n",
				knnInput(1453, 40, 3, 6),
				knnInput(1454, 400, 5, 20),
			]),
			cpuMs: 1000,
			solution: `import sys
lines = sys.stdin.read().split("\\n")
n, d, k = map(int, lines[0].split())
train = []
for i in range(1, n + 1):
    p = lines[i].split()
    train.append(([int(v) for v in p[:d]], p[d]))
q = int(lines[n + 1])
for j in range(q):
    query = [int(v) for v in lines[n + 2 + j].split()]
    ranked = sorted(train, key=lambda t: sum((x - y) ** 2 for x, y in zip(t[0], query)))[:k]
    labels = [label for _, label in ranked]
    counts = {}
    for label in labels:
        counts[label] = counts.get(label, 0) + 1
    top = max(counts.values())
    print(next(label for label in labels if counts[label] == top))
`,
		},
	],
};
