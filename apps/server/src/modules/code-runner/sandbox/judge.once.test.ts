import { existsSync } from "node:fs";
import type { CodeLanguage } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { judge, runOnce } from "./judge";
import { MB, type ProcessLimits } from "./limits";

/** Small limits keep the hostile cases quick; Java's cold start still fits in them. */
const limits: Partial<ProcessLimits> = {
	cpuMs: 1000,
	wallMs: 3000,
	memoryBytes: 128 * MB,
	outputBytes: 64 * 1024,
	fileBytes: 4 * MB,
};
const run = (language: CodeLanguage, source: string, stdin = "") =>
	runOnce({ language, source, stdin, limits });
/**
 * For hostile runs that another limit (memory, file size, output) must stop. The verdict checks time
 * first (verdict.ts), and on a busy machine a JVM's cold start outlasts 3 s of wall time and V8 spends
 * over 1 s of CPU collecting garbage on every core before it gives up: with the small limits these
 * verdicts depended on the machine's load (a clean-clone CI run got Time Limit Exceeded). With room in
 * time, only the limit under test can end the run.
 */
const runWithTimeRoom = (language: CodeLanguage, source: string) =>
	runOnce({ language, source, stdin: "", limits: { ...limits, cpuMs: 10_000, wallMs: 30_000 } });

const ECHO: Record<CodeLanguage, string> = {
	c: `#include <stdio.h>
int main(void) { char name[64]; if (scanf("%63s", name) == 1) printf("Hello, %s\\n", name); else puts("Hello, world"); return 0; }`,
	cpp: `#include <iostream>
#include <string>
int main() { std::string name; if (std::cin >> name) std::cout << "Hello, " << name << "\\n"; else std::cout << "Hello, world\\n"; }`,
	java: `import java.util.Scanner;
public class Main { public static void main(String[] args) { Scanner in = new Scanner(System.in);
System.out.println(in.hasNext() ? "Hello, " + in.next() : "Hello, world"); } }`,
	python: `import sys
name = sys.stdin.read().split()
print("Hello, " + name[0] if name else "Hello, world")`,
	javascript: `const name = require("fs").readFileSync(0, "utf8").trim();
console.log(name ? "Hello, " + name : "Hello, world");`,
};

