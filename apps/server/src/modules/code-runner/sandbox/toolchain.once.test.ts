import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createCodeRunner } from "../service";
import { detectCgroups } from "./cgroups";
import { judge, runOnce } from "./judge";
import { CPP_FLAGS } from "./languages";
import { MB } from "./limits";
import { cachedArtifact, sandboxCacheDir } from "./tool-cache";
import { ensureLauncher, ensurePch } from "./toolchain";

const run = promisify(execFile);
const limits = { cpuMs: 1000, wallMs: 3000, memoryBytes: 128 * MB };

describe("the sandbox's cache of built tools", () => {
	it("builds an artifact once when several ask for it at the same time, and never shows half of it", async () => {
		const name = `test-artifact-${process.pid}-${Date.now()}`;
		let builds = 0;
		const build = async (into: string) => {
			builds++;
			await writeFile(into, "half");
			await new Promise((resolve) => setTimeout(resolve, 200));
			await writeFile(into, "whole");
		};
		try {
			const paths = await Promise.all([1, 2, 3].map(() => cachedArtifact(name, build)));
			expect(new Set(paths).size).toBe(1);
			expect(builds).toBe(1);
			expect(await readFile(paths[0] as string, "utf8")).toBe("whole");
			expect(await cachedArtifact(name, build)).toBe(paths[0]);
			expect(builds).toBe(1);
		} finally {
			await rm(path.join(sandboxCacheDir(), name), { force: true });
		}
	});

	it("answers null, not a broken artifact, when the build fails", async () => {
		const name = `test-failing-${process.pid}-${Date.now()}`;
		const result = await cachedArtifact(name, async (into) => {
			await writeFile(into, "partial");
			throw new Error("compiler crashed");
		});
		expect(result).toBeNull();
	});

	it("keeps the cache in a directory only its owner can write", () => {
		const info = statSync(sandboxCacheDir());
		expect(info.uid).toBe(process.getuid?.());
		expect(info.mode & 0o022).toBe(0);
	});
});

describe("the compiled launcher", () => {
	it("is built once, executable, and runs programs with their limits and measurements", async () => {
		const launcher = await ensureLauncher();
		expect(launcher).not.toBeNull();
		expect(await ensureLauncher()).toBe(launcher);
		expect(statSync(launcher as string).mode & 0o777).toBe(0o755);
		const result = await runOnce({
			language: "python",
			source: "print(sum(range(10**6)))",
			stdin: "",
			limits,
		});
		expect(result).toMatchObject({ status: "Accepted", stdout: "499999500000\n" });
		expect(result.memory_kb).toBeGreaterThan(1000);
	});

	it("can be bypassed: the shell launcher (sh, setpriv, time, prlimit) gives the same verdicts", async () => {
		const options = { launcher: false };
		const hello = await runOnce(
			{ language: "python", source: "print(input())", stdin: "Meera", limits },
			options,
		);
		expect(hello).toMatchObject({ status: "Accepted", stdout: "Meera\n" });
		expect(hello.memory_kb).toBeGreaterThan(1000);
		const loop = await runOnce(
			{ language: "c", source: "int main(void) { volatile long i = 0; for (;;) i++; }", stdin: "", limits },
			options,
		);
		expect(loop.status).toBe("Time Limit Exceeded");
		const big = await runOnce(
			{ language: "python", source: "x = bytearray(1 << 30)\nprint(len(x))", stdin: "", limits },
			options,
		);
		expect(big.status).toBe("Memory Limit Exceeded");
	});
});

describe.skipIf(detectCgroups().mode === "none")("the sandbox's cgroups", () => {
	it("are reused run after run instead of made and removed each time", async () => {
		const cgroups = detectCgroups();
		const first = cgroups.acquire(64 * MB, 16);
		const files = first?.procsFiles;
		// The pool hands out the group released last, once it is back (other tests leave idle ones).
		await first?.release();
		const second = cgroups.acquire(128 * MB, 32);
		expect(second?.procsFiles).toEqual(files);
		expect(second?.oomKilled()).toBe(false);
		await second?.release();
	});

	it("take many runs in turn without failing, and every sandbox's processes are reaped", async () => {
		// bwrap's monitor may exit before its namespace's init; the launcher reaps that init. Reaped by
		// nobody (a container's PID 1 often does not), it stayed charged to its group's pids limit, and
		// a reused group could no longer start bwrap ("Creating new namespace failed").
		const runner = createCodeRunner();
		const statuses: string[] = [];
		await Promise.all(
			Array.from({ length: 4 }, async () => {
				for (let i = 0; i < 20; i++) {
					const result = await runner.run({ language: "python", source: "print(1)", stdin: "" });
					statuses.push(`${result.status}${result.status === "Accepted" ? "" : `: ${result.stderr}`}`);
				}
			}),
		);
		expect(statuses.filter((status) => status !== "Accepted")).toEqual([]);
		// Only this process's groups are looked at: other test files run sandboxes at the same time.
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(detectCgroups().unreaped()).toBe(0);
	});
});

describe("the C++ precompiled header", () => {
	const source = `#include <bits/stdc++.h>
using namespace std;
int main() { int n; cin >> n; vector<int> v(n); iota(v.begin(), v.end(), 1); cout << accumulate(v.begin(), v.end(), 0) << "\\n"; }`;

	it("is built with the C++ compile's own flags, so g++ accepts it", { timeout: 180_000 }, async () => {
		const dir = await ensurePch();
		expect(dir).not.toBeNull();
		const scratch = mkdtempSync(path.join(tmpdir(), "unnati-pch-test-"));
		try {
			writeFileSync(path.join(scratch, "main.cpp"), source);
			// -H lists each header read; "!" marks a precompiled header that was valid and used.
			const { stderr } = await run(
				"/usr/bin/g++",
				[...CPP_FLAGS, `-I${dir}`, "-H", "-fsyntax-only", path.join(scratch, "main.cpp")],
				{ timeout: 60_000 },
			);
			expect(stderr.split("\n")[0]).toBe(`! ${dir}/bits/stdc++.h.gch`);
		} finally {
			rmSync(scratch, { recursive: true, force: true });
		}
	});

	it("compiles and judges in the sandbox, and source that cannot use it still compiles", {
		timeout: 180_000,
	}, async () => {
		await ensurePch();
		const tests = [
			{ stdin: "4", expected: "10" },
			{ stdin: "100", expected: "5050" },
		];
		const withPch = await judge({ language: "cpp", source, tests, limits }, { precompiledHeaders: true });
		expect(withPch.compileFailure).toBeNull();
		expect(withPch.tests.map((test) => test.status)).toEqual(["Accepted", "Accepted"]);
		// Code before the include makes the .gch unusable; g++ then reads the real header, silently.
		const late = await judge(
			{ language: "cpp", source: `#include <cstdio>\n${source}`, tests, limits },
			{ precompiledHeaders: true },
		);
		expect(late.compileFailure).toBeNull();
		expect(late.compileOutput).toBe("");
		expect(late.tests.map((test) => test.status)).toEqual(["Accepted", "Accepted"]);
	});
});
