import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { waitUntil } from "../../test/processes";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

const dirs: string[] = [];
const tempDir = () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-lock-"));
	dirs.push(dir);
	return dir;
};
afterEach(() => {
	for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the data directory lock", () => {
	it("lets one holder in and refuses a second with a clear message", () => {
		const dir = tempDir();
		const lock = acquireDataDirLock(dir);
		// The same live PID holds it, exactly what a second server would find.
		expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
		expect(() => acquireDataDirLock(dir)).toThrow(`in use by another Unnati server (process ${process.pid})`);
		lock.release();
		acquireDataDirLock(dir).release();
	});

	it("takes over a lock left by a process that no longer runs", () => {
		const dir = tempDir();
		// PIDs are below 2^22 on Linux, so this one cannot be running.
		fs.writeFileSync(path.join(dir, "unnati.lock"), JSON.stringify({ pid: 2 ** 22 + 7, processStart: "1" }));
		const lock = acquireDataDirLock(dir);
		expect(JSON.parse(fs.readFileSync(path.join(dir, "unnati.lock"), "utf8")).pid).toBe(process.pid);
		lock.release();
		expect(fs.existsSync(path.join(dir, "unnati.lock"))).toBe(false);
	});

	it("treats a reused PID (same number, different start time) as stale", () => {
		const dir = tempDir();
		fs.writeFileSync(path.join(dir, "unnati.lock"), JSON.stringify({ pid: process.pid, processStart: "0" }));
		acquireDataDirLock(dir).release();
	});

	it("takes over a lock file cut short by a crash while it was written", () => {
		const dir = tempDir();
		fs.writeFileSync(path.join(dir, "unnati.lock"), '{"pid": 12');
		acquireDataDirLock(dir).release();
	});

	it("creates a missing data directory", () => {
		const dir = path.join(tempDir(), "nested", "data");
		acquireDataDirLock(dir).release();
		expect(fs.statSync(dir).isDirectory()).toBe(true);
	});
});

describe("a lock holder that was killed but not yet reaped by its parent", () => {
	it("is dead: its zombie does not keep the data directory locked", { timeout: 120_000 }, async () => {
		const dir = tempDir();
		const lockFile = path.join(dir, "unnati.lock");
		const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), "data-dir-lock.ts");
		const holdLock = `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)}); acquireDataDirLock(process.argv[1]); setInterval(() => {}, 60_000);`;
		// sh starts the holder in the background and becomes `sleep`, which never waits for its children:
		// once killed, the holder stays a zombie until sleep ends, as a server whose parent has not reaped it yet.
		const parent = spawn(
			"/bin/sh",
			[
				"-c",
				'"$0" --import tsx --input-type=module -e "$1" "$2" & exec sleep 600',
				process.execPath,
				holdLock,
				dir,
			],
			{ stdio: "ignore", cwd: path.dirname(lockModule) },
		);
		try {
			await waitUntil("the holder to take the lock", () => readLockPid(lockFile) !== null, 60_000);
			const holder = readLockPid(lockFile) as number;
			expect(holder).not.toBe(process.pid);
			expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);

			process.kill(holder, "SIGKILL");
			await waitUntil("the holder to become a zombie", () => processState(holder) === "Z", 60_000);
			acquireDataDirLock(dir).release();
		} finally {
			parent.kill("SIGKILL");
		}
	});
});

function readLockPid(file: string): number | null {
	try {
		return (JSON.parse(fs.readFileSync(file, "utf8")) as { pid: number }).pid;
	} catch {
		return null;
	}
}

/** The state letter of /proc/<pid>/stat (R, S, Z, ...), or null once the process is gone. */
function processState(pid: number): string | null {
	try {
		const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
		return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0] ?? null;
	} catch {
		return null;
	}
}
