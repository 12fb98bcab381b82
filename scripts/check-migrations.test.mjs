import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { checkMigrations } from "./check-migrations.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Inside the repository, so the schema files below resolve drizzle-orm from its node_modules.
fs.mkdirSync(path.join(root, "node_modules/.cache"), { recursive: true });
const work = fs.mkdtempSync(path.join(root, "node_modules/.cache/check-migrations-test-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const schemaFile = (name, columns) => {
	const file = path.join(work, `${name}.ts`);
	fs.writeFileSync(
		file,
		`import { pgTable, text } from "drizzle-orm/pg-core";\nexport const cohorts = pgTable("cohorts", { ${columns} });\n`,
	);
	return file;
};

/** The committed state of a tiny project: its schema and the migration drizzle-kit made for it. */
function committed(schema) {
	const migrations = path.join(work, `migrations-${path.basename(schema, ".ts")}`);
	const run = spawnSync(
		path.join(root, "node_modules/.bin/drizzle-kit"),
		["generate", "--dialect", "postgresql", "--schema", schema, "--out", migrations],
		{ cwd: root, encoding: "utf8" },
	);
	expect(run.status, run.stderr).toBe(0);
	return migrations;
}

describe("check-migrations", { timeout: 60_000 }, () => {
	const original = schemaFile("original", 'id: text("id").primaryKey()');
	const migrations = committed(original);

	it("passes when the committed migrations match the schema, and leaves them untouched", () => {
		const before = fs.readdirSync(migrations, { recursive: true }).map(String).sort();
		const result = checkMigrations({ schema: original, migrations });
		expect(result.error).toBeNull();
		expect(result).toMatchObject({ ok: true, drift: [] });
		expect(fs.readdirSync(migrations, { recursive: true }).map(String).sort()).toEqual(before);
	});

	it("fails on a column added to the schema without a migration, naming the migration it would write", () => {
		const changed = schemaFile("changed", 'id: text("id").primaryKey(), city: text("city")');
		const result = checkMigrations({ schema: changed, migrations });
		expect(result.ok).toBe(false);
		expect(result.drift.some((file) => /^0001_.*\.sql$/.test(file))).toBe(true);
		expect(fs.readdirSync(migrations).some((file) => file.startsWith("0001_"))).toBe(false);
	});

	it("fails when there are no migrations at all for a schema with a table", () => {
		const result = checkMigrations({ schema: original, migrations: path.join(work, "none") });
		expect(result.ok).toBe(false);
		expect(result.drift.some((file) => /^0000_.*\.sql$/.test(file))).toBe(true);
	});

	it("fails, rather than passing silently, when drizzle-kit cannot read the schema", () => {
		const result = checkMigrations({ schema: path.join(work, "missing.ts"), migrations });
		expect(result.ok).toBe(false);
		expect(result.error).toMatch(/drizzle-kit/);
	});
});
