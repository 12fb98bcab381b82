import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
	plugins: [react()],
	test: {
		name: "web",
		environment: "happy-dom",
		include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
		setupFiles: ["./src/test/setup.ts"],
		// Above the 5 s that findBy* may wait (src/test/setup.ts), so such a wait fails with its own message.
		testTimeout: 20_000,
	},
});
