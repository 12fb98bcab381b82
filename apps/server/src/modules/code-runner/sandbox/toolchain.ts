import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { chmod, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { paths } from "../../../platform/paths";
import { CPP_FLAGS, CPP_PCH_HEADER } from "./languages";
import { cachedArtifact, compilerIdentity } from "./tool-cache";

const run = promisify(execFile);
const hash = (...parts: string[]) => createHash("sha256").update(parts.join("\0")).digest("hex").slice(0, 16);

const LAUNCHER_SOURCE = path.join(paths.serverRoot, "src/modules/code-runner/sandbox/launcher.c");

/** Compiles launcher.c; a static binary where libc.a is installed, since it is exec'd twice a run. */
async function buildLauncher(source: string, into: string): Promise<void> {
	const file = `${into}.c`;
	await writeFile(file, source);
	try {
		const flags = ["-O2", "-Wall", "-s", "-o", into, file];
		await run("/usr/bin/gcc", ["-static", ...flags], { timeout: 60_000 }).catch(() =>
			run("/usr/bin/gcc", flags, { timeout: 60_000 }),
		);
		await chmod(into, 0o755);
		// A binary that links but cannot run a program is no launcher at all.
		await run(into, ["run", "--", "/bin/true"], { timeout: 10_000 });
	} finally {
		await rm(file, { force: true });
	}
}

let launcher: Promise<string | null> | undefined;

/**
 * The launcher's path, built at first use; null where it cannot be built (no gcc), and the
 * sandbox then launches through sh, setpriv, /usr/bin/time and prlimit (process.ts).
 */
export function ensureLauncher(): Promise<string | null> {
	launcher ??= (async () => {
		let source: string;
		try {
			source = readFileSync(LAUNCHER_SOURCE, "utf8");
		} catch {
			return null;
		}
		return cachedArtifact(`launcher-${hash(source, compilerIdentity("/usr/bin/gcc"))}`, (into) =>
			buildLauncher(source, into),
		);
	})();
	return launcher;
}

/**
 * Builds `bits/stdc++.h.gch` with the very flags of the C++ compile (a PCH made with other flags
 * is silently ignored). It is built from a one-line header that includes the real one, so nothing
 * depends on where this g++ keeps its headers. A compile that finds the .gch first on its include
 * path uses it; one that cannot (a macro such as _GLIBCXX_DEBUG defined before the include) reads
 * the real header further along the path, as if the .gch were not there.
 */
async function buildPch(into: string): Promise<void> {
	const bits = path.join(into, "bits");
	await mkdir(bits, { recursive: true });
	const stub = path.join(into, "stdc++-stub.h");
	await writeFile(stub, `#include <${CPP_PCH_HEADER}>\n`);
	await run("/usr/bin/g++", [...CPP_FLAGS, "-x", "c++-header", stub, "-o", path.join(bits, "stdc++.h.gch")], {
		timeout: 120_000,
	});
	await chmod(into, 0o755);
	await chmod(bits, 0o755);
}

let pch: Promise<string | null> | undefined;
let pchDir: string | null = null;

/** The directory that holds bits/stdc++.h.gch, built at first call (about 4 s of CPU, once per machine). */
export function ensurePch(): Promise<string | null> {
	pch ??= cachedArtifact(`pch-${hash(CPP_FLAGS.join(" "), compilerIdentity("/usr/bin/g++"))}`, buildPch).then(
		(dir) => {
			pchDir = dir;
			return dir;
		},
	);
	return pch;
}

/**
 * The PCH directory if it is built, without waiting or starting the build: sandboxes show it to
 * every compile, and the first submission that includes bits/stdc++.h starts the build
 * (`ensurePch`) and compiles without it, as fast as before, while it is made in the background.
 */
export function builtPch(): string | null {
	return pchDir;
}
