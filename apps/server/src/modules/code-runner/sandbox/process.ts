import { spawn } from "node:child_process";
import { closeSync, fchownSync, openSync, readFileSync } from "node:fs";
import { constants as osConstants } from "node:os";
import type { Writable } from "node:stream";
import {
	LAUNCH_FAILED,
	type Launch,
	launcherCommand,
	launcherMessage,
	SANDBOX_UID,
	shellCommand,
} from "./launch";
import type { ProcessOutcome, SandboxCommand, SandboxRun, SandboxSetup, StandbySandbox } from "./types";

export { SANDBOX_UID } from "./launch";
export type { ProcessOutcome, SandboxCommand, SandboxRun, SandboxSetup, StandbySandbox } from "./types";

/** Number → name, keeping the first of aliases (SIGABRT, not SIGIOT). */
const SIGNAL_NAMES = new Map<number, string>();
for (const [name, number] of Object.entries(osConstants.signals))
	if (!SIGNAL_NAMES.has(number)) SIGNAL_NAMES.set(number, name);

function readMeta(file: string): string {
	try {
		// A program may have appended to it; the report is at the end, and 64 KB is plenty.
		return readFileSync(file, "utf8").slice(-65536);
	} catch {
		return "";
	}
}

function parseMeta(text: string): { cpuMs: number; memoryKb: number } {
	const line = text
		.trim()
		.split("\n")
		.filter((candidate) => /^\d+\.\d+ \d+\.\d+ \d+$/.test(candidate))
		.at(-1);
	if (!line) return { cpuMs: 0, memoryKb: 0 };
	const [user = "0", system = "0", maxRss = "0"] = line.split(" ");
	return { cpuMs: Math.round((Number(user) + Number(system)) * 1000), memoryKb: Number(maxRss) };
}

/** How long bwrap's monitor has to exit by itself once everything inside was killed. */
const MONITOR_GRACE_MS = 250;

const kill = (pid: number, signal: NodeJS.Signals = "SIGKILL") => {
	try {
		process.kill(pid, signal);
	} catch {
		// Already gone.
	}
};

/**
 * Starts the sandbox's processes and watches them: its output from the first byte, its exit, and
 * once the run begins, its wall limit. `begin` starts the run; the outcome never throws for the
 * program's sake.
 */
