// Before `npm test` spends minutes: are the machine's tools there? Chromium (browser tests),
// bubblewrap (the code sandbox), pdftotext from poppler-utils (PDF tests read their text back) and
// a reachable PostgreSQL (the PostgreSQL server suite). Each missing one is named with the exact
// command that installs or starts it, within seconds.
//   node scripts/preflight.mjs [stage...]   checks what those stages of scripts/ci-test.mjs need (all by default)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/test";

function isExecutable(file) {
	try {
		fs.accessSync(file, fs.constants.X_OK);
		return fs.statSync(file).isFile();
	} catch {
		return false;
	}
}

/** Null when PostgreSQL at `url` answers a query within a few seconds, else why not. */
async function reachPostgres(url) {
	const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000, query_timeout: 3000 });
	try {
		await client.connect();
		await client.query("select 1");
		return null;
	} catch (error) {
		return error.message || String(error);
	} finally {
		await client.end().catch(() => {});
	}
}

/** The PostgreSQL clusters Debian's postgresql-common knows (their versions), e.g. ["15"]. */
function postgresClusters() {
	try {
		return fs.readdirSync("/etc/postgresql").sort();
	} catch {
		return [];
	}
}

/** What each stage of scripts/ci-test.mjs needs from the machine. */
const NEEDS = {
	server: ["bubblewrap", "pdftotext"],
	"server-pg": ["bubblewrap", "pdftotext", "postgresql"],
	e2e: ["chromium"],
};
const ORDER = ["chromium", "bubblewrap", "pdftotext", "postgresql"];

/**
 * Checks what `stages` need. `machine` replaces the real probes (tests). Returns the names of the
 * missing tools and a message with one line per missing tool and the commands that fix them all.
 */
export async function preflight(stages, machine = {}) {
	const env = machine.env ?? process.env;
	const probe = {
		isExecutable: machine.isExecutable ?? isExecutable,
		reachPostgres: machine.reachPostgres ?? reachPostgres,
		postgresClusters: machine.postgresClusters ?? postgresClusters,
	};
	const root = (machine.uid ?? process.getuid?.() ?? 0) === 0;
	const sudo = (command) => (root ? command : `sudo ${command}`);
	const needed = new Set(stages.flatMap((stage) => NEEDS[stage] ?? []));

	const chromium = env.CHROMIUM_PATH ?? "/usr/bin/chromium";
	const tools = {
		chromium: { name: "Chromium", file: chromium, apt: "chromium", also: " (or set CHROMIUM_PATH)" },
		bubblewrap: { name: "bubblewrap", file: env.BWRAP_PATH || "/usr/bin/bwrap", apt: "bubblewrap", also: "" },
		pdftotext: { name: "pdftotext", file: "/usr/bin/pdftotext", apt: "poppler-utils", also: "" },
	};

	const missing = [];
	const lines = [];
	const packages = [];
	for (const key of ORDER.filter((k) => needed.has(k))) {
		if (key === "postgresql") {
			const url = env.TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL;
			const why = await probe.reachPostgres(url);
			if (why === null) continue;
			const clusters = probe.postgresClusters();
			const start = (version) => sudo(`pg_ctlcluster ${version} main start`);
			const fix =
				clusters.length > 0
					? clusters.map(start).join(" && ")
					: `${sudo("apt-get install -y postgresql")} && ${start("$(ls /etc/postgresql)")}`;
			missing.push("PostgreSQL");
			lines.push(
				`  PostgreSQL at ${url.replace(/\/\/[^@]*@/, "//")} does not answer (${why}): ${fix}` +
					" (or set TEST_POSTGRES_URL to a server where you may create databases)",
			);
			continue;
		}
		const tool = tools[key];
		if (probe.isExecutable(tool.file)) continue;
		missing.push(tool.name);
		packages.push(tool.apt);
		lines.push(`  ${tool.name} (${tool.file}): ${sudo(`apt-get install -y ${tool.apt}`)}${tool.also}`);
	}
	if (missing.length === 0) return { ok: true, missing, message: "" };
	const message = [
		`npm test cannot run on this machine yet: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing.`,
		...lines,
		...(packages.length > 0
			? [
					"Install the missing packages at once:",
					`  ${sudo("apt-get update")} && ${sudo(`apt-get install -y ${packages.join(" ")}`)}`,
				]
			: []),
		"(.ci/run does all of this on a fresh machine, then runs npm test.)",
	].join("\n");
	return { ok: false, missing, message };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const named = process.argv.slice(2);
	const result = await preflight(named.length > 0 ? named : Object.keys(NEEDS));
	if (!result.ok) console.error(result.message);
	else console.log("preflight: every tool npm test needs is here");
	process.exit(result.ok ? 0 : 1);
}