describe("the sandbox runs each language", () => {
	it.each(Object.keys(ECHO) as CodeLanguage[])(
		"compiles %s once and answers hello world and an echo of stdin",
		async (language) => {
			const result = await judge({
				language,
				source: ECHO[language],
				tests: [
					{ stdin: "", expected: "Hello, world\n" },
					{ stdin: "Ananya\n", expected: "Hello, Ananya" },
				],
				limits: { ...limits, wallMs: 6000 },
			});
			expect(result.compileFailure).toBeNull();
			expect(result.tests.map((t) => t.status)).toEqual(["Accepted", "Accepted"]);
			expect(result.tests[1]?.stdout).toBe("Hello, Ananya\n");
			expect(result.tests[0]?.memory_kb).toBeGreaterThan(0);
		},
	);

	it("gives Wrong Answer when the output differs, and stops at the first failure when asked", async () => {
		const result = await judge({
			language: "python",
			source: "print(int(input()) * 2)",
			tests: [
				{ stdin: "2", expected: "4" },
				{ stdin: "3", expected: "7" },
				{ stdin: "4", expected: "8" },
			],
			limits,
			stopOnFirstFailure: true,
		});
		expect(result.tests.map((t) => t.status)).toEqual(["Accepted", "Wrong Answer"]);
	});

	it("lets a special checker accept any right output and reject a wrong one", async () => {
		// Two numbers from the input that add up to its target: several pairs may be right.
		const checker = `import json, sys
case = json.load(sys.stdin)
first, *numbers = case["input"].split("\\n")
target = int(first)
values = list(map(int, numbers[0].split()))
got = case["output"].split()
if len(got) != 2: sys.exit(1)
a, b = map(int, got)
ok = a + b == target and a in values and b in values and (a != b or values.count(a) > 1)
sys.exit(0 if ok else 1)`;
		const tests = [{ stdin: "10\n1 9 4 6\n", expected: "1 9\n" }];
		const answer = (source: string) => judge({ language: "python", source, tests, limits, checker });
		const another = await answer("print(4, 6)");
		expect(another.tests.map((t) => t.status)).toEqual(["Accepted"]);
		const wrong = await answer("print(4, 4)");
		expect(wrong.tests.map((t) => t.status)).toEqual(["Wrong Answer"]);
		// A program that crashes is judged before the checker is asked.
		const crash = await answer("raise SystemExit(3)");
		expect(crash.tests.map((t) => t.status)).toEqual(["Runtime Error"]);
		// A checker that fails on its own is the judge's fault, never the student's.
		const broken = await judge({
			language: "python",
			source: "print(1, 9)",
			tests,
			limits,
			checker: "import sys\nsys.exit(2)",
		});
		expect(broken.tests.map((t) => t.status)).toEqual(["Internal Error"]);
	});

	it("reports a compile error with the compiler's message and does not run", async () => {
		const result = await run("c", "int main(void) {\n  return x;\n}\n");
		expect(result.status).toBe("Compilation Error");
		expect(result.compile_output).toMatch(/main\.c:2:\d+: error: .x. undeclared/);
		expect(result.stdout).toBe("");
	});

	it("reports a runtime exception with its message", async () => {
		const result = await run("python", "print(1 // 0)");
		expect(result.status).toBe("Runtime Error");
		expect(result.exit_code).toBe(1);
		expect(result.stderr).toContain("ZeroDivisionError");
	});

	it("reports a segfault as a Runtime Error with the signal", async () => {
		const result = await run("c", "int main(void) { volatile int *p = 0; *p = 1; return 0; }");
		expect(result.status).toBe("Runtime Error");
		expect(result.signal).toBe("SIGSEGV");
		expect(result.exit_code).toBeNull();
	});

	it("reports an uncaught C++ exception as a Runtime Error with SIGABRT and the exception's message", async () => {
		const result = await run(
			"cpp",
			'#include <stdexcept>\nint main() { throw std::runtime_error("index out of range"); }',
		);
		expect(result.status).toBe("Runtime Error");
		expect(result.signal).toBe("SIGABRT");
		expect(result.stderr).toContain("index out of range");
	});

	it("removes the run's directory afterwards", async () => {
		const dirs: string[] = [];
		const result = await runOnce(
			{ language: "c", source: ECHO.c, stdin: "", limits },
			{ onWorkDir: (dir) => dirs.push(dir) },
		);
		expect(result.status).toBe("Accepted");
		expect(dirs).toHaveLength(1);
		expect(existsSync(dirs[0] as string)).toBe(false);
	});
});

