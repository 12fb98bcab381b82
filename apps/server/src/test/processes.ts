import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { paths } from "../platform/paths";

/** Runs a TypeScript entry of the server package in its own Node process, as `npm run dev` would. */
export function spawnTs(entry: string, env: Record<string, string>): ChildProcess {
	return spawn(process.execPath, ["--import", "tsx", path.join(paths.serverRoot, entry)], {
		cwd: paths.serverRoot,
		env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
		stdio: ["ignore", "pipe", "pipe"],
	});
}

/** Everything the process writes, so far, on stdout and stderr together. */
export function collectOutput(child: ChildProcess): { text: () => string } {
	let output = "";
	child.stdout?.on("data", (chunk) => {
		output += chunk;
	});
	child.stderr?.on("data", (chunk) => {
		output += chunk;
	});
	return { text: () => output };
}

export function waitForExit(
	child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
	if (child.exitCode !== null || child.signalCode !== null) {
		return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
	}
	return new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
}

export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (await check()) return;
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

export async function isHealthy(port: number): Promise<boolean> {
	try {
		const res = await fetch(`http://127.0.0.1:${port}/api/health`);
		return res.status === 200;
	} catch {
		return false;
	}
}
