// How long `npm test` takes, stage by stage: wall time, CPU time (user + system of the stage and
// all it started) and their ratio (above 1: the stage kept more than one core busy). The machine's
// load average is printed before and after, since a busy machine stretches wall time but not CPU.
//   node bench/ci-timing.mjs                 every stage, one at a time
//   node bench/ci-timing.mjs --plan          the CI's plan (stages that share a step run together)
//   node bench/ci-timing.mjs unit server     only these stages
//   --install                                time `npm ci` first, as .ci/run does
import { spawnSync } from "node:child_process";
import os from "node:os";
import { PLAN, runPlan, STAGES } from "../scripts/ci-test.mjs";

const args = process.argv.slice(2);
const named = args.filter((a) => !a.startsWith("--"));
for (const name of named)
	if (!STAGES[name]) throw new Error(`unknown stage ${name}; stages: ${Object.keys(STAGES).join(", ")}`);
const plan =
	named.length > 0 ? named.map((n) => [n]) : args.includes("--plan") ? PLAN : PLAN.flat().map((n) => [n]);

const load = () =>
	os
		.loadavg()
		.map((n) => n.toFixed(1))
		.join(" ");
console.log(`${os.availableParallelism()} cores, Node ${process.version}, load average ${load()}`);
const rows = [];
const started = performance.now();
if (args.includes("--install")) {
	const t = performance.now();
	const r = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { stdio: "inherit" });
	rows.push({ name: "npm ci", ok: r.status === 0, wallS: (performance.now() - t) / 1000, cpuS: null });
}
const results = await runPlan(plan);
rows.push(...results);
const totalWall = (performance.now() - started) / 1000;

const cell = (s) => (s === null ? "-" : s.toFixed(1));
console.log(`\nload average after: ${load()}`);
console.log("| stage | result | wall s | CPU s | CPU/wall |");
console.log("|---|---|---:|---:|---:|");
for (const r of rows) {
	const ratio = r.cpuS === null ? "-" : (r.cpuS / r.wallS).toFixed(2);
	console.log(`| ${r.name} | ${r.ok ? "ok" : "FAILED"} | ${cell(r.wallS)} | ${cell(r.cpuS)} | ${ratio} |`);
}
const measured = rows.filter((r) => r.cpuS !== null);
const cpu = measured.length > 0 ? measured.reduce((n, r) => n + r.cpuS, 0) : null;
console.log(
	`| total | ${rows.every((r) => r.ok) ? "ok" : "FAILED"} | ${cell(totalWall)} | ${cell(cpu)} | ${cpu === null ? "-" : (cpu / totalWall).toFixed(2)} |`,
);
process.exit(rows.every((r) => r.ok) ? 0 : 1);
