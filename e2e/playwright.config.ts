import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The production build (`npm run build`), served as `npm run serve` would, on a fresh embedded
// database in a temporary directory: the demo seed runs, exactly as on a newcomer's first start.
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-e2e-"));

export default defineConfig({
	testDir: "tests",
	fullyParallel: true,
	workers: process.env.CI ? 2 : undefined,
	forbidOnly: true,
	// One retry on CI, where the machine is shared and a browser test can lose a race with the load; a
	// test that fails twice fails the run, and one that passes on its retry is reported as "flaky".
	retries: process.env.CI ? 1 : 0,
	reporter: [["list"]],
	// A test that passes stops as soon as it is done; 60 s only decides how long a busy 2-core machine
	// may take over one that walks several screens (30 s ran out at the last step of some at load 20+).
	timeout: 60_000,
	// A screen that appears in 1 s on a quiet machine took over 5 s (the default) at load 20-28 on
	// 2 cores; a passing expect still returns as soon as its condition holds.
	expect: { timeout: 15_000 },
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		trace: "retain-on-failure",
		launchOptions: {
			// Debian's Chromium; browsers are never downloaded (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1).
			executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
			args: [
				"--no-sandbox",
				"--disable-gpu",
				"--disable-quic",
				"--no-first-run",
				"--disable-background-networking",
				"--disable-component-update",
				"--disable-sync",
			],
		},
	},
	projects: [
		// Signs the shared accounts in once (tests/support/sessions.ts) before any spec runs.
		{ name: "sessions", testMatch: /sessions\.setup\.ts$/ },
		{ name: "chromium", use: { ...devices["Desktop Chrome"] }, dependencies: ["sessions"] },
	],
	webServer: {
		command: "node ../apps/server/dist/main.js",
		url: `http://127.0.0.1:${port}/api/health`,
		reuseExistingServer: false,
		// A fresh database migrates and seeds the demo first: a minute or more on a busy 2-core machine.
		timeout: 180_000,
		stdout: "ignore",
		stderr: "pipe",
		env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "test" },
	},
});
