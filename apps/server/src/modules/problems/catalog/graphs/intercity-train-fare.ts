import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Dijkstra over (fare, rides) pairs compared in order; the reference packs both into one number. */
function solve(input: string): string {
	const numbers = input.trim().split(/\s+/).map(Number);
	const [n = 1, m = 0] = numbers;
	const adjacency: number[][] = Array.from({ length: n + 1 }, () => []);
	for (let i = 0; i < m; i++) {
		const [u = 1, v = 1, w = 0] = [numbers[2 + 3 * i], numbers[3 + 3 * i], numbers[4 + 3 * i]];
		adjacency[u]?.push(v, w);
		adjacency[v]?.push(u, w);
	}
	const fare = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
	const rides = new Array<number>(n + 1).fill(0);
	fare[1] = 0;
	// A lazy binary heap of entries (fare, rides, station), kept in three parallel arrays.
	const heapFare: number[] = [0];
	const heapRides: number[] = [0];
	const heapStation: number[] = [1];
	const less = (i: number, j: number) =>
		(heapFare[i] ?? 0) < (heapFare[j] ?? 0) ||
		(heapFare[i] === heapFare[j] && (heapRides[i] ?? 0) < (heapRides[j] ?? 0));
	const columns = [heapFare, heapRides, heapStation];
	const swap = (i: number, j: number) => {
		for (const column of columns) {
			const held = column[i] ?? 0;
			column[i] = column[j] ?? 0;
			column[j] = held;
		}
	};
	while (heapStation.length > 0) {
		const [cost, count, station] = [heapFare[0] ?? 0, heapRides[0] ?? 0, heapStation[0] ?? 0];
		swap(0, heapStation.length - 1);
		heapFare.pop();
		heapRides.pop();
		heapStation.pop();
		for (let i = 0; ; ) {
			let smallest = i;
			if (2 * i + 1 < heapStation.length && less(2 * i + 1, smallest)) smallest = 2 * i + 1;
			if (2 * i + 2 < heapStation.length && less(2 * i + 2, smallest)) smallest = 2 * i + 2;
			if (smallest === i) break;
			swap(i, smallest);
			i = smallest;
		}
		if (cost !== fare[station] || count !== rides[station]) continue;
		const edges = adjacency[station] ?? [];
		for (let e = 0; e < edges.length; e += 2) {
			const next = edges[e] ?? 0;
			const [reachFare, reachRides] = [cost + (edges[e + 1] ?? 0), count + 1];
			const known = fare[next] ?? 0;
			if (reachFare > known || (reachFare === known && reachRides >= (rides[next] ?? 0))) continue;
			fare[next] = reachFare;
			rides[next] = reachRides;
			heapFare.push(reachFare);
			heapRides.push(reachRides);
			heapStation.push(next);
			for (let i = heapStation.length - 1; i > 0 && less(i, (i - 1) >> 1); i = (i - 1) >> 1)
				swap(i, (i - 1) >> 1);
		}
	}
	return fare[n] === Number.POSITIVE_INFINITY ? "-1\n" : `${fare[n]} ${rides[n]}\n`;
}

