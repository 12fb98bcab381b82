import { chmodSync, chownSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import type { Cgroups } from "./cgroups";
import { PCH_MOUNT } from "./languages";
import { MB } from "./limits";
import { SANDBOX_UID, type StandbySandbox, startSandbox } from "./process";

export type RunDirectory = { dir: string; work: string };

/**
 * Synchronous on purpose: a handful of tiny metadata calls, cheaper than as many trips through
 * libuv's thread pool, on every run's critical path.
 */
export function makeRunDirectory(root: string = tmpdir(), kind: "run" | "spare" = "run"): RunDirectory {
	const dir = mkdtempSync(path.join(root, `unnati-${kind}-${process.pid}-`));
	const work = path.join(dir, "work");
	mkdirSync(work);
	if (process.getuid?.() === 0) {
		// The sandbox's user must reach work/ through dir/, but may not list or touch what sits beside it.
		chmodSync(dir, 0o711);
		chownSync(work, SANDBOX_UID, SANDBOX_UID);
		chmodSync(work, 0o700);
	}
	return { dir, work };
}

export type SandboxFactory = {
	launcher: string;
	cgroups: Cgroups;
	/** The precompiled header's directory, shown read-only at /pch, or null. */
	pch: string | null;
};

/** A sandbox started ahead of its run; `pch` says whether it shows the precompiled header at /pch. */
export type WaitingSandbox = StandbySandbox & { pch: boolean };

/** A sandbox waiting on `directory`, holding its own cgroup until it runs or is discarded. */
export function startWaitingSandbox(
	factory: SandboxFactory,
	directory: RunDirectory,
	name: string,
): WaitingSandbox {
	// Tiny until the run sets its own limits: what waits is bwrap and the launcher.
	const cgroup = factory.cgroups.acquire(32 * MB, 16);
	const sandbox = startSandbox({
		workDir: directory.work,
		metaFile: path.join(directory.dir, `meta-${name}`),
		cgroup,
		launcher: factory.launcher,
		readOnly: factory.pch ? [{ host: factory.pch, inside: PCH_MOUNT }] : [],
	});
	return Object.assign(sandbox, { pch: factory.pch !== null });
}

/** A fresh run directory with a sandbox already started on it, for the next judging to adopt. */
export type Spare = RunDirectory & { sandbox: WaitingSandbox };

const spares: Spare[] = [];
let lastFactory: (() => SandboxFactory) | null = null;
let refilling = false;

const removeSpare = (spare: Spare) => {
	spare.sandbox.discard();
	rmSync(spare.dir, { recursive: true, force: true });
};

/**
 * Run and spare directories are named by their process, so a later one can remove those of a
 * process that was killed (a spare waits for minutes; a run is cut short only by a kill).
 */
let swept = false;

function sweepDeadDirectories() {
	swept = true;
	const root = tmpdir();
	let names: string[] = [];
	try {
		names = readdirSync(root);
	} catch {
		return;
	}
	for (const name of names) {
		const owner = /^unnati-(?:run|spare)-(\d+)-/.exec(name)?.[1];
		if (owner === undefined || isAlive(Number(owner))) continue;
		const dir = path.join(root, name);
		try {
			if (lstatSync(dir).uid !== process.getuid?.()) continue;
		} catch {
			continue;
		}
		void rm(dir, { recursive: true, force: true });
	}
}

function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === "EPERM";
	}
}

function refill() {
	if (refilling || !lastFactory) return;
	if (!swept) sweepDeadDirectories();
	refilling = true;
	// After the judging that took a spare has started its own processes, not before them.
	setImmediate(() => {
		refilling = false;
		const factory = lastFactory?.();
		if (!factory) return;
		while (spares.length < availableParallelism()) {
			const directory = makeRunDirectory(tmpdir(), "spare");
			spares.push({ ...directory, sandbox: startWaitingSandbox(factory, directory, "spare") });
		}
	});
}

/**
 * Takes a spare — a run directory whose sandbox started while nobody waited — and starts another
 * in the background, keeping one per core ready. Null when none is ready (the first run of a
 * process, or a burst): the caller starts its own, as fast as before.
 */
export function takeSpare(factory: () => SandboxFactory): Spare | null {
	lastFactory = factory;
	let spare = spares.shift();
	while (spare && !spare.sandbox.usable) {
		removeSpare(spare);
		spare = spares.shift();
	}
	refill();
	return spare ?? null;
}

/** Ends every spare (their processes, cgroups and directories); a later judging starts afresh. */
export function discardSpares() {
	lastFactory = null;
	for (const spare of spares.splice(0)) removeSpare(spare);
}

process.once("exit", discardSpares);
