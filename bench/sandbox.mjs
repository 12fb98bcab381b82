// Sandbox benchmark (issue 7): what the code runner's sandbox costs and how much it can run.
//   1. Overhead: median wall time of a Python print(1) in the sandbox against the bare
//      /usr/bin/python3 on the same file, interleaved in the same run (goal ≤ 1.5×). The sandbox
//      run is what the API does: it adopts a spare sandbox started ahead of time. Also shown: a
//      sandbox started for the run through the shell launcher (sh, setpriv, /usr/bin/time, prlimit),
//      the path before issue 7 (less its per-run cgroups).
//   2. Throughput: Python hello-world runs per second through the runner's pool (one run per core),
//      kept full for ~10 s (goal ≥ 40/s on 2 cores).
//   3. A C++ submission with bits/stdc++.h judged against 10 tests: p50 of 10 judgings, with the
//      precompiled header and without (goal ≤ 1.5 s).
// It drives the server's TypeScript modules in process (through tsx), so no build is needed:
//   npm run bench:sandbox [-- overheadRuns throughputSeconds cppRuns]   (default 30 10 10)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { detectCgroups } from "../apps/server/src/modules/code-runner/sandbox/cgroups.ts";
import { judge, runOnce } from "../apps/server/src/modules/code-runner/sandbox/judge.ts";
import { discardSpares } from "../apps/server/src/modules/code-runner/sandbox/standby.ts";
import { ensureLauncher, ensurePch } from "../apps/server/src/modules/code-runner/sandbox/toolchain.ts";
import { createCodeRunner } from "../apps/server/src/modules/code-runner/service.ts";

const [overheadRuns = 30, throughputSeconds = 10, cppRuns = 10] = process.argv.slice(2).map(Number);

