import { lstatSync, mkdirSync, mkdtempSync, statSync } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Where the sandbox keeps what it builds once per machine: the launcher and the C++ precompiled
 * header. Shared by every server and worker process of this user on the machine, so it must be
 * ours alone: a directory someone else made (or may write) in the shared temp directory could
 * plant a launcher that runs as root. Such a directory is ignored for a private one.
 */
function resolveCacheDir(): string {
	const dir =
		process.env.UNNATI_SANDBOX_CACHE ?? path.join(tmpdir(), `unnati-sandbox-${process.getuid?.() ?? 0}`);
	try {
		mkdirSync(dir, { recursive: true, mode: 0o755 });
		const info = lstatSync(dir);
		const uid = process.getuid?.();
		if (info.isDirectory() && (uid === undefined || info.uid === uid) && (info.mode & 0o022) === 0)
			return dir;
	} catch {
		// Not writable or not ours: a private directory below.
	}
	return mkdtempSync(path.join(tmpdir(), "unnati-sandbox-"));
}

let cacheDir: string | undefined;

export function sandboxCacheDir(): string {
	cacheDir ??= resolveCacheDir();
	return cacheDir;
}

const LOCK_STALE_MS = 5 * 60_000;
const WAIT_MS = 3 * 60_000;

const exists = (file: string) =>
	stat(file).then(
		() => true,
		() => false,
	);

/**
 * The cached artifact `name` (a file or a directory), built by `build(into)` if it is missing.
 * Concurrent processes take turns through a lock directory, so a machine builds it once; the
 * artifact appears by an atomic rename, so nobody ever sees half of it. Null when the build fails.
 */
export async function cachedArtifact(
	name: string,
	build: (into: string) => Promise<void>,
): Promise<string | null> {
	const dir = sandboxCacheDir();
	const target = path.join(dir, name);
	const lock = `${target}.lock`;
	const deadline = Date.now() + WAIT_MS;
	for (;;) {
		if (await exists(target)) return target;
		try {
			await mkdir(lock);
			break;
		} catch {
			// Another process is building it, or died doing so and left its lock behind.
			try {
				if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS)
					await rm(lock, { recursive: true, force: true });
			} catch {
				// The lock went away between the two calls: try again.
			}
			if (Date.now() > deadline) return null;
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
	}
	const into = `${target}.tmp-${process.pid}`;
	try {
		if (await exists(target)) return target;
		await rm(into, { recursive: true, force: true });
		await build(into);
		await rename(into, target);
		return target;
	} catch {
		await rm(into, { recursive: true, force: true });
		return null;
	} finally {
		await rm(lock, { recursive: true, force: true });
	}
}

/** The identity of a compiler binary: a different version or a reinstall makes a different key. */
export function compilerIdentity(binary: string): string {
	try {
		const info = statSync(binary);
		return `${binary}:${info.size}:${info.mtimeMs}`;
	} catch {
		return `${binary}:missing`;
	}
}
