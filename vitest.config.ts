import { defineConfig } from "vitest/config";

// Each workspace keeps its own vitest config; `--project <name>` picks one (see package.json scripts).
export default defineConfig({
	test: {
		projects: [
			"packages/contracts",
			"apps/server",
			"apps/web",
			{ test: { name: "scripts", environment: "node", include: ["scripts/**/*.test.mjs"] } },
		],
	},
});
