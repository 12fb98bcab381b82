// Starts the production build (`node apps/server/dist/main.js`, what `npm run serve` runs) on a
// fresh embedded database in a temporary directory, for the benchmarks; `stop()` removes both.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const serverEntry = path.join(root, "apps/server/dist/main.js");

export function requireBuild() {
	if (!fs.existsSync(serverEntry)) {
		console.error("Build first: npm run build");
		process.exit(1);
	}
}

/** Polls `url` until it answers 200; throws after `timeoutMs`. */
export async function waitForOk(url, timeoutMs = 30_000) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		try {
			if ((await fetch(url)).ok) return;
		} catch {}
		await new Promise((r) => setTimeout(r, 50));
	}
	throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export async function startServer(port) {
	requireBuild();
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-bench-"));
	const child = spawn(process.execPath, [serverEntry], {
		env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
		stdio: ["ignore", "ignore", "inherit"],
	});
	const base = `http://127.0.0.1:${port}`;
	const stop = async () => {
		if (child.exitCode === null) {
			child.kill("SIGTERM");
			await new Promise((r) => child.once("exit", r));
		}
		fs.rmSync(dataDir, { recursive: true, force: true });
	};
	try {
		// A fresh database migrates and seeds the demo first: over a minute on a busy 2-core machine.
		await waitForOk(`${base}/api/health`, 180_000);
	} catch (error) {
		await stop();
		throw error;
	}
	return { base, stop };
}
