// `npm run worker`: runs queued code in the sandbox. Start any number, on any machine with bubblewrap
// and the compilers, pointed at the API's Redis (REDIS_URL, REDIS_PREFIX); each takes one job per core.
import { checkSandbox, ensureLauncher, ensurePch, startCodeWorker } from "./modules/code-runner";
import { redisEnvSchema } from "./platform/config";

/** Running jobs get this long to finish after SIGTERM/SIGINT; a judging is at most a few tests' wall time. */
const SHUTDOWN_GRACE_MS = 60_000;

const parsed = redisEnvSchema.safeParse({
	REDIS_URL: process.env.REDIS_URL || undefined,
	REDIS_PREFIX: process.env.REDIS_PREFIX || undefined,
});
if (!parsed.success) {
	const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
	console.error(`Invalid configuration in the environment:\n${lines.join("\n")}`);
	process.exit(78); // EX_CONFIG
}

// A worker that cannot start a sandbox would fail every job it takes: it refuses to start instead.
const off = checkSandbox();
if (off) {
	console.error(`code worker: ${off}`);
	process.exit(1);
}

// The launcher is built before the first job; the C++ precompiled header in the background.
const launcher = await ensureLauncher();
if (process.env.UNNATI_SANDBOX_PCH !== "off") void ensurePch();

const worker = startCodeWorker({
	connection: { url: parsed.data.REDIS_URL, prefix: parsed.data.REDIS_PREFIX },
	onError: (error) => console.error(`code worker: ${error.message}`),
});

let stopping = false;
const stop = async (signal: string) => {
	if (stopping) return;
	stopping = true;
	console.log(`code worker ${worker.name}: ${signal}, finishing running jobs`);
	setTimeout(() => {
		console.error("code worker: running jobs took too long to finish; exiting");
		process.exit(1);
	}, SHUTDOWN_GRACE_MS).unref();
	await worker.close();
	process.exit(0);
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);

await worker.ready();
console.log(
	`code worker ${worker.name} is ready: queue "code-runs" under prefix "${parsed.data.REDIS_PREFIX}", ` +
		`${worker.concurrency} at once, ${launcher ? "compiled launcher" : "shell launcher (no gcc)"}`,
);
