// Code-runner fairness benchmark (issue 12): one greedy student beside 20 ordinary ones.
//   Ordinary students: 20, each runs a short Python program (print) `rounds` times one after the
//   other, starting spread over the first second. Their latency (submit → result, waiting included)
//   is measured in three phases of the same run, on the same pool size (one worker per core):
//     1. baseline: the ordinary students alone;
//     2. fair pool + greedy: the runner as the server builds it (one run in progress and two waiting
//        per person, people served in turn), while the greedy student keeps 18 infinite loops
//        submitted (each refused one is sent again after the Retry-After the runner gives);
//     3. old pool + greedy: the pool before issue 12 (first come first served, a shared line of 8
//        per worker, no per-person bound), for comparison.
//   Reported: the ordinary runs' median and p90 latency, how many were refused (429), and how many
//   loops the greedy student got to run.
// It drives the server's runner in process (through tsx): no server, no network at all.
// Bounded: each phase stops after `phaseSeconds` (default 90) whatever is left; the loops are
// killed by the sandbox's own limits (2 s of CPU, 5 s of wall time).
//   node --import tsx bench/runner-fairness.mjs [rounds phaseSeconds]   (default 3 90)
import os from "node:os";
import { discardSpares } from "../apps/server/src/modules/code-runner/sandbox/standby.ts";
import { ensureLauncher } from "../apps/server/src/modules/code-runner/sandbox/toolchain.ts";
import { createCodeRunner } from "../apps/server/src/modules/code-runner/service.ts";

const [rounds = 3, phaseSeconds = 90] = process.argv.slice(2).map(Number);
const ORDINARY = 20;
const GREEDY_RUNS = 18;
const workers = os.availableParallelism();

const quantile = (xs, q) => {
	if (xs.length === 0) return Number.NaN;
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (x) => (Number.isNaN(x) ? "—" : `${(x / 1000).toFixed(2)} s`);
const load = () => os.loadavg()[0].toFixed(1);

const short = { language: "python", source: "print(sum(range(1000)))", stdin: "" };
const loop = { language: "python", source: "while True:\n    pass", stdin: "" };

async function phase(name, runner, withGreedy) {
	const deadline = Date.now() + phaseSeconds * 1000;
	let stop = false;
	const greedy = { started: 0, refused: 0 };
	const greedyLoops = withGreedy
		? Array.from({ length: GREEDY_RUNS }, async () => {
				while (!stop && Date.now() < deadline) {
					try {
						await runner.run(loop, { owner: "greedy" });
						greedy.started++;
					} catch (error) {
						if (error?.status !== 429) throw error;
						greedy.refused++;
						await sleep((error.retryAfterSeconds ?? 1) * 1000);
					}
				}
			})
		: [];
	// Let the greedy student fill everything they can before the others arrive.
	if (withGreedy) await sleep(500);
	const latencies = [];
	let refused = 0;
	const students = Array.from({ length: ORDINARY }, async (_, i) => {
		await sleep(i * 50);
		for (let r = 0; r < rounds && Date.now() < deadline; r++) {
			const started = performance.now();
			try {
				const result = await runner.run(short, { owner: `student-${i}` });
				if (result.stdout !== "499500\n") throw new Error(`unexpected result: ${JSON.stringify(result)}`);
				latencies.push(performance.now() - started);
			} catch (error) {
				if (error?.status !== 429) throw error;
				refused++;
				await sleep(1000);
			}
		}
	});
	await Promise.all(students);
	stop = true;
	await Promise.all(greedyLoops);
	const row = {
		name,
		runs: latencies.length,
		refused,
		median: quantile(latencies, 0.5),
		p90: quantile(latencies, 0.9),
		greedyRuns: greedy.started,
		load: load(),
	};
	console.log(
		`${name}: ${row.runs} runs, ${refused} refused, median ${seconds(row.median)}, p90 ${seconds(row.p90)}` +
			(withGreedy ? `, greedy loops run ${greedy.started}, refused ${greedy.refused}` : "") +
			`, load ${row.load}`,
	);
	return row;
}

async function main() {
	if (!(await ensureLauncher()))
		console.warn("no compiled launcher (gcc missing): the shell launcher is used");
	console.log(`${workers} workers, ${ORDINARY} ordinary students × ${rounds} runs, load ${load()}`);
	const fair = createCodeRunner({ workers });
	// A warm-up run, so the first phase does not pay for the first sandbox.
	await fair.run(short);
	const rows = [
		await phase("baseline (no greedy student)", fair, false),
		await phase("fair pool + greedy student", fair, true),
	];
	const old = createCodeRunner({
		workers,
		queueLimit: workers * 8,
		examReserve: 0,
		perOwnerRunning: Number.MAX_SAFE_INTEGER,
		perOwnerWaiting: Number.MAX_SAFE_INTEGER,
	});
	rows.push(await phase("old pool (FIFO) + greedy student", old, true));
	await fair.close();
	await old.close();
	console.log("\n| case | ordinary runs | refused (429) | median | p90 | greedy loops run | load |");
	console.log("|---|---|---|---|---|---|---|");
	for (const r of rows)
		console.log(
			`| ${r.name} | ${r.runs} | ${r.refused} | ${seconds(r.median)} | ${seconds(r.p90)} | ${r.greedyRuns} | ${r.load} |`,
		);
	discardSpares();
}

await main();