describe("the sandbox contains hostile code", () => {
	it("stops an infinite loop with Time Limit Exceeded within the wall limit", async () => {
		const started = Date.now();
		const result = await run("c", "int main(void) { volatile long i = 0; for (;;) i++; }");
		expect(result.status).toBe("Time Limit Exceeded");
		expect(Date.now() - started).toBeLessThan(3000 + 2000);
	});

	it("stops a program that sleeps past the wall limit", async () => {
		const started = Date.now();
		const result = await run("python", "import time\ntime.sleep(60)");
		expect(result.status).toBe("Time Limit Exceeded");
		expect(result.time_ms).toBeGreaterThanOrEqual(3000);
		expect(Date.now() - started).toBeLessThan(3000 + 2000);
	});

	it("reports a huge allocation as Memory Limit Exceeded in C++ and Python", {
		timeout: 90_000,
	}, async () => {
		const cpp = await runWithTimeRoom(
			"cpp",
			"#include <vector>\nint main() { std::vector<int> v(1 << 28, 1); return v[5]; }",
		);
		expect(cpp.status).toBe("Memory Limit Exceeded");
		const python = await runWithTimeRoom("python", "x = bytearray(1 << 30)\nprint(len(x))");
		expect(python.status).toBe("Memory Limit Exceeded");
		expect(python.stderr).toContain("MemoryError");
	});

	it("reports a heap exhausted under Java's -Xmx and Node's heap cap as Memory Limit Exceeded", {
		timeout: 90_000,
	}, async () => {
		const java = await runWithTimeRoom(
			"java",
			"public class Main { public static void main(String[] a) { long[] big = new long[1 << 28]; System.out.println(big.length); } }",
		);
		expect(java.status).toBe("Memory Limit Exceeded");
		expect(java.stderr).toContain("java.lang.OutOfMemoryError");
		const node = await runWithTimeRoom(
			"javascript",
			"const keep = [];\nfor (;;) keep.push(new Array(1 << 20).fill(1.5));",
		);
		expect(node.status).toBe("Memory Limit Exceeded");
	});

	it("contains a C fork bomb: a verdict comes back and no process is left behind", async () => {
		const started = Date.now();
		const result = await run("c", "#include <unistd.h>\nint main(void) { for (;;) fork(); }");
		expect(["Time Limit Exceeded", "Runtime Error"]).toContain(result.status);
		expect(Date.now() - started).toBeLessThan(3000 + 3000);
		const { execFileSync } = await import("node:child_process");
		const left = execFileSync("ps", ["-eo", "uid=,args="], { encoding: "utf8" })
			.split("\n")
			.filter((line) => /^\s*65534\s+\.\/main/.test(line));
		expect(left).toEqual([]);
	});

	it("contains a Python fork bomb", async () => {
		const started = Date.now();
		const result = await run("python", "import os\nwhile True:\n    os.fork()");
		expect(["Time Limit Exceeded", "Runtime Error"]).toContain(result.status);
		expect(Date.now() - started).toBeLessThan(3000 + 3000);
	});

	it("stops a program writing a 100 MB file at the file size limit", { timeout: 90_000 }, async () => {
		const c = await runWithTimeRoom(
			"c",
			`#include <stdio.h>
#include <string.h>
int main(void) { static char block[1 << 20]; memset(block, 'x', sizeof block); FILE *f = fopen("big.bin", "wb");
for (int i = 0; i < 100; i++) fwrite(block, 1, sizeof block, f); fclose(f); puts("done"); return 0; }`,
		);
		expect(c.status).toBe("Output Limit Exceeded");
		expect(c.signal).toBe("SIGXFSZ");
		expect(c.stdout).not.toContain("done");
		// Python ignores SIGXFSZ, so the write fails with an error the program can see.
		const python = await runWithTimeRoom(
			"python",
			'open("big.bin", "wb").write(b"x" * (100 << 20))\nprint("done")',
		);
		expect(python.status).toBe("Runtime Error");
		expect(python.stderr).toContain("File too large");
	});

	it("stops a program that prints forever with Output Limit Exceeded and truncated output", async () => {
		const result = await run("python", 'while True:\n    print("y" * 100)');
		expect(result.status).toBe("Output Limit Exceeded");
		expect(result.stdout.length).toBeLessThanOrEqual(64 * 1024 + 100);
		expect(result.stdout.startsWith("y".repeat(100))).toBe(true);
	});

	it("has no network", async () => {
		const result = await run(
			"python",
			'import socket\nsocket.create_connection(("1.1.1.1", 80), timeout=2)\nprint("connected")',
		);
		expect(result.status).toBe("Runtime Error");
		expect(result.stdout).not.toContain("connected");
		expect(result.stderr).toMatch(/OSError|unreachable/i);
	});

	it("cannot read /etc/shadow or write outside its work directory", async () => {
		const result = await run(
			"python",
			`for action in (lambda: open("/etc/shadow").read(), lambda: open("/usr/evil.txt", "w"), lambda: open("/evil.txt", "w"), lambda: open("/etc/evil.txt", "w")):
    try:
        action()
        print("ESCAPED")
    except OSError as error:
        print(type(error).__name__)
open("inside.txt", "w").write("fine")
print("work ok")`,
		);
		expect(result.status).toBe("Accepted");
		expect(result.stdout).not.toContain("ESCAPED");
		expect(result.stdout).toContain("work ok");
		expect(existsSync("/usr/evil.txt")).toBe(false);
	});
});
