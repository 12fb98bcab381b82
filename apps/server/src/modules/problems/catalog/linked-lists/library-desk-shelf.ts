import { defineProblem, type ProblemTest, seededRandom } from "../define";

/** Heap entries pack (time, book) into one number; books are below 2^17. */
const BOOK_BITS = 131_072;

/**
 * Last-use times with a lazy min-heap of (time, book): stale heap entries are skipped on eviction.
 * A different method from the doubly linked list the problem teaches.
 */
function solve(input: string): string {
	const heap: number[] = [];
	const push = (entry: number) => {
		let i = heap.length;
		heap.push(entry);
		while (i > 0 && (heap[(i - 1) >> 1] ?? 0) > entry) {
			heap[i] = heap[(i - 1) >> 1] ?? 0;
			i = (i - 1) >> 1;
		}
		heap[i] = entry;
	};
	const pop = (): number | undefined => {
		const top = heap[0];
		const last = heap.pop();
		if (top === undefined || last === undefined || heap.length === 0) return top;
		let i = 0;
		for (;;) {
			let child = 2 * i + 1;
			if (child >= heap.length) break;
			if (child + 1 < heap.length && (heap[child + 1] ?? 0) < (heap[child] ?? 0)) child++;
			if ((heap[child] ?? 0) >= last) break;
			heap[i] = heap[child] ?? 0;
			i = child;
		}
		heap[i] = last;
		return top;
	};
	const numbers = input.trim().split(/\s+/).map(Number);
	const [capacity = 0, q = 0] = numbers;
	const lastUse = new Map<number, number>();
	let fetches = 0;
	for (let time = 1; time <= q; time++) {
		const book = numbers[1 + time] ?? 0;
		if (!lastUse.has(book)) {
			fetches++;
			if (lastUse.size === capacity) {
				for (let oldest = pop(); oldest !== undefined; oldest = pop()) {
					const [when, who] = [Math.floor(oldest / BOOK_BITS), oldest % BOOK_BITS];
					if (lastUse.get(who) === when) {
						lastUse.delete(who);
						break;
					}
				}
			}
		}
		lastUse.set(book, time);
		push(time * BOOK_BITS + book);
	}
	const shelf = [...lastUse.entries()].sort((a, b) => b[1] - a[1]).map(([book]) => book);
	return `${fetches}\n${shelf.join(" ")}\n`;
}

const test = (capacity: number, requests: number[]): string =>
	`${capacity} ${requests.length}\n${requests.join(" ")}\n`;

function hiddenTests(): ProblemTest[] {
	const random = seededRandom(7203);
	const requests = (q: number, books: number) => Array.from({ length: q }, () => random.int(1, books));
	const q = 150_000;
	const inputs = [
		test(1, [5]),
		test(1, [5, 5, 5]),
		test(1, [1, 2, 1, 2]),
		test(3, [9, 9, 9, 9]),
		// A repeated request refreshes the book, so 1 survives and 2 is returned.
		test(2, [1, 2, 1, 3, 1, 2]),
		// The classic cycle one longer than the shelf: every request is a fetch.
		test(3, [1, 2, 3, 4, 1, 2, 3, 4]),
		test(5, [1, 2, 3]),
		test(4, requests(30, 7)),
		test(10, requests(300, 25)),
		test(100, requests(5000, 150)),
		// Long days: a shelf kept as a plain list, searched and shifted on every request, is too slow.
		test(75_000, requests(q, 100_000)),
		test(
			60_000,
			Array.from({ length: q }, (_, i) => (i % 60_001) + 1),
		),
		test(q, requests(q, 100_000)),
		test(
			50_000,
			Array.from({ length: q }, (_, i) => (i < 50_000 ? i + 1 : 50_000 - (i % 50_000))),
		),
		test(2, requests(q, 3)),
	];
	return inputs.map((input) => ({ input, output: solve(input) }));
}

export const libraryDeskShelf = defineProblem({
	id: "library-desk-shelf",
	title: "Library Desk Shelf",
	topic: "linked-lists",
	difficulty: "medium",
	statement: `During exam week the central library keeps a small shelf behind the issue desk, with room for c books, so that popular books need not be fetched from the stacks again and again.

Students request books one after another, by accession number. For each request:

- If the book is on the desk shelf, the librarian hands it over and puts it back on the shelf when the student returns it. Nothing is fetched.

- Otherwise the librarian fetches it from the stacks. If the desk shelf is already full, the book on it whose most recent request is the oldest is sent back to the stacks first. The fetched book then goes on the desk shelf.

A book's most recent request counts whether or not it had to be fetched. Books are returned before the next request arrives.

Count the fetches over the day, and list the books on the desk shelf at the end of the day, from the most recently requested to the least recently requested.`,
	inputFormat: `The first line contains two integers c and q: the shelf's capacity and the number of requests.

The second line contains q integers b1 b2 ... bq, the accession numbers requested, in order.`,
	outputFormat: `Print two lines. The first contains the number of fetches.

The second contains the accession numbers of the books on the desk shelf at the end, most recently requested first, separated by spaces.`,
	constraints: ["1 ≤ c ≤ q ≤ 1.5 × 10^5", "1 ≤ bi ≤ 10^5"],
	examples: [
		{
			input: "3 7\n12 15 12 40 77 15 12\n",
			output: "6\n12 15 77\n",
			explanation:
				"12, 15 and 40 are fetched; the second request for 12 finds it on the shelf. 77 finds the shelf full and sends back 15, whose most recent request (the 2nd) is the oldest. The next 15 sends back 12 (last requested 3rd), and the final 12 sends back 40. That is 6 fetches, and the shelf ends with 12, 15 and 77.",
		},
		{
			input: "2 4\n8 8 8 8\n",
			output: "1\n8\n",
			explanation: "Only the first request needs a fetch.",
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
    capacity, q = int(data[0]), int(data[1])
    # A circular doubly linked list of shelf slots around the sentinel 0; the most recent is nxt[0].
    prev = [0] * (capacity + 1)
    nxt = [0] * (capacity + 1)
    book_in = [b""] * (capacity + 1)
    slot_of = {}
    used = 0
    fetches = 0
    for book in data[2:2 + q]:
        slot = slot_of.get(book)
        if slot is not None:
            nxt[prev[slot]] = nxt[slot]
            prev[nxt[slot]] = prev[slot]
        else:
            fetches += 1
            if used < capacity:
                used += 1
                slot = used
            else:
                slot = prev[0]
                nxt[prev[slot]] = 0
                prev[0] = prev[slot]
                del slot_of[book_in[slot]]
            book_in[slot] = book
            slot_of[book] = slot
        prev[slot] = 0
        nxt[slot] = nxt[0]
        prev[nxt[0]] = slot
        nxt[0] = slot
    shelf = []
    slot = nxt[0]
    while slot != 0:
        shelf.append(book_in[slot])
        slot = nxt[slot]
    sys.stdout.buffer.write(str(fetches).encode() + b"\n" + b" ".join(shelf) + b"\n")

main()
`,
	},
});
