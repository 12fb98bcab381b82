import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * Test files that need modules loaded afresh, run by the `web-isolated` project
 * (vitest.isolated.config.ts): the pre-render renders with react-dom/server, whose half-finished
 * renders leave React's contexts marked for another renderer; the code editor's test watches the
 * editor load lazily, which it does only the first time in a process.
 */
export const OWN_MODULES = ["src/prerender.test.tsx", "src/components/code-editor/code-editor.test.tsx"];

export default defineConfig({
	plugins: [react()],
	test: {
		name: "web",
		environment: "happy-dom",
		include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
		exclude: ["**/node_modules/**", ...OWN_MODULES],
		setupFiles: ["./src/test/setup.ts"],
		// Above the 5 s that findBy* may wait (src/test/setup.ts), so such a wait fails with its own message.
		testTimeout: 20_000,
		// The files of one worker share one process, its window and its loaded modules: importing React,
		// Mantine and the screens again for every file, and a new window for each, took over half of the
		// suite's time. src/test/setup.ts puts back what a file changed on the shared window when it ends.
		// Measured in bench/RESULTS.md, "CI duration".
		isolate: false,
	},
});
