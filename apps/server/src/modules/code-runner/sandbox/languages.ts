import type { CodeLanguage } from "@unnati/contracts";
import { MB } from "./limits";

/** How one language is compiled and run inside the sandbox's /work directory. */
export type LanguageRecipe = {
	fileName: string;
	/** The compiler's argv; absent for interpreted languages. */
	compile?: readonly string[];
	/** The program's argv for a memory limit of `memoryBytes`. */
	run(memoryBytes: number): string[];
	/**
	 * RLIMIT_AS for a run, or null for none. A JVM reserves gigabytes of address space it never
	 * touches, so Java is bounded by -Xmx (plus the cgroup where there is one) instead; V8 reserves
	 * about 700 MB at start, so Node gets its heap cap plus 1 GB of address space.
	 */
	addressSpace(memoryBytes: number): number | null;
	/** Threads the runtime starts on its own, added to the process limit. */
	runtimeThreads: number;
	/** True when the source includes the header this language has a precompiled copy of. */
	wantsPch?(source: string): boolean;
};

/** The C++ compile's flags; the precompiled header is built with exactly these (toolchain.ts). */
export const CPP_FLAGS = ["-std=c++17", "-O2", "-pipe"] as const;
export const CPP_PCH_HEADER = "bits/stdc++.h";
/** Where the precompiled header's directory appears inside the sandbox, read-only. */
export const PCH_MOUNT = "/pch";

/** The compile with the PCH directory first on the include path, where g++ looks for `<header>.gch`. */
export const withPch = (compile: readonly string[]): string[] => [
	compile[0] as string,
	`-I${PCH_MOUNT}`,
	...compile.slice(1),
];

const megabytes = (bytes: number) => Math.max(16, Math.floor(bytes / MB));

export const RECIPES: Record<CodeLanguage, LanguageRecipe> = {
	c: {
		fileName: "main.c",
		compile: ["/usr/bin/gcc", "-std=c17", "-O2", "-pipe", "-o", "main", "main.c", "-lm"],
		run: () => ["./main"],
		addressSpace: (memory) => memory,
		runtimeThreads: 0,
	},
	cpp: {
		fileName: "main.cpp",
		compile: ["/usr/bin/g++", ...CPP_FLAGS, "-o", "main", "main.cpp"],
		run: () => ["./main"],
		addressSpace: (memory) => memory,
		runtimeThreads: 0,
		wantsPch: (source) => /^\s*#\s*include\s*<bits\/stdc\+\+\.h>/m.test(source),
	},
	java: {
		fileName: "Main.java",
		// C1 only and a serial collector: javac on one small file is start-up bound, not throughput bound.
		compile: [
			"/usr/bin/javac",
			"-J-XX:+UseSerialGC",
			"-J-XX:TieredStopAtLevel=1",
			"-J-XX:-UsePerfData",
			"-J-Xshare:auto",
			"-encoding",
			"UTF-8",
			"Main.java",
		],
		run: (memory) => [
			"/usr/bin/java",
			`-Xmx${megabytes(memory)}m`,
			"-Xss64m",
			"-XX:+UseSerialGC",
			"-XX:-UsePerfData",
			"-Xshare:auto",
			"Main",
		],
		addressSpace: () => null,
		runtimeThreads: 64,
	},
	python: {
		fileName: "main.py",
		// The system interpreter, never a version-manager shim: a shim costs ~150 ms a run.
		run: () => ["/usr/bin/python3", "-B", "main.py"],
		addressSpace: (memory) => memory,
		runtimeThreads: 0,
	},
	javascript: {
		fileName: "main.js",
		run: (memory) => ["/usr/bin/node", `--max-old-space-size=${megabytes(memory)}`, "main.js"],
		addressSpace: (memory) => memory + 1024 * MB,
		runtimeThreads: 16,
	},
};
