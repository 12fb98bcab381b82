import fs from "node:fs";
import path from "node:path";

const LOCK_FILE = "unnati.lock";

export class DataDirLockedError extends Error {
	override name = "DataDirLockedError";
}

type LockOwner = { pid: number; processStart: string | null };

/** The fields of /proc/<pid>/stat from field 3 (the state) on, or null where there is no such process (or no /proc). */
function statFields(pid: number): string[] | null {
	try {
		const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
		// The command name (field 2) may contain spaces; the fields after its closing parenthesis do not.
		return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
	} catch {
		return null;
	}
}

/** The kernel's start time of a process (field 22 of /proc/<pid>/stat); tells a live owner from a reused PID. */
function processStartTime(pid: number): string | null {
	return statFields(pid)?.[19] ?? null;
}

/**
 * Whether the lock's owner still runs. A killed process stays a zombie ("Z", or "X" while it is
 * being reaped) until its parent reaps it, and signal 0 still reaches it then; the kernel has
 * already closed its files and ended its threads, so a zombie holds nothing and its lock is stale.
 */
function isAlive(owner: LockOwner): boolean {
	try {
		process.kill(owner.pid, 0);
	} catch (error) {
		// EPERM: the process exists but belongs to someone else.
		if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
	}
	const fields = statFields(owner.pid);
	// No /proc (not Linux): signal 0 is all there is to go by.
	if (fields === null) return !fs.existsSync("/proc/self/stat");
	const state = fields[0];
	if (state === "Z" || state === "X" || state === "x") return false;
	return owner.processStart === null || fields[19] === owner.processStart;
}

function readOwner(file: string): LockOwner | null {
	try {
		const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<LockOwner>;
		return typeof parsed.pid === "number"
			? { pid: parsed.pid, processStart: parsed.processStart ?? null }
			: null;
	} catch {
		return null;
	}
}

export type DataDirLock = { release(): void };

/**
 * Makes this process the only one using `dataDir`. A lock left by a process that no longer
 * runs (killed, crashed) is taken over; a live owner makes this throw DataDirLockedError.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
	fs.mkdirSync(dataDir, { recursive: true });
	const file = path.join(dataDir, LOCK_FILE);
	const me: LockOwner = { pid: process.pid, processStart: processStartTime(process.pid) };

	for (let attempt = 0; attempt < 3; attempt++) {
		try {
			const fd = fs.openSync(file, "wx");
			fs.writeSync(fd, JSON.stringify(me));
			fs.fsyncSync(fd);
			fs.closeSync(fd);
			return {
				release() {
					const owner = readOwner(file);
					if (owner?.pid === process.pid) fs.rmSync(file, { force: true });
				},
			};
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
		}
		const owner = readOwner(file);
		if (owner && isAlive(owner)) {
			throw new DataDirLockedError(
				`The data directory ${dataDir} is in use by another Unnati server (process ${owner.pid}). ` +
					"Stop that server, or set DATA_DIR to a different directory.",
			);
		}
		// The owner is gone (or the file is unreadable because it died while writing it): take over.
		fs.rmSync(file, { force: true });
	}
	throw new DataDirLockedError(
		`Could not lock the data directory ${dataDir}: another process keeps taking it.`,
	);
}
