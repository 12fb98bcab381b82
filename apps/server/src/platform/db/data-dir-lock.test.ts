import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
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