const median = (xs) => {
	const s = [...xs].sort((a, b) => a - b);
	return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${x.toFixed(1)} ms`;
const load = () => os.loadavg()[0].toFixed(2);
const expectOutput = (result, stdout) => {
	if (result.status !== "Accepted" || result.stdout !== stdout)
		throw new Error(`unexpected result: ${JSON.stringify(result)}`);
};

/** The bare run, spawned the way the sandbox spawns bwrap: pipes for all three, output collected. */
function bare(dir) {
	return new Promise((resolve, reject) => {
		const child = spawn("/usr/bin/python3", ["-B", "main.py"], {
			cwd: dir,
			env: { PATH: "/usr/bin:/bin", LANG: "C.UTF-8" },
			stdio: ["pipe", "pipe", "pipe"],
		});
		let out = "";
		child.stdout.on("data", (chunk) => {
			out += chunk;
		});
		child.stderr.on("data", () => {});
		child.stdin.end("");
		child.on("error", reject);
		child.on("close", () => (out === "1\n" ? resolve() : reject(new Error(`bare run printed ${out}`))));
	});
}

async function timed(fn) {
	const started = performance.now();
	await fn();
	return performance.now() - started;
}

const launcher = await ensureLauncher();
const pch = await ensurePch();
console.log(
	`Sandbox benchmark: ${os.cpus().length} cores, load ${load()}, Node ${process.version}, cgroups ${detectCgroups().mode}, ` +
		`launcher ${launcher ? "compiled" : "unavailable (shell)"}, C++ PCH ${pch ? "built" : "unavailable"}`,
);

// 1. Overhead, interleaved so that the machine's noise falls on all three alike.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-bench-py-"));
fs.writeFileSync(path.join(dir, "main.py"), "print(1)\n");
const hello = { language: "python", source: "print(1)\n", stdin: "" };
const walls = { bare: [], sandbox: [], shell: [] };
// Each run starts after a 30 ms pause, so work left by the one before (the sandbox starting its
// next spare, a PID namespace being torn down) does not land on the next measurement.
const settled = async (fn) => {
	await new Promise((resolve) => setTimeout(resolve, 30));
	return timed(fn);
};
for (let i = 0; i < overheadRuns + 3; i++) {
	const bareMs = await settled(() => bare(dir));
	const sandboxMs = await settled(async () => expectOutput(await runOnce(hello), "1\n"));
	const shellMs = await settled(async () => expectOutput(await runOnce(hello, { launcher: false }), "1\n"));
	// The first three of each warm caches and are not counted.
	if (i < 3) continue;
	walls.bare.push(bareMs);
	walls.sandbox.push(sandboxMs);
	walls.shell.push(shellMs);
}
fs.rmSync(dir, { recursive: true, force: true });
const bareMedian = median(walls.bare);
console.log(`\n1. Python print(1), median wall of ${overheadRuns} interleaved runs each`);
console.log("| run | median | × bare | goal |");
console.log("|---|---|---|---|");
console.log(`| bare /usr/bin/python3 | ${ms(bareMedian)} | 1.00× | — |`);
console.log(
	`| sandbox (spare, compiled launcher) | ${ms(median(walls.sandbox))} | ${(median(walls.sandbox) / bareMedian).toFixed(2)}× | ≤ 1.5× |`,
);
console.log(
	`| sandbox started for the run (shell launcher) | ${ms(median(walls.shell))} | ${(median(walls.shell) / bareMedian).toFixed(2)}× | — |`,
);

/**
 * CPU used by this process and everything it starts, where cgroup v1's cpuacct lets us make a group
 * (root): a load-independent measure of what a run costs, beside the wall-clock rate a shared
 * machine depresses. Kernel threads (a network namespace's teardown) are not counted.
 */
function cpuMeter() {
	const parent = "/sys/fs/cgroup/cpuacct";
	const group = path.join(parent, `unnati-bench-${process.pid}`);
	try {
		fs.mkdirSync(group);
		fs.writeFileSync(path.join(group, "cgroup.procs"), String(process.pid));
	} catch {
		return null;
	}
	const usage = () => Number(fs.readFileSync(path.join(group, "cpuacct.usage"), "utf8")) / 1e6;
	return {
		usage,
		/** Leaves the group; it is removed once the spare sandboxes started in it are gone. */
		close() {
			fs.writeFileSync(path.join(parent, "cgroup.procs"), String(process.pid));
		},
		async remove() {
			for (let attempt = 0; attempt < 20; attempt++) {
				try {
					fs.rmdirSync(group);
					return;
				} catch {
					await new Promise((resolve) => setTimeout(resolve, 100));
				}
			}
		},
	};
}

// 2. Throughput through the runner's own pool, as the API uses it.
const meter = cpuMeter();
const cpuBefore = meter?.usage() ?? 0;
const runner = createCodeRunner();
const started = performance.now();
const latencies = [];
let done = 0;
await Promise.all(
	// Twice as many clients as workers, so a worker never waits for the next request to arrive.
	Array.from({ length: 2 * os.availableParallelism() }, async () => {
		while (performance.now() - started < throughputSeconds * 1000) {
			const latency = await timed(async () => expectOutput(await runner.run(hello), "1\n"));
			latencies.push(latency);
			done++;
		}
	}),
);
const seconds = (performance.now() - started) / 1000;
console.log(
	`\n2. Python hello world through the pool (${os.availableParallelism()} at once) for ${seconds.toFixed(1)} s: ` +
		`${(done / seconds).toFixed(1)} runs/s (goal ≥ 40/s), p50 ${ms(median(latencies))}`,
);
if (meter) {
	const cpuPerRun = (meter.usage() - cpuBefore) / done;
	console.log(
		`   CPU per run (server + sandbox + Python): ${ms(cpuPerRun)}, so ${os.cpus().length} free cores ` +
			`would run at most ${((os.cpus().length * 1000) / cpuPerRun).toFixed(0)}/s`,
	);
}

// 3. C++ with bits/stdc++.h, compiled once and run on 10 tests.
const cpp = `#include <bits/stdc++.h>
using namespace std;
int main() {
	int n; cin >> n;
	vector<long long> a(n);
	for (auto &x : a) cin >> x;
	sort(a.begin(), a.end());
	map<long long, int> seen;
	for (auto x : a) seen[x]++;
	cout << accumulate(a.begin(), a.end(), 0LL) << " " << seen.size() << "\\n";
}`;
const tests = Array.from({ length: 10 }, (_, t) => {
	const values = Array.from({ length: 1000 }, (_, i) => (i * 7919 + t) % 1009);
	const sum = values.reduce((a, b) => a + b, 0);
	return { stdin: `${values.length}\n${values.join(" ")}\n`, expected: `${sum} ${new Set(values).size}` };
});
const judged = { pch: [], plain: [] };
const judgedCpu = { pch: [], plain: [] };
for (let i = 0; i < cppRuns; i++) {
	for (const [name, precompiledHeaders] of [
		["pch", true],
		["plain", false],
	]) {
		const cpuStart = meter?.usage() ?? 0;
		const wall = await timed(async () => {
			const result = await judge({ language: "cpp", source: cpp, tests }, { precompiledHeaders });
			if (result.compileFailure || result.tests.some((test) => test.status !== "Accepted"))
				throw new Error(`C++ judging failed: ${JSON.stringify(result).slice(0, 500)}`);
		});
		judged[name].push(wall);
		judgedCpu[name].push((meter?.usage() ?? 0) - cpuStart);
	}
}
console.log(`\n3. C++ (bits/stdc++.h) judged against 10 tests, ${cppRuns} judgings each`);
console.log("| compile | p50 | min–max | CPU per judging (p50) | goal |");
console.log("|---|---|---|---|---|");
for (const [name, label] of [
	["pch", "with the precompiled header"],
	["plain", "without"],
]) {
	const xs = judged[name];
	console.log(
		`| ${label} | ${(median(xs) / 1000).toFixed(2)} s | ${(Math.min(...xs) / 1000).toFixed(2)}–${(Math.max(...xs) / 1000).toFixed(2)} s | ${meter ? `${(median(judgedCpu[name]) / 1000).toFixed(2)} s` : "n/a"} | ${name === "pch" ? "≤ 1.5 s" : "—"} |`,
	);
}
meter?.close();
discardSpares();
await meter?.remove();
console.log(
	`\nLoad at the end: ${load()} (a shared machine: other work running at the same time slows every figure).`,
);
