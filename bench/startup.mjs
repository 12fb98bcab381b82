// Start-up benchmark: time from launching the built server (`npm run serve`) to a healthy
// /api/health, on an empty data directory (migrations + demo seed) and on an existing one.
// Baseline, measured in the same run: a bare Node HTTP server answering its first request,
// so the ratios say how much Unnati adds to Node's own start on this (noisy, shared) machine.
// Usage: npm run build && node bench/startup.mjs [runs]   (default 5 runs of each)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { requireBuild, serverEntry as server } from "./lib/server.mjs";

const runs = Number(process.argv[2] ?? 5);
requireBuild();

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let port = 45_000;

async function timeToHealthy(args, env, url) {
	const started = performance.now();
	const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: "ignore" });
	try {
		for (;;) {
			if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
			try {
				const res = await fetch(url);
				if (res.status === 200) return performance.now() - started;
			} catch {}
			await sleep(20);
			if (performance.now() - started > 60_000) throw new Error("not healthy after 60 s");
		}
	} finally {
		child.kill("SIGTERM");
		await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
	}
}

const median = (xs) => {
	const s = [...xs].sort((a, b) => a - b);
	return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const baselineScript =
	"require('http').createServer((q,s)=>s.end('ok')).listen(Number(process.env.PORT),'127.0.0.1')";
const results = { baseline: [], empty: [], existing: [] };
for (let i = 0; i < runs; i++) {
	let p = port++;
	results.baseline.push(
		await timeToHealthy(["-e", baselineScript], { PORT: String(p) }, `http://127.0.0.1:${p}/`),
	);

	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-bench-"));
	const env = { DATA_DIR: dataDir, HOST: "127.0.0.1", LOG_LEVEL: "silent" };
	p = port++;
	results.empty.push(
		await timeToHealthy([server], { ...env, PORT: String(p) }, `http://127.0.0.1:${p}/api/health`),
	);
	p = port++;
	results.existing.push(
		await timeToHealthy([server], { ...env, PORT: String(p) }, `http://127.0.0.1:${p}/api/health`),
	);
	fs.rmSync(dataDir, { recursive: true, force: true });
}

const base = median(results.baseline);
const line = (name, xs, goal) =>
	`| ${name} | ${(median(xs) / 1000).toFixed(2)} s | ${(Math.min(...xs) / 1000).toFixed(2)}–${(Math.max(...xs) / 1000).toFixed(2)} s | ${(median(xs) / base).toFixed(1)}× | ${goal} |`;
console.log(
	`Start-up to healthy /api/health, ${runs} runs each, ${os.cpus().length} cores, Node ${process.version}`,
);
console.log("| case | median | range | × baseline | goal |");
console.log("|---|---|---|---|---|");
console.log(line("bare Node HTTP server (baseline)", results.baseline, "—"));
console.log(line("existing data dir", results.existing, "≤ 5 s"));
console.log(line("empty data dir (migrate + demo seed)", results.empty, "≤ 15 s"));
