import os from "node:os";
import { defineConfig } from "vitest/config";

// Each workspace keeps its own vitest config; `--project <name>` picks one (see package.json scripts).
export default defineConfig({
	test: {
		// Vitest's default is one worker fewer than the cores, which is one file at a time on a 2-core CI
		// machine. Test files wait on PostgreSQL, argon2's thread pool and child processes as much as they
		// compute, so two files at a time keep both cores busy (bench/ci-timing.mjs measures it).
		maxWorkers: Math.max(2, os.availableParallelism() - 1),
		projects: [
			"packages/contracts",
			"apps/server",
			"apps/web",
			"apps/web/vitest.isolated.config.ts",
			{ test: { name: "scripts", environment: "node", include: ["scripts/**/*.test.mjs"] } },
		],
	},
});