function supervise(launch: Launch, setup: SandboxSetup, standby: boolean) {
	const { cgroup } = setup;
	const metaFd = openSync(setup.metaFile, "w", 0o600);
	if (process.getuid?.() === 0) fchownSync(metaFd, SANDBOX_UID, SANDBOX_UID);
	const child = spawn(launch.file, launch.args, {
		detached: true,
		stdio: ["pipe", "pipe", "pipe", metaFd, ...(standby ? (["pipe"] as const) : [])],
		env: launch.env,
	});
	closeSync(metaFd);
	// A sandbox waiting for its run must not keep this process alive; one that runs must.
	const handles = [child, ...child.stdio].filter(
		(handle): handle is NonNullable<typeof handle> & { ref(): void; unref(): void } =>
			handle !== null && handle !== undefined && "unref" in handle,
	);
	if (standby) for (const handle of handles) handle.unref();
	const stdout: Buffer[] = [];
	const stderr: Buffer[] = [];
	let outputBytes = 0;
	// Nothing runs before `begin`; a stray byte until then is bounded all the same.
	let outputLimit = 64 * 1024;
	let timedOut = false;
	let outputExceeded = false;
	let spawnError: string | null = null;
	let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
	let onExit: (() => void) | null = null;
	let released = false;
	const release = () => {
		if (released) return;
		released = true;
		void cgroup?.release();
	};

	// The spawned process is bwrap's monitor (the launcher, or sh and setpriv, exec into it); killing it lets
	// --die-with-parent take the whole PID namespace down, which --new-session put beyond our group.
	// With cgroups the processes inside go first and the monitor is left to reap its child and exit:
	// a monitor killed first orphans the namespace's init to PID 1, and where PID 1 does not reap (a
	// container's plain init), the zombie stays charged to the group's pids limit.
	const stop = () => {
		if (!cgroup || child.pid === undefined) {
			if (child.pid !== undefined) kill(-child.pid);
			return;
		}
		const monitor = child.pid;
		cgroup.killAll(monitor);
		setTimeout(() => {
			if (!exit) kill(-monitor);
		}, MONITOR_GRACE_MS).unref();
	};
	const collect = (into: Buffer[]) => (chunk: Buffer) => {
		if (outputExceeded) return;
		const room = outputLimit - outputBytes;
		if (chunk.length > room) {
			into.push(chunk.subarray(0, Math.max(0, room)));
			outputBytes = outputLimit;
			outputExceeded = true;
			stop();
			return;
		}
		into.push(chunk);
		outputBytes += chunk.length;
	};
	child.stdout?.on("data", collect(stdout));
	child.stderr?.on("data", collect(stderr));
	// A program that exits without reading its input closes the pipe under us; that is its right.
	child.stdin?.on("error", () => {});
	(child.stdio[4] as Writable | null)?.on("error", () => {});
	child.on("error", (error) => {
		spawnError = error.message;
		// A launcher that never started has no "close" to wait for.
		if (child.pid === undefined && !exit) {
			exit = { code: null, signal: null };
			onExit?.();
		}
	});
	child.on("close", (code, signal) => {
		exit ??= { code, signal };
		onExit?.();
	});

	const begin = (run: SandboxRun, message: string | null): Promise<ProcessOutcome> => {
		for (const handle of handles) handle.ref();
		outputLimit = run.limits.outputBytes;
		const limited = cgroup ? cgroup.limit(run.cgroupMemory, run.limits.processes + 16) : true;
		const started = performance.now();
		return new Promise((resolve) => {
			const wallTimer = setTimeout(() => {
				timedOut = true;
				stop();
			}, run.limits.wallMs);
			const finish = () => {
				clearTimeout(wallTimer);
				if (child.pid !== undefined) kill(-child.pid);
				const { code, signal: signalName } = exit ?? { code: null, signal: null };
				const wallMs = Math.round(performance.now() - started);
				const usage = parseMeta(readMeta(setup.metaFile));
				const err = Buffer.concat(stderr).toString("utf8");
				// bwrap reports a program killed by signal N as exit status 128 + N, like a shell.
				const signalNumber = code !== null && code > 128 && code < 160 ? code - 128 : null;
				const signal =
					signalName ?? (signalNumber ? (SIGNAL_NAMES.get(signalNumber) ?? `SIG${signalNumber}`) : null);
				const sandboxFailed =
					(limited ? null : `${LAUNCH_FAILED}cannot set the run's cgroup limits`) ??
					spawnError ??
					(code === 123 && err.startsWith(LAUNCH_FAILED) ? (err.split("\n")[0] as string) : null) ??
					(code === 1 && err.startsWith("bwrap: ") ? err.trim() : null) ??
					(message !== null && code === 0 && usage.cpuMs === 0 && usage.memoryKb === 0
						? `${LAUNCH_FAILED}the sandbox ended before its run`
						: null);
				const oomKilled = cgroup?.oomKilled() ?? false;
				release();
				resolve({
					exitCode: signal ? null : code,
					signal,
					stdout: Buffer.concat(stdout).toString("utf8"),
					stderr: err,
					cpuMs: usage.cpuMs,
					wallMs,
					memoryKb: usage.memoryKb,
					timedOut,
					outputExceeded,
					oomKilled,
					internalError: sandboxFailed,
				});
			};
			if (exit || !limited) {
				if (!exit) stop();
				onExit = finish;
				if (exit) finish();
				return;
			}
			onExit = finish;
			child.stdin?.end(run.stdin);
			if (message !== null) (child.stdio[4] as Writable | null)?.end(message);
		});
	};
	const discard = () => {
		onExit = null;
		stop();
		release();
	};
	return { child, begin, discard, hasExited: () => exit !== null || spawnError !== null };
}

/**
 * Starts a sandbox before its run is known (compiled launcher only): bwrap's namespaces and mounts,
 * most of a run's overhead, are made while nobody waits, and `run` only hands the launcher its program.
 */
export function startSandbox(setup: SandboxSetup & { launcher: string }): StandbySandbox {
	const sandbox = supervise(launcherCommand(setup, setup.launcher), setup, true);
	let used = false;
	return {
		get usable() {
			return !used && !sandbox.hasExited();
		},
		run: (run) => {
			if (used) throw new Error("a sandbox runs once");
			used = true;
			return sandbox.begin(run, launcherMessage(run));
		},
		discard: () => {
			if (used) return;
			used = true;
			sandbox.discard();
		},
	};
}

/** Runs one command in a sandbox started for it and reports how it ended; never throws for the program's sake. */
export function runSandboxed(command: SandboxCommand): Promise<ProcessOutcome> {
	if (command.launcher) return startSandbox({ ...command, launcher: command.launcher }).run(command);
	return supervise(shellCommand(command), command, false).begin(command, null);
}
