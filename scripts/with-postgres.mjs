// Runs a command with TEST_DATABASE_URL pointing at a reachable PostgreSQL, so the server suite
// runs against it (each test file creates and drops its own database there).
// The server is TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test.
import { spawn } from "node:child_process";
import pg from "pg";

const url = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const [command, ...args] = process.argv.slice(2);
if (!command) {
	console.error("usage: node scripts/with-postgres.mjs <command> [args...]");
	process.exit(2);
}

const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
	await client.connect();
	const { rows } = await client.query("show server_version");
	console.log(`PostgreSQL ${rows[0].server_version} at ${url.replace(/\/\/[^@]*@/, "//")}`);
} catch (error) {
	console.error(`Cannot reach PostgreSQL at ${url}: ${error.message}`);
	console.error(
		"Start it (see .ci/run) or set TEST_POSTGRES_URL to a server where you may create databases.",
	);
	process.exit(1);
} finally {
	await client.end().catch(() => {});
}

const child = spawn(command, args, {
	stdio: "inherit",
	env: { ...process.env, TEST_DATABASE_URL: url },
	shell: process.platform === "win32",
});
child.on("exit", (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
