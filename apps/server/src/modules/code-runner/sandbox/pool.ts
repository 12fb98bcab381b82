import { availableParallelism } from "node:os";

/** Thrown by `submit` when the run cannot wait: the shared line is full, or its owner's is. */
export class QueueFullError extends Error {
	override name = "QueueFullError";
	constructor(
		message: string,
		/** "owner": this person already has every run they may have; "pool": everybody's line is full. */
		readonly reason: "owner" | "pool" = "pool",
	) {
		super(message);
	}
}

/** Who asks for a run, so the pool can share itself between people and put exams first. */
export type RunContext = {
	/** The person running (their user id); runs without one are the server's own (e.g. grading). */
	owner?: string;
	/** A run during an exam: served before every practice run that waits. */
	exam?: boolean;
};

export type PoolOptions = {
	/** Runs at once; one per core by default, since a run is CPU-bound. */
	workers?: number;
	/** Runs allowed to wait for a worker; beyond this `submit` refuses practice runs at once. */
	queueLimit?: number;
	/** Extra places in the line that only exam runs may take, so a practice rush cannot refuse an exam run. */
	examReserve?: number;
	/** Runs of one person at once (default 1): nobody holds more than one worker. */
	perOwnerRunning?: number;
	/** Runs of one person waiting behind their running one (default 2); more is refused at once. */
	perOwnerWaiting?: number;
};

export type WorkerPool = {
	/** Runs `task` when a worker is free and it is this run's turn; rejects with QueueFullError. */
	submit<T>(task: () => Promise<T>, context?: RunContext): Promise<T>;
	readonly running: number;
	readonly waiting: number;
};

type Ticket = { exam: boolean; start: () => void };
/** `served`: when this person's last run started (a count of starts), 0 if never since they were idle. */
type Owner = { running: number; waiting: Ticket[]; served: number };

/**
 * A bounded pool with a bounded line, shared fairly: each person has at most `perOwnerRunning` runs
 * in progress and `perOwnerWaiting` waiting, and a free worker goes to the next person in turn
 * (round-robin between people, not first come first served), exam runs before practice runs. So
 * one student's flood of infinite loops costs everybody else at most one turn of waiting, and
 * overload is answered quickly instead of piling up.
 */
export function createWorkerPool(options: PoolOptions = {}): WorkerPool {
	const workers = Math.max(1, options.workers ?? availableParallelism());
	const queueLimit = Math.max(0, options.queueLimit ?? workers * 16);
	const examReserve = Math.max(0, options.examReserve ?? queueLimit);
	const perOwnerRunning = Math.max(1, options.perOwnerRunning ?? 1);
	const perOwnerWaiting = Math.max(0, options.perOwnerWaiting ?? 2);
	const owners = new Map<string, Owner>();
	/** People with a run waiting, in turn order; whoever is served goes to the back. */
	const turns: string[] = [];
	let running = 0;
	let waiting = 0;
	let anonymous = 0;
	let starts = 0;

	const ownerOf = (key: string): Owner => {
		let owner = owners.get(key);
		if (!owner) {
			owner = { running: 0, waiting: [], served: 0 };
			owners.set(key, owner);
		}
		return owner;
	};
	const forget = (key: string, owner: Owner) => {
		if (owner.running === 0 && owner.waiting.length === 0) owners.delete(key);
	};

	/**
	 * The next run to start: exam runs first; among the people who may start one, whoever was
	 * served least recently (someone who has not run yet goes before someone whose run just
	 * started), ties in the order they began waiting.
	 */
	const takeNext = (): { key: string; ticket: Ticket } | null => {
		for (const exam of [true, false]) {
			let best = -1;
			for (let i = 0; i < turns.length; i++) {
				const owner = owners.get(turns[i] as string) as Owner;
				const head = owner.waiting[0];
				if (!head || head.exam !== exam || owner.running >= perOwnerRunning) continue;
				if (best < 0 || owner.served < (owners.get(turns[best] as string) as Owner).served) best = i;
			}
			if (best < 0) continue;
			const key = turns[best] as string;
			const owner = owners.get(key) as Owner;
			const ticket = owner.waiting.shift() as Ticket;
			turns.splice(best, 1);
			if (owner.waiting.length > 0) turns.push(key);
			return { key, ticket };
		}
		return null;
	};

	const startTask = <T>(key: string, task: () => Promise<T>): Promise<T> => {
		running++;
		const owner = ownerOf(key);
		owner.running++;
		owner.served = ++starts;
		const release = () => {
			running--;
			owner.running--;
			forget(key, owner);
			// A person whose run just ended may have one waiting that could not start before.
			if (owner.waiting.length > 0 && !turns.includes(key)) turns.push(key);
			dispatch();
		};
		// An async wrapper, so a task that throws before its first await still releases its worker.
		return (async () => task())().finally(release);
	};

	const dispatch = () => {
		while (running < workers) {
			const next = takeNext();
			if (!next) return;
			waiting--;
			next.ticket.start();
		}
	};

	return {
		get running() {
			return running;
		},
		get waiting() {
			return waiting;
		},
		submit<T>(task: () => Promise<T>, context: RunContext = {}): Promise<T> {
			const exam = context.exam === true;
			// The server's own runs are nobody's: each takes its turn as if it were its own person.
			const key = context.owner === undefined ? `\0server:${anonymous++}` : `user:${context.owner}`;
			const owner = ownerOf(key);
			if (owner.running + owner.waiting.length >= perOwnerRunning + perOwnerWaiting) {
				forget(key, owner);
				return Promise.reject(new QueueFullError("this person's runs are all taken", "owner"));
			}
			if (owner.running < perOwnerRunning && running < workers) return startTask(key, task);
			if (waiting >= queueLimit + (exam ? examReserve : 0)) {
				forget(key, owner);
				return Promise.reject(new QueueFullError("the run queue is full"));
			}
			return new Promise<T>((resolve, reject) => {
				const ticket: Ticket = {
					exam,
					start: () => {
						startTask(key, task).then(resolve, reject);
					},
				};
				// Within one person's line their exam runs go first too.
				const at = exam ? owner.waiting.findIndex((t) => !t.exam) : -1;
				if (at < 0) owner.waiting.push(ticket);
				else owner.waiting.splice(at, 0, ticket);
				waiting++;
				if (!turns.includes(key)) turns.push(key);
			});
		},
	};
}
