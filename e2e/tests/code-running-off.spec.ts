import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";

// The same build on a machine without bubblewrap: a second server of its own (its own port and data
// directory, so no other spec is touched) whose BWRAP_PATH names no file. It must start, say why
// code running is off, and the editor must show the message that names the missing package.

const port = Number(process.env.E2E_PORT ?? 4310) + 17;
const origin = `http://127.0.0.1:${port}`;
const mainJs = fileURLToPath(new URL("../../apps/server/dist/main.js", import.meta.url));
let server: ChildProcess | undefined;
let output = "";
let dataDir = "";

async function healthy(): Promise<boolean> {
	try {
		return (await fetch(`${origin}/api/health`)).status === 200;
	} catch {
		return false;
	}
}

test.beforeAll(async () => {
	// A fresh database migrates and seeds the demo first: a minute or more on a busy 2-core machine.
	test.setTimeout(240_000);
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-e2e-no-bwrap-"));
	server = spawn(process.execPath, [mainJs], {
		env: {
			...process.env,
			PORT: String(port),
			HOST: "127.0.0.1",
			DATA_DIR: dataDir,
			LOG_LEVEL: "warn",
			NODE_ENV: "test",
			BWRAP_PATH: path.join(dataDir, "no-bubblewrap-here"),
		},
		stdio: ["ignore", "pipe", "pipe"],
	});
	server.stdout?.on("data", (chunk) => {
		output += chunk;
	});
	server.stderr?.on("data", (chunk) => {
		output += chunk;
	});
	await expect.poll(healthy, { timeout: 230_000, intervals: [500] }).toBe(true);
});

test.afterAll(async () => {
	if (server && server.exitCode === null) {
		const exited = new Promise((resolve) => server?.once("exit", resolve));
		server.kill("SIGTERM");
		await exited;
	}
	if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("without bubblewrap the server says code running is off, and the playground shows why", async ({
	page,
}) => {
	test.setTimeout(120_000);
	expect(output).toContain("Code running is off");
	expect(output).toContain("bubblewrap");

	await page.goto(`${origin}/login`);
	await signIn(
		page,
		{
			screen: "/login",
			identifierLabel: "Roll number or email",
			identifier: "22CSE001",
			password: "Student@123",
		},
		"/dashboard",
	);
	await page.goto(`${origin}/dashboard/playground`);
	await expect(page.getByRole("heading", { level: 1, name: "Code playground" })).toBeVisible();
	await page.getByRole("button", { name: "Run", exact: true }).click();

	const alert = page.getByRole("region", { name: "Output" }).getByRole("alert");
	await expect(alert.getByText("Code running is off", { exact: true })).toBeVisible();
	await expect(alert).toContainText("the bubblewrap package");
	await expect(alert).toContainText("apt-get install -y bubblewrap");
});
