import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";
import { openDatabase } from "./database";

const dirs: string[] = [];
afterEach(() => {
	for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-db-"));
	dirs.push(dir);
	return dir;
};

describe("opening the embedded database", () => {
	it("never touches a data directory another live server holds", async () => {
		const dataDir = tempDir();
		const marker = path.join(dataDir, "pgdata", "postmaster.pid");
		fs.mkdirSync(path.dirname(marker), { recursive: true });
		fs.writeFileSync(marker, "-42\n/pglite/data\n");
		const held = acquireDataDirLock(dataDir);
		try {
			await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(DataDirLockedError);
			expect(fs.readFileSync(marker, "utf8")).toBe("-42\n/pglite/data\n");
		} finally {
			held.release();
		}
	});

	it("releases the lock on close, so the next process can open the directory", async () => {
		const dataDir = tempDir();
		const first = await openDatabase({ kind: "pglite", dataDir });
		await first.ping();
		await first.close();
		expect(fs.existsSync(path.join(dataDir, "unnati.lock"))).toBe(false);
		const second = await openDatabase({ kind: "pglite", dataDir });
		await second.ping();
		await second.close();
		await expect(second.ping()).rejects.toThrow(/closed/);
	});
});
