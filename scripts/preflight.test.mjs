import { describe, expect, it } from "vitest";
import { preflight } from "./preflight.mjs";

/** A machine with exactly `have` (absolute paths) and a PostgreSQL that answers or not. */
const machine = ({ have = [], postgres = true, uid = 1000, clusters = ["15"] } = {}) => ({
	isExecutable: (file) => have.includes(file),
	reachPostgres: async () => (postgres ? null : "connect ECONNREFUSED 127.0.0.1:5432"),
	postgresClusters: () => clusters,
	uid,
});
const EVERYTHING = ["/usr/bin/chromium", "/usr/bin/bwrap", "/usr/bin/pdftotext"];
const ALL_STAGES = ["lint", "typecheck", "unit", "server", "server-pg", "e2e"];

describe("the test preflight", () => {
	it("passes on a machine with everything", async () => {
		const result = await preflight(ALL_STAGES, machine({ have: EVERYTHING }));
		expect(result).toEqual({ ok: true, missing: [], message: "" });
	});

	it("names each missing tool with the exact command that installs or starts it", async () => {
		const result = await preflight(ALL_STAGES, machine({ postgres: false }));
		expect(result.ok).toBe(false);
		expect(result.missing).toEqual(["Chromium", "bubblewrap", "pdftotext", "PostgreSQL"]);
		expect(result.message).toContain("Chromium (/usr/bin/chromium): sudo apt-get install -y chromium");
		expect(result.message).toContain("bubblewrap (/usr/bin/bwrap): sudo apt-get install -y bubblewrap");
		expect(result.message).toContain("pdftotext (/usr/bin/pdftotext): sudo apt-get install -y poppler-utils");
		expect(result.message).toContain("sudo pg_ctlcluster 15 main start");
		expect(result.message).toContain("connect ECONNREFUSED");
		// One line that installs every missing Debian package at once.
		expect(result.message).toContain(
			"sudo apt-get update && sudo apt-get install -y chromium bubblewrap poppler-utils",
		);
	});

	it("says how to install PostgreSQL where none is installed, and leaves sudo out for root", async () => {
		const result = await preflight(
			["server-pg"],
			machine({ have: EVERYTHING, postgres: false, uid: 0, clusters: [] }),
		);
		expect(result.missing).toEqual(["PostgreSQL"]);
		expect(result.message).toContain("apt-get install -y postgresql && pg_ctlcluster");
		expect(result.message).not.toContain("sudo");
	});

	it("checks only what the chosen stages need", async () => {
		const bare = machine({ postgres: false });
		expect((await preflight(["lint", "typecheck", "unit"], bare)).ok).toBe(true);
		expect((await preflight(["e2e"], bare)).missing).toEqual(["Chromium"]);
		expect((await preflight(["server"], bare)).missing).toEqual(["bubblewrap", "pdftotext"]);
	});

	it("follows CHROMIUM_PATH", async () => {
		const env = { CHROMIUM_PATH: "/opt/chrome/chrome" };
		expect((await preflight(["e2e"], { ...machine({ have: ["/opt/chrome/chrome"] }), env })).ok).toBe(true);
	});

	it("gives up on an unreachable PostgreSQL within seconds", async () => {
		const started = performance.now();
		const result = await preflight(["server-pg"], {
			...machine({ have: EVERYTHING }),
			reachPostgres: undefined,
			// Nothing listens on port 1; the refusal (or the short timeout) comes at once.
			env: { TEST_POSTGRES_URL: "postgres://postgres@127.0.0.1:1/test" },
		});
		expect(result.missing).toEqual(["PostgreSQL"]);
		expect(performance.now() - started).toBeLessThan(30_000);
	});
});
