// `npm test`: every check the CI runs, stage by stage, with each stage's result, wall time and
// CPU time (user + system of the stage and everything it started). Stages of one step run at the
// same time; their output is held back and printed whole when each ends, so it never interleaves.
//   node scripts/ci-test.mjs            the CI plan (see PLAN)
//   node scripts/ci-test.mjs --serial   one stage at a time (what bench/ci-timing.mjs compares against)
//   node scripts/ci-test.mjs lint unit  only the named stages, one at a time
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Every stage is one npm script of package.json, so each can also be run alone. */
export const STAGES = {
	lint: "lint",
	typecheck: "typecheck",
	unit: "test:unit",
	server: "test:server",
	"server-pg": "test:server:pg",
	e2e: "test:e2e",
};

/**
 * The CI's order. The PGlite and PostgreSQL server suites share a step: the PostgreSQL one spends
 * much of its time waiting on the PostgreSQL server, so the two together took 0.61x the time of one
 * after the other on 2 cores (bench/RESULTS.md, "CI duration"). The other stages are CPU-bound and
 * run alone; vitest already runs two files at a time inside each.
 */
export const PLAN = [["lint"], ["typecheck"], ["unit"], ["server", "server-pg"], ["e2e"]];

/** User + system seconds of /usr/bin/time's report, or null where GNU time is missing. */
function readCpu(file) {
	try {
		const [user, sys] = fs.readFileSync(file, "utf8").trim().split(/\s+/).slice(-2).map(Number);
		return Number.isFinite(user) && Number.isFinite(sys) ? user + sys : null;
	} catch {
		return null;
	}
}

const hasGnuTime = fs.existsSync("/usr/bin/time");

/** Runs one stage; `quiet` holds its output back until it ends. */
export function runStage(name, { quiet = false } = {}) {
	const script = STAGES[name];
	if (!script) throw new Error(`unknown stage ${name}; stages: ${Object.keys(STAGES).join(", ")}`);
	const cpuFile = path.join(os.tmpdir(), `unnati-ci-${process.pid}-${name}.cpu`);
	const npm = ["npm", "run", "--silent", script];
	const argv = hasGnuTime ? ["/usr/bin/time", "-q", "-f", "%U %S", "-o", cpuFile, ...npm] : npm;
	const started = performance.now();
	return new Promise((resolve) => {
		const child = spawn(argv[0], argv.slice(1), {
			cwd: root,
			stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
			env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (quiet ? "0" : undefined) },
		});
		const output = [];
		child.stdout?.on("data", (chunk) => output.push(chunk));
		child.stderr?.on("data", (chunk) => output.push(chunk));
		child.on("close", (code, signal) => {
			const wallS = (performance.now() - started) / 1000;
			const cpuS = hasGnuTime ? readCpu(cpuFile) : null;
			fs.rmSync(cpuFile, { force: true });
			resolve({
				name,
				ok: code === 0 && !signal,
				code,
				wallS,
				cpuS,
				output: Buffer.concat(output).toString(),
			});
		});
	});
}

const fmt = (seconds) => (seconds === null ? "-" : `${seconds.toFixed(1)} s`);

export function report(result) {
	const status = result.ok ? "passed" : `FAILED (exit ${result.code})`;
	return `::: ${result.name} (npm run ${STAGES[result.name]}): ${status} in ${fmt(result.wallS)}, CPU ${fmt(result.cpuS)}`;
}

/** Runs the steps in order, stopping after the first step with a failed stage. */
export async function runPlan(plan, { log = console.log } = {}) {
	const results = [];
	for (const step of plan) {
		const started = performance.now();
		const together = step.length > 1;
		if (together) log(`::: ${step.join(" + ")} (at the same time)`);
		const stepResults = await Promise.all(
			step.map(async (name) => {
				if (!together) log(`::: ${name} (npm run ${STAGES[name]})`);
				const result = await runStage(name, { quiet: together });
				if (together) process.stdout.write(result.output);
				log(report(result));
				return result;
			}),
		);
		if (together) log(`::: step ${step.join(" + ")}: ${fmt((performance.now() - started) / 1000)} wall`);
		results.push(...stepResults);
		if (stepResults.some((r) => !r.ok)) break;
	}
	return results;
}

export function summary(results, totalWallS) {
	const lines = ["", "::: summary"];
	for (const r of results)
		lines.push(
			`  ${r.ok ? "ok  " : "FAIL"} ${r.name.padEnd(10)} ${fmt(r.wallS).padStart(9)} wall ${fmt(r.cpuS).padStart(9)} CPU`,
		);
	const cpu = results.every((r) => r.cpuS !== null) ? results.reduce((n, r) => n + r.cpuS, 0) : null;
	lines.push(`  total           ${fmt(totalWallS).padStart(9)} wall ${fmt(cpu).padStart(9)} CPU`);
	return lines.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const args = process.argv.slice(2);
	const named = args.filter((a) => !a.startsWith("--"));
	const plan =
		named.length > 0 ? named.map((n) => [n]) : args.includes("--serial") ? PLAN.flat().map((n) => [n]) : PLAN;
	// The machine's tools first: a missing one stops here in seconds, with the command that installs it.
	const ready = await (await import("./preflight.mjs")).preflight(plan.flat());
	if (!ready.ok) {
		console.error(ready.message);
		process.exit(1);
	}
	const started = performance.now();
	const results = await runPlan(plan);
	console.log(summary(results, (performance.now() - started) / 1000));
	const ran = new Set(results.map((r) => r.name));
	const skipped = plan.flat().filter((n) => !ran.has(n));
	if (skipped.length > 0) console.log(`  not run after the failure: ${skipped.join(", ")}`);
	process.exit(results.every((r) => r.ok) && skipped.length === 0 ? 0 : 1);
}
