// Fails when the Drizzle schema and the committed migrations disagree: it runs `drizzle-kit generate`
// against a temporary copy of the migrations folder, and a migration it would write is a change to
// apps/server/src/db/schema.ts (or a module's tables.ts) that nobody generated and committed.
// Fix: `npm run db:generate`, read the new SQL, commit it.
//   node scripts/check-migrations.mjs [--schema <schema.ts>] [--migrations <folder>]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULTS = {
	schema: path.join(root, "apps/server/src/db/schema.ts"),
	migrations: path.join(root, "apps/server/src/db/migrations"),
};

const listFiles = (dir) =>
	fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).sort() : [];

/**
 * Runs drizzle-kit on a copy of `migrations`; `drift` lists the files it added or changed there.
 * The copy is removed afterwards: the committed folder is never written.
 */
export function checkMigrations({ schema = DEFAULTS.schema, migrations = DEFAULTS.migrations } = {}) {
	// drizzle-kit prefixes "./" to --out, so the copy lives under the repository (node_modules/.cache).
	const cache = path.join(root, "node_modules/.cache");
	fs.mkdirSync(cache, { recursive: true });
	const copy = fs.mkdtempSync(path.join(cache, "check-migrations-"));
	try {
		if (fs.existsSync(migrations)) fs.cpSync(migrations, copy, { recursive: true });
		const before = new Map(listFiles(copy).map((f) => [f, readIfFile(path.join(copy, f))]));
		const bin = path.join(root, "node_modules/.bin/drizzle-kit");
		const run = spawnSync(
			bin,
			[
				"generate",
				"--dialect",
				"postgresql",
				"--schema",
				path.relative(root, schema),
				"--out",
				path.relative(root, copy),
			],
			{ cwd: root, encoding: "utf8" },
		);
		const output = `${run.stdout ?? ""}${run.stderr ?? ""}`;
		// drizzle-kit exits 0 even when it fails to read the folder or the schema: trust only its two answers.
		const answered = /No schema changes|Your SQL migration file/.test(output);
		if (run.status !== 0 || !answered)
			return { ok: false, drift: [], output, error: `drizzle-kit gave no answer (exit ${run.status})` };
		const drift = listFiles(copy).filter((f) => before.get(f) !== readIfFile(path.join(copy, f)));
		return { ok: drift.length === 0, drift, output, error: null };
	} finally {
		fs.rmSync(copy, { recursive: true, force: true });
	}
}

function readIfFile(file) {
	return fs.statSync(file).isFile() ? fs.readFileSync(file, "utf8") : null;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const args = process.argv.slice(2);
	const option = (name) => {
		const i = args.indexOf(`--${name}`);
		return i >= 0 ? path.resolve(args[i + 1]) : undefined;
	};
	const result = checkMigrations({ schema: option("schema"), migrations: option("migrations") });
	if (result.error) {
		console.error(`check-migrations: ${result.error}\n${result.output}`);
		process.exit(1);
	}
	if (!result.ok) {
		console.error(
			`check-migrations: the Drizzle schema and the committed migrations disagree; drizzle-kit would write:\n  ${result.drift.join("\n  ")}\nRun \`npm run db:generate\`, review the SQL and commit it.`,
		);
		process.exit(1);
	}
	console.log("check-migrations: the schema matches the committed migrations");
}