const test = (n: number, routes: [number, number, number][]): string =>
	`${n} ${routes.length}\n${routes.map(([u, v, w]) => `${u} ${v} ${w}\n`).join("")}`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7402);
	const n = 50_000;
	const m = 50_000;
	const randomRoutes = (size: number, count: number, maxFare: number): [number, number, number][] =>
		Array.from({ length: count }, () => {
			const u = random.int(1, size);
			const v = random.int(1, size - 1);
			return [u, v >= u ? v + 1 : v, random.int(1, maxFare)];
		});
	/** A line 1 – 2 – ... – size with cheap hops, plus `extra` random routes that are rarely worth it. */
	const lineWithShortcuts = (size: number, extra: number): [number, number, number][] => [
		...Array.from({ length: size - 1 }, (_, i): [number, number, number] => [i + 1, i + 2, random.int(1, 3)]),
		...randomRoutes(size, extra, 10_000),
	];
	const inputs = [
		test(1, []),
		test(2, []),
		test(2, [[2, 1, 7]]),
		test(2, [
			[1, 2, 9],
			[2, 1, 4],
			[1, 2, 6],
		]),
		test(4, [
			[1, 2, 1],
			[3, 4, 1],
		]),
		// Two journeys cost 10: the one with fewer rides wins.
		test(5, [
			[1, 2, 3],
			[2, 3, 3],
			[3, 5, 4],
			[1, 4, 5],
			[4, 5, 5],
		]),
		test(5, [
			[1, 2, 1],
			[2, 3, 1],
			[3, 4, 1],
			[4, 5, 1],
			[1, 5, 5],
			[1, 5, 4],
		]),
		test(10, randomRoutes(10, 15, 20)),
		test(300, randomRoutes(300, 900, 50)),
		test(2000, lineWithShortcuts(2000, 3000)),
		// Large networks: Bellman–Ford or an O(n²) Dijkstra does not finish in time.
		test(n, lineWithShortcuts(n, m - n + 1)),
		test(
			n,
			Array.from({ length: m }, (_, i): [number, number, number] =>
				i < n - 1 ? [n - i, n - i - 1, 10_000 - (i % 7)] : [1, random.int(2, n), 10_000],
			),
		),
		test(n, [...randomRoutes(n, m - 100, 10_000), ...randomRoutes(n, 100, 1)]),
		test(n, randomRoutes(n, m, 1)),
		test(n, randomRoutes(n - 1, m, 10_000)),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const intercityTrainFare = defineProblem({
	id: "intercity-train-fare",
	title: "Intercity Train Fare",
	topic: "graphs",
	difficulty: "medium",
	statement: `A student going home for the Pongal holidays wants the cheapest train journey from station 1, near the college, to station n, the home town. The railway map lists m direct trains. Each runs both ways between two stations and has a fixed fare in rupees; several trains may connect the same two stations.

The student may change trains any number of times. Among all journeys with the lowest total fare, the student prefers the one with the fewest trains, because every change means waiting on a platform.

Print the lowest total fare and the number of trains on such a journey. If station n cannot be reached at all, print -1. If n is 1, the student is already home: the fare and the number of trains are both 0.`,
	inputFormat: `The first line contains two integers n and m: the number of stations, numbered 1 to n, and the number of trains.

Each of the next m lines contains three integers u, v and w: a train between stations u and v with fare w.`,
	outputFormat:
		"Print two integers separated by a space, the lowest fare and the fewest trains for that fare, or -1 if station n cannot be reached.",
	constraints: ["1 ≤ n ≤ 5 × 10^4", "0 ≤ m ≤ 5 × 10^4", "1 ≤ u, v ≤ n, u ≠ v", "1 ≤ w ≤ 10^4"],
	examples: [
		{
			input: "5 6\n1 2 200\n2 5 300\n1 3 100\n3 4 100\n4 5 300\n1 5 600\n",
			output: "500 2\n",
			explanation:
				"Both 1 → 2 → 5 and 1 → 3 → 4 → 5 cost 500 rupees, and the direct train costs 600. The first cheapest journey uses 2 trains, the second 3, so the answer is 500 2.",
		},
		{
			input: "4 2\n1 2 50\n3 4 50\n",
			output: "-1\n",
			explanation: "No train leaves the group of stations {1, 2}, so station 4 cannot be reached.",
		},
	],
	hiddenTests,
	timeLimitMs: 1000,
	memoryLimitMb: 256,
	reference: {
		language: "java",
		source: `import java.io.DataInputStream;
import java.io.IOException;
import java.util.Arrays;

public class Main {
    private static final DataInputStream in = new DataInputStream(System.in);
    private static final byte[] buffer = new byte[1 << 16];
    private static int length = 0, pointer = 0;

    private static int read() throws IOException {
        if (pointer == length) {
            length = in.read(buffer, 0, buffer.length);
            pointer = 0;
            if (length <= 0) return -1;
        }
        return buffer[pointer++];
    }

    private static int nextInt() throws IOException {
        int c = read();
        while (c < '0') c = read();
        int value = 0;
        while (c >= '0') {
            value = value * 10 + (c - '0');
            c = read();
        }
        return value;
    }

    public static void main(String[] args) throws IOException {
        int n = nextInt(), m = nextInt();
        int[] head = new int[n + 1], next = new int[2 * m], to = new int[2 * m];
        long[] weight = new long[2 * m];
        Arrays.fill(head, -1);
        for (int i = 0; i < m; i++) {
            int u = nextInt(), v = nextInt();
            // Fare and one ride in one number: a journey has fewer than 2^16 rides, so comparing
            // fare * 2^16 + rides compares the fare first and the rides second.
            long w = ((long) nextInt() << 16) + 1;
            to[2 * i] = v; weight[2 * i] = w; next[2 * i] = head[u]; head[u] = 2 * i;
            to[2 * i + 1] = u; weight[2 * i + 1] = w; next[2 * i + 1] = head[v]; head[v] = 2 * i + 1;
        }
        long[] dist = new long[n + 1];
        Arrays.fill(dist, Long.MAX_VALUE);
        dist[1] = 0;
        // A binary heap of dist * 2^16 + station.
        long[] heap = new long[2 * m + 2];
        int size = 0;
        heap[size++] = 1;
        while (size > 0) {
            long top = heap[0];
            heap[0] = heap[--size];
            for (int i = 0; ; ) {
                int l = 2 * i + 1, r = l + 1, s = i;
                if (l < size && heap[l] < heap[s]) s = l;
                if (r < size && heap[r] < heap[s]) s = r;
                if (s == i) break;
                long t = heap[i]; heap[i] = heap[s]; heap[s] = t;
                i = s;
            }
            int station = (int) (top & 0xFFFF);
            long d = top >>> 16;
            if (d != dist[station]) continue;
            for (int e = head[station]; e != -1; e = next[e]) {
                long nd = d + weight[e];
                if (nd < dist[to[e]]) {
                    dist[to[e]] = nd;
                    int i = size++;
                    heap[i] = (nd << 16) | to[e];
                    while (i > 0 && heap[(i - 1) / 2] > heap[i]) {
                        long t = heap[i]; heap[i] = heap[(i - 1) / 2]; heap[(i - 1) / 2] = t;
                        i = (i - 1) / 2;
                    }
                }
            }
        }
        if (dist[n] == Long.MAX_VALUE) System.out.println(-1);
        else System.out.println((dist[n] >>> 16) + " " + (dist[n] & 0xFFFF));
    }
}
`,
	},
});
