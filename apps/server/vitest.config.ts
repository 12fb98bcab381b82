import { defineConfig } from "vitest/config";

export default defineConfig({
	test: {
		name: "server",
		environment: "node",
		include: ["src/**/*.test.ts"],
		// *.pglite.test.ts drive the embedded database in real processes and *.once.test.ts use no
		// database at all (the sandbox, the problem catalogue): the PostgreSQL run skips both.
		exclude: process.env.TEST_DATABASE_URL
			? ["**/*.pglite.test.ts", "**/*.once.test.ts", "**/node_modules/**"]
			: ["**/node_modules/**"],
		// Each file opens its own database; PGlite start-up and argon2 make the first test of a file slow.
		// The hook budget is wide because a beforeAll opens a database and builds the app: on a busy
		// shared machine (load average 20+ on 2 cores) that alone passed 60 s and skipped whole files.
		// 60 s per test: a passing test ends when it is done, and a test of many sequential logins
		// (argon2 each) ran past 30 s at load 17 in the final clean-clone run.
		testTimeout: 60_000,
		hookTimeout: 120_000,
		pool: "forks",
		// The files of one worker share one process and its loaded modules: loading the whole app took
		// ~3 s of CPU per file, over half the suite's time, and the files keep no state in the process
		// (each opens its own database; the caches that outlive a request are kept per database,
		// platform/db/per-database.ts). Measured in bench/RESULTS.md, "CI duration".
		isolate: false,
		// Migrates and seeds once per run; each file's database is a copy (src/test/global-setup.ts).
		globalSetup: ["./src/test/global-setup.ts"],
	},
});
